import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDITIVE_IDS, getPreset, PARAMETERS } from '@/lib/calculators/dosing/presets';
import { convertAlkalinity } from '@/lib/units';
import { compute, consumptionFromBalance, defaults, projectLevels, schema, type ConsumptionResult } from './index';

const run = (raw: Record<string, unknown>) => compute(schema.parse(raw));
const allFinite = (r: object) => Object.values(r).every((v) => typeof v !== 'number' || Number.isFinite(v));

/** docs/methods.md#consumption uses Foundation B at S = 9.46 dKH·L/mL and CaCl2·2H2O at 273 ppm·L/g (docs/presets.md, rounded). */
const foundationB = { additiveId: 'custom', strengthPerMlPerL: 9.46, customForm: 'liquid' } as const;
const cacl2 = { additiveId: 'custom', strengthPerMlPerL: 273, customForm: 'dry' } as const;

describe('consumption: the worked rows of docs/methods.md#consumption', () => {
  it('alkalinity, no dosing: 400 L, 8.0 → 7.2 dKH in 4 days', () => {
    const r = run({ parameter: 'alkalinity', volumeL: 400, firstLevel: 8, secondLevel: 7.2, days: 4, targetLevel: 8, ...foundationB });
    expect(r.consumptionPerDay).toBeCloseTo(0.2, 10);
    expect(r.doseMlPerDay).toBeCloseTo(8.4567, 4); // 0.2·400/9.46
    expect(r.doseGPerDay).toBeNull();
    expect(r.correctionMl).toBeCloseTo(33.827, 3); // 0.8·400/9.46
    expect(r.waterChangeEffect).toBe(0);
    expect(r.trend).toBe('consuming');
    // the range is set in dKH, so the floor is exactly 7.0 dKH (methods.md#consumption): (7.2 − 7.0)/0.2 = 1 day,
    // not (7.2 − 7.0096)/0.2 = 0.952 from 2.5 meq/L
    expect(r.floorLevel).toBe(7);
    expect(r.daysToFloor).toBeCloseTo(1, 10);
  });

  it('alkalinity floor: 7.0 dKH converted to the keeper’s unit (2.4966 meq/L, 124.9 ppm), not 2.5 meq/L', () => {
    const inMeq = run({
      parameter: 'alkalinity',
      alkalinityUnit: 'meqL',
      volumeL: 400,
      firstLevel: 2.7,
      secondLevel: 2.6,
      days: 4,
      ...foundationB,
    });
    expect(inMeq.floorLevel).toBeCloseTo(7 / 2.80385, 10);
    expect(inMeq.floorLevel).toBeCloseTo(2.4966, 4);
    // c = 0.025 meq/L a day: (2.6 − 2.49660)/0.025 = 4.136 days (4.0 from 2.5 meq/L)
    expect(inMeq.daysToFloor).toBeCloseTo((2.6 - 7 / 2.80385) / 0.025, 8);
    const inPpm = run({
      parameter: 'alkalinity',
      alkalinityUnit: 'ppmCaco3',
      volumeL: 400,
      firstLevel: 140,
      secondLevel: 130,
      days: 4,
      ...foundationB,
    });
    expect(inPpm.floorLevel).toBeCloseTo(convertAlkalinity(7, 'dkh', 'ppmCaco3'), 10);
    // 7.05 dKH is in the range (above 7.0) though under 2.5 meq/L: no "below the reef range" warning
    const justAbove = run({ parameter: 'alkalinity', volumeL: 400, firstLevel: 7.5, secondLevel: 7.005, days: 4, ...foundationB });
    expect(justAbove.warnings).not.toContain('belowReefRange');
  });

  it('alkalinity, dosed 70 mL between tests: D = 70·9.46/400 = 1.6555', () => {
    const r = run({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 7.9,
      days: 7,
      dosedMl: 70,
      targetLevel: 8.3,
      ...foundationB,
    });
    expect(r.dosedRise).toBeCloseTo(1.6555, 10);
    expect(r.consumptionPerDay).toBeCloseTo(0.250786, 6);
    expect(r.doseMlPerDay).toBeCloseTo(10.6041, 3); // 10.60405
    expect(r.correctionMl).toBeCloseTo(16.913, 3);
  });

  it('the same interval with dosedRise given directly (methods.md#contract) gives the same figures', () => {
    const r = run({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 7.9,
      days: 7,
      dosedRise: 1.6555,
      targetLevel: 8.3,
      ...foundationB,
    });
    expect(r.consumptionPerDay).toBeCloseTo(0.250786, 6);
    expect(r.doseMlPerDay).toBeCloseTo(10.6041, 3); // 10.60405
  });

  it('calcium, 10 % change with 450 ppm water at the midpoint: W = 0.1·(420 − 450) = −3', () => {
    const r = run({
      parameter: 'calcium',
      volumeL: 300,
      firstLevel: 430,
      secondLevel: 410,
      days: 7,
      waterChangePct: 10,
      newWaterLevel: 450,
      ...cacl2,
    });
    expect(r.waterChangeEffect).toBeCloseTo(-3, 10);
    expect(r.consumptionPerDay).toBeCloseTo(3.285714, 6);
    expect(r.doseGPerDay).toBeCloseTo(3.6107, 4);
    expect(r.doseMlPerDay).toBeNull();
    expect(r.correctionG).toBeNull(); // no target given
    expect(r.consumptionIgnoringWaterChange).toBeCloseTo(20 / 7, 10);
  });

  it('nitrate rising 5 → 12 ppm in 7 days in 200 L: −1 ppm a day, accumulating, no dose', () => {
    const r = run({ parameter: 'nitrate', volumeL: 200, firstLevel: 5, secondLevel: 12, days: 7, additiveId: 'potassium-nitrate' });
    expect(r.consumptionPerDay).toBeCloseTo(-1, 10);
    expect(r.trend).toBe('accumulating');
    expect(r.doseMlPerDay).toBeNull();
    expect(r.doseGPerDay).toBeNull();
    expect(r.daysToFloor).toBeNull();
    expect(r.warnings).toContain('accumulating');
  });
});

