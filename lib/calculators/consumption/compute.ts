import { compute as dosingCompute } from '@/lib/calculators/dosing/compute';
import {
  type AdditiveForm,
  DAILY_CEILINGS,
  type DosingParameter,
  fromCanonical,
  getPreset,
  type PresetId,
  ALKALINITY_RANGE_DKH,
  REEF_RANGES,
  toCanonical,
} from '@/lib/calculators/dosing/presets';
import { TEST_KIT_RESOLUTION } from '@/lib/calculators/dilution/presets';
import { finiteOr, isFiniteNumber } from '@/lib/calculators/finite';
import { type AlkalinityUnit, convertAlkalinity } from '@/lib/units';
import type { ConsumptionInput } from './schema';

/**
 * The level balance of docs/methods.md#consumption over the interval between two tests:
 *   level₂ = level₁ + D − c·days − W
 * D = rise from the doses, W = f·(L_mid − N) removed by a water change; c = consumption per day.
 */

export interface ConsumptionResult {
  /** c = (level₁ + D − W − level₂)/days, units per day; positive = used up, negative = accumulating */
  consumptionPerDay: number | null;
  /** c·V/S, mL a day (liquid additive) to hold the level; null when c ≤ 0 or no additive */
  doseMlPerDay: number | null;
  /** c·V/S, g a day (dry additive) */
  doseGPerDay: number | null;
  /** (target − level₂)·V/S, mL (0 when the target is not above level₂) */
  correctionMl: number | null;
  /** the same in g for a dry additive */
  correctionG: number | null;
  /** (level₂ − floor)/c, days until the level falls below the reef range's lower end; null when not falling */
  daysToFloor: number | null;
  /** W, units removed by the water change (negative: the new water raised the level) */
  waterChangeEffect: number | null;
  /** extra: D, units raised by the doses between the tests */
  dosedRise: number | null;
  /** extra: what c would read if the water change were left out of the balance */
  consumptionIgnoringWaterChange: number | null;
  /** extra: ±, units per day, from the test-kit resolution at both tests (2·resolution/days) */
  uncertaintyPerDay: number | null;
  /** extra: `consuming` c > 0, `accumulating` c < 0, `steady` c = 0 */
  trend: 'consuming' | 'accumulating' | 'steady' | null;
  /** extra: the hold dose split into `dosesPerDay` portions (mL or g) */
  dosePerPortion: number | null;
  dosesPerDay: number;
  /** extra: liquid or dry, of the additive dosed from now on */
  form: AdditiveForm | null;
  /** extra: the correction spread by the daily ceiling (docs/methods.md#dosing): days, amount and rise a day */
  correctionDays: number | null;
  correctionPerDay: number | null;
  correctionRisePerDay: number | null;
  /** extra: the daily ceiling in the levels' unit, null for nitrate and phosphate */
  dailyCeiling: number | null;
  /** extra: the lower end of the reef range in the levels' unit */
  floorLevel: number | null;
  warnings: string[];
}

/** What the screen shows when a figure overflowed (finite.ts): no figures, the warning says why. */
const NO_RESULT: ConsumptionResult = {
  consumptionPerDay: null,
  doseMlPerDay: null,
  doseGPerDay: null,
  correctionMl: null,
  correctionG: null,
  daysToFloor: null,
  waterChangeEffect: null,
  dosedRise: null,
  consumptionIgnoringWaterChange: null,
  uncertaintyPerDay: null,
  trend: null,
  dosePerPortion: null,
  dosesPerDay: 1,
  form: null,
  correctionDays: null,
  correctionPerDay: null,
  correctionRisePerDay: null,
  dailyCeiling: null,
  floorLevel: null,
  warnings: [],
};

/** Fewer days than this between tests and test-kit error dominates (issue: "fewer than 2 days"). */
export const MIN_RELIABLE_DAYS = 2;

