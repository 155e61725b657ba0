import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalculatorModule } from '@/lib/calculators/types';
import { absoluteSalinity, pureWaterDensity, SALINITY_UNITS, seawaterDensity } from '@/lib/seawater';
import { compute, defaults, findSaltPreset, IDEAL_SALT_G_PER_L_AT_35, SALT_IDS, SALT_PRESETS, schema, type SaltmixResult } from './index';

// Compile-time check of the methods.md#contract contract.
const saltmixModule: CalculatorModule<typeof schema, SaltmixResult> = { schema, defaults, compute };

const NUMERIC_FIELDS = [
  'addSaltG',
  'addRodiL',
  'saltGPerLiterRodi',
  'finalVolumeL',
  'densityKgM3',
  'conductivityMsCm',
  'conductivity25MsCm',
  'sg2525',
  'sg254',
  'targetPracticalSalinity',
  'brandFactor',
] as const;

const base = { saltId: 'custom', volumeL: 100, temperatureC: 25, targetSalinity: 35, targetUnit: 'ppt' } as const;

const issues = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('saltmix: worked values', () => {
  it('ideal salt is 36.339 g per L of RODI at 25 °C for SP 35 (methods.md#saltmix, methods.md#contract)', () => {
    expect(IDEAL_SALT_G_PER_L_AT_35).toBeCloseTo(36.339, 3);
  });

  it('new batch of 100 L RODI to 35 ppt with an unknown salt: 3 633.9 g, 35.99 g per L of seawater (methods.md#saltmix)', () => {
    const r = compute(base);
    expect(r.action).toBe('ADD_SALT');
    expect(r.addSaltG).toBeCloseTo(3633.9, 1); // 36.34 g/L × 100 L
    expect(r.addRodiL).toBe(0);
    expect(r.saltGPerLiterRodi).toBeCloseTo(36.339, 3);
    expect((r.addSaltG as number) / (r.finalVolumeL as number)).toBeCloseTo(35.99, 2); // methods.md#saltmix: per L of finished seawater
    expect(r.brandFactor).toBe(1);
    expect(r.densityKgM3).toBeCloseTo(1023.34, 2); // methods.md#salinity
    expect(r.conductivity25MsCm).toBeCloseTo(53.07, 2);
    expect(r.sg2525).toBeCloseTo(1.02637, 5);
    expect(r.sg254).toBeCloseTo(1.02337, 5);
    expect(r.warnings).toEqual(['brandFactorEstimated', 'circulate24h']);
  });

  it.each([
    // [current SP, action, RODI L, salt g, source]
    [37, 'ADD_RODI', 5.87, 0], // methods.md#saltmix: 37 → 35 PSU in 100 L needs 5.87 L RODI (shortcut 5.71 L)
    [40, 'ADD_RODI', 14.72, 0], // by hand: m_salt·(1000−SA1)/SA1 − m_w with ρ(40, 25) = 1027.13 kg/m³ → 14.72 L
    [33, 'ADD_SALT', 0, 212.8], // by hand: m_w·(w(35) − w(33)) = 98.795 kg × 2.154 g/kg
    [35.05, 'NONE', 0, 0], // methods.md#saltmix: |ΔSP| < 0.1 → no adjustment
    [34.95, 'NONE', 0, 0],
  ] as const)('100 L at SP %d → %s (RODI %d L, salt %d g)', (sp0, action, rodi, salt) => {
    const r = compute({ ...base, currentSalinity: sp0 });
    expect(r.action).toBe(action);
    expect(r.addRodiL).toBeCloseTo(rodi, 2);
    expect(r.addSaltG).toBeCloseTo(salt, 1);
    expect(r.warnings.includes('largeRodiAddition')).toBe(rodi > 10); // methods.md#saltmix: RODI > 10 % of V
    expect(r.warnings).toContain('circulate24h');
  });

  it('adjusts a difference of exactly 0.1 PSU, which binary arithmetic makes 0.0999… (methods.md#saltmix)', () => {
    // a 0.1 step between typed tenths, both ways, at three levels where 35.3 − 35.2 and the like come out below 0.1
    for (const [sp0, sp1] of [
      [35.2, 35.3],
      [34.2, 34.3],
      [36.2, 36.3],
    ]) {
      expect(compute({ ...base, currentSalinity: sp0, targetSalinity: sp1 }).action, `${sp0} → ${sp1}`).toBe('ADD_SALT');
      expect(compute({ ...base, currentSalinity: sp1, targetSalinity: sp0 }).action, `${sp1} → ${sp0}`).toBe('ADD_RODI');
    }
    expect(compute({ ...base, currentSalinity: 35.2, targetSalinity: 35.3 }).addSaltG).toBeCloseTo(10.66, 2);
  });

  it('the hobby shortcut V·(SP0/SP1 − 1) is within 3 % of the mass balance (methods.md#saltmix)', () => {
    const exact = compute({ ...base, currentSalinity: 37 }).addRodiL as number;
    const shortcut = 100 * (37 / 35 - 1);
    expect(shortcut).toBeCloseTo(5.71, 2);
    expect(Math.abs(exact - shortcut) / exact).toBeLessThan(0.03);
  });

  it.each([
    // [target reading, expected target SP, digits]
    [{ targetSalinity: 1.026, targetUnit: 'sg' }, 34.51, 2], // methods.md#saltmix: SG 1.026 (25/25) → SP 34.51
    [{ targetSalinity: 1.023, targetUnit: 'sg', sgConvention: '25/4' }, 34.5, 1], // methods.md#salinity Japanese 25/4
    [{ targetSalinity: 53.07, targetUnit: 'conductivity' }, 35, 2], // methods.md#salinity at 25 °C
    [{ targetSalinity: 1.02334, targetUnit: 'density' }, 35, 2], // methods.md#salinity
    [{ targetSalinity: 35, targetUnit: 'psu' }, 35, 10],
  ] as const)('target %j → SP %d', (patch, sp, digits) => {
    expect(compute({ ...base, ...patch }).targetPracticalSalinity).toBeCloseTo(sp, digits);
  });

  it('a brand preset scales salt by its factor: Red Sea Coral Pro needs its label 40.6 g/L at 25 °C (docs/presets.md)', () => {
    const r = compute({ ...base, saltId: 'redsea-coral-pro' });
    expect(r.brandFactor).toBeCloseTo(40.6 / 36.339, 5); // methods.md#contract: ÷ 36.339 g
    expect(r.addSaltG).toBeCloseTo(4060, 6);
    expect(r.saltGPerLiterRodi).toBeCloseTo(40.6, 10);
    expect(r.warnings).toEqual(['circulate24h']);
  });

  it('a typed label figure overrides the preset; custom without one falls back to factor 1 with a warning', () => {
    expect(compute({ ...base, saltId: 'redsea-salt', gramsPerLiterAt35: 39 }).saltGPerLiterRodi).toBeCloseTo(39, 10);
    expect(compute({ ...base, saltId: 'custom', gramsPerLiterAt35: 38 }).brandFactor).toBeCloseTo(38 / 36.339, 5);
    const unknown = compute({ ...base, saltId: 'no-such-salt' });
    expect(unknown.brandFactor).toBe(1);
    expect(unknown.warnings).toContain('brandFactorEstimated');
    const { saltId: _omit, ...noSalt } = base;
    expect(compute(noSalt).warnings).toContain('brandFactorEstimated');
  });

  it.each([
    ['instant-ocean', 1.022, 35.95], // docs/presets.md: 35.95 g per L of final water at SG 1.022 (25/25 assumed)
    ['reef-crystals', 1.021, 33.55], // docs/presets.md: 33.55 g per L of final water at SG 1.021
  ] as const)('%s: mixing to SG %d gives back the label %d g per litre of final water', (saltId, sg, gPerL) => {
    const r = compute({ ...base, saltId, targetSalinity: sg, targetUnit: 'sg' });
    expect((r.addSaltG as number) / (r.finalVolumeL as number)).toBeCloseTo(gPerL, 9);
  });

  it('presets carry grade, basis and source, and every id is a schema choice', () => {
    expect(SALT_PRESETS.map((p) => p.id)).toEqual(SALT_IDS.filter((id) => id !== 'custom'));
    for (const p of SALT_PRESETS) {
      expect(['maker', 'maker-scaled', 'database', 'assumed-scale']).toContain(p.grade);
      expect(p.basis.length).toBeGreaterThan(0);
      expect(p.source.length).toBeGreaterThan(0);
      expect(p.gramsPerLiterAt35).toBeGreaterThan(36);
      expect(p.gramsPerLiterAt35).toBeLessThan(45);
    }
    expect(findSaltPreset('instant-ocean')?.sgConvention).toBe('25/25');
    expect(findSaltPreset('instant-ocean')?.gramsPerLiterAt35).toBeCloseTo(43.93, 2);
    expect(findSaltPreset('reef-crystals')?.gramsPerLiterAt35).toBeCloseTo(42.95, 2);
  });

  it.each([
    [{ ...base, targetSalinity: 50 }, 'salinityOutOfRange'],
    [{ ...base, currentSalinity: 1.1, currentUnit: 'sg' }, 'salinityOutOfRange'],
    [{ ...base, temperatureC: 60 }, 'temperatureOutOfRange'],
    [{ ...base, volumeL: 0 }, 'volumeOutOfRange'],
    [{ ...base, volumeL: Number.NaN }, 'volumeOutOfRange'],
  ] as const)('impossible %j → null fields and %s', (input, key) => {
    const r = compute(input);
    for (const f of NUMERIC_FIELDS) expect(r[f]).toBeNull();
    expect(r.action).toBeNull();
    expect(r.warnings).toEqual([key]);
  });

  it('diluting salt water to SP 0 is not reachable: RODI null with a warning', () => {
    const r = compute({ ...base, targetSalinity: 0, currentSalinity: 35 });
    expect(r.action).toBe('ADD_RODI');
    expect(r.addRodiL).toBeNull();
    expect(r.warnings).toContain('targetUnreachable');
  });

  it('a vanishing target (denormal SP) is unreachable too, never Infinity', () => {
    const r = compute({ ...base, targetSalinity: 5e-324, currentSalinity: 34 });
    expect(r.addRodiL).toBeNull();
    expect(r.finalVolumeL).toBeNull();
    expect(r.warnings).toContain('targetUnreachable');
  });

  it('currentUnit defaults to targetUnit', () => {
    const r = compute({ ...base, targetSalinity: 1.0264, targetUnit: 'sg', currentSalinity: 1.0264 });
    expect(r.action).toBe('NONE');
  });
});

