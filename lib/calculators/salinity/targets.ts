/**
 * Reef targets shown beside the salinity results (Holmes-Farley parameter table; formulas.md §1.3).
 * The brief's "1.023–1.027" is an SG(25/25) range, not an in-situ density (formulas.md §1.3, §10).
 */
export interface TargetRange {
  id: 'salinity' | 'conductivity25' | 'sg2525';
  min: number;
  max: number;
  target: number;
  /** the scale drawn around the range */
  scaleMin: number;
  scaleMax: number;
  decimals: number;
}

export const REEF_TARGETS: readonly TargetRange[] = [
  { id: 'salinity', min: 34, max: 36, target: 35, scaleMin: 30, scaleMax: 40, decimals: 1 },
  { id: 'conductivity25', min: 48, max: 58, target: 53.07, scaleMin: 44, scaleMax: 62, decimals: 1 },
  { id: 'sg2525', min: 1.023, max: 1.027, target: 1.0264, scaleMin: 1.02, scaleMax: 1.03, decimals: 4 },
];

export type TargetPosition = 'below' | 'within' | 'above';

export function classifyTarget(range: TargetRange, value: number): TargetPosition {
  return value < range.min ? 'below' : value > range.max ? 'above' : 'within';
}

/** Where a value sits on the drawn scale, 0–100 %, clamped. */
export function scalePercent(range: TargetRange, value: number): number {
  const p = ((value - range.scaleMin) / (range.scaleMax - range.scaleMin)) * 100;
  return Math.min(100, Math.max(0, p));
}
