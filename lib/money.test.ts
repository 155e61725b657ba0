import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyDecimals, defaultCurrency, isCurrency } from './money';

const importsOf = (file: string) => [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);

describe('lib/money.ts', () => {
  it('owns the currencies: the list, the guard, the locale default and the minor units', () => {
    expect(CURRENCIES).toEqual(['USD', 'JPY', 'EUR', 'GBP', 'AUD', 'CAD']);
    expect(CURRENCIES.filter(isCurrency)).toEqual([...CURRENCIES]);
    expect([undefined, '', 'usd', 'BTC', 1].some(isCurrency)).toBe(false);
    expect([defaultCurrency('ja'), defaultCurrency('en')]).toEqual(['JPY', 'USD']);
    expect(CURRENCIES.map(currencyDecimals)).toEqual([2, 0, 2, 2, 2, 2]);
  });

  it('depends on no calculator module, and the precision table on no formatter: no circle between them', () => {
    expect(importsOf('./money.ts').filter((m) => m.startsWith('@/lib/calculators'))).toEqual([]);
    expect(importsOf('./format.ts').filter((m) => m.startsWith('@/lib/calculators'))).toEqual([]);
    expect(importsOf('./calculators/precision.ts').filter((m) => m === '@/lib/format' || m === '@/lib/money')).toEqual([]);
  });
});
