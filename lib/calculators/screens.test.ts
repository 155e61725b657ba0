import { describe, expect, it } from 'vitest';
import { issuesByPath } from './state/issues';
import { changesToReach, levelSeries } from './dilution';
import { defaults as runningCostDefaults } from './running-cost';
import { screens } from './screens';
import { toDraft } from './state';
import { tankWeight } from './volume/weight';

/** What each screen computes beyond its contract module (docs/methods.md#contract), from its own input. */
const run = <S extends keyof typeof screens>(slug: S, changes: Record<string, unknown>, locale = 'en') => {
  const s = screens[slug];
  const parsed = s.schema.safeParse({ ...toDraft(s.defaults(locale)), ...changes });
  return { parsed, issues: issuesByPath(parsed.error), result: parsed.success ? s.compute(parsed.data as never) : null };
};

describe('dilution screen', () => {
  it('draws the level over eight changes of the computed size and leaves out the suggestion at 20 %', () => {
    const { result } = run('dilution', {});
    const r = result as ReturnType<typeof screens.dilution.compute>;
    expect(r.pct).toBeCloseTo(20, 6);
    expect(r.series).toEqual(levelSeries(20, 0, 0.2, 8));
    expect(r.levelBefore).toBe(20);
    expect(r.target).toBe(16);
    expect(r.smallerChanges).toBeNull();
  });

  it('above 25 % it counts the 10 % changes that reach the target', () => {
    const r = run('dilution', { target: '10' }).result as ReturnType<typeof screens.dilution.compute>;
    expect(r.pct).toBeCloseTo(50, 6);
    expect(r.smallerChanges).toBe(changesToReach(20, 0, 10, 0.1));
    expect(r.smallerChanges).toBeGreaterThan(1);
  });

  it('in resulting-level mode there is no target on the chart', () => {
    const r = run('dilution', { mode: 'resultingLevel' }).result as ReturnType<typeof screens.dilution.compute>;
    expect(r.target).toBeNull();
    expect(r.series.length).toBe(9);
  });
});

describe('volume screen', () => {
  it('computes the weight from the same input as the water', () => {
    const { result } = run('volume', { tankMaterial: 'acrylic', standLengthCm: '100' });
    const r = result as ReturnType<typeof screens.volume.compute>;
    expect(r.tankMaterial).toBe('acrylic');
    const input = { lengthCm: 90, widthCm: 45, heightCm: 45, glassThicknessMm: 8 };
    expect(r.weight).toEqual(tankWeight({ ...input, material: 'acrylic', standLengthCm: 100, standWidthCm: null }, r));
  });

  it('a stand size that is no positive number hides only the weight', () => {
    const { result, issues } = run('volume', { standLengthCm: '-1' });
    const r = result as ReturnType<typeof screens.volume.compute>;
    expect(issues).toEqual({});
    expect(r.totalWaterL).not.toBeNull();
    expect(r.weight).toBeNull();
  });
});

describe('thickness screen', () => {
  it('checks the glass screen’s allowable stress like any other input', () => {
    expect(run('thickness', { allowableStressNmm2: 'abc' }).issues.allowableStressNmm2).toEqual({ key: 'notNumber' });
    expect(run('thickness', { allowableStressNmm2: '' }).issues.allowableStressNmm2).toEqual({ key: 'required' });
    expect(run('thickness', { allowableStressNmm2: '-1' }).issues.allowableStressNmm2).toEqual({
      key: 'tooSmall',
      minimum: 0,
      inclusive: false,
    });
    expect(run('thickness', { allowableStressNmm2: '200' }).issues.allowableStressNmm2).toEqual({
      key: 'tooLarge',
      maximum: 131.5, // 500 / 3.8 = 131.58, rounded down so that the figure named is accepted
    });
    expect(run('thickness', { allowableStressNmm2: '5' }).result).not.toBeNull();
  });

  it('names the allowable stress beside another bad field, and ignores it on acrylic', () => {
    const both = run('thickness', { allowableStressNmm2: 'abc', lengthMm: 'x' });
    expect(Object.keys(both.issues).sort()).toEqual(['allowableStressNmm2', 'lengthMm']);
    expect(run('thickness', { material: 'acrylic', allowableStressNmm2: 'abc' }).result).not.toBeNull();
  });
});

describe('consumption screen', () => {
  it('gives the maker’s daily maximum for the tank, the projection and the dosing link', () => {
    const { result } = run('consumption', {
      parameter: 'calcium',
      additiveId: 'seachem-reef-builder',
      volumeL: '300',
      firstLevel: '430',
      secondLevel: '410',
    });
    const r = result as ReturnType<typeof screens.consumption.compute>;
    expect(r.makerMaxDose).toBeCloseTo((12 / 150) * 300, 9);
    expect(r.projection.length).toBe(15);
    expect(r.levelResolution).toBeGreaterThan(0);
  });

  it('has no maker maximum for a product without one', () => {
    const r = run('consumption', {}).result as ReturnType<typeof screens.consumption.compute>;
    expect(r.makerMaxDose).toBeNull();
  });
});

describe('running-cost screen', () => {
  it('starts from the starter setup named in the visitor’s language, or from the contract’s defaults', () => {
    const names = { returnPump: 'R', wavemaker: 'W', light: 'L', heater: 'H', skimmer: 'S', additive: 'A' };
    const ja = screens['running-cost'].defaults('ja', names) as { devices: { name: string }[]; currency?: string };
    expect(ja.devices[0].name).toBe('R');
    expect(ja.currency).toBe('JPY');
    expect(screens['running-cost'].defaults('en')).toEqual(runningCostDefaults);
  });
});
