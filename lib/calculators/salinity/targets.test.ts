import { describe, expect, it } from 'vitest';
import { compute } from './index';
import { classifyTarget, reefTargets, TARGET_VALUE } from './targets';

const byId = (tC: number, order?: Parameters<typeof reefTargets>[1]) => Object.fromEntries(reefTargets(tC, order).map((r) => [r.id, r]));
const shown = (v: number, d: number) => Number(v.toFixed(d));

describe('reef targets derived from SP 34–36 (docs/methods.md#salinity)', () => {
  it('at 25 °C: 25/4 1.0226–1.0241, 25/25 1.0256–1.0271, density 1.0226–1.0241 g/cm³', () => {
    const t = byId(25);
    expect([shown(t.sg254.min, 4), shown(t.sg254.max, 4)]).toEqual([1.0226, 1.0241]);
    expect([shown(t.sg2525.min, 4), shown(t.sg2525.max, 4)]).toEqual([1.0256, 1.0271]);
    expect([shown(t.densityGcm3.min, 4), shown(t.densityGcm3.max, 4)]).toEqual([1.0226, 1.0241]);
    expect([t.salinity.min, t.salinity.max]).toEqual([34, 36]);
    expect(t.conductivity25.min).toBeCloseTo(compute({ temperatureC: 25, value: 34, unit: 'ppt' }).conductivity25MsCm!, 9);
  });

  it('density follows the entered temperature; SG rows and C25 do not', () => {
    const [a, b] = [byId(20), byId(28)];
    expect(a.densityGcm3.min).toBeGreaterThan(b.densityGcm3.min);
    expect(a.sg254.min).toBeCloseTo(b.sg254.min, 12);
    expect(a.conductivity25.max).toBeCloseTo(b.conductivity25.max, 12);
  });

  it('lists 25/4 first on /ja and 25/25 first in English', () => {
    expect(reefTargets(25, ['25/4', '25/25']).map((r) => r.id)).toEqual(['salinity', 'sg254', 'sg2525', 'densityGcm3', 'conductivity25']);
    expect(reefTargets(25, ['25/25', '25/4']).map((r) => r.id)).toEqual(['salinity', 'sg2525', 'sg254', 'densityGcm3', 'conductivity25']);
  });

  it('a typed 1.023 (25/4) is 34.5 ppt and within every row; a 32 ppt water is below every row', () => {
    const at = (r: ReturnType<typeof compute>) => reefTargets(25).map((range) => classifyTarget(range, TARGET_VALUE[range.id](r)!));
    expect(at(compute({ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4' }))).toEqual(Array(5).fill('within'));
    expect(at(compute({ temperatureC: 25, value: 32, unit: 'ppt' }))).toEqual(Array(5).fill('below'));
    expect(at(compute({ temperatureC: 25, value: 37, unit: 'ppt' }))).toEqual(Array(5).fill('above'));
  });

  it('compares rounded to rounded: a value shown as the band edge is within', () => {
    const t = byId(25);
    const lowEdgeShown = shown(t.sg254.min, 4); // 1.0226
    expect(classifyTarget(t.sg254, lowEdgeShown - 0.00004)).toBe('within'); // displays as 1.0226
    expect(classifyTarget(t.sg254, lowEdgeShown - 0.00006)).toBe('below'); // displays as 1.0225
    expect(classifyTarget(t.salinity, 33.96)).toBe('within'); // shown as 34.0
    expect(classifyTarget(t.salinity, 36.04)).toBe('within');
    expect(classifyTarget(t.salinity, 36.06)).toBe('above');
  });
});
