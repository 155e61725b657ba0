import { finiteOr, isFiniteNumber } from '@/lib/calculators/finite';
import type { AlkalinityUnit } from '@/lib/units';
import { type AdditiveForm, type DosingParameter, DAILY_CEILINGS, fromCanonical, getPreset, REEF_RANGES, toCanonical } from './presets';
import type { DosingInput } from './schema';

/** Month = 365/12 days, year = 365 days (docs/methods.md#conventions, methods.md#decisions). */
const DAYS_PER_MONTH = 365 / 12;
const DAYS_PER_YEAR = 365;
/** Tolerance when counting days, so 2.8/1.4 is 2 days and not 3 through rounding. */
const EPS = 1e-9;

export interface DosingResult {
  /** target − current, in the unit of current/target */
  delta: number | null;
  needsDose: boolean | null;
  /** total dose in mL (liquid); null for a dry product */
  doseMl: number | null;
  /** total dose in g (dry compound); null for a liquid */
  doseG: number | null;
  costPerDay: number | null;
  costPerMonth: number | null;
  costPerYear: number | null;
  daysPerPackage: number | null;
  /** extra: form of the additive used */
  form: AdditiveForm | null;
  /** extra: strength applied, units per mL (g) per L in the unit of current/target */
  strengthPerUnitPerL: number | null;
  /** extra: daily ceiling in the unit of current/target, null when the parameter has none */
  dailyCeiling: number | null;
  /** extra: number of days to spread the dose over so no day exceeds the ceiling */
  days: number | null;
  /** extra: dose per day (mL or g, as the total) */
  perDayDose: number | null;
  /** extra: rise per day in the unit of current/target */
  perDayRise: number | null;
  warnings: string[];
}

/** What the screen shows when a figure overflowed (finite.ts): no figures, the warning says why. */
const NO_RESULT: DosingResult = {
  delta: null,
  needsDose: null,
  doseMl: null,
  doseG: null,
  costPerDay: null,
  costPerMonth: null,
  costPerYear: null,
  daysPerPackage: null,
  form: null,
  strengthPerUnitPerL: null,
  dailyCeiling: null,
  days: null,
  perDayDose: null,
  perDayRise: null,
  warnings: [],
};

type Input = Partial<DosingInput> & Pick<DosingInput, 'parameter' | 'current' | 'target' | 'volumeL' | 'additiveId'>;

/** dose = max(Δ, 0)·V/S with Δ and S in canonical units (docs/methods.md#dosing); cost/day = daily·price/package. */
export function compute(input: Input): DosingResult {
  const warnings: string[] = [];
  const unit: AlkalinityUnit = input.alkalinityUnit ?? 'dkh';
  const delta = levelsValid(input) ? input.target - input.current : null;
  if (delta === null) warnings.push('invalidLevels');
  else if (delta <= 0) warnings.push('noDoseNeeded');
  const strength = resolveStrength(input, unit, warnings);
  const volumeOk = isFiniteNumber(input.volumeL) && input.volumeL > 0;
  if (!volumeOk) warnings.push('invalidVolume');
  const deltaCanon = delta === null ? null : toCanonical(Math.max(delta, 0), input.parameter, unit);
  const dose = deltaCanon !== null && strength && volumeOk ? (deltaCanon * input.volumeL) / strength.canonical : null;
  const split = daySplit(input.parameter, unit, deltaCanon, dose, warnings);
  if (delta !== null && delta > 0) targetRangeCheck(input.parameter, toCanonical(input.target, input.parameter, unit), warnings);
  return finiteOr(
    {
      delta,
      needsDose: delta === null ? null : delta > 0,
      doseMl: strength?.form === 'liquid' ? dose : null,
      doseG: strength?.form === 'dry' ? dose : null,
      ...costBlock(input, warnings),
      form: strength?.form ?? null,
      strengthPerUnitPerL: strength ? fromCanonical(strength.canonical, input.parameter, unit) : null,
      ...split,
      warnings,
    },
    NO_RESULT,
  );
}

function levelsValid(i: Input): boolean {
  return isFiniteNumber(i.current) && isFiniteNumber(i.target) && i.current >= 0 && i.target >= 0;
}

/** The strength in canonical units and the form, from the preset or the visitor's custom figure. */
function resolveStrength(i: Input, unit: AlkalinityUnit, warnings: string[]): { canonical: number; form: AdditiveForm } | null {
  if (i.additiveId === 'custom') {
    const s = i.strengthPerMlPerL;
    if (isFiniteNumber(s) && s > 0) return { canonical: toCanonical(s, i.parameter, unit), form: i.customForm ?? 'liquid' };
    warnings.push('strengthMissing');
    return null;
  }
  const preset = getPreset(i.additiveId);
  if (preset?.parameter === i.parameter) return { canonical: preset.strengthPerUnitPerL, form: preset.form };
  warnings.push(preset ? 'additiveParameterMismatch' : 'unknownAdditive');
  return null;
}

/** days = ⌈Δ/ceiling⌉ (docs/presets.md daily ceilings); per-day dose and rise are the total split evenly. */
function daySplit(parameter: DosingParameter, unit: AlkalinityUnit, deltaCanon: number | null, dose: number | null, warnings: string[]) {
  const ceiling = DAILY_CEILINGS[parameter]?.perDay;
  const dailyCeiling = ceiling === undefined ? null : fromCanonical(ceiling, parameter, unit);
  if (deltaCanon === null || deltaCanon <= 0 || dose === null) {
    return { dailyCeiling, days: null, perDayDose: null, perDayRise: null };
  }
  const days = ceiling === undefined ? 1 : Math.max(1, Math.ceil(deltaCanon / ceiling - EPS));
  if (days > 1) warnings.push('riseAboveDailyCeiling');
  return { dailyCeiling, days, perDayDose: dose / days, perDayRise: fromCanonical(deltaCanon / days, parameter, unit) };
}

function targetRangeCheck(parameter: DosingParameter, targetCanon: number, warnings: string[]) {
  // nitrate and phosphate: many keepers run above the RHF table on purpose, so only the major elements warn
  if (parameter === 'nitrate' || parameter === 'phosphate') return;
  const range = REEF_RANGES[parameter] as (typeof REEF_RANGES)[DosingParameter] | undefined;
  if (range && targetCanon > range.max) warnings.push('targetAboveReefRange');
}

/** cost/day = dailyMl·price/packageMl; month = day·365/12; year = day·365; days per package = package/daily. */
function costBlock(i: Input, warnings: string[]) {
  const { dailyMl, price, packageMl } = i;
  const given = [dailyMl, price, packageMl].filter((x) => x != null).length;
  if (!isFiniteNumber(dailyMl) || !isFiniteNumber(price) || !isFiniteNumber(packageMl) || packageMl <= 0 || dailyMl < 0 || price < 0) {
    if (given > 0) warnings.push('costIncomplete');
    return { costPerDay: null, costPerMonth: null, costPerYear: null, daysPerPackage: null };
  }
  const perDay = (dailyMl * price) / packageMl;
  return {
    costPerDay: perDay,
    costPerMonth: perDay * DAYS_PER_MONTH,
    costPerYear: perDay * DAYS_PER_YEAR,
    daysPerPackage: dailyMl > 0 ? packageMl / dailyMl : null,
  };
}
