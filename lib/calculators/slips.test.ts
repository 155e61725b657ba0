import { describe, expect, it } from 'vitest';
import { guessScaleSlip } from './slips';

describe('guessScaleSlip', () => {
  it.each<[number, { minimum?: number; maximum?: number }, number | null]>([
    [1023, { maximum: 1.04 }, 1.023], // SG typed without the point
    [10.26, { maximum: 1.04 }, 1.026],
    [1026.4, { maximum: 1.04 }, 1.0264],
    [0.035, { minimum: 5 }, 35], // salinity as a fraction
    [350, { maximum: 45 }, 35],
    [1.05, { maximum: 1.04 }, null], // 0.105 is no SG either: nothing obvious
    [30, { minimum: 0, maximum: 45 }, null], // in range: no slip
    [0, { minimum: 1 }, null],
    [Number.NaN, { maximum: 1 }, null],
  ])('%d (%o) → %s', (value, bounds, expected) => {
    expect(guessScaleSlip(value, bounds)).toBe(expected);
  });
});
