import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertAlkalinity, LITERS_PER_US_GALLON } from '@/lib/units';
import {
  ADDITIVE_IDS,
  ADDITIVE_PRESETS,
  compute,
  DAILY_CEILINGS,
  defaults,
  getPreset,
  PARAMETERS,
  presetStrengthIn,
  PRESET_IDS,
  schema,
} from './index';
import type { DosingInput } from './schema';

const GAL = LITERS_PER_US_GALLON;
const base = { alkalinityUnit: 'dkh', customForm: 'liquid' } as const;
const run = (i: Partial<DosingInput>) => compute({ ...base, ...i } as DosingInput);

/** Every number in a result is finite (null is allowed). */
const allFinite = (r: object) => Object.values(r).every((v) => typeof v !== 'number' || Number.isFinite(v));

describe('dosing: worked values of docs/methods.md#dosing and docs/presets.md', () => {
  it.each([
    // methods.md#dosing / docs/presets.md: Red Sea Foundation B "1 ml per 25 gal raises alk by 0.1 dKH"
    ['redsea-foundation-b', 'alkalinity', 'dkh', 25 * GAL, 7, 7.1, 1, 9],
    // docs/presets.md: Red Sea Foundation A "1 ml / 100 L raises Ca +2 ppm"
    ['redsea-foundation-a', 'calcium', 'dkh', 100, 420, 422, 1, 9],
    // methods.md#dosing: Foundation A table "52.83 ppm per mL per US gal" is the same strength
    ['redsea-foundation-a', 'calcium', 'dkh', GAL, 400, 452.83, 1, 3],
    // docs/presets.md: Red Sea Foundation C "1 ml per 25 gal raises Mg by 1 ppm"
    ['redsea-foundation-c', 'magnesium', 'dkh', 25 * GAL, 1300, 1301, 1, 9],
    // methods.md#dosing: Seachem Reef Carbonate label formula mL = V·Δmeq/4 → 200 L, +0.5 meq/L = 25 mL
    ['seachem-reef-carbonate', 'alkalinity', 'meqL', 200, 2.5, 3, 25, 9],
    // same in dKH: Δ 1 dKH = 1/2.80385 meq/L (methods.md#conventions exact factor) → 200·0.356652/4 mL
    ['seachem-reef-carbonate', 'alkalinity', 'dkh', 200, 7, 8, 200 / 2.80385 / 4, 9],
    // docs/presets.md: Seachem Reef Carbonate "each 5 mL/80 L raises alkalinity by about 0.25 meq/L"
    ['seachem-reef-carbonate', 'alkalinity', 'meqL', 80, 2.5, 2.75, 5, 9],
    // methods.md#dosing: Aquaforest Component 1+ "50 mL/100 L raises Ca by 9 mg/L"
    ['aquaforest-component-1', 'calcium', 'dkh', 100, 400, 409, 50, 9],
    // methods.md#dosing: Aquaforest Component 2+ "50 mL/100 L raises KH by 1.3 dKH"
    ['aquaforest-component-2', 'alkalinity', 'dkh', 100, 7, 8.3, 50, 9],
    // docs/presets.md: Aquaforest Component 3+ "25 ml in 100 l raises Mg by 0.38 ppm"
    ['aquaforest-component-3', 'magnesium', 'dkh', 100, 1300, 1300.38, 25, 9],
    // docs/presets.md: Salifert "every 5 ml per 10 liters increases Mg by approx. 12.5 mg/L"
    ['salifert-magnesium', 'magnesium', 'dkh', 10, 1300, 1312.5, 5, 9],
    // methods.md#dosing: RHF recipe #1 Ca part about 37 000 ppm → 1 mL per L raises 37 ppm
    ['rhf-recipe1-ca', 'calcium', 'dkh', 100, 400, 437, 100, 9],
    // methods.md#dosing: RHF recipe #1 alk part about 1 900 meq/L → 1 mL per L raises 1.9 meq/L
    ['rhf-recipe1-alk', 'alkalinity', 'meqL', 100, 2.5, 2.69, 10, 9],
  ] as const)('%s (%s, %s): %s L, %s → %s needs %s mL', (additiveId, parameter, alkalinityUnit, volumeL, current, target, ml, digits) => {
    const r = run({ additiveId, parameter, alkalinityUnit, volumeL, current, target });
    expect(r.doseMl).toBeCloseTo(ml, digits);
    expect(r.doseG).toBeNull();
    expect(r.needsDose).toBe(true);
    expect(r.delta).toBeCloseTo(target - current, 12);
  });

  it.each([
    // methods.md#dosing table: NaHCO3 29.96 mg per dKH per L → 100 L, +1 dKH = 2.996 g
    ['baking-soda', 'alkalinity', 'dkh', 100, 7, 8, 2.996, 3],
    // same rise typed in ppm CaCO3 (1 dKH = 17.848 ppm CaCO3, methods.md#conventions) and meq/L (84.006 mg per meq/L per L)
    ['baking-soda', 'alkalinity', 'ppmCaco3', 100, 124.936, 142.784, 2.996, 3],
    ['baking-soda', 'alkalinity', 'meqL', 1000, 2.5, 3.5, 84.006, 3],
    // methods.md#dosing table: Na2CO3 18.90 mg per dKH per L
    ['soda-ash', 'alkalinity', 'dkh', 1000, 7, 8, 18.9, 2],
    // methods.md#dosing table: CaCl2·2H2O 3.668 mg per ppm per L → 1000 L, +10 ppm = 36.68 g
    ['calcium-chloride-dihydrate', 'calcium', 'dkh', 1000, 400, 410, 36.68, 2],
    // methods.md#dosing table: CaCl2 anhydrous 2.769 mg per ppm per L
    ['calcium-chloride-anhydrous', 'calcium', 'dkh', 1000, 400, 410, 27.69, 2],
    // methods.md#dosing table: MgCl2·6H2O 8.364 mg per ppm per L → 100 L, +50 ppm = 41.82 g
    ['magnesium-chloride-hexahydrate', 'magnesium', 'dkh', 100, 1250, 1300, 41.82, 2],
    // methods.md#dosing table: MgSO4·7H2O 10.141 mg per ppm per L
    ['magnesium-sulfate-heptahydrate', 'magnesium', 'dkh', 100, 1250, 1300, 50.705, 2],
    // methods.md#dosing table: KNO3 1.6306 and NaNO3 1.3708 mg per ppm NO3 per L
    ['potassium-nitrate', 'nitrate', 'dkh', 100, 0, 5, 0.8153, 4],
    ['sodium-nitrate', 'nitrate', 'dkh', 100, 0, 5, 0.6854, 4],
    // methods.md#dosing table: NaH2PO4 1.2633 and Na2HPO4 1.4948 mg per ppm PO4 per L
    ['monosodium-phosphate', 'phosphate', 'dkh', 1000, 0, 0.05, 0.063165, 5],
    ['disodium-phosphate', 'phosphate', 'dkh', 1000, 0, 0.05, 0.07474, 5],
    // docs/presets.md: Seachem Reef Builder "each 3 g/150 L raises alkalinity by about 0.25 meq/L"
    ['seachem-reef-builder', 'alkalinity', 'meqL', 150, 2.5, 2.75, 3, 9],
    // docs/presets.md: Seachem Reef Advantage Magnesium "each 5 g/80 L raises magnesium by about 5 mg/L"
    ['seachem-reef-advantage-mg', 'magnesium', 'dkh', 80, 1300, 1305, 5, 9],
  ] as const)('%s (%s, %s): %s L, %s → %s needs %s g', (additiveId, parameter, alkalinityUnit, volumeL, current, target, g, digits) => {
    const r = run({ additiveId, parameter, alkalinityUnit, volumeL, current, target });
    expect(r.doseG).toBeCloseTo(g, digits);
    expect(r.doseMl).toBeNull();
    expect(r.form).toBe('dry');
  });

  it.each([
    // custom label "10 mL raises 1 dKH in 100 L" → S = Y·V_ref/X = 10 dKH·L/mL (methods.md#dosing)
    [{ alkalinityUnit: 'dkh', strengthPerMlPerL: 10, volumeL: 200, current: 7, target: 9 }, 40],
    // the same product typed in meq/L: S = 10/2.80385 meq·L/mL; the dose must not change
    [{ alkalinityUnit: 'meqL', strengthPerMlPerL: 10 / 2.80385, volumeL: 200, current: 2.5, target: 2.5 + 2 / 2.80385 }, 40],
    // a stock solution of c meq/L has S = c/1000 (methods.md#dosing): 4000 meq/L is Reef Carbonate
    [{ alkalinityUnit: 'meqL', strengthPerMlPerL: 4, volumeL: 200, current: 2.5, target: 3 }, 25],
  ] as const)('custom alkalinity product %o → %s mL', (i, ml) => {
    const r = run({ parameter: 'alkalinity', additiveId: 'custom', ...i });
    expect(r.doseMl).toBeCloseTo(ml, 9);
  });

  it('reads a custom dry product in grams', () => {
    const r = run({
      parameter: 'calcium',
      additiveId: 'custom',
      customForm: 'dry',
      strengthPerMlPerL: 272.6,
      volumeL: 100,
      current: 400,
      target: 427.26,
    });
    expect(r.doseG).toBeCloseTo(10, 9);
    expect(r.doseMl).toBeNull();
  });
});

