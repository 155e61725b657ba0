import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateFromBatch, CALIBRATION_STORAGE_KEY, calibrationBatchSchema, readCalibration, savedCalibration } from './calibration';
import { compute } from './index';

const batch = { gramsUsed: 1000, rodiL: 25, measuredPpt: 33, temperatureC: 24 };

describe('salt calibration from a measured batch', () => {
  it('1000 g in 25 L of RODI at 24 °C measuring 33 ppt → 42.50 g/L for 35 ppt (by hand)', () => {
    // ρ_pw(24) = 997.298 kg/m³ → 24.932 kg water; w(33) = 34.2926 g/kg; k = 1000/(24.932·34.2926) = 1.16959; ×36.339
    const c = calibrateFromBatch(batch);
    expect(c?.brandFactor).toBeCloseTo(1.16959, 5);
    expect(c?.gramsPerLiterAt35).toBeCloseTo(42.502, 3);
  });

  it('an ideal salt gives back 36.339 g/L and factor 1; the Red Sea Coral Pro label batch gives 40.6 g/L', () => {
    const ideal = compute({ saltId: 'custom', volumeL: 100, temperatureC: 25, targetSalinity: 35 }).addSaltG as number;
    expect(calibrateFromBatch({ gramsUsed: ideal, rodiL: 100, measuredPpt: 35, temperatureC: 25 })?.brandFactor).toBeCloseTo(1, 12);
    expect(calibrateFromBatch({ gramsUsed: 4060, rodiL: 100, measuredPpt: 35, temperatureC: 25 })?.gramsPerLiterAt35).toBeCloseTo(40.6, 9);
  });

  it('the calibrated figure, used as a custom salt, reproduces the grams of the batch', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 10, max: 42, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0.9, max: 1.4, noNaN: true }),
        (rodiL, measuredPpt, temperatureC, k) => {
          const grams = compute({
            saltId: 'custom',
            gramsPerLiterAt35: 36.339 * k,
            volumeL: rodiL,
            temperatureC,
            targetSalinity: measuredPpt,
          }).addSaltG as number;
          const c = calibrateFromBatch({ gramsUsed: grams, rodiL, measuredPpt, temperatureC });
          expect(c).not.toBeNull();
          const again = compute({
            saltId: 'custom',
            gramsPerLiterAt35: c!.gramsPerLiterAt35,
            volumeL: rodiL,
            temperatureC,
            targetSalinity: measuredPpt,
          });
          expect(again.addSaltG as number).toBeCloseTo(grams, 6);
        },
      ),
    );
  });

  it.each([
    [{ ...batch, gramsUsed: 100 }], // 4.25 g/L: far below any salt mix
    [{ ...batch, gramsUsed: 5000 }], // 212 g/L
  ])('a figure outside 20–60 g/L is rejected: %j', (b) => {
    expect(calibrateFromBatch(b)).toBeNull();
  });

  it.each([
    [{ gramsUsed: '' }, 'gramsUsed', 'required'],
    [{ rodiL: 0 }, 'rodiL', 'tooSmall'],
    [{ measuredPpt: 5 }, 'measuredPpt', 'tooSmall'],
    [{ measuredPpt: 43 }, 'measuredPpt', 'tooLarge'],
    [{ temperatureC: 'warm' }, 'temperatureC', 'notNumber'],
  ])('the batch schema rejects %j at %s with %s', (patch, path, key) => {
    const parsed = calibrationBatchSchema.safeParse({ ...batch, ...patch });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, key]);
  });

  it('accepts full-width digits as typed by a Japanese IME', () => {
    expect(calibrationBatchSchema.parse({ ...batch, gramsUsed: '１０００' }).gramsUsed).toBe(1000);
  });
});

describe('saved calibration', () => {
  it('uses a versioned key', () => {
    expect(CALIBRATION_STORAGE_KEY).toBe('reefcalc:salt-calibration:v1');
  });

  it('round-trips and recomputes the figure from the batch', () => {
    const saved = readCalibration(JSON.stringify(savedCalibration(batch, new Date('2026-11-22T10:00:00Z'))));
    expect(saved?.batch).toEqual(batch);
    expect(saved?.savedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(saved?.gramsPerLiterAt35).toBeCloseTo(42.502, 3);
    expect(savedCalibration({ ...batch, gramsUsed: 1 }, new Date())).toBeNull();
  });

  it('recomputes a tampered figure from the batch', () => {
    const raw = JSON.stringify({ ...savedCalibration(batch, new Date('2026-11-22T10:00:00Z')), gramsPerLiterAt35: 59 });
    expect(readCalibration(raw)?.gramsPerLiterAt35).toBeCloseTo(42.502, 3);
  });

  it.each([
    [null],
    [''],
    ['{not json'],
    ['null'],
    ['[]'],
    [JSON.stringify({ batch, savedAt: 'yesterday' })],
    [JSON.stringify({ batch: { ...batch, rodiL: -1 }, savedAt: '2026-11-22T10:00:00.000Z' })],
    [JSON.stringify({ batch: { ...batch, gramsUsed: '1000' }, savedAt: '2026-11-22T10:00:00.000Z' })],
    [JSON.stringify({ batch: { ...batch, gramsUsed: 1 }, savedAt: '2026-11-22T10:00:00.000Z' })], // figure out of range
    [JSON.stringify({ gramsPerLiterAt35: 40 })],
  ])('ignores corrupt or foreign data: %s', (raw) => {
    expect(readCalibration(raw)).toBeNull();
  });
});
