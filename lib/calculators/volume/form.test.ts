import { describe, expect, it } from 'vitest';
import { toDraft } from '@/lib/calculators/state';
import { compute, defaults, schema } from './index';
import { hasSump, rockMode, setRockMode, setSump, volumeBreakdown } from './form';

const start = toDraft(defaults);
const run = (d: object) => compute(schema.parse(d));

describe('volume screen: live rock by mass or volume', () => {
  it('starts by mass (the defaults give kg)', () => {
    expect(rockMode(start)).toBe('mass');
  });

  it('switching to volume empties the mass and computes from the bulk litres', () => {
    const d = setRockMode(start, 'volume', '20');
    expect(rockMode(d)).toBe('volume');
    expect(d).toMatchObject({ liveRockKg: '', liveRockL: '20' });
    const r = run(d);
    expect(r.rockDisplacementL).toBeCloseTo(10, 12); // φ_rock 0.5 (docs/methods.md#volume)
    expect(r.warnings).not.toContain('liveRockBothGiven');
  });

  it('stays by volume while the bulk litres are cleared, and switches back to mass without the litres', () => {
    expect(rockMode(setRockMode(start, 'volume'))).toBe('volume');
    const back = setRockMode(setRockMode(start, 'volume', '20'), 'mass', '14');
    expect(rockMode(back)).toBe('mass');
    expect(back).not.toHaveProperty('liveRockL');
    expect(run(back).rockDisplacementL).toBeCloseTo(5, 12); // 14 kg / 2.8 kg/L
  });

  it('shows a hand-written link with both as mass, which compute uses', () => {
    expect(rockMode({ ...start, liveRockKg: '14', liveRockL: '20' })).toBe('mass');
  });
});

describe('volume screen: sump', () => {
  it('switches the sump off (null) and back on', () => {
    const off = setSump(start, false, start.sump as never);
    expect(hasSump(off)).toBe(false);
    expect(off.sump).toBeNull();
    expect(run(off).sumpWaterL).toBe(0);
    const on = setSump(off, true, { lengthCm: '60', widthCm: '30', waterLevelCm: '20' });
    expect(hasSump(on)).toBe(true);
    expect(run(on).sumpWaterL).toBeCloseTo(36, 12);
  });
});

describe('volume screen: breakdown', () => {
  it('splits the water column and the sump so that the water parts add up to the total', () => {
    const r = run(start);
    const parts = volumeBreakdown(r)!;
    const litres = Object.fromEntries(parts.map((p) => [p.key, p.litres]));
    expect(litres.displayWater + litres.sumpWater).toBeCloseTo(r.totalWaterL!, 9);
    expect(parts.reduce((s, p) => s + p.litres, 0)).toBeCloseTo(r.waterColumnL! + r.sumpWaterL!, 9);
    expect(litres.sand).toBe(r.sandDisplacementL);
    expect(litres.rock).toBe(r.rockDisplacementL);
    expect(litres.equipment).toBe(r.equipmentDisplacementL);
  });

  it('has no parts when there is no total, and no division by zero for an empty tank', () => {
    expect(volumeBreakdown(run({ ...start, sandHeightCm: '50', waterLevelCm: '20' }))).toBeNull();
    const empty = volumeBreakdown(run({ ...start, waterLevelCm: '0', sandHeightCm: '0', liveRockKg: '0', sump: null }))!;
    expect(empty.every((p) => p.litres === 0)).toBe(true);
  });
});