describe('dosing: no dose, ceilings and mismatches', () => {
  it.each([
    [8, 8],
    [9, 8],
  ])('current %s, target %s: no dose needed', (current, target) => {
    const r = run({ parameter: 'alkalinity', additiveId: 'redsea-foundation-b', volumeL: 300, current, target });
    expect(r.needsDose).toBe(false);
    expect(r.doseMl).toBe(0);
    expect(r.days).toBeNull();
    expect(r.warnings).toContain('noDoseNeeded');
  });

  it.each([
    // docs/presets.md ceilings: alk 1.4 dKH/day, Ca 25 ppm/day (Seachem), Mg 50 ppm/day (Salifert)
    ['alkalinity', 'redsea-foundation-b', 'dkh', 6, 9, 3, 1],
    ['alkalinity', 'redsea-foundation-b', 'dkh', 7, 9.8, 2, 1.4],
    ['alkalinity', 'seachem-reef-carbonate', 'meqL', 2, 3, 3, 1 / 3],
    ['calcium', 'redsea-foundation-a', 'dkh', 360, 420, 3, 20],
    ['magnesium', 'redsea-foundation-c', 'dkh', 1200, 1300, 2, 50],
  ] as const)(
    '%s via %s (%s): %s → %s is split over %s days of %s',
    (parameter, additiveId, alkalinityUnit, current, target, days, perDayRise) => {
      const r = run({ parameter, additiveId, alkalinityUnit, volumeL: 400, current, target });
      expect(r.warnings).toContain('riseAboveDailyCeiling');
      expect(r.days).toBe(days);
      expect(r.perDayRise).toBeCloseTo(perDayRise, 9);
      expect(r.perDayDose! * days).toBeCloseTo(r.doseMl!, 9);
    },
  );

  it('does not warn at or below the ceiling', () => {
    const r = run({ parameter: 'calcium', additiveId: 'redsea-foundation-a', volumeL: 400, current: 400, target: 425 });
    expect(r.warnings).toEqual([]);
    expect(r.days).toBe(1);
    expect(r.dailyCeiling).toBe(25);
  });

  it('shows the alkalinity ceiling in the unit the visitor typed', () => {
    const r = run({
      parameter: 'alkalinity',
      additiveId: 'redsea-foundation-b',
      alkalinityUnit: 'ppmCaco3',
      volumeL: 100,
      current: 125,
      target: 130,
    });
    expect(r.dailyCeiling).toBeCloseTo(convertAlkalinity(1.4, 'dkh', 'ppmCaco3'), 9);
  });

  it('refuses an additive made for another parameter', () => {
    const r = run({ parameter: 'calcium', additiveId: 'redsea-foundation-b', volumeL: 100, current: 400, target: 420 });
    expect(r.doseMl).toBeNull();
    expect(r.doseG).toBeNull();
    expect(r.warnings).toContain('additiveParameterMismatch');
  });

  it('asks for the strength of a custom product', () => {
    const r = run({ parameter: 'calcium', additiveId: 'custom', volumeL: 100, current: 400, target: 420 });
    expect(r.doseMl).toBeNull();
    expect(r.warnings).toContain('strengthMissing');
  });

  it('warns when the target is above the typical reef range', () => {
    expect(run({ parameter: 'calcium', additiveId: 'redsea-foundation-a', volumeL: 100, current: 440, target: 460 }).warnings).toContain(
      'targetAboveReefRange',
    );
    expect(run({ parameter: 'nitrate', additiveId: 'sodium-nitrate', volumeL: 100, current: 1, target: 5 }).warnings).toEqual([]);
  });

  it('holds alkalinity to 7–11 dKH exactly, the range being set in dKH', () => {
    const alk = (target: number) =>
      run({ parameter: 'alkalinity', alkalinityUnit: 'dkh', additiveId: 'redsea-foundation-b', volumeL: 100, current: 10.5, target })
        .warnings;
    expect(alk(11)).not.toContain('targetAboveReefRange');
    expect(alk(11.1)).toContain('targetAboveReefRange');
  });

  it.each([
    [{ volumeL: 0 }, 'invalidVolume'],
    [{ volumeL: -5 }, 'invalidVolume'],
    [{ current: Number.NaN }, 'invalidLevels'],
    [{ target: -1 }, 'invalidLevels'],
    [{ additiveId: 'kalkwasser' as never }, 'unknownAdditive'],
  ])('returns null with a warning for %o', (patch, warning) => {
    const r = run({ parameter: 'alkalinity', additiveId: 'redsea-foundation-b', volumeL: 100, current: 7, target: 8, ...patch });
    expect(r.doseMl).toBeNull();
    expect(r.warnings).toContain(warning);
    expect(allFinite(r)).toBe(true);
  });
});

