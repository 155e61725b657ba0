import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalculatorModule } from '@/lib/calculators/types';
import {
  changesToReach,
  compute,
  defaults,
  DILUTION_PARAMETERS,
  DILUTION_PRESETS,
  levelAfterChanges,
  levelAfterContinuousExchange,
  levelSeries,
  presetLevel,
  schema,
  type DilutionResult,
} from './index';

// Compile-time check of the methods.md#contract contract.
const dilutionModule: CalculatorModule<typeof schema, DilutionResult> = { schema, defaults, compute };

const issues = (input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('dilution: required volume (docs/methods.md#dilution, worked by hand)', () => {
  it.each([
    // [parameter, V L, C0, target, new water, v L, %, status, warnings]
    ['nitrate', 200, 20, 16, 0, 40, 20, 'good', []], // v = 200·(16−20)/(0−20) = 40 L (the defaults)
    ['nitrate', 100, 20, 15, 0, 25, 25, 'good', []], // 25 % is still good (methods.md#decisions: ≤ 25 %)
    ['nitrate', 200, 20, 10, 0, 100, 50, 'caution', ['considerSmallerChanges']], // 50 % is caution (25–50 %)
    ['calcium', 300, 380, 400, 420, 150, 50, 'caution', ['considerSmallerChanges']], // natural SW Ca 420: 300·20/40
    ['alkalinity', 100, 8, 7.5, 7, 50, 50, 'caution', ['considerSmallerChanges']], // natural SW alk 7 dKH
    ['phosphate', 100, 0.2, 0.05, 0, 75, 75, 'issue', ['largeChange']], // > 50 % is an issue
    ['nitrate', 100, 10, 9.9, 0, 1, 1, 'good', ['negligibleEffect']], // 1 % < 2 %
    ['calcium', 100, 400, 403, 420, 15, 15, 'good', ['negligibleEffect']], // Δ 3 mg/L below a kit's 5 mg/L
    ['calcium', 100, 380, 420, 420, 100, 100, 'issue', ['largeChange']], // v/V = 1 gives exactly C_new (methods.md#dilution)
    ['salinity', 100, 36, 35, 35, 100, 100, 'issue', ['largeChange']], // salinity by volume (methods.md#dilution ignores density)
  ] as const)(
    '%s in %d L: %d → %d with new water %d needs %d L (%d %%)',
    (parameter, tankVolumeL, current, target, newWater, litres, pct, status, warnings) => {
      const r = compute({ mode: 'requiredVolume', parameter, tankVolumeL, current, target, newWater });
      expect(r.mode).toBe('requiredVolume');
      if (r.mode !== 'requiredVolume') return;
      expect(r.achievable).toBe(true);
      expect(r.requiredVolumeL).toBeCloseTo(litres, 9);
      expect(r.requiredPct).toBeCloseTo(pct, 9);
      expect(r.levelAfter).toBeCloseTo(target, 9);
      expect(r.status).toBe(status);
      expect(r.warnings).toEqual(warnings);
    },
  );

  it.each([
    // [C0, target, new water, reason]
    [380, 430, 420, 'targetBeyondNewWater'], // v/V = 1.25: more than the tank holds
    [20, 25, 0, 'targetWrongDirection'], // new water lowers nitrate; the target is higher
    [420, 400, 420, 'newWaterEqualsCurrent'], // no change possible
  ])('%d → %d with new water %d is not achievable (%s)', (current, target, newWater, reason) => {
    const r = compute({ mode: 'requiredVolume', parameter: 'calcium', tankVolumeL: 100, current, target, newWater });
    expect(r).toEqual({
      mode: 'requiredVolume',
      requiredVolumeL: null,
      requiredPct: null,
      achievable: false,
      levelAfter: null,
      status: 'issue',
      warnings: ['notAchievable', reason],
    });
  });

  it('a tank already at the target needs no change', () => {
    const r = compute({ mode: 'requiredVolume', parameter: 'nitrate', tankVolumeL: 100, current: 5, target: 5, newWater: 0 });
    expect(r).toMatchObject({
      requiredVolumeL: 0,
      requiredPct: 0,
      achievable: true,
      levelAfter: 5,
      status: 'good',
      warnings: ['alreadyAtTarget'],
    });
  });
});

describe('dilution: resulting level (docs/methods.md#dilution, worked by hand)', () => {
  it.each([
    // [parameter, V, v, C0, new water, level after, %, Δ, status, warnings]
    ['nitrate', 200, 20, 20, 0, 18, 10, -2, 'good', []], // 20 + 0.1·(0 − 20)
    ['calcium', 100, 60, 380, 420, 404, 60, 24, 'issue', ['largeChange']], // 380 + 0.6·40
    ['phosphate', 100, 30, 0.1, 0, 0.07, 30, -0.03, 'caution', ['considerSmallerChanges']],
    ['nitrate', 100, 1, 20, 0, 19.8, 1, -0.2, 'good', ['negligibleEffect']], // 1 % < 2 %
    ['magnesium', 400, 40, 1300, 1280, 1298, 10, -2, 'good', ['negligibleEffect']], // Δ 2 below a kit's 10 mg/L
    ['salinity', 100, 10, 35, 35, 35, 10, 0, 'good', ['negligibleEffect']],
    ['nitrate', 100, 100, 20, 0, 0, 100, -20, 'issue', ['largeChange']], // v = V replaces all water
  ] as const)(
    '%s: %d L tank, change %d L, %d with new water %d → %d',
    (parameter, tankVolumeL, changeVolumeL, current, newWater, after, pct, delta, status, warnings) => {
      const r = compute({ mode: 'resultingLevel', parameter, tankVolumeL, changeVolumeL, current, newWater });
      expect(r.mode).toBe('resultingLevel');
      if (r.mode !== 'resultingLevel') return;
      expect(r.levelAfter).toBeCloseTo(after, 9);
      expect(r.changePct).toBeCloseTo(pct, 9);
      expect(r.delta).toBeCloseTo(delta, 9);
      expect(r.status).toBe(status);
      expect(r.warnings).toEqual(warnings);
    },
  );

  it('more than the tank holds (compute called without the schema) → nulls, issue and a warning', () => {
    const r = compute({ mode: 'resultingLevel', parameter: 'nitrate', tankVolumeL: 100, changeVolumeL: 150, current: 20, newWater: 0 });
    expect(r).toEqual({
      mode: 'resultingLevel',
      levelAfter: null,
      changePct: null,
      delta: null,
      status: 'issue',
      warnings: ['changeExceedsTank'],
    });
  });

  it('extreme levels that overflow come back null with outOfRange, never ±Infinity', () => {
    const r = compute({ mode: 'resultingLevel', tankVolumeL: 100, changeVolumeL: 50, current: 1e308, newWater: -1e308 });
    expect(r).toMatchObject({ levelAfter: null, delta: null, status: 'issue' });
    expect(r.warnings).toContain('outOfRange');
  });

  it('warns about a salinity difference above 1 PSU (methods.md#dilution)', () => {
    const salinity = { mode: 'resultingLevel', parameter: 'salinity', tankVolumeL: 100, changeVolumeL: 10, current: 35 } as const;
    expect(compute({ ...salinity, newWater: 33 }).warnings).toContain('largeSalinityDifference');
    expect(compute({ ...salinity, newWater: 34.5 }).warnings).not.toContain('largeSalinityDifference');
    const nitrate = {
      mode: 'resultingLevel',
      parameter: 'nitrate',
      tankVolumeL: 100,
      changeVolumeL: 10,
      current: 20,
      newWater: 0,
    } as const;
    expect(compute({ ...nitrate, tankSalinity: 35, newWaterSalinity: 32 }).warnings).toContain('largeSalinityDifference');
    expect(compute(nitrate).warnings).not.toContain('largeSalinityDifference');
  });

  it('warns at a salinity difference above 1 PSU, not at one of exactly 1 that binary arithmetic makes 1.0000…04', () => {
    const r = compute({
      mode: 'resultingLevel',
      parameter: 'salinity',
      tankVolumeL: 100,
      changeVolumeL: 10,
      current: 31.2,
      newWater: 32.2,
    });
    expect(r.warnings).not.toContain('largeSalinityDifference');
  });

  it('a change of exactly 2 %, or of exactly a kit’s resolution, is not negligible (methods.md#dilution)', () => {
    const nitrate = {
      mode: 'resultingLevel',
      parameter: 'nitrate',
      tankVolumeL: 410,
      changeVolumeL: 8.2,
      current: 40, // Δ 0.8 mg/L, above a kit’s 0.5

      newWater: 0,
    } as const;
    expect(compute(nitrate).warnings).toEqual([]);
    // 34.2 → 34.3 ppt with 35.2 ppt water: 10 % of the water, a rise of exactly the 0.1 a refractometer shows
    const salinity = {
      mode: 'requiredVolume',
      parameter: 'salinity',
      tankVolumeL: 100,
      current: 34.2,
      target: 34.3,
      newWater: 35.2,
    } as const;
    expect(compute(salinity).warnings).toEqual([]);
  });

  it('the kit-resolution rule follows the alkalinity unit (0.1 dKH = 0.0357 meq/L)', () => {
    const alk = { mode: 'resultingLevel', parameter: 'alkalinity', tankVolumeL: 100, changeVolumeL: 10, newWater: 2.5 } as const;
    expect(compute({ ...alk, current: 3, alkalinityUnit: 'meqL' }).warnings).toEqual([]); // Δ 0.05 meq/L
    expect(compute({ ...alk, current: 3, alkalinityUnit: 'dkh' }).warnings).toEqual(['negligibleEffect']); // Δ 0.05 dKH
  });

  it('infers the mode when it is missing', () => {
    const r = compute({ parameter: 'nitrate', tankVolumeL: 200, changeVolumeL: 20, current: 20, newWater: 0 });
    expect(r.mode).toBe('resultingLevel');
    expect(compute({ tankVolumeL: 200, current: 20, target: 16, newWater: 0 }).mode).toBe('requiredVolume');
  });
});

describe('dilution: repeated changes (docs/methods.md#dilution, worked by hand)', () => {
  it.each([
    [20, 0, 0.1, 5, 20 * 0.9 ** 5], // C_n = C_new + (C0 − C_new)(1 − f)^n = 11.81
    [380, 420, 0.25, 2, 420 - 40 * 0.75 ** 2], // 397.5
    [20, 0, 1, 1, 0], // a full change
    [20, 0, 0.1, 0, 20],
  ])('%d with new water %d, f %d, n %d → %d', (c0, cn, f, n, expected) => {
    expect(levelAfterChanges(c0, cn, f, n)).toBeCloseTo(expected, 12);
  });

  it('series for a chart', () => {
    expect(levelSeries(20, 0, 0.25, 3)).toEqual([20, 15, 11.25, 8.4375]);
    expect(levelSeries(20, 0, 1.5, 3)).toEqual([]);
    expect(levelSeries(20, 0, 0.1, -1)).toEqual([]);
  });

  it.each([
    [20, 0, 10, 0.1, 7], // ln(0.5)/ln(0.9) = 6.58 → 7 changes (C_6 = 10.63, C_7 = 9.57)
    [20, 0, 15, 0.25, 1], // exactly one 25 % change
    [380, 420, 400, 0.1, 7], // upward: the same half of the gap
    [20, 0, 20, 0.1, 0],
    [20, 0, 0, 0.1, null], // partial changes only approach the new-water level
    [20, 0, 0, 1, 1],
    [20, 0, 25, 0.1, null], // wrong direction
    [20, 0, 10, 0, null], // no change at all
  ])('%d → %d with new water %d at f %d: %s changes', (c0, cn, target, f, n) => {
    expect(changesToReach(c0, cn, target, f)).toBe(n);
  });

  it('continuous exchange of one tank volume leaves 1/e of the gap', () => {
    expect(levelAfterContinuousExchange(20, 0, 100, 100)).toBeCloseTo(20 / Math.E, 12);
  });
});

describe('dilution: presets (docs/methods.md#dilution)', () => {
  it('natural seawater and RODI levels', () => {
    expect(presetLevel('natural-sw', 'salinity')).toBe(35);
    expect(presetLevel('natural-sw', 'calcium')).toBe(420);
    expect(presetLevel('natural-sw', 'magnesium')).toBe(1280);
    expect(presetLevel('natural-sw', 'alkalinity')).toBe(7);
    expect(presetLevel('natural-sw', 'alkalinity', 'meqL')).toBeCloseTo(2.5, 2); // 7 dKH ≈ 2.5 meq/L
    expect(presetLevel('natural-sw', 'nitrate')).toBe(0);
    for (const p of DILUTION_PARAMETERS) expect(presetLevel('rodi', p)).toBe(0);
    expect(DILUTION_PRESETS.every((p) => p.source.length > 0)).toBe(true);
  });
});

describe('dilution schema', () => {
  it('accepts the defaults and full-width input', () => {
    expect(schema.safeParse(defaults).success).toBe(true);
    const parsed = schema.parse({ ...defaults, current: '２０', target: '１６' });
    expect(dilutionModule.compute(parsed)).toMatchObject({ requiredVolumeL: 40, status: 'good' });
  });

  it.each([
    [{ mode: 'resultingLevel', changeVolumeL: 250 }, 'changeVolumeL', 'changeExceedsTank'],
    [{ mode: 'resultingLevel', changeVolumeL: undefined }, 'changeVolumeL', 'required'],
    [{ mode: 'requiredVolume', target: '' }, 'target', 'required'],
    [{ parameter: 'salinity', current: 43, target: 35, newWater: 35 }, 'current', 'salinityOutOfRange'],
    [{ parameter: 'salinity', current: 35, target: 35, newWater: 50 }, 'newWater', 'salinityOutOfRange'],
    [{ parameter: 'calcium', current: 5000 }, 'current', 'tooLarge'],
    [{ tankVolumeL: 0 }, 'tankVolumeL', 'tooSmall'],
    [{ current: -1 }, 'current', 'tooSmall'],
    [{ newWater: 'abc' }, 'newWater', 'notNumber'],
    [{ parameter: 'iron' }, 'parameter', 'invalidOption'],
    [{ mode: 'forever' }, 'mode', 'invalidOption'],
    [{ tankSalinity: 50 }, 'tankSalinity', 'tooLarge'],
  ])('%j is rejected at %s with %s', (patch, path, key) => {
    expect(issues({ ...defaults, ...patch })).toContainEqual([path, key]);
  });
});

describe('dilution: properties', () => {
  const level = fc.double({ min: -1, max: 2000, noNaN: true });
  const anyInput = fc.record({
    mode: fc.constantFrom('requiredVolume', 'resultingLevel'),
    parameter: fc.constantFrom(...DILUTION_PARAMETERS),
    alkalinityUnit: fc.constantFrom('dkh', 'meqL', 'ppmCaco3'),
    tankVolumeL: fc.double({ min: -1, max: 5000, noNaN: true }),
    current: level,
    target: level,
    newWater: level,
    changeVolumeL: fc.double({ min: -1, max: 5000, noNaN: true }),
  });

  it('for every input the schema accepts, each number is finite, or null with a warning', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        const r = compute(parsed.data) as unknown as Record<string, unknown>;
        for (const [key, x] of Object.entries(r)) {
          if (x === null) expect((r.warnings as string[]).length).toBeGreaterThan(0);
          else if (typeof x === 'number') expect(Number.isFinite(x), key).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the required volume, changed, lands on the target; the level after lies between current and new water', () => {
    const c = fc.double({ min: 0, max: 500, noNaN: true });
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), c, c, c, (tankVolumeL, current, target, newWater) => {
        const r = compute({ mode: 'requiredVolume', parameter: 'calcium', tankVolumeL, current, target, newWater });
        if (r.mode !== 'requiredVolume' || !r.achievable) return;
        const back = compute({
          mode: 'resultingLevel',
          parameter: 'calcium',
          tankVolumeL,
          current,
          newWater,
          changeVolumeL: r.requiredVolumeL as number,
        });
        expect(back.levelAfter as number).toBeCloseTo(target, 6);
        expect(r.levelAfter as number).toBeGreaterThanOrEqual(Math.min(current, newWater) - 1e-9);
        expect(r.levelAfter as number).toBeLessThanOrEqual(Math.max(current, newWater) + 1e-9);
      }),
    );
  });
});
