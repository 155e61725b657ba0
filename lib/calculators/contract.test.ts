import { describe, expect, it } from 'vitest';
import { screens } from './screens';

/**
 * docs/methods.md#contract: every calculator's screen (lib/calculators/screens.ts) has a schema (zod), defaults for
 * a locale (valid input) and a compute; `satisfies` in screens.ts checks the types, the tests below the behaviour.
 */
const modules = screens;

const GAL = 3.785411784;
const foundationB = { additiveId: 'custom', strengthPerMlPerL: 9.46, customForm: 'liquid' };

/** The worked checks of docs/methods.md, each as changes to the module's defaults. */
const worked: Record<keyof typeof modules, Record<string, unknown>[]> = {
  consumption: [
    { parameter: 'alkalinity', volumeL: 400, firstLevel: 8, secondLevel: 7.2, days: 4, targetLevel: 8, ...foundationB },
    { parameter: 'alkalinity', volumeL: 400, firstLevel: 8, secondLevel: 7.9, days: 7, dosedMl: 70, targetLevel: 8.3, ...foundationB },
    {
      parameter: 'calcium',
      volumeL: 300,
      firstLevel: 430,
      secondLevel: 410,
      days: 7,
      waterChangePct: 10,
      newWaterLevel: 450,
      additiveId: 'custom',
      strengthPerMlPerL: 273,
      customForm: 'dry',
    },
    { parameter: 'nitrate', volumeL: 200, firstLevel: 5, secondLevel: 12, days: 7 },
  ],
  dilution: [
    { mode: 'requiredVolume', parameter: 'nitrate', tankVolumeL: 200, current: 20, target: 16, newWater: 0 },
    { mode: 'resultingLevel', parameter: 'nitrate', tankVolumeL: 200, current: 20, newWater: 0, changeVolumeL: 40 },
  ],
  dosing: [
    { additiveId: 'redsea-foundation-b', parameter: 'alkalinity', alkalinityUnit: 'dkh', volumeL: 25 * GAL, current: 7, target: 7.1 },
    { additiveId: 'seachem-reef-carbonate', parameter: 'alkalinity', alkalinityUnit: 'meqL', volumeL: 200, current: 2.5, target: 3 },
  ],
  nutrients: [{ foodG: 5, phosphorusPct: 1, volumeL: 100 * GAL }],
  'par-distribution': [{}],
  'running-cost': [{}],
  salinity: [
    { value: 35, unit: 'ppt', temperatureC: 25 },
    { value: 1.0264, unit: 'sg', sgConvention: '25/25', temperatureC: 25 },
  ],
  saltmix: [
    { volumeL: 20, temperatureC: 25, targetSalinity: 35 },
    { volumeL: 100, temperatureC: 25, targetSalinity: 35, currentSalinity: 30 },
    { volumeL: 100, temperatureC: 25, targetSalinity: 35, currentSalinity: 38 },
  ],
  thickness: [{ material: 'glass', lengthMm: 3000, widthMm: 1000, waterHeightMm: 1000, safetyFactor: 3.8 }],
  volume: [{}],
};

/** Every number in `value` at any depth (objects, arrays, typed arrays), with its path. */
function numbers(value: unknown, path = '$'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number>, (x, i) => [`${path}[${i}]`, x] as [string, number]);
  }
  return Object.entries(value).flatMap(([k, v]) => numbers(v, `${path}.${k}`));
}

describe.each(Object.entries(modules))('%s: the compute contract (docs/methods.md#contract)', (slug, m) => {
  const run = (changes: Record<string, unknown>) => {
    const input = m.schema.parse({ ...m.defaults('en'), ...changes });
    return m.compute(input as never) as { warnings: unknown };
  };

  it('parses its defaults and computes a result with its warnings and only finite numbers, at every depth', () => {
    const result = run({});
    expect(Array.isArray(result.warnings)).toBe(true);
    const all = numbers(result);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter(([, x]) => !Number.isFinite(x))).toEqual([]);
  });

  it.each(worked[slug as keyof typeof modules].map((changes, i) => [i + 1, changes] as const))(
    'worked example %i computes to finite numbers only, at every depth',
    (_i, changes) => {
      const result = run(changes);
      expect(Array.isArray(result.warnings)).toBe(true);
      expect(numbers(result).filter(([, x]) => !Number.isFinite(x))).toEqual([]);
    },
  );

  it.each(['en', 'ja'])('parses its %s defaults', (locale) => {
    expect(m.schema.safeParse(m.defaults(locale)).success).toBe(true);
  });

  it("rejects bad input through zod's own safeParse and parse: success false, issues with message keys", () => {
    // every number of the defaults' top level replaced by text
    const bad: Record<string, unknown> = { ...(m.defaults('en') as object) };
    for (const k of Object.keys(bad)) if (typeof bad[k] === 'number') bad[k] = 'not a number';
    const r = m.schema.safeParse(bad);
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(r.error.issues.length).toBeGreaterThan(0);
    expect(r.error.issues.every((i) => /^[a-zA-Z]+$/.test(i.message))).toBe(true);
    expect(r.error.issues.some((i) => i.message === 'notNumber')).toBe(true);
    expect(r.error.issues.every((i) => i.path.length > 0)).toBe(true);
    expect(() => m.schema.parse(bad)).toThrow();
  });
});