describe('dosing: additive cost (methods.md#dosing)', () => {
  it('cost/day = daily·price/package, month = day·365/12, year = day·365', () => {
    const r = run({ ...defaults, dailyMl: 10, price: 25, packageMl: 1000 });
    expect(r.costPerDay).toBeCloseTo(0.25, 12);
    expect(r.costPerMonth).toBeCloseTo((0.25 * 365) / 12, 12); // 7.6041…, not 7.5
    expect(r.costPerYear).toBeCloseTo(91.25, 12);
    expect(r.daysPerPackage).toBeCloseTo(100, 12);
  });

  it.each([
    [{}, false],
    [{ dailyMl: 10 }, true],
    [{ dailyMl: 10, price: 25, packageMl: 0 }, true],
  ])('cost block %o is null', (cost, warned) => {
    const r = run({ parameter: 'calcium', additiveId: 'redsea-foundation-a', volumeL: 100, current: 400, target: 410, ...cost });
    expect([r.costPerDay, r.costPerMonth, r.costPerYear, r.daysPerPackage]).toEqual([null, null, null, null]);
    expect(r.warnings.includes('costIncomplete')).toBe(warned);
  });

  it('costs nothing and has no package duration when nothing is dosed daily', () => {
    const r = run({
      parameter: 'calcium',
      additiveId: 'redsea-foundation-a',
      volumeL: 100,
      current: 400,
      target: 410,
      dailyMl: 0,
      price: 20,
      packageMl: 500,
    });
    expect(r.costPerDay).toBe(0);
    expect(r.daysPerPackage).toBeNull();
  });
});

