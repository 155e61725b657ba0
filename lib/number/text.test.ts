import { describe, expect, it } from 'vitest';
import { formatCurrency, type CurrencyCode } from '@/lib/format';
import { formatNumber, formatFixed } from '@/lib/number/text';
import { formatNumber as formatNumberOfFormat } from '@/lib/format';

/** A seeded generator, so a failure names a value that can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values of every kind a calculator shows: plain, exact halves at each place, huge, tiny, negative, zero. */
function sample(count: number): number[] {
  const rand = mulberry32(20261126);
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    1.015,
    1.025,
    2.675,
    8.345,
    1.0005,
    0.045,
    999.995,
    9.995,
    99999.5,
    0.000001,
    1e-7,
    1.5e-7,
    9.5e-7,
    1e21,
    1.5e21,
    123456789012345680000,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    35.000000000000004,
    1.0264999999999999,
  ];
  for (let i = 0; i < count; i += 1) {
    const kind = i % 4;
    const magnitude = 10 ** Math.floor(rand() * 14 - 6);
    const sign = rand() < 0.25 ? -1 : 1;
    if (kind === 0) values.push(sign * rand() * magnitude);
    // A half at some decimal place, which only rounds right from the shortest decimal.
    else if (kind === 1) values.push((sign * (Math.floor(rand() * 100000) + 0.5)) / 10 ** Math.floor(rand() * 6));
    else if (kind === 2) values.push((sign * Math.round(rand() * 1e6)) / 10 ** Math.floor(rand() * 8));
    else values.push(sign * Number((rand() * magnitude).toPrecision(1 + Math.floor(rand() * 17))));
  }
  return values;
}

describe('formatFixed', () => {
  const values = sample(20000);

  it.each(['en', 'ja'])('writes what Intl.NumberFormat writes, in %s, for 0–6 decimals', (locale) => {
    const mismatches: string[] = [];
    for (let decimals = 0; decimals <= 6; decimals += 1) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const v of values) {
        const ours = formatFixed(v, locale, decimals);
        const theirs = intl.format(v);
        if (ours !== theirs) mismatches.push(`${v} @${decimals}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('rounds from the shortest decimal, half away from zero, and keeps the minus of a negative zero', () => {
    expect(formatFixed(1.005, 'en', 2)).toBe('1.01');
    expect(formatFixed(-2.5, 'en', 0)).toBe('-3');
    expect(formatFixed(999.995, 'ja', 2)).toBe('1,000.00');
    expect(formatFixed(-0.001, 'en', 2)).toBe('-0.00');
    expect(formatFixed(1.5e-7, 'en', 7)).toBe('0.0000002');
    expect(formatFixed(1e21, 'ja', 0)).toBe('1,000,000,000,000,000,000,000');
  });

  it('leaves another locale to Intl', () => {
    expect(formatFixed(1234.5, 'de', 1)).toBe(new Intl.NumberFormat('de', { minimumFractionDigits: 1 }).format(1234.5));
  });
});

describe('formatNumber', () => {
  it('writes a dash where there is no finite value, and is what the calculators and the log both use', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(formatNumber(v, 'ja', 2)).toBe('—');
    expect(formatNumber(1234.565, 'en', 2)).toBe(formatFixed(1234.565, 'en', 2));
    expect(formatNumberOfFormat).toBe(formatNumber);
    expect(formatNumber(-0.004, 'ja', 2)).toBe('-0.00');
  });
});

describe('formatCurrency without Intl', () => {
  const currencies: CurrencyCode[] = ['USD', 'JPY', 'EUR', 'GBP', 'AUD', 'CAD'];
  const values = sample(2000).filter((v) => Math.abs(v) < 1e15);

  it.each(['en', 'ja'])('writes what Intl writes for every currency in %s (yen in Japanese aside: 円)', (locale) => {
    const mismatches: string[] = [];
    for (const currency of currencies) {
      if (locale === 'ja' && currency === 'JPY') continue;
      for (const v of values) {
        const ours = formatCurrency(v, locale, currency);
        // The decimals are formatCurrency's own (moneyDecimals); read them back from its text.
        const decimals = ours.split('.')[1]?.length ?? 0;
        const theirs = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(v);
        if (ours !== theirs) mismatches.push(`${currency} ${v}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('writes yen in Japanese with 円 after the amount', () => {
    expect(formatCurrency(-1234.6, 'ja', 'JPY')).toBe('-1,235円');
  });
});