describe('saltmix schema', () => {
  it('accepts the defaults and full-width input', () => {
    expect(schema.safeParse(defaults).success).toBe(true);
    const parsed = schema.parse({ ...defaults, volumeL: '１００', currentSalinity: '３７' });
    expect(parsed.volumeL).toBe(100);
    expect(saltmixModule.compute(parsed).addRodiL).toBeCloseTo(5.87, 2);
  });

  it.each([
    [{ targetSalinity: 43 }, 'targetSalinity', 'salinityOutOfRange'],
    [{ targetSalinity: 1.035, targetUnit: 'sg' }, 'targetSalinity', 'salinityOutOfRange'],
    [{ targetSalinity: 1.05, targetUnit: 'sg' }, 'targetSalinity', 'tooLarge'],
    [{ currentSalinity: 45 }, 'currentSalinity', 'salinityOutOfRange'],
    [{ currentSalinity: 0.9, currentUnit: 'sg' }, 'currentSalinity', 'tooSmall'],
    [{ currentSalinity: 'x' }, 'currentSalinity', 'notNumber'],
    [{ volumeL: 0 }, 'volumeL', 'tooSmall'],
    [{ volumeL: '' }, 'volumeL', 'required'],
    [{ temperatureC: 41 }, 'temperatureC', 'tooLarge'],
    [{ gramsPerLiterAt35: 5 }, 'gramsPerLiterAt35', 'tooSmall'],
    [{ saltId: 'sea-salt-from-the-kitchen' }, 'saltId', 'invalidOption'],
    [{ targetUnit: 'baume' }, 'targetUnit', 'invalidOption'],
  ])('%j is rejected at %s with %s', (patch, path, key) => {
    expect(issues({ ...defaults, ...patch })).toContainEqual([path, key]);
  });
});