describe('dosing: presets', () => {
  it('lists every additive of docs/presets.md except the custom one, with source and grade', () => {
    expect(ADDITIVE_PRESETS.map((p) => p.id)).toEqual([...PRESET_IDS]);
    expect(ADDITIVE_IDS).toContain('custom');
    for (const p of ADDITIVE_PRESETS) {
      expect(p.strengthPerUnitPerL).toBeGreaterThan(0);
      expect(p.source.length).toBeGreaterThan(0);
      expect(['maker', 'maker-recipe', 'derived']).toContain(p.grade);
      expect(p.label === null).toBe(p.grade === 'derived');
    }
  });

  it.each([
    // docs/presets.md "rise per mL (g) in 100 L" column, in the canonical unit
    ['redsea-foundation-b', 'dkh', 0.0946, 4],
    ['aquaforest-component-2', 'dkh', 0.026, 3],
    ['seachem-reef-carbonate', 'dkh', 0.112, 3],
    ['rhf-recipe1-alk', 'dkh', 0.053, 3],
    ['baking-soda', 'dkh', 0.334, 3],
    ['soda-ash', 'meqL', 0.189, 3],
    ['calcium-chloride-dihydrate', 'dkh', 2.73, 2],
    ['calcium-chloride-anhydrous', 'dkh', 3.61, 2],
    ['magnesium-chloride-hexahydrate', 'dkh', 1.2, 2],
    ['magnesium-sulfate-heptahydrate', 'dkh', 0.99, 2],
    ['potassium-nitrate', 'dkh', 6.13, 2],
    ['sodium-nitrate', 'dkh', 7.3, 2],
    ['monosodium-phosphate', 'dkh', 7.92, 2],
    ['disodium-phosphate', 'dkh', 6.69, 2],
  ] as const)('%s in %s raises %s per unit in 100 L', (id, unit, rise, digits) => {
    expect(presetStrengthIn(getPreset(id)!, unit) / 100).toBeCloseTo(rise, digits);
  });

  it('has daily ceilings for Ca, Alk and Mg only', () => {
    expect(Object.keys(DAILY_CEILINGS).sort()).toEqual(['alkalinity', 'calcium', 'magnesium']);
  });
});

