import { describe, expect, it } from 'vitest';
import { converterForms, convertForField } from './kit-reading';

describe('kit readings for a field', () => {
  it('/ja offers 比重 25/4 first for salinity and the Japanese kit forms first', () => {
    expect(converterForms('salinity', 'ja', 'ppt')[0]).toBe('sg254');
    expect(converterForms('salinity', 'en', 'ppt')[0]).toBe('sg2525');
    expect(converterForms('nitrate', 'ja', 'no3')).toEqual(['no3n']);
    expect(converterForms('phosphate', 'ja', 'po4')).toEqual(['po4p', 'pPpb', 'po4Ppb']);
    expect(converterForms('alkalinity', 'ja', 'dkh')).toEqual(['degree', 'meqL', 'ppmCaco3']);
    expect(converterForms('alkalinity', 'en', 'meqL')).toEqual(['dkh', 'degree', 'ppmCaco3']);
  });

  it.each([
    ['salinity', 1.023, 'sg254', 'ppt', 34.51], // 「比重1.023」 → 34.5 ppt
    ['salinity', 1.026, 'sg2525', 'ppt', 34.51],
    ['salinity', 1.026, 'sg154', 'ppt', 35],
    ['nitrate', 2, 'no3n', 'no3', 8.85], // 2 mg/L NO3-N × 4.4266
    ['phosphate', 0.03, 'po4p', 'po4', 0.092],
    ['phosphate', 30, 'pPpb', 'po4', 0.092],
    ['phosphate', 30, 'po4Ppb', 'po4', 0.03],
    ['alkalinity', 8, 'degree', 'dkh', 8],
    ['alkalinity', 8, 'degree', 'meqL', 2.853],
  ] as const)('%s %d %s → %d %s', (parameter, value, from, to, expected) => {
    expect(convertForField(parameter, value, from, to)).toBeCloseTo(expected, 2);
  });

  it('impossible readings give null, never NaN', () => {
    expect(convertForField('salinity', 1.2, 'sg254', 'ppt')).toBeNull();
    expect(convertForField('nitrate', -1, 'no3n', 'no3')).toBeNull();
    expect(convertForField('nitrate', Number.NaN, 'no3n', 'no3')).toBeNull();
  });
});