/**
 * Product policy (docs/methods.md gives no figure): the most a reef tank plausibly uses (or gains) a day, canonical units.
 * Alkalinity 3 dKH: heavy SPS tanks report 1–2 dKH a day. Calcium follows alkalinity at 7.15 ppm per dKH (methods.md#dosing), so
 * about 21 ppm → 25. Magnesium drops a few ppm a day at most → 10. Nitrate 5 and phosphate 0.1 mg/L a day.
 */
export const PLAUSIBLE_PER_DAY: Record<DosingParameter, number> = {
  alkalinity: convertAlkalinity(3, 'dkh', 'meqL'),
  calcium: 25,
  magnesium: 10,
  nitrate: 5,
  phosphate: 0.1,
};

/** Makers' own daily maximum of a product (docs/presets.md): Seachem Reef Builder "max 12 g/150 L a day". */
export const MAKER_DAILY_MAX: Partial<Record<PresetId, { perLitre: number; source: string }>> = {
  'seachem-reef-builder': { perLitre: 12 / 150, source: 'Seachem label: max 12 g/150 L a day' },
};

export type ConsumptionComputeInput = Partial<ConsumptionInput> &
  Pick<ConsumptionInput, 'parameter' | 'volumeL' | 'firstLevel' | 'secondLevel' | 'days'>;

export interface Strength {
  /** units raised per mL (g) per L, in the levels' unit */
  perUnitPerL: number;
  form: AdditiveForm;
}

/** A product's strength in the levels' unit: the preset's, or the custom figure; null (with a warning) otherwise. */
export function strengthOf(
  additiveId: string | undefined,
  parameter: DosingParameter,
  unit: AlkalinityUnit,
  custom: { strengthPerMlPerL?: number; customForm?: AdditiveForm },
  warnings: string[],
  mismatchKey = 'additiveParameterMismatch',
): Strength | null {
  if (additiveId === undefined || additiveId === 'none') return null;
  if (additiveId === 'custom') {
    if (isFiniteNumber(custom.strengthPerMlPerL) && custom.strengthPerMlPerL > 0) {
      return { perUnitPerL: custom.strengthPerMlPerL, form: custom.customForm ?? 'liquid' };
    }
    push(warnings, 'strengthMissing');
    return null;
  }
  const preset = getPreset(additiveId);
  if (preset?.parameter === parameter)
    return { perUnitPerL: fromCanonical(preset.strengthPerUnitPerL, parameter, unit), form: preset.form };
  push(warnings, preset ? mismatchKey : 'unknownAdditive');
  return null;
}

/** D = Σ doseᵢ·S/V (docs/methods.md#consumption): units raised by `amount` mL (g) of a product of strength S in V litres. */
export const riseFromDose = (amount: number, strength: Strength, volumeL: number) => (amount * strength.perUnitPerL) / volumeL;

/** W = f·(L − N): units removed by a change of fraction f (0–1) when the tank is at L and the new water at N. */
export const waterChangeRemoval = (fraction: number, levelAtChange: number, newWaterLevel: number) =>
  fraction * (levelAtChange - newWaterLevel);

/** c = (level₁ + D − W − level₂)/days. */
export const consumptionFromBalance = (b: {
  firstLevel: number;
  secondLevel: number;
  days: number;
  dosedRise: number;
  waterChangeEffect: number;
}) => (b.firstLevel + b.dosedRise - b.waterChangeEffect - b.secondLevel) / b.days;

function push(warnings: string[], key: string) {
  if (!warnings.includes(key)) warnings.push(key);
}

/** D from the input: `dosedRise` when given, else `dosedMl` of `dosedAdditiveId` (default `additiveId`), else 0. */
function dosedRiseOf(i: ConsumptionComputeInput, unit: AlkalinityUnit, warnings: string[]): number {
  if (isFiniteNumber(i.dosedRise)) return i.dosedRise;
  if (!isFiniteNumber(i.dosedMl) || i.dosedMl === 0) return 0;
  const id = i.dosedAdditiveId ?? i.additiveId;
  const s = strengthOf(id, i.parameter, unit, i, warnings, 'dosedAdditiveParameterMismatch');
  if (s === null) {
    if (id === undefined || id === 'none') push(warnings, 'dosedAdditiveMissing');
    return 0;
  }
  return riseFromDose(i.dosedMl, s, i.volumeL);
}

