import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, titleFromPath, withUnit } from './format';

describe('format', () => {
  it('formats numbers per locale with fixed decimals', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.567, 'ja')).toBe('1,234.57');
    expect(formatNumber(1.02637, 'en', 4)).toBe('1.0264');
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
  });

  it('writes dates mm/dd/yy in English and yy/mm/dd in Japanese', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('01/05/26');
    expect(formatDate('2026-01-05', 'ja')).toBe('26/01/05');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes yen with no decimals as 1,235円 in Japanese', () => {
    expect(formatCurrency(1234.6, 'ja', 'JPY')).toBe('1,235円');
    expect(formatCurrency(1234.5, 'en', 'USD')).toBe('$1,234.50');
    expect(formatCurrency(1234.6, 'en', 'JPY')).toBe('¥1,235');
  });

  it('title-cases the last path segment', () => {
    expect(titleFromPath('/reef-calculator')).toBe('Reef Calculator');
    expect(titleFromPath('/ja/blog/water-chemistry?x=1')).toBe('Water Chemistry');
    expect(titleFromPath('/')).toBe('');
  });
});

describe('units after values', () => {
  it('spaces letter units only', () => {
    expect(withUnit('35', 'ppt')).toBe('35 ppt');
    expect(withUnit('100', 'L')).toBe('100 L');
    expect(withUnit('25', '°C')).toBe('25°C');
    expect(withUnit('3.5', '%')).toBe('3.5%');
    expect(withUnit('100', '日')).toBe('100日');
    expect(withUnit('24', '時間')).toBe('24時間');
    expect(withUnit('1.0264', '')).toBe('1.0264');
  });
});
