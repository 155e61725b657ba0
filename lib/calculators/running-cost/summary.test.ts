import { describe, expect, it } from 'vitest';
import { compute, defaults, schema } from './index';
import { categoryBreakdown, periods } from './summary';

/*
 * The defaults worked by hand (31 per kWh; month = 365/12 days, year = 365 days):
 * - electricity: LED 120 W × 10 h × 70 % = 0.84 kWh, return pump 40 W × 24 h = 0.96, skimmer 20 W × 24 h = 0.48,
 *   heater 200 W × 4 h = 0.80 → 3.08 kWh × 31 = 95.48 a day, 2904.1833 a month, 34,850.2 a year;
 * - additives: 10 mL × 3000 / 1000 mL = 30 a day, 912.5 a month, 10,950 a year;
 * - food: 1200 / 60 days = 20 a day, 608.3333 a month, 7300 a year;
 * - salt: 300 L × 10 % = 30 L a week → 30/7 L a day × 8000 / 750 L = 320/7 = 45.7143 a day, 1390.4762 a month,
 *   16,685.7143 a year;
 * - total 191.1943 a day, 5815.4929 a month; shares 49.9387 %, 15.6908 %, 10.4606 %, 23.9099 %.
 */
const expected = [
  { key: 'electricity', perDay: 95.48, perMonth: 2904.183333, perYear: 34850.2, sharePct: 49.938731 },
  { key: 'additives', perDay: 30, perMonth: 912.5, perYear: 10950, sharePct: 15.690846 },
  { key: 'food', perDay: 20, perMonth: 608.333333, perYear: 7300, sharePct: 10.460564 },
  { key: 'salt', perDay: 45.714286, perMonth: 1390.47619, perYear: 16685.714286, sharePct: 23.90986 },
] as const;

describe('running cost summary', () => {
  it('gives each category per day, month (365/12 days) and year with its share, as worked by hand', () => {
    const r = compute(schema.parse(defaults));
    const rows = categoryBreakdown(r);
    expect(rows.map((x) => x.key)).toEqual(expected.map((x) => x.key));
    rows.forEach((row, i) => {
      const want = expected[i];
      expect(row.perDay).toBeCloseTo(want.perDay, 5);
      expect(row.perMonth).toBeCloseTo(want.perMonth, 5);
      expect(row.perYear).toBeCloseTo(want.perYear, 5);
      expect(row.sharePct).toBeCloseTo(want.sharePct, 5);
    });
    expect(r.totalPerDay).toBeCloseTo(191.194286, 5);
    expect(r.totalPerMonth).toBeCloseTo(5815.492857, 5);
  });

  it('spreads a daily cost over 365/12 days a month and 365 a year', () => {
    expect(periods(12)).toEqual({ perDay: 12, perMonth: 365, perYear: 4380 });
  });

  it('keeps an unknown daily cost unknown', () => {
    expect(periods(null)).toEqual({ perDay: null, perMonth: null, perYear: null });
  });
});