/** level₂ = level₁ + D − c·days − W (docs/methods.md#consumption); hold dose c·V/S, correction (target − level₂)·V/S, days to floor. */
export function compute(input: ConsumptionComputeInput): ConsumptionResult {
  const warnings: string[] = [];
  const unit: AlkalinityUnit = input.alkalinityUnit ?? 'dkh';
  const dosedRise = dosedRiseOf(input, unit, warnings);
  const f = (input.waterChangePct ?? 0) / 100;
  const mid = (input.firstLevel + input.secondLevel) / 2; // the change is taken at the midpoint (methods.md#consumption)
  const waterChangeEffect = f > 0 && isFiniteNumber(input.newWaterLevel) ? waterChangeRemoval(f, mid, input.newWaterLevel) : 0;
  return computeBalance(input, dosedRise, waterChangeEffect, warnings);
}

/** The same as `compute` with D and W already known (the reef log sums dated doses and changes: see interval.ts). */
export function computeBalance(
  input: ConsumptionComputeInput,
  dosedRise: number,
  waterChangeEffect: number,
  warnings: string[] = [],
): ConsumptionResult {
  const unit: AlkalinityUnit = input.alkalinityUnit ?? 'dkh';
  const { parameter, firstLevel, secondLevel, days, volumeL } = input;
  const c = consumptionFromBalance({ firstLevel, secondLevel, days, dosedRise, waterChangeEffect });
  const strength = strengthOf(input.additiveId, parameter, unit, input, warnings);
  const hold = c > 0 && strength ? (c * volumeL) / strength.perUnitPerL : null;
  const floorLevel = reefFloor(parameter, unit);
  const dosesPerDay = isFiniteNumber(input.dosesPerDay) && input.dosesPerDay >= 1 ? Math.round(input.dosesPerDay) : 1;
  const ceiling = DAILY_CEILINGS[parameter];
  checks(input, unit, c, hold, strength, warnings);
  return finiteOr(
    {
      consumptionPerDay: c,
      doseMlPerDay: strength?.form === 'liquid' ? hold : null,
      doseGPerDay: strength?.form === 'dry' ? hold : null,
      ...correction(input, unit, strength, warnings),
      daysToFloor: c > 0 ? Math.max(0, (secondLevel - floorLevel) / c) : null,
      waterChangeEffect,
      dosedRise,
      consumptionIgnoringWaterChange: waterChangeEffect === 0 ? c : (firstLevel + dosedRise - secondLevel) / days,
      uncertaintyPerDay: (2 * levelResolution(parameter, unit)) / days,
      trend: !isFiniteNumber(c) ? null : c > 0 ? 'consuming' : c < 0 ? 'accumulating' : 'steady',
      dosePerPortion: hold === null ? null : hold / dosesPerDay,
      dosesPerDay,
      form: strength?.form ?? null,
      dailyCeiling: ceiling ? fromCanonical(ceiling.perDay, parameter, unit) : null,
      floorLevel,
      warnings,
    },
    NO_RESULT,
  );
}

/** The lower end of the reef range in the levels' unit (docs/methods.md#consumption: days to floor); alkalinity's is exactly 7.0 dKH. */
export function reefFloor(parameter: DosingParameter, unit: AlkalinityUnit): number {
  return parameter === 'alkalinity'
    ? convertAlkalinity(ALKALINITY_RANGE_DKH.min, 'dkh', unit)
    : fromCanonical(REEF_RANGES[parameter].min, parameter, unit);
}

/** Smallest step a hobby test kit resolves, in the levels' unit (TEST_KIT_RESOLUTION holds alkalinity in dKH). */
export function levelResolution(parameter: DosingParameter, unit: AlkalinityUnit): number {
  const r = TEST_KIT_RESOLUTION[parameter];
  return parameter === 'alkalinity' ? convertAlkalinity(r, 'dkh', unit) : r;
}

