import { describe, expect, it } from 'vitest';
import { convertAlkalinity, convertKitReading, NO3_PER_NO3N, PO4_PER_PO4P } from './units';

describe('test-kit forms (docs/japan.md#test-kits)', () => {
  it('factors from IUPAC atomic weights: NO3/N 4.4266, PO4/P 3.0661', () => {
    expect(NO3_PER_NO3N).toBeCloseTo(62.004 / 14.007, 12);
    expect(NO3_PER_NO3N).toBeCloseTo(4.43, 2); // docs/japan.md#test-kits: 1 mg/L NO3-N = 4.43 mg/L NO3
    expect(PO4_PER_PO4P).toBeCloseTo(94.97 / 30.974, 12);
    expect(PO4_PER_PO4P).toBeCloseTo(3.066, 3); // Hanna Japan: PO4-P × 3.066
  });

  it.each([
    ['nitrate', 1, 'no3n', 'no3', 4.4266],
    ['nitrate', 10, 'no3', 'no3n', 2.2591],
    ['phosphate', 0.1, 'po4p', 'po4', 0.30661],
    ['phosphate', 77, 'pPpb', 'po4', 0.23609], // docs/japan.md#test-kits: HI736 77 ppb P → 0.236 ppm PO4
    ['phosphate', 0.236, 'po4', 'pPpb', 76.97],
    ['phosphate', 30, 'po4Ppb', 'po4', 0.03],
    ['phosphate', 77, 'pPpb', 'po4Ppb', 236.0912],
    ['alkalinity', 8, 'degree', 'dkh', 8], // 「KH 8度」 = 8 dKH
    ['alkalinity', 8, 'degree', 'meqL', 2.8532],
  ] as const)('%s: %d %s → %d %s', (parameter, value, from, to, expected) => {
    expect(convertKitReading(parameter, value, from, to)).toBeCloseTo(expected, 3);
  });

  it('alkalinity agrees with convertAlkalinity (exact factors)', () => {
    expect(convertKitReading('alkalinity', 150, 'ppmCaco3', 'dkh')).toBeCloseTo(convertAlkalinity(150, 'ppmCaco3', 'dkh'), 12);
    expect(convertKitReading('alkalinity', 3, 'meqL', 'ppmCaco3')).toBeCloseTo(convertAlkalinity(3, 'meqL', 'ppmCaco3'), 12);
  });

  it('unknown forms and non-numbers give null', () => {
    expect(convertKitReading('nitrate', 1, 'no2', 'no3')).toBeNull();
    expect(convertKitReading('nitrate', Number.NaN, 'no3n', 'no3')).toBeNull();
  });
});
