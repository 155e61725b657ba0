import type * as z from 'zod/mini';
import type { CalculatorScreen } from '../types';
import { changesToReach, compute, GOOD_MAX_PCT, levelSeries, type DilutionResult } from './compute';
import { defaults, schema, type DilutionInput } from './schema';

/** Changes drawn in the chart of repeated changes. */
export const CHART_CHANGES = 8;
/** The "several smaller changes" suggestion uses changes of this fraction. */
export const SMALL_CHANGE = 0.1;

/** Every figure the dilution screen shows: the contract's result, the level before, the repeated-changes series. */
export type DilutionScreenResult = DilutionResult & {
  levelBefore: number;
  /** the target the chart marks (required-volume mode), else null */
  target: number | null;
  /** the change as % of the tank: required or chosen */
  pct: number | null;
  /** the level after 0…CHART_CHANGES changes of that size (empty without a change) */
  series: number[];
  /** how many changes of SMALL_CHANGE reach the target, when the one change is above GOOD_MAX_PCT; else null */
  smallerChanges: number | null;
};

/** The contract's compute, and the series and the smaller-changes suggestion from the same input. */
export function computeScreen(input: DilutionInput): DilutionScreenResult {
  const r = compute(input);
  const { current, newWater } = input;
  const target = r.mode === 'requiredVolume' ? (input.target ?? null) : null;
  const pct = r.mode === 'requiredVolume' ? r.requiredPct : r.changePct;
  const series = pct !== null && pct > 0 ? levelSeries(current, newWater, pct / 100, CHART_CHANGES) : [];
  const smallerChanges =
    r.mode === 'requiredVolume' && r.achievable && pct !== null && pct > GOOD_MAX_PCT && target !== null
      ? changesToReach(current, newWater, target, SMALL_CHANGE)
      : null;
  return { ...r, levelBefore: current, target, pct, series, smallerChanges };
}

/** The optional inputs are listed in the defaults so that a shared link carries them (the kit restores only those keys). */
export const screen = {
  schema,
  compute: computeScreen,
  defaults: () => ({ ...defaults, alkalinityUnit: 'dkh', tankSalinity: '', newWaterSalinity: '' }) satisfies z.input<typeof schema>,
} satisfies CalculatorScreen<typeof schema, DilutionScreenResult>;
