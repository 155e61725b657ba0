/**
 * Reef targets shown beside the salinity results. Every row derives from the one salinity band, SP 34–36
 * (Holmes-Farley's natural seawater), at the entered temperature: density, SG in each convention shown and
 * conductivity at 25 °C (docs/methods.md#salinity, methods.md#decisions). The brief's "1.023–1.027" is not shown as such.
 */
import { conductivityFromSp, seawaterDensity, specificGravity, type SgConvention } from '@/lib/seawater';
import type { SalinityResult } from './compute';

export const REEF_SP_MIN = 34;
export const REEF_SP_MAX = 36;
export const REEF_SP_TARGET = 35;

export type TargetId = 'salinity' | 'sg254' | 'sg2525' | 'densityGcm3' | 'conductivity25';

export interface TargetRange {
  id: TargetId;
  min: number;
  max: number;
  target: number;
  /** the scale drawn around the range */
  scaleMin: number;
  scaleMax: number;
  /** decimals shown on the screen; classification compares values rounded to these */
  decimals: number;
}

const SG_ROW: Partial<Record<SgConvention, TargetId>> = { '25/4': 'sg254', '25/25': 'sg2525' };

/** The value of a result a row compares. */
export const TARGET_VALUE: Record<TargetId, (r: SalinityResult) => number | null> = {
  salinity: (r) => r.practicalSalinity,
  sg254: (r) => r.sg254,
  sg2525: (r) => r.sg2525,
  densityGcm3: (r) => r.densityGcm3,
  conductivity25: (r) => r.conductivity25MsCm,
};

/** One row from a property of SP: the band SP 34–36 mapped through it, the scale SP 30–40. */
function row(id: TargetId, of: (sp: number) => number, decimals: number): TargetRange {
  return { id, min: of(REEF_SP_MIN), max: of(REEF_SP_MAX), target: of(REEF_SP_TARGET), scaleMin: of(30), scaleMax: of(40), decimals };
}

/**
 * The rows at tank temperature tC: salinity, then SG in the locale's order (25/4 first on /ja), density in situ,
 * conductivity at 25 °C. 25/4 at 25 °C: 1.0226–1.0241; 25/25: 1.0256–1.0271 (docs/methods.md#salinity).
 */
export function reefTargets(tC: number, sgOrder: readonly SgConvention[] = ['25/25', '25/4']): TargetRange[] {
  const sgRows = sgOrder.flatMap((c) => {
    const id = SG_ROW[c];
    return id ? [row(id, (sp) => specificGravity(sp, c, tC), 4)] : [];
  });
  return [
    row('salinity', (sp) => sp, 1),
    ...sgRows,
    row('densityGcm3', (sp) => seawaterDensity(sp, tC) / 1000, 4),
    row('conductivity25', (sp) => conductivityFromSp(sp, 25), 1),
  ];
}

export type TargetPosition = 'below' | 'within' | 'above';

const rounded = (v: number, decimals: number) => Number(v.toFixed(decimals));

/** Below, within or above the band, comparing the value and the band as displayed (rounded to the row's decimals). */
export function classifyTarget(range: TargetRange, value: number): TargetPosition {
  const v = rounded(value, range.decimals);
  return v < rounded(range.min, range.decimals) ? 'below' : v > rounded(range.max, range.decimals) ? 'above' : 'within';
}

/** Where a value sits on the drawn scale, 0–100 %, clamped. */
export function scalePercent(range: TargetRange, value: number): number {
  const p = ((value - range.scaleMin) / (range.scaleMax - range.scaleMin)) * 100;
  return Math.min(100, Math.max(0, p));
}

/** The rows at 25 °C in the English order, for modules that need the band without a temperature (the log's salinity range). */
export const REEF_TARGETS: readonly TargetRange[] = reefTargets(25);