describe('dosing: schema', () => {
  it('accepts the defaults, which compute cleanly', () => {
    const r = compute(schema.parse(defaults));
    expect(r.warnings).toEqual([]);
    expect(r.doseMl).toBeGreaterThan(0);
  });

  it('reads full-width digits typed by a Japanese IME', () => {
    const parsed = schema.parse({ ...defaults, volumeL: '３００', current: '７．５', target: '８．５' });
    expect([parsed.volumeL, parsed.current, parsed.target]).toEqual([300, 7.5, 8.5]);
  });

  it.each([
    [{ volumeL: 0 }, 'volumeL', 'tooSmall'],
    [{ volumeL: '' }, 'volumeL', 'required'],
    [{ current: 'abc' }, 'current', 'notNumber'],
    [{ target: -1 }, 'target', 'tooSmall'],
    [{ parameter: 'iodine' }, 'parameter', 'invalidOption'],
    [{ alkalinityUnit: 'gpg' }, 'alkalinityUnit', 'invalidOption'],
    [{ additiveId: 'esv-b-ionic' }, 'additiveId', 'invalidOption'],
    [{ additiveId: 'custom' }, 'strengthPerMlPerL', 'strengthRequired'],
    [{ additiveId: 'redsea-foundation-a' }, 'additiveId', 'additiveParameterMismatch'],
    [{ packageMl: 0 }, 'packageMl', 'tooSmall'],
  ])('rejects %o at %s with %s', (patch, path, key) => {
    const res = schema.safeParse({ ...defaults, ...patch });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path: [path], message: key }));
  });
});

describe('dosing: properties', () => {
  const raw = fc.record({
    volumeL: fc.oneof(fc.double({ min: -10, max: 2e6, noNaN: true }), fc.constant('１００')),
    parameter: fc.constantFrom(...PARAMETERS),
    alkalinityUnit: fc.constantFrom('dkh', 'meqL', 'ppmCaco3'),
    current: fc.double({ min: -1, max: 2000, noNaN: true }),
    target: fc.double({ min: -1, max: 2000, noNaN: true }),
    additiveId: fc.constantFrom(...ADDITIVE_IDS),
    strengthPerMlPerL: fc.option(fc.double({ min: -1, max: 1e6, noNaN: true }), { nil: undefined }),
    customForm: fc.constantFrom('liquid', 'dry'),
    dailyMl: fc.option(fc.double({ min: 0, max: 1e5, noNaN: true }), { nil: undefined }),
    price: fc.option(fc.double({ min: 0, max: 1e9, noNaN: true }), { nil: undefined }),
    packageMl: fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: undefined }),
  });

  it('returns finite numbers, or a null dose with a warning, for every input the schema accepts', () => {
    fc.assert(
      fc.property(raw, (input) => {
        const parsed = schema.safeParse(input);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expect(allFinite(r)).toBe(true);
        if (r.doseMl === null && r.doseG === null) expect(r.warnings.length).toBeGreaterThan(0);
        if (r.doseMl !== null) expect(r.doseMl).toBeGreaterThanOrEqual(0);
        if (r.doseG !== null) expect(r.doseG).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never returns NaN or ±Infinity even without the schema', () => {
    const wild = fc.double(); // includes NaN, ±Infinity, ±0, subnormals
    fc.assert(
      fc.property(wild, wild, wild, wild, fc.constantFrom(...ADDITIVE_IDS), (volumeL, current, target, s, additiveId) => {
        const r = run({
          parameter: 'alkalinity',
          additiveId,
          volumeL,
          current,
          target,
          strengthPerMlPerL: s,
          dailyMl: s,
          price: 1,
          packageMl: volumeL,
        });
        expect(allFinite(r)).toBe(true);
      }),
    );
  });

  it('a larger volume needs a larger dose', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 1.001, max: 10, noNaN: true }),
        fc.constantFrom(...ADDITIVE_PRESETS),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        (v, k, preset, rise) => {
          const i = { parameter: preset.parameter, additiveId: preset.id, current: 1, target: 1 + rise } as const;
          const small = run({ ...i, volumeL: v });
          const large = run({ ...i, volumeL: v * k });
          const dose = (r: typeof small) => r.doseMl ?? r.doseG!;
          expect(dose(large)).toBeGreaterThan(dose(small));
        },
      ),
    );
  });
});