/** The warnings of methods.md#consumption and the issue: short interval, implausible use, accumulating, rising without a source, ceilings. */
function checks(i: ConsumptionComputeInput, unit: AlkalinityUnit, c: number, hold: number | null, s: Strength | null, warnings: string[]) {
  const { parameter } = i;
  const nutrient = parameter === 'nitrate' || parameter === 'phosphate';
  if (i.days < MIN_RELIABLE_DAYS) push(warnings, 'shortInterval');
  if (Math.abs(toCanonical(c, parameter, unit)) > PLAUSIBLE_PER_DAY[parameter]) push(warnings, 'implausibleConsumption');
  if (c < 0) push(warnings, nutrient ? 'accumulating' : 'risingWithoutSource');
  if (c <= 0 && !nutrient) push(warnings, 'noHoldDose');
  if (c > 0 && i.secondLevel < reefFloor(parameter, unit)) push(warnings, 'belowReefRange');
  const ceiling = DAILY_CEILINGS[parameter];
  if (c > 0 && ceiling && toCanonical(c, parameter, unit) > ceiling.perDay) push(warnings, 'holdAboveDailyCeiling');
  const makerMax = i.additiveId ? MAKER_DAILY_MAX[i.additiveId as PresetId] : undefined;
  if (hold !== null && s && makerMax && hold > makerMax.perLitre * i.volumeL) push(warnings, 'holdAboveMakerMax');
}

/** The one-off correction from level₂ to the target, split by the daily ceiling exactly as the dosing screen does. */
function correction(i: ConsumptionComputeInput, unit: AlkalinityUnit, s: Strength | null, warnings: string[]) {
  const none = { correctionMl: null, correctionG: null, correctionDays: null, correctionPerDay: null, correctionRisePerDay: null };
  if (!isFiniteNumber(i.targetLevel) || !s || i.additiveId === undefined) return none;
  const d = dosingCompute({
    parameter: i.parameter,
    alkalinityUnit: unit,
    volumeL: i.volumeL,
    current: i.secondLevel,
    target: i.targetLevel,
    additiveId: i.additiveId,
    strengthPerMlPerL: i.strengthPerMlPerL,
    customForm: i.customForm,
  });
  for (const w of d.warnings) if (w === 'riseAboveDailyCeiling' || w === 'targetAboveReefRange') push(warnings, w);
  if (d.needsDose === false) push(warnings, 'noCorrectionNeeded');
  return {
    correctionMl: d.doseMl,
    correctionG: d.doseG,
    correctionDays: d.days,
    correctionPerDay: d.perDayDose,
    correctionRisePerDay: d.perDayRise,
  };
}

export interface ProjectedDay {
  day: number;
  /** level₂ − c·day, never below 0 */
  withoutDose: number;
  /** with the hold dose (and the correction, spread by the daily ceiling, up to the target); null without a hold dose */
  withDose: number | null;
}

/** The next `days` days from the second test: the level without dosing, and with the hold dose plus the correction. */
export function projectLevels(r: ConsumptionResult, secondLevel: number, targetLevel?: number, days = 14): ProjectedDay[] {
  const c = r.consumptionPerDay;
  if (c === null || !isFiniteNumber(secondLevel)) return [];
  const holds = r.doseMlPerDay !== null || r.doseGPerDay !== null;
  const gap = isFiniteNumber(targetLevel) && targetLevel > secondLevel && r.correctionRisePerDay !== null ? targetLevel - secondLevel : 0;
  const step = gap > 0 ? (r.correctionRisePerDay ?? 0) : 0;
  return Array.from({ length: days + 1 }, (_, day) => ({
    day,
    withoutDose: Math.max(0, secondLevel - c * day),
    withDose: holds ? secondLevel + Math.min(day * step, gap) : null,
  }));
}
