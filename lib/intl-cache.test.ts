import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('returns the same formatter for the same locale and options, another for other options', () => {
    const a = numberFormat('ja-JP', { maximumFractionDigits: 2 });
    expect(numberFormat('ja-JP', { maximumFractionDigits: 2 })).toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('ja-JP', { maximumFractionDigits: 1 }).format(1.26)).toBe('1.3');
  });

  it('formats dates like a fresh Intl.DateTimeFormat', () => {
    const d = new Date(Date.UTC(2026, 0, 5, 12));
    const opts = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('ja-JP', opts).format(d)).toBe(new Intl.DateTimeFormat('ja-JP', opts).format(d));
    expect(dateTimeFormat('ja-JP', opts)).toBe(dateTimeFormat('ja-JP', opts));
  });
});
