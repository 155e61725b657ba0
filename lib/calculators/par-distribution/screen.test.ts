import { describe, expect, it } from 'vitest';
import { toDraft } from '@/lib/calculators/state';
import { compute } from './compute';
import { defaults } from './schema';
import { presetFigures, screen, screenDefaults, screenSchema, typeAfterEdit } from './screen';

describe('PAR screen schema', () => {
  it('accepts the defaults and computes exactly as the methods.md#contract module', () => {
    const parsed = screenSchema.parse(toDraft(screenDefaults));
    expect(parsed.waterDepthCm).toBe(40);
    const r = screen.compute(parsed);
    expect(r.average).toBe(compute(defaults).average);
    expect(r.grid).toEqual(compute(defaults).grid);
  });

  it('rejects a map depth below the sand bed, on the depth field', () => {
    const res = screenSchema.safeParse({ ...toDraft(screenDefaults), depthCm: '41' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['depthCm', 'depthBelowSandBed']]);
    expect(screenSchema.safeParse({ ...toDraft(screenDefaults), depthCm: '40' }).success).toBe(true);
  });

  it('needs a water depth', () => {
    const res = screenSchema.safeParse({ ...toDraft(screenDefaults), waterDepthCm: '' });
    expect(res.error?.issues[0]).toMatchObject({ path: ['waterDepthCm'], message: 'required' });
  });
});

describe('fixture presets on the screen', () => {
  it('fill the three figures', () => {
    expect(presetFigures('led-puck-60')).toEqual({ ppfdRef: '900', dRefCm: '30', beamDeg: '60' });
    expect(presetFigures('custom')).toBeNull();
  });

  it('stay a preset while the figures match, else become custom', () => {
    expect(typeAfterEdit('led-puck-90', { ppfdRef: '600', dRefCm: '30', beamDeg: '90' })).toBe('led-puck-90');
    expect(typeAfterEdit('led-puck-90', { ppfdRef: '650', dRefCm: '30', beamDeg: '90' })).toBe('custom');
    expect(typeAfterEdit('led-puck-90', { ppfdRef: '', dRefCm: '30', beamDeg: '90' })).toBe('custom');
    expect(typeAfterEdit('custom', { ppfdRef: '600', dRefCm: '30', beamDeg: '90' })).toBe('custom');
    expect(typeAfterEdit(undefined, {})).toBe('custom');
  });
});
