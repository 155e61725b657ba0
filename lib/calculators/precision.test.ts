import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { decimalsFor, levelQuantity, PRECISION, type Quantity } from './precision';
import { moneyDecimals } from '@/lib/money';

describe('precision table', () => {
  it('gives the settings precision (2 by default) to quantities with no reason to differ', () => {
    expect(decimalsFor(undefined, 79.2516)).toBe(2);
    expect(decimalsFor(undefined, 79.2516, 3)).toBe(3);
    expect(decimalsFor(undefined, 1, 0)).toBe(0);
  });

  it('falls back to 2 for a precision setting out of range', () => {
    expect(decimalsFor(undefined, 1, -1)).toBe(2);
    expect(decimalsFor(undefined, 1, 9)).toBe(2);
    expect(decimalsFor(undefined, 1, 1.5)).toBe(2);
  });

  it.each<[Quantity, number, number, number]>([
    // quantity, value, visitor's precision, decimals
    ['sg', 1.02637, 2, 4],
    ['sg', 1.02637, 0, 4],
    ['densityGcm3', 1.0234, 2, 4],
    ['dose', 105, 2, 1], // 105.0 mL, not 105.00
    ['dose', 10, 3, 1],
    ['dose', 9.99, 2, 2], // small doses keep the setting
    ['dose', 3.5, 3, 3],
    ['calciumMagnesium', 70, 2, 0], // "Rise needed 70 ppm"
    ['alkalinityDkh', 1.2, 2, 1],
    ['alkalinityMeqL', 0.43, 4, 2],
    ['alkalinityPpm', 21.4, 2, 0],
    ['phosphate', 0.03, 2, 3],
    ['asElement', 0.0098, 2, 3],
    ['ppfd', 312.4, 2, 0],
    ['percent', 12.345, 2, 1],
    ['count', 3, 2, 0],
    ['durationDays', 3.5499, 2, 1],
    ['sheetMm', 10, 2, 0],
    ['inches', 0.3937, 2, 3],
    ['saltKg', 1.3632, 2, 3],
    ['factor', 1.012, 2, 3],
  ])('%s %d with precision %d → %d decimals', (quantity, value, precision, decimals) => {
    expect(decimalsFor(quantity, value, precision)).toBe(decimals);
  });

  it('is the table docs/methods.md documents, row by row', () => {
    const doc = readFileSync(new URL('../../docs/methods.md', import.meta.url), 'utf8');
    for (const rule of Object.values(PRECISION)) {
      const decimals = rule.above ? `${rule.above.decimals} from ${rule.above.from} up, else the setting` : String(rule.decimals);
      expect(doc).toContain(`| ${decimals} | ${rule.reason} |`);
    }
  });

  it('maps reef parameters to their rows', () => {
    expect(levelQuantity('calcium')).toBe('calciumMagnesium');
    expect(levelQuantity('magnesium')).toBe('calciumMagnesium');
    expect(levelQuantity('alkalinity')).toBe('alkalinityDkh');
    expect(levelQuantity('alkalinity', 'ppmCaco3')).toBe('alkalinityPpm');
    expect(levelQuantity('phosphate')).toBe('phosphate');
    expect(levelQuantity('nitrate')).toBeUndefined();
    expect(levelQuantity('salinity')).toBeUndefined();
  });
});

describe('money decimals', () => {
  it('uses the currency minor units when they show the amount', () => {
    expect(moneyDecimals(1234.5, 'JPY')).toBe(0);
    expect(moneyDecimals(0.5, 'JPY')).toBe(0);
    expect(moneyDecimals(0.25, 'USD')).toBe(2);
    expect(moneyDecimals(0, 'JPY')).toBe(0);
  });

  it('adds decimals rather than show a cost that is not 0 as 0', () => {
    expect(moneyDecimals(0.25, 'JPY')).toBe(2);
    expect(moneyDecimals(0.004, 'USD')).toBe(4);
    expect(formatCurrency(0.25, 'ja', 'JPY')).toBe('0.25円');
    expect(formatCurrency(0.25, 'en', 'JPY')).toBe('¥0.25');
    expect(formatCurrency(0.004, 'en', 'USD')).toBe('$0.0040');
    expect(formatCurrency(0, 'ja', 'JPY')).toBe('0円');
    expect(formatCurrency(31.7, 'ja', 'JPY')).toBe('32円');
    // two significant digits also where rounding carries into the next digit
    expect(formatCurrency(0.0996, 'ja', 'JPY')).toBe('0.10円');
    expect(formatCurrency(0.00499, 'en', 'USD')).toBe('$0.0050');
  });
});
