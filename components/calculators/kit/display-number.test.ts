import { describe, expect, it } from 'vitest';
import { canonicalToText, textToCanonical } from './display-number';

describe('display numbers', () => {
  it('shows canonical values in the visitor unit without float noise', () => {
    expect(canonicalToText('37.85411784', 'volume', 'imperial')).toBe('10');
    expect(canonicalToText('25', 'temperature', 'imperial')).toBe('77');
    expect(canonicalToText('25', 'temperature', 'metric')).toBe('25');
    expect(canonicalToText('abc', 'volume', 'imperial')).toBe('abc');
    expect(canonicalToText(undefined, 'volume', 'metric')).toBe('');
  });

  it('stores typed text in canonical units and keeps what is not a number', () => {
    expect(Number(textToCanonical('10', 'volume', 'imperial'))).toBeCloseTo(37.85411784, 10);
    expect(Number(textToCanonical('７７', 'temperature', 'imperial'))).toBeCloseTo(25, 10);
    expect(textToCanonical('12a', 'volume', 'metric')).toBe('12a');
    expect(textToCanonical('  ', 'volume', 'metric')).toBe('');
  });
});

describe('converted values', () => {
  it('show 3 decimals in imperial and full precision in canonical units', () => {
    expect(canonicalToText('300', 'volume', 'imperial')).toBe('79.252');
    expect(canonicalToText('378.541178', 'volume', 'metric')).toBe('378.541178');
  });
});
