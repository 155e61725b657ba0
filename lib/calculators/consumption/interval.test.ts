import { describe, expect, it } from 'vitest';
import { getPreset } from '@/lib/calculators/dosing/presets';
import { compute, consumptionBetween, schema } from './index';

const day = (d: number) => new Date(Date.UTC(2026, 10, 1) + d * 86_400_000).toISOString();

describe("consumptionBetween: the reef log's dated interval", () => {
  it("equals the screen's compute when the doses and the change match the midpoint model", () => {
    const logged = consumptionBetween({
      parameter: 'calcium',
      volumeL: 300,
      first: { at: day(0), level: 430 },
      second: { at: day(7), level: 410 },
      waterChanges: [{ at: day(3.5), pct: 10, newWaterLevel: 450 }],
      additiveId: 'calcium-chloride-dihydrate',
    });
    const screen = compute(
      schema.parse({
        parameter: 'calcium',
        volumeL: 300,
        firstLevel: 430,
        secondLevel: 410,
        days: 7,
        waterChangePct: 10,
        newWaterLevel: 450,
        additiveId: 'calcium-chloride-dihydrate',
      }),
    );
    expect(logged).not.toBeNull();
    expect(logged!.days).toBeCloseTo(7, 12);
    expect(logged!.waterChangeEffect).toBeCloseTo(-3, 10);
    expect(logged!.consumptionPerDay).toBeCloseTo(screen.consumptionPerDay!, 10);
    expect(logged!.doseGPerDay).toBeCloseTo(screen.doseGPerDay!, 10);
  });

  it('takes a dated change at the level interpolated to its date', () => {
    // 430 → 410 over 7 days: at day 1.75 the level reads 425; W = 0.2·(425 − 0) = 85 for RODI water
    const r = consumptionBetween({
      parameter: 'calcium',
      volumeL: 300,
      first: { at: day(0), level: 430 },
      second: { at: day(7), level: 410 },
      waterChanges: [{ at: day(1.75), changeL: 60, newWaterLevel: 0 }],
    });
    expect(r!.waterChangeEffect).toBeCloseTo(85, 10);
    expect(r!.consumptionPerDay).toBeCloseTo((430 - 85 - 410) / 7, 10);
  });

  it('sums the doses of this parameter inside [first, second) and ignores the rest', () => {
    const s = getPreset('redsea-foundation-b')!.strengthPerUnitPerL * 2.80385; // dKH·L/mL
    const r = consumptionBetween({
      parameter: 'alkalinity',
      volumeL: 400,
      first: { at: day(0), level: 8 },
      second: { at: day(7), level: 7.9 },
      doses: [
        { at: day(0), additiveId: 'redsea-foundation-b', amount: 10 }, // right after the first test: counts
        { at: day(3), additiveId: 'redsea-foundation-b', amount: 60 },
        { at: day(3), additiveId: 'redsea-foundation-a', amount: 50 }, // calcium product: not alkalinity
        { at: day(7), additiveId: 'redsea-foundation-b', amount: 10 }, // after the second test: next interval
        { at: day(-1), additiveId: 'redsea-foundation-b', amount: 10 }, // before the first test
        { at: day(4), additiveId: 'custom', amount: 5, strengthPerMlPerL: 1, parameter: 'alkalinity' },
        { at: day(4), additiveId: 'custom', amount: 5, strengthPerMlPerL: 1, parameter: 'calcium' },
        { at: day(5), additiveId: 'custom', amount: 0, rise: 0.05, parameter: 'alkalinity' },
      ],
      additiveId: 'redsea-foundation-b',
      targetLevel: 8.3,
    });
    expect(r!.dosesCounted).toBe(4);
    expect(r!.dosedRise).toBeCloseTo((70 * s) / 400 + 5 / 400 + 0.05, 4);
    expect(r!.correctionMl).toBeGreaterThan(0);
  });

  it('returns null for a pair that cannot make a balance', () => {
    const base = { parameter: 'alkalinity', volumeL: 400, first: { at: day(0), level: 8 }, second: { at: day(3), level: 7.5 } } as const;
    expect(consumptionBetween({ ...base, second: { at: day(0), level: 7.5 } })).toBeNull();
    expect(consumptionBetween({ ...base, first: { at: 'not a date', level: 8 } })).toBeNull();
    expect(consumptionBetween({ ...base, volumeL: 0 })).toBeNull();
    expect(consumptionBetween({ ...base, first: { at: day(0), level: Number.NaN } })).toBeNull();
    expect(consumptionBetween(base)!.consumptionPerDay).toBeCloseTo(0.5 / 3, 10);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const r = consumptionBetween({
      parameter: 'nitrate',
      volumeL: 200,
      first: { at: new Date(day(0)), level: 5 },
      second: { at: Date.parse(day(7)), level: 12 },
    });
    expect(r!.consumptionPerDay).toBeCloseTo(-1, 10);
    expect(r!.warnings).toContain('accumulating');
  });
});
