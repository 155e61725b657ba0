/**
 * The visitor's own salt figure from a measured batch (docs/presets.md: "offer a calibration from a measured batch").
 * A batch of V L of RODI at t °C with g grams of salt that measures SP has brand factor
 * k = g / (V·ρ_pw(t)/1000 · w(SP)) — the new-batch formula of docs/methods.md#saltmix solved for k — and so needs
 * k·36.339 g per litre of RODI for 35 ppt, the `gramsPerLiterAt35` of a custom salt.
 */
import * as z from 'zod/mini';
import { num } from '@/lib/calculators/schema-kit';
import { pureWaterDensity, saltPerKgWater } from '@/lib/seawater';
import { IDEAL_SALT_G_PER_L_AT_35 } from './presets';

/** Versioned localStorage key of the saved calibration (a change of format gets a new version). */
export const CALIBRATION_STORAGE_KEY = 'reefcalc:salt-calibration:v1';

/** Bounds of `gramsPerLiterAt35` in the salt-mix schema: a calibration outside them is rejected. */
export const CALIBRATED_G_PER_L_MIN = 20;
export const CALIBRATED_G_PER_L_MAX = 60;

/**
 * What the visitor measured. Salinity 10–42 ppt: below 10 a refractometer's ±0.5 ppt would swing the factor by 5 % or
 * more, and the formulas stop at 42 (docs/methods.md#salinity).
 */
export const calibrationBatchSchema = z.object({
  gramsUsed: num({ gt: 0, max: 1_000_000 }),
  rodiL: num({ gt: 0, max: 100_000 }),
  measuredPpt: num({ min: 10, max: 42 }),
  temperatureC: num({ min: 0, max: 40 }),
});
export type CalibrationBatch = z.output<typeof calibrationBatchSchema>;

export interface Calibration {
  /** grams of this salt per litre of RODI for 35 ppt (at the batch temperature's water density) */
  gramsPerLiterAt35: number;
  brandFactor: number;
}

/** k = g / (V·ρ_pw(t)/1000 · w(SP)); G35 = k·36.339 g/L. Null when not finite or outside 20–60 g/L. */
export function calibrateFromBatch(batch: CalibrationBatch): Calibration | null {
  const waterKg = (batch.rodiL * pureWaterDensity(batch.temperatureC)) / 1000;
  const brandFactor = batch.gramsUsed / (waterKg * saltPerKgWater(batch.measuredPpt));
  const gramsPerLiterAt35 = brandFactor * IDEAL_SALT_G_PER_L_AT_35;
  if (!Number.isFinite(gramsPerLiterAt35)) return null;
  if (gramsPerLiterAt35 < CALIBRATED_G_PER_L_MIN || gramsPerLiterAt35 > CALIBRATED_G_PER_L_MAX) return null;
  return { gramsPerLiterAt35, brandFactor };
}

const savedSchema = z.object({
  batch: z.object({
    gramsUsed: z.number(),
    rodiL: z.number(),
    measuredPpt: z.number(),
    temperatureC: z.number(),
  }),
  savedAt: z.iso.datetime(),
});

export interface SavedCalibration extends Calibration {
  batch: CalibrationBatch;
  savedAt: string;
}

/** The record to store for a batch (the figure is recomputed from the batch whenever it is read back); null if out of range. */
export function savedCalibration(batch: CalibrationBatch, savedAt: Date): SavedCalibration | null {
  const calibration = calibrateFromBatch(batch);
  return calibration ? { ...calibration, batch, savedAt: savedAt.toISOString() } : null;
}

/** Reads a stored calibration back; anything corrupt, out of range or of another shape gives null. */
export function readCalibration(raw: string | null): SavedCalibration | null {
  if (!raw) return null;
  try {
    const saved = savedSchema.safeParse(JSON.parse(raw));
    if (!saved.success) return null;
    const batch = calibrationBatchSchema.safeParse(saved.data.batch);
    if (!batch.success) return null;
    const calibration = calibrateFromBatch(batch.data);
    return calibration ? { ...calibration, batch: batch.data, savedAt: saved.data.savedAt } : null;
  } catch {
    return null;
  }
}
