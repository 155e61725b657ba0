/**
 * Switching a salinity unit keeps the water, not the digits: the target and current readings are re-expressed
 * in the new unit (SG convention, ATC) from the practical salinity compute found for them.
 */
import { roundReading } from '@/lib/calculators/salinity/reading';
import type { Draft } from '@/lib/calculators/state';
import { toNumberOrNaN } from '@/lib/number/input';
import { isOneOf } from '@/lib/one-of';
import {
  conductivityFromSp,
  seawaterDensity,
  SALINITY_UNITS,
  SG_CONVENTIONS,
  specificGravity,
  type ReadingOptions,
  type SalinityUnit,
  type SgConvention,
} from '@/lib/seawater';

/** A reading of SP at t °C in `unit`: ppt/PSU as is, SG of the convention, conductivity in situ or at 25 °C, g/cm³. */
export function readingFromSp(sp: number, unit: SalinityUnit, tC: number, opts: ReadingOptions = {}): number {
  switch (unit) {
    case 'ppt':
    case 'psu':
      return sp;
    case 'sg':
      return specificGravity(sp, opts.sgConvention ?? '25/25', tC);
    case 'conductivity':
      return conductivityFromSp(sp, opts.conductivityCompensated ? 25 : tC);
    case 'density':
      return seawaterDensity(sp, tC) / 1000;
  }
}

const asUnit = (v: unknown): SalinityUnit | undefined => (isOneOf(SALINITY_UNITS, v) ? v : undefined);
const asConvention = (v: unknown): SgConvention | undefined => (isOneOf(SG_CONVENTIONS, v) ? v : undefined);
const isFilled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number');

/**
 * `next` (the draft after a change of unit, SG convention or ATC) with its target and current readings rewritten
 * for the new settings, from the SPs of the previous result. A reading whose SP is unknown is left as typed.
 */
export function reexpressReadings(next: Draft, sps: { target: number | null; current: number | null } | null): Draft {
  const tC = toNumberOrNaN(next.temperatureC);
  if (!sps || typeof tC !== 'number' || !Number.isFinite(tC)) return next;
  const opts: ReadingOptions = {
    sgConvention: asConvention(next.sgConvention),
    conductivityCompensated: next.conductivityCompensated === true || next.conductivityCompensated === 'true',
  };
  const targetUnit = asUnit(next.targetUnit) ?? 'ppt';
  const currentUnit = asUnit(next.currentUnit) ?? targetUnit;
  const text = (sp: number, unit: SalinityUnit) => String(roundReading(readingFromSp(sp, unit, tC, opts), unit));
  const out: Draft = { ...next };
  if (sps.target !== null) out.targetSalinity = text(sps.target, targetUnit);
  if (sps.current !== null && isFilled(next.currentSalinity)) out.currentSalinity = text(sps.current, currentUnit);
  return out;
}
