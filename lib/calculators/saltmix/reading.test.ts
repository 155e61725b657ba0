import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALINITY_UNITS, SG_CONVENTIONS, spFromReading } from '@/lib/seawater';
import { readingFromSp, reexpressReadings } from './reading';

describe('readingFromSp', () => {
  it.each([
    ['ppt', {}, 35],
    ['sg', {}, 1.02637], // docs/methods.md#salinity: SP 35 → 1.02637 at 25/25
    ['sg', { sgConvention: '25/4' }, 1.02337], // the Japanese 25/4
    ['conductivity', {}, 53.07], // methods.md#salinity at 25 °C
    ['density', {}, 1.02334], // g/cm³
  ] as const)('SP 35 at 25 °C in %s %j → %d', (unit, opts, expected) => {
    expect(readingFromSp(35, unit, 25, opts)).toBeCloseTo(expected, unit === 'conductivity' ? 2 : 5);
  });

  it('is the inverse of spFromReading for every unit and convention', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 42, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.constantFrom(...SALINITY_UNITS),
        fc.constantFrom(...SG_CONVENTIONS),
        fc.boolean(),
        (sp, tC, unit, sgConvention, conductivityCompensated) => {
          const opts = { sgConvention, conductivityCompensated };
          expect(spFromReading(readingFromSp(sp, unit, tC, opts), unit, tC, opts) as number).toBeCloseTo(sp, 6);
        },
      ),
    );
  });
});

describe('reexpressReadings', () => {
  const draft = { temperatureC: '25', targetSalinity: '35', targetUnit: 'ppt', currentSalinity: '', sgConvention: '25/25' };

  it('rewrites the target in the new unit and convention, SG to 4 decimals as instruments read it', () => {
    expect(reexpressReadings({ ...draft, targetUnit: 'sg' }, { target: 35, current: null }).targetSalinity).toBe('1.0264'); // SG to 4 decimals
    expect(reexpressReadings({ ...draft, targetUnit: 'sg', sgConvention: '25/4' }, { target: 35, current: null }).targetSalinity).toBe(
      '1.0234',
    );
    expect(reexpressReadings({ ...draft, targetUnit: 'conductivity' }, { target: 35, current: null }).targetSalinity).toBe('53.07');
  });

  it('rewrites the current reading in its own unit, or the target unit when it has none', () => {
    const withCurrent = { ...draft, currentSalinity: '37', targetUnit: 'sg' };
    expect(reexpressReadings(withCurrent, { target: 35, current: 37 }).currentSalinity).toBe(
      String(Number(readingFromSp(37, 'sg', 25).toFixed(4))),
    );
    expect(reexpressReadings({ ...withCurrent, currentUnit: 'ppt' }, { target: 35, current: 37 }).currentSalinity).toBe('37');
  });

  it('leaves an empty current reading empty, and everything as typed without a valid result', () => {
    expect(reexpressReadings({ ...draft, targetUnit: 'sg' }, { target: 35, current: null }).currentSalinity).toBe('');
    expect(reexpressReadings({ ...draft, targetUnit: 'sg' }, null)).toEqual({ ...draft, targetUnit: 'sg' });
    expect(reexpressReadings({ ...draft, temperatureC: 'x', targetUnit: 'sg' }, { target: 35, current: null }).targetSalinity).toBe('35');
  });
});
