import { type AdditiveForm, type DosingParameter, getPreset } from '@/lib/calculators/dosing/presets';
import type { AlkalinityUnit } from '@/lib/units';
import {
  computeBalance,
  type ConsumptionComputeInput,
  type ConsumptionResult,
  riseFromDose,
  strengthOf,
  waterChangeRemoval,
} from './compute';

/**
 * The reef log's entry point: two dated tests plus the doses and water changes logged between them → the methods.md#consumption
 * balance. Every level is in the parameter's unit (`alkalinityUnit` for alkalinity, mg/L otherwise).
 *
 * - A dose counts when `first.at ≤ at < second.at` (a dose logged at the first test's time came after that test;
 *   one logged at the second test's time came after it). Doses of another parameter are ignored.
 * - A water change counts on the same rule; it removes W = f·(L(at) − N), where L(at) is the level at its date by
 *   linear interpolation between the two tests (docs/methods.md#consumption) and f = pct/100 or changeL/volumeL.
 */

/** A date as the log stores it: ISO 8601 text, epoch milliseconds or a Date. */
export type LogTime = string | number | Date;

export interface IntervalTest {
  at: LogTime;
  level: number;
}

export interface IntervalDose {
  at: LogTime;
  /** a dosing preset id, or 'custom' with `strengthPerMlPerL` and `parameter` */
  additiveId: string;
  /** mL (liquid) or g (dry) */
  amount: number;
  /** custom product: units raised per mL (g) per L in the levels' unit */
  strengthPerMlPerL?: number;
  customForm?: AdditiveForm;
  /** custom product: the parameter it raises (a preset knows its own) */
  parameter?: DosingParameter;
  /** the rise itself when the keeper knows it; wins over amount × strength */
  rise?: number;
}

export interface IntervalWaterChange {
  at: LogTime;
  /** percent of the system volume, or `changeL` litres */
  pct?: number;
  changeL?: number;
  /** the new water's level of this parameter */
  newWaterLevel: number;
}

export interface IntervalInput extends Pick<
  ConsumptionComputeInput,
  'targetLevel' | 'additiveId' | 'strengthPerMlPerL' | 'customForm' | 'dosesPerDay'
> {
  parameter: DosingParameter;
  alkalinityUnit?: AlkalinityUnit;
  volumeL: number;
  first: IntervalTest;
  second: IntervalTest;
  doses?: readonly IntervalDose[];
  waterChanges?: readonly IntervalWaterChange[];
}

export type IntervalResult = ConsumptionResult & {
  /** days between the tests */
  days: number;
  /** how many doses and water changes entered the balance */
  dosesCounted: number;
  waterChangesCounted: number;
};

const DAY_MS = 86_400_000;
const time = (t: LogTime) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));
const ok = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The consumption between two logged tests: returns null when the pair cannot make a balance (a date that does not
 * parse, the second test not after the first, a level or volume that is not a positive number).
 */
export function consumptionBetween(i: IntervalInput): IntervalResult | null {
  const t1 = time(i.first.at);
  const t2 = time(i.second.at);
  if (!ok(t1) || !ok(t2) || t2 <= t1 || !ok(i.volumeL) || i.volumeL <= 0) return null;
  if (!ok(i.first.level) || !ok(i.second.level) || i.first.level < 0 || i.second.level < 0) return null;
  const unit = i.alkalinityUnit ?? 'dkh';
  const inside = (at: LogTime) => {
    const t = time(at);
    return ok(t) && t >= t1 && t < t2;
  };
  const warnings: string[] = [];
  let dosedRise = 0;
  let dosesCounted = 0;
  for (const d of i.doses ?? []) {
    if (!inside(d.at)) continue;
    const rise = doseRise(d, i.parameter, unit, i.volumeL, warnings);
    if (rise === null) continue;
    dosedRise += rise;
    dosesCounted += 1;
  }
  const levelAt = (t: number) => i.first.level + ((i.second.level - i.first.level) * (t - t1)) / (t2 - t1);
  let waterChangeEffect = 0;
  let waterChangesCounted = 0;
  for (const w of i.waterChanges ?? []) {
    const f = ok(w.pct) ? w.pct / 100 : ok(w.changeL) ? w.changeL / i.volumeL : Number.NaN;
    if (!inside(w.at) || !ok(f) || f < 0 || f > 1 || !ok(w.newWaterLevel)) continue;
    waterChangeEffect += waterChangeRemoval(f, levelAt(time(w.at)), w.newWaterLevel);
    waterChangesCounted += 1;
  }
  const days = (t2 - t1) / DAY_MS;
  const input: ConsumptionComputeInput = {
    ...i,
    alkalinityUnit: unit,
    firstLevel: i.first.level,
    secondLevel: i.second.level,
    days,
  };
  return { ...computeBalance(input, dosedRise, waterChangeEffect, warnings), days, dosesCounted, waterChangesCounted };
}

/** One dose's rise of `parameter`, or null when it raises another parameter (a custom dose must name its own). */
function doseRise(d: IntervalDose, parameter: DosingParameter, unit: AlkalinityUnit, volumeL: number, warnings: string[]): number | null {
  const raises = d.additiveId === 'custom' ? d.parameter : getPreset(d.additiveId)?.parameter;
  if (raises !== parameter) return null;
  if (ok(d.rise)) return d.rise >= 0 ? d.rise : null;
  if (!ok(d.amount) || d.amount < 0) return null;
  const s = strengthOf(d.additiveId, parameter, unit, d, warnings);
  return s === null ? null : riseFromDose(d.amount, s, volumeL);
}
