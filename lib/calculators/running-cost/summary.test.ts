import { describe, expect, it } from 'vitest';
import { compute, defaults, schema } from './index';
import { categoryBreakdown, periods } from './summary';

describe('running cost summary', () => {
  it('gives each category per day, month (365/12 days) and year with its share', () => {
    const r = compute(schema.parse(defaults));
    const rows = categoryBreakdown(r);
    expect(rows.map((x) => x.key)).toEqual(['electricity', 'additives', 'food', 'salt']);
    expect(rows[0]).toEqual({
      key: 'electricity',
      perDay: r.electricityPerDay,
      perMonth: expect.closeTo((r.electricityPerDay! * 365) / 12, 9) as unknown,
      perYear: expect.closeTo(r.electricityPerDay! * 365, 9) as unknown,
      sharePct: r.electricitySharePct,
    });
    const sum = rows.reduce((s, x) => s + x.perMonth!, 0);
    expect(sum).toBeCloseTo(r.totalPerMonth!, 9);
  });

  it('keeps an unknown daily cost unknown', () => {
    expect(periods(null)).toEqual({ perDay: null, perMonth: null, perYear: null });
  });
});