describe('saltmix: properties', () => {
  const reading = fc.record({
    salinity: fc.double({ min: -1, max: 45, noNaN: true }),
    unit: fc.constantFrom(...SALINITY_UNITS),
  });
  const anyInput = fc
    .record({
      saltId: fc.constantFrom(...SALT_IDS),
      volumeL: fc.double({ min: 0, max: 2000, noNaN: true }),
      temperatureC: fc.double({ min: -2, max: 42, noNaN: true }),
      target: reading,
      current: fc.option(reading, { nil: undefined }),
      sgLike: fc.double({ min: 0.99, max: 1.05, noNaN: true }),
    })
    .map(({ target, current, sgLike, ...rest }) => {
      const value = (r: { salinity: number; unit: string }) => (r.unit === 'sg' || r.unit === 'density' ? sgLike : r.salinity);
      return {
        ...rest,
        targetSalinity: value(target),
        targetUnit: target.unit,
        ...(current ? { currentSalinity: value(current), currentUnit: current.unit } : {}),
      };
    });

  it('for every input the schema accepts, each field is finite, or null with a warning', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        for (const f of NUMERIC_FIELDS) {
          const x = r[f];
          if (x === null) expect(r.warnings.length).toBeGreaterThan(1);
          else expect(Number.isFinite(x)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the mixture after ADD_SALT or ADD_RODI is at the target salinity and fills finalVolumeL (mass balance)', () => {
    const sp = fc.double({ min: 1, max: 42, noNaN: true });
    fc.assert(
      fc.property(sp, sp, fc.double({ min: 0, max: 40, noNaN: true }), fc.double({ min: 1, max: 1000, noNaN: true }), (sp0, sp1, t, v) => {
        const r = compute({ ...base, volumeL: v, temperatureC: t, targetSalinity: sp1, currentSalinity: sp0 });
        const totalKg = (v * seawaterDensity(sp0, t)) / 1000;
        const saltKg = (totalKg * absoluteSalinity(sp0)) / 1000 + (r.addSaltG as number) / 1000;
        const finalKg = totalKg + (r.addSaltG as number) / 1000 + ((r.addRodiL as number) * pureWaterDensity(t)) / 1000;
        if (r.action === 'NONE') return;
        expect((1000 * saltKg) / finalKg).toBeCloseTo(absoluteSalinity(sp1), 9);
        expect((r.finalVolumeL as number) * (seawaterDensity(sp1, t) / 1000)).toBeCloseTo(finalKg, 9);
      }),
    );
  });

  it('a saltier target needs more salt for a new batch', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 42, noNaN: true }), fc.double({ min: 0, max: 42, noNaN: true }), (a, b) => {
        fc.pre(Math.abs(a - b) > 1e-6);
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)].map((targetSalinity) => compute({ ...base, targetSalinity }));
        expect(hi.addSaltG as number).toBeGreaterThan(lo.addSaltG as number);
        expect(hi.densityKgM3 as number).toBeGreaterThan(lo.densityKgM3 as number);
        expect(hi.sg2525 as number).toBeGreaterThan(lo.sg2525 as number);
      }),
    );
  });
});