describe("consumption: presets, units and the dosing screen's split", () => {
  it('the Foundation B preset (9.4635 dKH·L/mL from the label) is within 0.04 % of the rounded methods.md#consumption figure', () => {
    const r = run({ parameter: 'alkalinity', volumeL: 400, firstLevel: 8, secondLevel: 7.2, days: 4, additiveId: 'redsea-foundation-b' });
    expect(r.doseMlPerDay).toBeCloseTo((0.2 * 400) / 9.4635, 3);
    expect(Math.abs(r.doseMlPerDay! / 8.4567 - 1)).toBeLessThan(4e-4);
  });

  it('dosedMl uses dosedAdditiveId when given, else additiveId; `none` means nothing was dosed', () => {
    const base = { parameter: 'alkalinity', volumeL: 400, firstLevel: 8, secondLevel: 7.9, days: 7, dosedMl: 70 };
    const sameProduct = run({ ...base, additiveId: 'redsea-foundation-b' });
    const named = run({ ...base, additiveId: 'baking-soda', dosedAdditiveId: 'redsea-foundation-b' });
    const nothing = run({ ...base, additiveId: 'redsea-foundation-b', dosedAdditiveId: 'none' });
    const s = getPreset('redsea-foundation-b')!.strengthPerUnitPerL;
    expect(sameProduct.dosedRise).toBeCloseTo((70 * convertAlkalinity(s, 'meqL', 'dkh')) / 400, 10);
    expect(named.dosedRise).toBeCloseTo(sameProduct.dosedRise!, 12);
    expect(named.doseGPerDay).not.toBeNull(); // baking soda is dry
    expect(nothing.dosedRise).toBe(0);
  });

  it('alkalinity in meq/L gives the same dose as in dKH', () => {
    const meq = (dkh: number) => convertAlkalinity(dkh, 'dkh', 'meqL');
    const dkh = run({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 7.2,
      days: 4,
      targetLevel: 8.5,
      additiveId: 'seachem-reef-carbonate',
    });
    const inMeq = run({
      parameter: 'alkalinity',
      alkalinityUnit: 'meqL',
      volumeL: 400,
      firstLevel: meq(8),
      secondLevel: meq(7.2),
      days: 4,
      targetLevel: meq(8.5),
      additiveId: 'seachem-reef-carbonate',
    });
    expect(inMeq.doseMlPerDay).toBeCloseTo(dkh.doseMlPerDay!, 10);
    expect(inMeq.correctionMl).toBeCloseTo(dkh.correctionMl!, 10);
    expect(inMeq.consumptionPerDay).toBeCloseTo(meq(0.2), 12);
    // Seachem's label formula mL = V·Δmeq/4 (docs/methods.md#dosing): 0.2 dKH a day in 400 L
    expect(dkh.doseMlPerDay).toBeCloseTo((400 * meq(0.2)) / 4, 10);
  });

  it('splits the hold dose into portions and the correction by the daily ceiling (1.4 dKH a day)', () => {
    const r = run({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 6,
      days: 4,
      targetLevel: 9,
      dosesPerDay: 4,
      ...foundationB,
    });
    expect(r.dosePerPortion).toBeCloseTo(r.doseMlPerDay! / 4, 12);
    expect(r.correctionDays).toBe(3); // 3 dKH at ≤ 1.4 a day
    expect(r.correctionPerDay).toBeCloseTo(r.correctionMl! / 3, 10);
    expect(r.correctionRisePerDay).toBeCloseTo(1, 10);
    expect(r.warnings).toContain('riseAboveDailyCeiling');
    expect(r.warnings).toContain('belowReefRange');
  });

  it('warns: short interval, implausible use, rising without a source, hold above the ceiling, maker maximum', () => {
    expect(run({ ...defaults, days: 1.5 }).warnings).toContain('shortInterval');
    expect(run({ ...defaults, days: 7 }).warnings).not.toContain('shortInterval');
    const huge = run({ parameter: 'alkalinity', volumeL: 400, firstLevel: 11, secondLevel: 7, days: 1, ...foundationB });
    expect(huge.warnings).toEqual(expect.arrayContaining(['implausibleConsumption', 'holdAboveDailyCeiling', 'shortInterval']));
    const rising = run({
      parameter: 'calcium',
      volumeL: 300,
      firstLevel: 400,
      secondLevel: 420,
      days: 7,
      additiveId: 'calcium-chloride-dihydrate',
    });
    expect(rising.warnings).toEqual(expect.arrayContaining(['risingWithoutSource', 'noHoldDose']));
    expect(rising.doseGPerDay).toBeNull();
    // Reef Builder: max 12 g/150 L a day = 32 g in 400 L; holding 3 dKH a day takes 34.2 g (35.05 dKH·L/g)
    const builder = run({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 10.5,
      secondLevel: 7.5,
      days: 1,
      additiveId: 'seachem-reef-builder',
    });
    expect(builder.doseGPerDay!).toBeGreaterThan(32);
    expect(builder.warnings).toContain('holdAboveMakerMax');
  });

  it('a product for another parameter gives no dose and says why', () => {
    const r = run({
      parameter: 'calcium',
      volumeL: 300,
      firstLevel: 430,
      secondLevel: 410,
      days: 7,
      additiveId: 'redsea-foundation-b',
      targetLevel: 420,
    });
    expect(r.doseMlPerDay).toBeNull();
    expect(r.correctionMl).toBeNull();
    expect(r.warnings).toContain('additiveParameterMismatch');
  });

  it('the test-kit uncertainty is 2 × resolution / days (alkalinity 0.1 dKH, methods.md#dilution)', () => {
    expect(run({ ...defaults }).uncertaintyPerDay).toBeCloseTo(0.2 / 7, 12);
    expect(
      run({ ...defaults, alkalinityUnit: 'meqL', firstLevel: 2.8, secondLevel: 2.7, targetLevel: 3, dosedMl: 0 }).uncertaintyPerDay,
    ).toBeCloseTo(convertAlkalinity(0.2, 'dkh', 'meqL') / 7, 12);
  });

  it('projects 14 days: without dose falls by c a day (never below 0), with dose holds and climbs to the target', () => {
    const input = {
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 7.2,
      days: 4,
      targetLevel: 8,
      ...foundationB,
    } as const;
    const r = run(input);
    const p = projectLevels(r, 7.2, 8);
    expect(p).toHaveLength(15);
    expect(p[14].withoutDose).toBeCloseTo(7.2 - 14 * 0.2, 10);
    expect(p[1].withDose).toBeCloseTo(8, 10); // 0.8 dKH fits under the 1.4 dKH ceiling: one day
    expect(p[14].withDose).toBeCloseTo(8, 10);
    const nitrate = run({ parameter: 'nitrate', volumeL: 200, firstLevel: 5, secondLevel: 12, days: 7 });
    const q = projectLevels(nitrate, 12);
    expect(q[14].withoutDose).toBeCloseTo(26, 10);
    expect(q[14].withDose).toBeNull();
    expect(
      projectLevels(
        run({ parameter: 'calcium', volumeL: 100, firstLevel: 400, secondLevel: 20, days: 1, additiveId: 'calcium-chloride-dihydrate' }),
        20,
      )[14].withoutDose,
    ).toBe(0);
  });

  it('rejects what cannot make a balance, with message keys', () => {
    const bad = (o: Record<string, unknown>) => schema.safeParse({ ...defaults, ...o });
    expect(bad({ days: 0 }).success).toBe(false);
    expect(bad({ firstLevel: -1 }).success).toBe(false);
    expect(bad({ waterChangePct: 120 }).success).toBe(false);
    const noNewWater = bad({ waterChangePct: 10 });
    expect(noNewWater.success).toBe(false);
    expect(noNewWater.error!.issues[0]).toMatchObject({ path: ['newWaterLevel'], message: 'required' });
    const noStrength = bad({ additiveId: 'custom' });
    expect(noStrength.error!.issues[0]).toMatchObject({ path: ['strengthPerMlPerL'], message: 'strengthRequired' });
    expect(bad({ dosesPerDay: 25 }).success).toBe(false);
    expect(bad({ firstLevel: '８．０' }).success).toBe(true); // full-width digits from a Japanese IME
  });
});

