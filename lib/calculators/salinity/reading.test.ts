import { describe, expect, it } from 'vitest';
import { compute } from './compute';
import { readingFromResult, roundReadingWithin } from './reading';
import { schema } from './schema';

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

describe('roundReadingWithin: a re-expressed reading stays inside the accepted range', () => {
  const accepted =
    (unit: 'sg' | 'ppt', sgConvention = '25/25' as const) =>
    (v: number) =>
      schema.safeParse({ temperatureC: 25, value: v, unit, sgConvention }).success;

  it('42 ppt as SG: the nearest 4-decimal reading is above 42 ppt, so it rounds down', () => {
    const sg = compute({ temperatureC: 25, value: 42, unit: 'ppt' }).sg2525!;
    const nearest = Number(sg.toFixed(4));
    expect(accepted('sg')(nearest)).toBe(false); // the case: rounding alone leaves the range
    const kept = roundReadingWithin(sg, 'sg', accepted('sg'));
    expect(accepted('sg')(kept)).toBe(true);
    expect(Math.abs(kept - sg)).toBeLessThan(1e-4);
  });

  it('inside the range it is the nearest reading', () => {
    const sg = compute({ temperatureC: 25, value: 35, unit: 'ppt' }).sg2525!;
    expect(roundReadingWithin(sg, 'sg', accepted('sg'))).toBe(Number(sg.toFixed(4)));
    expect(roundReadingWithin(34.996, 'ppt', accepted('ppt'))).toBe(35);
  });
});
