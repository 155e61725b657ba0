import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalculatorModule } from '@/lib/calculators/types';
import { SALINITY_UNITS, SG_CONVENTIONS } from '@/lib/seawater';
import { compute, defaults, schema, type SalinityResult } from './index';

// Compile-time check of the §12 contract.
const salinityModule: CalculatorModule<typeof schema, SalinityResult> = { schema, defaults, compute };

const NUMERIC_FIELDS = [
  'practicalSalinity',
  'absoluteSalinityGkg',
  'sg2525',
  'sgTT',
  'sg2020',
  'sg60F60F',
  'sg254',
  'sg154',
  'sg60F60FAtT',
  'sg154AtT',
  'conductivityMsCm',
  'conductivity25MsCm',
  'densityKgM3',
  'densityGcm3',
] as const;

const issues = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('salinity compute: worked values', () => {
  it('SP 35 at 25 °C gives the §1.3 headline numbers and every SG convention of §1.1', () => {
    const r = compute({ temperatureC: 25, value: 35, unit: 'ppt' });
    expect(r.practicalSalinity).toBe(35);
    expect(r.absoluteSalinityGkg).toBeCloseTo(35.16504, 10); // §0
    expect(r.conductivityMsCm).toBeCloseTo(53.07, 2); // §1.3
    expect(r.conductivity25MsCm).toBeCloseTo(53.07, 2);
    expect(r.densityKgM3).toBeCloseTo(1023.34, 2); // §1.3
    expect(r.densityGcm3).toBeCloseTo(1.02334, 5); // §11: g/cm³, 4 decimals on screen
    expect(r.sg2525).toBeCloseTo(1.02637, 5); // §1.1
    expect(r.sgTT).toBeCloseTo(1.02637, 5); // t/t at 25 °C is 25/25
    expect(Math.abs((r.sg2020 as number) - 1.02661)).toBeLessThan(1e-5); // §1.1 (EOS-80 1.026604)
    expect(r.sg60F60F).toBeCloseTo(1.02686, 5); // §1.1
    expect(r.sg254).toBeCloseTo(1.02337, 5); // §1.1
    expect(r.sg154).toBeCloseTo(1.026, 5); // §1.1: 15/4 °C, Japanese glass hydrometer
    expect(r.accuracyReduced).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('SP 35 at 28 °C: in-situ conductivity 56.23, ρ 1022.40, SG t/t 1.02626 (§1.1, §1.3)', () => {
    const r = compute({ temperatureC: 28, value: 35, unit: 'psu' });
    expect(r.conductivityMsCm).toBeCloseTo(56.23, 2);
    expect(r.conductivity25MsCm).toBeCloseTo(53.07, 2);
    expect(Math.abs((r.densityKgM3 as number) - 1022.4)).toBeLessThan(0.006); // EOS-80 vs TEOS-10 (§1.2)
    expect(r.sgTT).toBeCloseTo(1.02626, 5);
  });

  it.each([
    // [input, expected SP, digits, source]
    [{ temperatureC: 25, value: 1.026, unit: 'sg' }, 34.51, 2], // §2: SG 1.026 (25/25) → SP 34.51; convention defaults to 25/25
    [{ temperatureC: 25, value: 1.026, unit: 'sg', sgConvention: '25/25' }, 34.51, 2], // §2
    [{ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4' }, 34.5, 1], // §1.1: 「比重1.023」≈ 34.5 ppt
    [{ temperatureC: 20, value: 1.023, unit: 'sg', sgConvention: '25/4' }, 34.5, 1], // 25/4 is fixed at 25 °C: tank temperature does not move it
    [{ temperatureC: 25, value: 1.026, unit: 'sg', sgConvention: '15/4' }, 35, 2], // §1.1: 15/4 SP 35 → 1.02600
    [{ temperatureC: 25, value: 1.0256, unit: 'sg', sgConvention: '15/4' }, 34.5, 1], // §1.1: 15/4 1.0256 ≈ SP 34.5
    [{ temperatureC: 25, value: 1.025, unit: 'sg', sgConvention: '60F/60F' }, 32.6, 1], // §1.1: ReefKeepers FAQ
    [{ temperatureC: 28, value: 1.02626, unit: 'sg', sgConvention: 't/t' }, 35, 2], // §1.1: t/t at 28 °C
    [{ temperatureC: 25, value: 1.02661, unit: 'sg', sgConvention: '20/20' }, 35, 1], // §1.1
    [{ temperatureC: 28, value: 56.23, unit: 'conductivity' }, 35, 2], // §1.3: in situ at 28 °C (flag absent = in situ)
    [{ temperatureC: 28, value: 53.07, unit: 'conductivity', conductivityCompensated: true }, 35, 2], // §1.3 C25
    [{ temperatureC: 25, value: 48, unit: 'conductivity' }, 31.3, 1], // §1.1: C25 48 ↔ SP 31.3
    [{ temperatureC: 25, value: 58, unit: 'conductivity', conductivityCompensated: true }, 38.7, 1], // §1.1: C25 58 ↔ 38.7
    [{ temperatureC: 25, value: 1.02334, unit: 'density' }, 35, 2], // §1.3: ρ(35, 25) = 1023.34 kg/m³
    [{ temperatureC: 25, value: 1.027, unit: 'density' }, 39.8, 1], // §1.3: in-situ 1.027 g/cm³ = SP 39.8
    [{ temperatureC: 25, value: 35 }, 35, 10], // unit absent → ppt
  ] as const)('%j → SP %d', (input, sp, digits) => {
    const r = compute(input);
    expect(r.practicalSalinity).toBeCloseTo(sp, digits);
  });

  it.each([
    [5, true], // §1.3: accuracy reduced outside 10–40 ppt
    [9.99, true],
    [10, false],
    [40, false],
    [41, true],
    [0, true],
    [42, true],
  ])('SP %d → accuracyReduced %s with its warning', (sp, reduced) => {
    const r = compute({ temperatureC: 25, value: sp, unit: 'ppt' });
    expect(r.accuracyReduced).toBe(reduced);
    expect(r.warnings.includes('accuracyReduced')).toBe(reduced);
  });

  it('accepts the rounding of a read-back at the SP 42 edge (clamped to 42)', () => {
    const c = compute({ temperatureC: 0.0004105269322112187, value: 41.99999999999999, unit: 'ppt' }).conductivityMsCm as number;
    expect(compute({ temperatureC: 0.0004105269322112187, value: c, unit: 'conductivity' }).practicalSalinity).toBeCloseTo(42, 9);
    expect(schema.safeParse({ temperatureC: 0.0004105269322112187, value: c, unit: 'conductivity' }).success).toBe(true);
  });

  it('warns that PSS-78 conductivity is extrapolated above 35 °C', () => {
    expect(compute({ temperatureC: 38, value: 35, unit: 'ppt' }).warnings).toContain('conductivityAccuracyReduced');
  });

  it.each([
    [{ temperatureC: 25, value: 50, unit: 'ppt' }, 'salinityOutOfRange'],
    [{ temperatureC: 25, value: -1, unit: 'psu' }, 'salinityOutOfRange'],
    [{ temperatureC: 25, value: 0.99, unit: 'sg' }, 'salinityOutOfRange'],
    [{ temperatureC: 25, value: 1.2, unit: 'density' }, 'salinityOutOfRange'],
    [{ temperatureC: 25, value: Number.NaN, unit: 'ppt' }, 'salinityOutOfRange'],
    [{ temperatureC: 45, value: 35, unit: 'ppt' }, 'temperatureOutOfRange'],
    [{ temperatureC: Number.NaN, value: 35, unit: 'ppt' }, 'temperatureOutOfRange'],
  ] as const)('impossible %j → null fields and %s', (input, key) => {
    const r = compute(input);
    for (const f of NUMERIC_FIELDS) expect(r[f]).toBeNull();
    expect(r.warnings).toEqual([key]);
  });
});

describe('salinity schema', () => {
  it('accepts the defaults and full-width input', () => {
    expect(schema.safeParse(defaults).success).toBe(true);
    const parsed = schema.parse({ ...defaults, value: '３５', temperatureC: '２５．５' });
    expect(parsed.value).toBe(35);
    expect(parsed.temperatureC).toBe(25.5);
    expect(salinityModule.compute(parsed).practicalSalinity).toBe(35);
  });

  it.each([
    [{ value: 43 }, 'value', 'salinityOutOfRange'], // §1.3: reject SP > 42
    [{ value: -0.5 }, 'value', 'salinityOutOfRange'], // §1.3: reject SP < 0
    [{ value: 1.035, unit: 'sg' }, 'value', 'salinityOutOfRange'], // SG 1.035 (25/25) ≈ SP 46
    [{ value: 1.041, unit: 'sg' }, 'value', 'tooLarge'], // SG 0.990–1.040
    [{ value: 0.985, unit: 'sg' }, 'value', 'tooSmall'],
    [{ value: 0.995, unit: 'sg' }, 'value', 'salinityOutOfRange'], // 25/25: below pure water, SP < 0
    [{ value: 120, unit: 'conductivity' }, 'value', 'tooLarge'],
    [{ value: 90, unit: 'conductivity' }, 'value', 'salinityOutOfRange'], // C 90 at 25 °C ≈ SP 61
    [{ value: 1023, unit: 'density' }, 'value', 'tooLarge'], // kg/m³ typed into the g/cm³ field
    [{ temperatureC: 41 }, 'temperatureC', 'tooLarge'], // §1.3: T 0–40 °C
    [{ temperatureC: -1 }, 'temperatureC', 'tooSmall'],
    [{ value: '' }, 'value', 'required'],
    [{ value: 'abc' }, 'value', 'notNumber'],
    [{ unit: 'percent' }, 'unit', 'invalidOption'],
    [{ unit: 'sg', value: 1.026, sgConvention: '4/4' }, 'sgConvention', 'invalidOption'],
  ])('%j is rejected at %s with %s', (patch, path, key) => {
    expect(issues({ ...defaults, ...patch })).toContainEqual([path, key]);
  });

  it('accepts every unit and convention at a typical reading', () => {
    const readings = { ppt: 35, psu: 35, sg: 1.026, conductivity: 53, density: 1.0233 } as const;
    for (const unit of SALINITY_UNITS) {
      for (const sgConvention of SG_CONVENTIONS) {
        expect(schema.safeParse({ temperatureC: 25, value: readings[unit], unit, sgConvention }).success).toBe(true);
      }
    }
  });

  it('accepts a low salinity on the 25/4 and 15/4 scales, which read below 1 (SP 2 at 25 °C is SG 0.99858, 25/4)', () => {
    const sg254 = schema.safeParse({ temperatureC: 25, value: 0.99858, unit: 'sg', sgConvention: '25/4' });
    expect(sg254.success).toBe(true);
    if (sg254.success) expect(compute(sg254.data).practicalSalinity).toBeCloseTo(2, 3);
    expect(schema.safeParse({ temperatureC: 25, value: 0.9995, unit: 'sg', sgConvention: '15/4' }).success).toBe(true);
  });
});

describe('salinity compute: properties', () => {
  const anyInput = fc.record({
    temperatureC: fc.double({ min: -5, max: 45, noNaN: true }),
    value: fc.oneof(fc.double({ min: -1, max: 45, noNaN: true }), fc.double({ min: 0.98, max: 1.05, noNaN: true })),
    unit: fc.constantFrom(...SALINITY_UNITS),
    sgConvention: fc.constantFrom(...SG_CONVENTIONS),
    conductivityCompensated: fc.boolean(),
  });

  it('for every input the schema accepts, each field is finite, or null with a warning', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        for (const f of NUMERIC_FIELDS) {
          const x = r[f];
          if (x === null) expect(r.warnings.length).toBeGreaterThan(0);
          else expect(Number.isFinite(x)).toBe(true);
        }
        expect(r.practicalSalinity).not.toBeNull(); // accepted input is always computable
      }),
      { numRuns: 500 },
    );
  });

  it('compute without the schema never returns NaN or ±Infinity', () => {
    fc.assert(
      fc.property(anyInput, fc.double(), (raw, wild) => {
        for (const input of [raw, { ...raw, value: wild }, { ...raw, temperatureC: wild }]) {
          const r = compute(input);
          for (const f of NUMERIC_FIELDS) expect(r[f] === null || Number.isFinite(r[f])).toBe(true);
        }
      }),
    );
  });

  // From SP 0.05: PSS-78 floors at SP(Rt = 0) ≈ 0.01, where conductivity is clamped to 0.
  it('more salinity → higher SG, conductivity and density at a fixed temperature', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 42, noNaN: true }),
        fc.double({ min: 0.05, max: 42, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (a, b, t) => {
          fc.pre(Math.abs(a - b) > 1e-6);
          const [lo, hi] = [Math.min(a, b), Math.max(a, b)].map((value) => compute({ temperatureC: t, value, unit: 'ppt' }));
          for (const f of [
            'sg2525',
            'sgTT',
            'sg2020',
            'sg60F60F',
            'sg254',
            'sg154',
            'conductivityMsCm',
            'conductivity25MsCm',
            'densityKgM3',
          ] as const) {
            expect(hi[f] as number).toBeGreaterThan(lo[f] as number);
          }
        },
      ),
    );
  });

  it('reading back any output gives the same SP (SG each convention, conductivity, density)', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 42, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }), (sp, t) => {
        const r = compute({ temperatureC: t, value: sp, unit: 'ppt' });
        const back = [
          compute({ temperatureC: t, value: r.sg2525 as number, unit: 'sg', sgConvention: '25/25' }),
          compute({ temperatureC: t, value: r.sgTT as number, unit: 'sg', sgConvention: 't/t' }),
          compute({ temperatureC: t, value: r.sg2020 as number, unit: 'sg', sgConvention: '20/20' }),
          compute({ temperatureC: t, value: r.sg60F60F as number, unit: 'sg', sgConvention: '60F/60F' }),
          compute({ temperatureC: t, value: r.sg254 as number, unit: 'sg', sgConvention: '25/4' }),
          compute({ temperatureC: t, value: r.sg154 as number, unit: 'sg', sgConvention: '15/4' }),
          compute({ temperatureC: t, value: r.conductivityMsCm as number, unit: 'conductivity' }),
          compute({ temperatureC: t, value: r.conductivity25MsCm as number, unit: 'conductivity', conductivityCompensated: true }),
          compute({ temperatureC: t, value: r.densityGcm3 as number, unit: 'density' }),
        ];
        for (const b of back) expect(Math.abs((b.practicalSalinity as number) - sp)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('salinity compute: a glass hydrometer read at tank temperature (formulas §1.1, "hydrometer reading at t")', () => {
  it('at its calibration temperature a hydrometer reads its convention; warmer water reads lower', () => {
    const at15 = compute({ temperatureC: 15, value: 35, unit: 'ppt' });
    expect(at15.sg154AtT).toBeCloseTo(at15.sg154 as number, 12);
    const at60F = compute({ temperatureC: (60 - 32) / 1.8, value: 35, unit: 'ppt' });
    expect(at60F.sg60F60FAtT).toBeCloseTo(at60F.sg60F60F as number, 12);
    const at25 = compute({ temperatureC: 25, value: 35, unit: 'ppt' });
    // ρ(35, 25)/ρ_pw(3.98)·(1 + 2.5e-5·10) = 1023.343/999.975·1.00025
    expect(at25.sg154AtT).toBeCloseTo(1.02362, 5);
    // ρ(35, 25)/ρ_pw(15.56)·(1 + 2.5e-5·9.44): the old tables' +0.0023 correction at 77 °F
    expect(at25.sg60F60FAtT).toBeCloseTo(1.02459, 5);
    expect((at25.sg60F60F as number) - (at25.sg60F60FAtT as number)).toBeCloseTo(0.0023, 4);
  });

  it('a 15/4 reading of 1.0236 taken in 25 °C water is 35 ppt; read as the convention it would be 31.9 ppt', () => {
    const asRead = compute({ temperatureC: 25, value: 1.0236, unit: 'sg', sgConvention: '15/4', hydrometerAtTankTemperature: true });
    expect(asRead.practicalSalinity).toBeCloseTo(35, 0);
    const asConvention = compute({ temperatureC: 25, value: 1.0236, unit: 'sg', sgConvention: '15/4' });
    expect(asConvention.practicalSalinity).toBeCloseTo(31.9, 1);
  });

  it('the option changes nothing for the conventions that are not a hydrometer’s', () => {
    for (const sgConvention of ['25/25', 't/t', '20/20', '25/4'] as const) {
      const plain = compute({ temperatureC: 27, value: 1.025, unit: 'sg', sgConvention });
      const ticked = compute({ temperatureC: 27, value: 1.025, unit: 'sg', sgConvention, hydrometerAtTankTemperature: true });
      expect(ticked.practicalSalinity).toBe(plain.practicalSalinity);
    }
  });

  it('reading back a hydrometer reading at t gives the same SP at any temperature', () => {
    fc.assert(
      fc.property(fc.double({ min: 2, max: 42, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }), (sp, t) => {
        const r = compute({ temperatureC: t, value: sp, unit: 'ppt' });
        for (const [sgConvention, value] of [
          ['15/4', r.sg154AtT],
          ['60F/60F', r.sg60F60FAtT],
        ] as const) {
          const back = compute({ temperatureC: t, value: value as number, unit: 'sg', sgConvention, hydrometerAtTankTemperature: true });
          expect(Math.abs((back.practicalSalinity as number) - sp)).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('the schema takes the option and its default is the convention as defined', () => {
    expect(defaults.hydrometerAtTankTemperature).toBe(false);
    expect(issues({ temperatureC: 25, value: 1.0236, unit: 'sg', sgConvention: '15/4', hydrometerAtTankTemperature: true })).toEqual([]);
  });
});
