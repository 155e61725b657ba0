import { finiteOr, isFiniteNumber } from '@/lib/calculators/finite';
import type { AlkalinityUnit } from '@/lib/units';
import { inParameterUnit, TEST_KIT_RESOLUTION, type DilutionParameter } from './presets';

export type DilutionStatus = 'good' | 'caution' | 'issue';

/** What compute reads; a missing mode is inferred (changeVolumeL present → resultingLevel), alkalinity in dKH. */
export interface DilutionComputeInput {
  mode?: 'requiredVolume' | 'resultingLevel';
  parameter?: DilutionParameter;
  alkalinityUnit?: AlkalinityUnit;
  tankVolumeL: number;
  current: number;
  target?: number;
  newWater: number;
  changeVolumeL?: number;
  tankSalinity?: number;
  newWaterSalinity?: number;
}

export interface RequiredVolumeResult {
  mode: 'requiredVolume';
  requiredVolumeL: number | null;
  requiredPct: number | null;
  achievable: boolean;
  levelAfter: number | null;
  status: DilutionStatus;
  warnings: string[];
}

export interface ResultingLevelResult {
  mode: 'resultingLevel';
  levelAfter: number | null;
  changePct: number | null;
  delta: number | null;
  status: DilutionStatus;
  warnings: string[];
}

export type DilutionResult = RequiredVolumeResult | ResultingLevelResult;

/** Status thresholds of docs/methods.md#decisions: good ≤ 25 %, caution ≤ 50 %, issue above (or not achievable). */
export const GOOD_MAX_PCT = 25;
export const CAUTION_MAX_PCT = 50;
/** Changes under 2 % have a negligible effect (docs/methods.md#dilution). */
export const NEGLIGIBLE_PCT = 2;
/** New water and tank differing by more than 1 PSU (≈ 0.0008 SG) stress livestock (docs/methods.md#dilution). */
export const SALINITY_DIFFERENCE_PSU = 1;
const EPS = 1e-12; // rounding slack on fractions
/** Slack for differences of typed decimals: 32.2 − 31.2 is 1.0000000000000036 in binary, which is not above 1. */
const TYPED_SLACK = 1e-9;

/** good ≤ 25 %, caution ≤ 50 %, issue above. */
export const statusForPct = (pct: number): DilutionStatus =>
  pct <= GOOD_MAX_PCT + EPS ? 'good' : pct <= CAUTION_MAX_PCT + EPS ? 'caution' : 'issue';

/** What the screen shows when a figure overflowed (finite.ts): the mode's shape with no figures, status `issue`. */
function noResult(r: DilutionResult): DilutionResult {
  const base = { levelAfter: null, status: 'issue' as const, warnings: [] };
  return r.mode === 'requiredVolume'
    ? { ...base, mode: 'requiredVolume', requiredVolumeL: null, requiredPct: null, achievable: false }
    : { ...base, mode: 'resultingLevel', changePct: null, delta: null };
}

/** C_after = C0 + (v/V)·(C_new − C0) or v = V·(C_target − C0)/(C_new − C0), by mode (docs/methods.md#dilution). */
export function compute(input: DilutionComputeInput): DilutionResult {
  const mode = input.mode ?? (input.changeVolumeL != null ? 'resultingLevel' : 'requiredVolume');
  const warnings = salinityWarnings(input);
  return finiteOr(mode === 'resultingLevel' ? resultingLevel(input, warnings) : requiredVolume(input, warnings), noResult);
}

/** v = V·(C_target − C0)/(C_new − C0); achievable iff 0 ≤ v/V ≤ 1. */
export function requiredVolume(i: DilutionComputeInput, warnings: string[] = []): RequiredVolumeResult {
  const fail = (reason: string): RequiredVolumeResult => ({
    mode: 'requiredVolume',
    requiredVolumeL: null,
    requiredPct: null,
    achievable: false,
    levelAfter: null,
    status: 'issue',
    warnings: [...warnings, 'notAchievable', reason],
  });
  const { tankVolumeL: v, current: c0, newWater: cn, target: ct } = i;
  if (!isFiniteNumber(v) || v <= 0 || !isFiniteNumber(c0) || !isFiniteNumber(cn) || !isFiniteNumber(ct)) return fail('invalidInput');
  if (ct === c0) {
    return {
      mode: 'requiredVolume',
      requiredVolumeL: 0,
      requiredPct: 0,
      achievable: true,
      levelAfter: c0,
      status: 'good',
      warnings: [...warnings, 'alreadyAtTarget'],
    };
  }
  if (cn === c0) return fail('newWaterEqualsCurrent');
  const raw = (ct - c0) / (cn - c0);
  if (raw < -EPS) return fail('targetWrongDirection');
  if (raw > 1 + EPS) return fail('targetBeyondNewWater');
  const fraction = Math.min(Math.max(raw, 0), 1);
  const requiredPct = fraction * 100;
  const levelAfter = c0 + fraction * (cn - c0);
  return {
    mode: 'requiredVolume',
    requiredVolumeL: fraction * v,
    requiredPct,
    achievable: true,
    levelAfter,
    status: statusForPct(requiredPct),
    warnings: [...warnings, ...changeWarnings(requiredPct, levelAfter - c0, i)],
  };
}

