import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import { compute, defaults, schema } from './index';

const GAL = LITERS_PER_US_GALLON;
const allFinite = (r: object) => Object.values(r).every((v) => typeof v !== 'number' || Number.isFinite(v));

describe('nutrients: worked values of docs/methods.md#nutrients', () => {
  it.each([
    // methods.md#nutrients check value: Holmes-Farley flake food ≈ 1 % P, 5 g in 100 US gal → up to 0.4 ppm PO4; the formula gives 0.405
    [5, 0, 1, 100 * GAL, undefined, 'phosphateRisePpm', 0.405, 3],
    // methods.md#nutrients: P_mg = food·1000·P% → 5 g at 1 % = 50 mg P; PO4 = P·94.970/30.974 = 153.306 mg
    [5, 0, 1, 100 * GAL, undefined, 'phosphorusMg', 50, 12],
    [5, 0, 1, 100 * GAL, undefined, 'phosphateMg', 153.306, 3],
    // PO4-P for kits that report "as P": 50 mg / 378.54 L
    [5, 0, 1, 100 * GAL, undefined, 'phosphatePRisePpm', 50 / (100 * GAL), 12],
    // methods.md#nutrients: N = food·1000·protein%·0.16 → 10 g at 50 % = 800 mg N; NO3 = N·4.4266 = 3541.3 mg
    [10, 50, 0, 1000, 1, 'nitrogenMg', 800, 12],
    [10, 50, 0, 1000, 1, 'nitrateMg', 3541.3, 1],
    [10, 50, 0, 1000, 1, 'nitrateRisePpm', 3.5413, 4],
    [10, 50, 0, 1000, 1, 'nitrateNRisePpm', 0.8, 12],
    // methods.md#decisions: the conversion fraction scales every output, the milligrams too
    [10, 50, 1, 1000, 0.5, 'nitrogenMg', 400, 12],
    [10, 50, 1, 1000, 0.5, 'phosphorusMg', 50, 12],
    [10, 50, 1, 1000, 0.25, 'nitrateRisePpm', 3.5413 / 4, 4],
    [10, 50, 1, 1000, 0, 'phosphateRisePpm', 0, 12],
  ] as const)(
    '%s g, %s pct protein, %s pct P in %s L, f = %s → %s = %s',
    (foodG, proteinPct, phosphorusPct, volumeL, conversionFraction, field, expected, digits) => {
      const r = compute({ foodG, proteinPct, phosphorusPct, volumeL, conversionFraction });
      expect(r[field]).toBeCloseTo(expected, digits);
      expect(r.warnings).toEqual([]);
    },
  );

  it('defaults the conversion fraction to 1 (the worst case) when it is absent', () => {
    const i = { foodG: 3, proteinPct: 40, phosphorusPct: 1.2, volumeL: 200 };
    expect(compute(i)).toEqual(compute({ ...i, conversionFraction: 1 }));
  });

  it.each([
    [{ volumeL: 0 }, 'invalidVolume', 'nitrateRisePpm'],
    [{ volumeL: -1 }, 'invalidVolume', 'phosphateRisePpm'],
    [{ foodG: -1 }, 'invalidInput', 'nitrogenMg'],
    [{ proteinPct: 120 }, 'invalidInput', 'nitrateMg'],
    [{ conversionFraction: 1.5 }, 'invalidInput', 'phosphateMg'],
    [{ foodG: Number.NaN }, 'invalidInput', 'phosphorusMg'],
  ] as const)('returns null with a warning for %o', (patch, warning, field) => {
    const r = compute({ foodG: 5, proteinPct: 45, phosphorusPct: 1, volumeL: 100, ...patch });
    expect(r[field]).toBeNull();
    expect(r.warnings).toContain(warning);
  });

  it('keeps the milligrams when only the volume is missing', () => {
    const r = compute({ foodG: 5, proteinPct: 45, phosphorusPct: 1, volumeL: 0 });
    expect(r.phosphorusMg).toBeCloseTo(50, 12);
  });
});

describe('nutrients: schema', () => {
  it('accepts the defaults', () => {
    const r = compute(schema.parse(defaults));
    expect(r.phosphateRisePpm).toBeCloseTo(0.405, 3);
  });

  it('reads full-width digits and leaves an empty fraction to the default', () => {
    const parsed = schema.parse({ foodG: '５', proteinPct: '３５', phosphorusPct: '１．２', volumeL: '２００', conversionFraction: '' });
    expect(parsed).toEqual({ foodG: 5, proteinPct: 35, phosphorusPct: 1.2, volumeL: 200 });
  });

  it.each([
    [{ foodG: '' }, 'foodG', 'required'],
    [{ foodG: '5g' }, 'foodG', 'notNumber'],
    [{ proteinPct: 101 }, 'proteinPct', 'tooLarge'],
    [{ phosphorusPct: -0.1 }, 'phosphorusPct', 'tooSmall'],
    [{ volumeL: 0 }, 'volumeL', 'tooSmall'],
    [{ conversionFraction: 1.01 }, 'conversionFraction', 'tooLarge'],
  ])('rejects %o at %s with %s', (patch, path, key) => {
    const res = schema.safeParse({ ...defaults, ...patch });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path: [path], message: key }));
  });
});

describe('nutrients: properties', () => {
  const d = (min: number, max: number) => fc.double({ min, max, noNaN: true });

  it('returns finite numbers (or null with a warning) for every input the schema accepts', () => {
    const raw = fc.record({
      foodG: d(-1, 2e5),
      proteinPct: d(-1, 101),
      phosphorusPct: d(-1, 101),
      volumeL: d(-1, 2e6),
      conversionFraction: fc.option(d(-0.1, 1.1), { nil: undefined }),
    });
    fc.assert(
      fc.property(raw, (input) => {
        const parsed = schema.safeParse(input);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expect(allFinite(r)).toBe(true);
        if (Object.values(r).includes(null)) expect(r.warnings.length).toBeGreaterThan(0);
        for (const v of Object.values(r)) if (typeof v === 'number') expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('never returns NaN or ±Infinity even without the schema', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), fc.double(), (foodG, proteinPct, phosphorusPct, volumeL, f) => {
        expect(allFinite(compute({ foodG, proteinPct, phosphorusPct, volumeL, conversionFraction: f }))).toBe(true);
      }),
    );
  });

  it('more food gives a larger rise; more water a smaller one', () => {
    fc.assert(
      fc.property(d(0.01, 1000), d(1.001, 10), d(1, 80), d(0.1, 3), d(10, 1e5), d(0.01, 1), (food, k, protein, p, volumeL, f) => {
        const a = compute({ foodG: food, proteinPct: protein, phosphorusPct: p, volumeL, conversionFraction: f });
        const more = compute({ foodG: food * k, proteinPct: protein, phosphorusPct: p, volumeL, conversionFraction: f });
        const diluted = compute({ foodG: food, proteinPct: protein, phosphorusPct: p, volumeL: volumeL * k, conversionFraction: f });
        expect(more.nitrateRisePpm!).toBeGreaterThan(a.nitrateRisePpm!);
        expect(more.phosphateRisePpm!).toBeGreaterThan(a.phosphateRisePpm!);
        expect(diluted.phosphateRisePpm!).toBeLessThan(a.phosphateRisePpm!);
      }),
    );
  });
});