describe('consumption: properties', () => {
  const levels = fc.double({ min: 0, max: 2000, noNaN: true });
  const input = fc.record({
    parameter: fc.constantFrom(...PARAMETERS),
    alkalinityUnit: fc.constantFrom('dkh', 'meqL', 'ppmCaco3'),
    volumeL: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
    firstLevel: levels,
    secondLevel: levels,
    days: fc.double({ min: 0.01, max: 3650, noNaN: true }),
    dosedRise: fc.option(fc.double({ min: 0, max: 1000, noNaN: true }), { nil: undefined }),
    dosedMl: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true }), { nil: undefined }),
    waterChangePct: fc.double({ min: 0, max: 100, noNaN: true }),
    newWaterLevel: levels,
    targetLevel: fc.option(levels, { nil: undefined }),
    additiveId: fc.constantFrom(...ADDITIVE_IDS),
    strengthPerMlPerL: fc.double({ min: 1e-3, max: 1e5, noNaN: true }),
    customForm: fc.constantFrom('liquid', 'dry'),
    dosesPerDay: fc.integer({ min: 1, max: 24 }),
  });

  it('every result is a finite number or null, and warnings is an array of keys', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const r = run(raw);
        expect(allFinite(r)).toBe(true);
        expect(r.warnings.every((w) => /^[a-zA-Z]+$/.test(w))).toBe(true);
      }),
    );
  });

  it('the balance closes: level₁ + D − c·days − W = level₂', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const r: ConsumptionResult = run(raw);
        const closed = raw.firstLevel + r.dosedRise! - r.consumptionPerDay! * raw.days - r.waterChangeEffect!;
        expect(closed).toBeCloseTo(raw.secondLevel, 6 - Math.max(0, Math.round(Math.log10(Math.max(1, r.dosedRise!, raw.firstLevel)))));
      }),
    );
  });

  it('the hold dose replaces exactly what is used: hold·S/V = c', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const r = run({ ...raw, additiveId: 'custom' });
        const hold = r.doseMlPerDay ?? r.doseGPerDay;
        const c = r.consumptionPerDay!;
        // relative: c reaches 1e10 per day for a few mL of water, where six fixed decimals are below a double's ulp (and subnormal doses need a floor)
        if (c > 0) expect(Math.abs((hold! * raw.strengthPerMlPerL) / raw.volumeL - c)).toBeLessThanOrEqual(1e-12 * c + 1e-300);
        else expect(hold).toBeNull();
      }),
    );
  });

  it('consumptionFromBalance inverts the balance for any finite terms', () => {
    fc.assert(
      fc.property(
        levels,
        levels,
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        levels,
        fc.double({ min: -500, max: 500, noNaN: true }),
        (l1, l2, days, d, w) => {
          const c = consumptionFromBalance({ firstLevel: l1, secondLevel: l2, days, dosedRise: d, waterChangeEffect: w });
          expect(l1 + d - c * days - w).toBeCloseTo(l2, 6);
        },
      ),
    );
  });
});