/** C_after = C0 + (v/V)·(C_new − C0); delta = C_after − C0. */
export function resultingLevel(i: DilutionComputeInput, warnings: string[] = []): ResultingLevelResult {
  const { tankVolumeL: v, current: c0, newWater: cn, changeVolumeL: w } = i;
  const empty = { mode: 'resultingLevel', levelAfter: null, changePct: null, delta: null, status: 'issue' } as const;
  if (!isFiniteNumber(v) || v <= 0 || !isFiniteNumber(c0) || !isFiniteNumber(cn) || !isFiniteNumber(w) || w < 0)
    return { ...empty, warnings: [...warnings, 'invalidInput'] };
  if (w > v) return { ...empty, warnings: [...warnings, 'changeExceedsTank'] };
  const fraction = w / v;
  const levelAfter = c0 + fraction * (cn - c0);
  const changePct = fraction * 100;
  const delta = levelAfter - c0;
  return {
    mode: 'resultingLevel',
    levelAfter,
    changePct,
    delta,
    status: statusForPct(changePct),
    warnings: [...warnings, ...changeWarnings(changePct, delta, i)],
  };
}

/** largeChange > 50 %, considerSmallerChanges > 25 %, negligibleEffect < 2 % or |Δ| below the test-kit resolution. */
function changeWarnings(pct: number, delta: number, i: DilutionComputeInput): string[] {
  const parameter = i.parameter ?? 'salinity';
  if (pct > CAUTION_MAX_PCT + EPS) return ['largeChange'];
  if (pct > GOOD_MAX_PCT + EPS) return ['considerSmallerChanges'];
  const resolution = inParameterUnit(TEST_KIT_RESOLUTION[parameter], parameter, i.alkalinityUnit);
  return pct < NEGLIGIBLE_PCT - EPS || Math.abs(delta) < resolution - TYPED_SLACK ? ['negligibleEffect'] : [];
}

/** |S_new − S_tank| > 1 PSU, from the salinity levels themselves or the optional salinity fields. */
function salinityWarnings(i: DilutionComputeInput): string[] {
  const pair = i.parameter === 'salinity' ? [i.current, i.newWater] : [i.tankSalinity, i.newWaterSalinity];
  const [tank, fresh] = pair;
  return isFiniteNumber(tank) && isFiniteNumber(fresh) && Math.abs(fresh - tank) > SALINITY_DIFFERENCE_PSU + TYPED_SLACK
    ? ['largeSalinityDifference']
    : [];
}

/** C_n = C_new + (C0 − C_new)·(1 − f)^n after n equal changes of fraction f (docs/methods.md#dilution). */
export const levelAfterChanges = (current: number, newWater: number, fraction: number, n: number) =>
  newWater + (current - newWater) * Math.pow(1 - fraction, n);

/** [C_0, C_1, …, C_n] after each of n equal changes of fraction f, for a chart; [] for f outside 0–1 or a bad n. */
export function levelSeries(current: number, newWater: number, fraction: number, n: number): number[] {
  if (!(fraction >= 0 && fraction <= 1) || !Number.isInteger(n) || n < 0 || n > 10_000) return [];
  return Array.from({ length: n + 1 }, (_, k) => levelAfterChanges(current, newWater, fraction, k));
}

/** n = ⌈ln((C_t − C_new)/(C0 − C_new))/ln(1 − f)⌉ equal changes to reach C_t; null when never reached. */
export function changesToReach(current: number, newWater: number, target: number, fraction: number): number | null {
  if (target === current) return 0;
  if (!(fraction > 0 && fraction <= 1) || current === newWater) return null;
  const ratio = (target - newWater) / (current - newWater); // share of the initial gap still allowed
  if (!(ratio < 1) || ratio < 0) return null; // target not between current and the new water
  if (fraction === 1) return 1;
  if (ratio === 0) return null; // partial changes only approach the new-water level
  return Math.max(1, Math.ceil(Math.log(ratio) / Math.log(1 - fraction) - 1e-9));
}

/** C = C_new + (C0 − C_new)·e^(−W/V) after W litres of continuous exchange (docs/methods.md#dilution). */
export const levelAfterContinuousExchange = (current: number, newWater: number, exchangedL: number, tankVolumeL: number) =>
  newWater + (current - newWater) * Math.exp(-exchangedL / tankVolumeL);
