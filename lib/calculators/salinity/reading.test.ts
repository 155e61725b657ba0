import { describe, expect, it } from 'vitest';
import { compute } from './compute';
import { readingFromResult } from './reading';

describe('readingFromResult: the same water in another unit', () => {
  const r = compute({ temperatureC: 25, value: 35, unit: 'ppt' });

  it('gives a hydrometer convention as defined, or as read at tank temperature when the keeper says so', () => {
    expect(readingFromResult(r, 'sg', '15/4')).toBe(r.sg154);
    expect(readingFromResult(r, 'sg', '15/4', false, true)).toBe(r.sg154AtT);
    expect(readingFromResult(r, 'sg', '60F/60F', false, true)).toBe(r.sg60F60FAtT);
    // a refractometer's scale does not depend on where the sample was read
    expect(readingFromResult(r, 'sg', '25/25', false, true)).toBe(r.sg2525);
  });

  it('gives conductivity in situ or compensated, and SP for ppt', () => {
    expect(readingFromResult(r, 'conductivity', '25/25', true)).toBe(r.conductivity25MsCm);
    expect(readingFromResult(r, 'conductivity')).toBe(r.conductivityMsCm);
    expect(readingFromResult(r, 'ppt')).toBe(35);
  });
});
