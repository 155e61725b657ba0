import { isHydrometerConvention, type SgConvention, type SalinityUnit } from '@/lib/seawater';
import type { SalinityResult } from './compute';

const SG_FIELD: Record<SgConvention, keyof SalinityResult> = {
  '25/25': 'sg2525',
  't/t': 'sgTT',
  '20/20': 'sg2020',
  '60F/60F': 'sg60F60F',
  '25/4': 'sg254',
  '15/4': 'sg154',
};
/** A hydrometer convention's reading taken at tank temperature. */
const HYDROMETER_AT_T_FIELD = { '60F/60F': 'sg60F60FAtT', '15/4': 'sg154AtT' } as const satisfies Record<string, keyof SalinityResult>;

/** The same water expressed as a reading in another unit (so switching units keeps the water, not the digits). */
export function readingFromResult(
  r: SalinityResult,
  unit: SalinityUnit,
  sgConvention: SgConvention = '25/25',
  conductivityCompensated = false,
  hydrometerAtTankTemperature = false,
): number | null {
  switch (unit) {
    case 'ppt':
    case 'psu':
      return r.practicalSalinity;
    case 'sg':
      if (hydrometerAtTankTemperature && isHydrometerConvention(sgConvention)) return r[HYDROMETER_AT_T_FIELD[sgConvention]];
      return r[SG_FIELD[sgConvention]] as number | null;
    case 'conductivity':
      return conductivityCompensated ? r.conductivity25MsCm : r.conductivityMsCm;
    case 'density':
      return r.densityGcm3;
  }
}

/**
 * Rounds a re-expressed reading as an instrument reads it (docs/methods.md, Precision): ppt and mS/cm to 2
 * decimals, SG and g/cm³ to 4 (one step of 0.0001 is about 0.13 ppt, so the water moves by at most 0.07 ppt).
 */
export function roundReading(value: number, unit: SalinityUnit): number {
  const digits = unit === 'sg' || unit === 'density' ? 4 : 2;
  return Number(value.toFixed(digits));
}

/**
 * `roundReading`, kept inside what the screen accepts: at the range's ends (42 ppt as SG) the nearest reading can be
 * just outside it, so the rounding goes toward the inside instead (down, then up) when `accepted` refuses the nearest.
 */
export function roundReadingWithin(value: number, unit: SalinityUnit, accepted: (reading: number) => boolean): number {
  const digits = unit === 'sg' || unit === 'density' ? 4 : 2;
  const f = 10 ** digits;
  const nearest = roundReading(value, unit);
  if (accepted(nearest)) return nearest;
  const down = Number((Math.floor(value * f) / f).toFixed(digits));
  if (accepted(down)) return down;
  const up = Number((Math.ceil(value * f) / f).toFixed(digits));
  return accepted(up) ? up : nearest;
}
