import { describe, expect, it } from 'vitest';
import * as dilution from './dilution';
import * as dosing from './dosing';
import * as runningCost from './running-cost';
import * as volume from './volume';
import { toDraft } from './state';
import { parseSystemVolume, systemVolumeFromTotal, withSystemVolume } from './system-volume';

describe('system volume', () => {
  it.each([
    ['173.9', 173.9],
    ['173.892665296', 173.9],
    ['1000000', 1_000_000],
    [null, null],
    ['', null],
    ['0', null],
    ['-5', null],
    ['abc', null],
    ['Infinity', null],
    ['1000001', null],
  ])('reads %j as %s', (raw, litres) => {
    expect(parseSystemVolume(raw)).toBe(litres);
  });

  it('stores the total of the volume calculator in 0.1 L steps', () => {
    const r = volume.compute(volume.schema.parse(volume.defaults));
    expect(systemVolumeFromTotal(r.totalWaterL)).toBe(Math.round(r.totalWaterL! * 10) / 10);
    expect(systemVolumeFromTotal(null)).toBeNull();
    expect(systemVolumeFromTotal(0)).toBeNull();
  });

  it('starts a calculator whose defaults hold volumeL from the system volume', () => {
    const start = withSystemVolume(toDraft(dosing.defaults), 173.9, dosing.schema);
    expect(start).toEqual({ ...toDraft(dosing.defaults), volumeL: '173.9' });
  });

  it('also replaces a tankVolumeL inside a section', () => {
    const start = withSystemVolume(toDraft(runningCost.defaults), 250, runningCost.schema);
    expect((start.salt as Record<string, unknown>).tankVolumeL).toBe('250');
  });

  it('keeps the defaults when there is no system volume, no volume input, or the result would be invalid', () => {
    const d = toDraft(dilution.defaults);
    expect(withSystemVolume(d, null, dilution.schema)).toBe(d);
    expect(withSystemVolume(d, 500, dilution.schema).tankVolumeL).toBe('500');
    // dilution's default change of 40 L cannot come out of a 30 L tank: start from the defaults instead
    expect(withSystemVolume(d, 30, dilution.schema)).toBe(d);
    const v = toDraft(volume.defaults);
    expect(withSystemVolume(v, 100, volume.schema)).toEqual(v);
  });
});

describe('which calculators take the system volume', () => {
  it('leaves the salt-mix batch alone', async () => {
    const { usesSystemVolume } = await import('./system-volume');
    expect(usesSystemVolume('saltmix')).toBe(false);
    expect(usesSystemVolume('dosing')).toBe(true);
  });
});
