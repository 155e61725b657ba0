import {
  computeBalance,
  consumptionBetween,
  type IntervalDose,
  type IntervalResult,
  type IntervalWaterChange,
} from '@/lib/calculators/consumption';
import { presetsFor } from '@/lib/calculators/dosing/form';
import { ADDITIVE_IDS, type AdditiveId } from '@/lib/calculators/dosing/presets';
import type { AlkalinityUnit } from '@/lib/units';
import type { DoseValues, LogEntry, LogTank, WaterChangeValues } from './model';
import { toShown } from './params';
import { seriesOf, type SeriesPoint } from './series';
import { fitConsumption, type ConsumptionFit } from './fit';
import { canonicalValue } from './importers/readings';
import { kitById, kitTolerance } from './kits';
import { sourceOf } from './source';

export { inRange, markersOf, RANGES, seriesOf, type Marker, type SeriesPoint, type TrendRange } from './series';

/**
 * What to dose now: for the latest pair of tests of alkalinity, calcium and magnesium the consumption planner's
 * balance (lib/calculators/consumption), with nitrate and phosphate as a net trend. Levels go to the planner in the unit the keeper sees (alkalinity in their unit).
 */

export const DOSED_PARAMETERS = ['alkalinity', 'calcium', 'magnesium'] as const;
export const NUTRIENT_PARAMETERS = ['nitrate', 'phosphate'] as const;
export type AnalysedParameter = (typeof DOSED_PARAMETERS)[number] | (typeof NUTRIENT_PARAMETERS)[number];

const isAdditiveId = (id: string | null | undefined): id is AdditiveId =>
  (ADDITIVE_IDS as readonly (string | null | undefined)[]).includes(id);

/**
 * The additive the keeper doses for `parameter`: the tank's choice, else the last dose's, else the first preset. Stored
 * ids were checked against the presets when written (lib/log/schema.ts); one the presets no longer hold is skipped.
 */
function additiveFor(
  tank: LogTank,
  entries: readonly LogEntry[],
  parameter: (typeof DOSED_PARAMETERS)[number],
): { additiveId: AdditiveId; strength: number | undefined; form?: 'dry' | 'liquid' } {
  const chosen = tank.additives?.[parameter];
  if (isAdditiveId(chosen)) return { additiveId: chosen, strength: undefined };
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (e.kind !== 'dose' || e.deletedAt) continue;
    const d = e.values as DoseValues;
    if (d.parameter !== parameter) continue;
    if (isAdditiveId(d.additiveId)) return { additiveId: d.additiveId, strength: undefined };
    if (typeof d.strengthPerUnitPerL === 'number')
      return { additiveId: 'custom', strength: d.strengthPerUnitPerL, form: d.amountUnit === 'g' ? 'dry' : 'liquid' };
  }
  return { additiveId: presetsFor(parameter)[0].id, strength: undefined };
}

export interface Advice {
  parameter: AnalysedParameter;
  first: SeriesPoint;
  second: SeriesPoint;
  result: IntervalResult;
  additiveId: string;
  targetLevel: number | null;
  /** the dosing screen's query (prefilled with this pair), or null when there is nothing to dose */
  dosingQuery: Record<string, string> | null;
  /** more than two tests in the period: the fit the result was worked out from */
  fit: FitAdvice | null;
  /**
   * Why no correction is offered although one would be worked out: the latest test lies far off the fitted line
   * (`latestOutlier`), a dose of the parameter was logged after it (`dosedSince`), or the consumption itself is not
   * to be trusted (`uncertain`: tests under 2 days apart or a use no reef tank has; the hold dose is withheld too).
   */
  withheld: 'latestOutlier' | 'dosedSince' | 'uncertain' | null;
  /** the latest test is above the target range: no daily dose until it falls back into it */
  aboveRange: boolean;
}

/** Warnings after which neither the hold dose nor the correction is offered: the consumption is not to be trusted. */
const UNTRUSTED = ['shortInterval', 'implausibleConsumption'];
/** The planner's warnings that put the consumption in doubt, for the advice's "check the tests" (the others are answered by the lines shown). */
export const DOUBTFUL_WARNINGS = [...UNTRUSTED, 'risingWithoutSource', 'holdAboveDailyCeiling', 'holdAboveMakerMax'];

/** One test per time: two readings of the same minute (a tester and a hand test) count as the later entry. */
const oneTestPerTime = (series: SeriesPoint[]) => series.filter((p, i) => i === series.length - 1 || series[i + 1].t !== p.t);

const num = (x: number) => String(Number(x.toPrecision(6)));

/** The doses and water changes of the log, as the planner reads them (levels in the shown unit). */
function intervalEvents(entries: readonly LogEntry[], parameter: AnalysedParameter, alkUnit: AlkalinityUnit) {
  const doses: IntervalDose[] = [];
  const waterChanges: IntervalWaterChange[] = [];
  for (const e of entries) {
    if (e.deletedAt) continue;
    if (e.kind === 'dose') {
      const d = e.values as DoseValues;
      const custom = d.additiveId === null && typeof d.strengthPerUnitPerL === 'number';
      doses.push({
        at: e.at,
        additiveId: d.additiveId ?? 'custom',
        amount: d.amount,
        ...(custom
          ? {
              strengthPerMlPerL: toShown(d.parameter, d.strengthPerUnitPerL!, alkUnit),
              customForm: d.amountUnit === 'g' ? 'dry' : 'liquid',
              parameter: d.parameter,
            }
          : {}),
      });
    } else if (e.kind === 'water_change') {
      const w = e.values as WaterChangeValues;
      const n = w.newWater[parameter];
      if (typeof n === 'number') waterChanges.push({ at: e.at, changeL: w.volumeL, newWaterLevel: toShown(parameter, n, alkUnit) });
    }
  }
  return { doses, waterChanges };
}

/** Days of tests the fit takes, back from the latest (an automated tester's readings of a month). */
export const FIT_PERIOD_DAYS = 30;

export interface FitAdvice {
  fit: ConsumptionFit;
  /** the tests fitted, oldest first */
  points: SeriesPoint[];
  days: number;
}

/**
 * The consumption fitted to every test of `parameter` in the FIT_PERIOD_DAYS before the latest (lib/log/fit.ts), each
 * interval's doses and water changes taken from the planner's balance; null with fewer than three tests.
 */
export function fitFor(
  entries: readonly LogEntry[],
  volumeL: number,
  parameter: AnalysedParameter,
  alkUnit: AlkalinityUnit,
): FitAdvice | null {
  const series = seriesOf(entries, parameter, alkUnit);
  if (series.length < 3) return null;
  const from = series.at(-1)!.t - FIT_PERIOD_DAYS * 86_400_000;
  const points = oneTestPerTime(series).filter((p) => p.t >= from);
  if (points.length < 3) return null;
  const { doses, waterChanges } = intervalEvents(entries, parameter, alkUnit);
  const steps = [];
  for (let i = 1; i < points.length; i++) {
    const r = consumptionBetween({
      parameter,
      alkalinityUnit: alkUnit,
      volumeL,
      first: { at: points[i - 1].t, level: points[i - 1].value },
      second: { at: points[i].t, level: points[i].value },
      doses,
      waterChanges,
    });
    if (!r) return null;
    steps.push({ dosedRise: r.dosedRise ?? 0, waterChangeEffect: r.waterChangeEffect ?? 0 });
  }
  const fit = fitConsumption(
    points.map((p) => ({ id: p.entryId, t: p.t, level: p.value })),
    steps,
  );
  return fit ? { fit, points, days: (points.at(-1)!.t - points[0].t) / 86_400_000 } : null;
}

/** The planner's balance over the latest pair of tests of `parameter`, or null with fewer than two tests. */
export function adviceFor(
  tank: LogTank,
  entries: readonly LogEntry[],
  parameter: AnalysedParameter,
  alkUnit: AlkalinityUnit,
): Advice | null {
  const series = oneTestPerTime(seriesOf(entries, parameter, alkUnit));
  if (series.length < 2) return null;
  const first = series.at(-2)!;
  const second = series.at(-1)!;
  const { doses, waterChanges } = intervalEvents(entries, parameter, alkUnit);
  const target = tank.targets[parameter];
  const targetLevel = target ? toShown(parameter, (target.low + target.high) / 2, alkUnit) : null;
  const dosed = (DOSED_PARAMETERS as readonly string[]).includes(parameter);
  const add = dosed ? additiveFor(tank, entries, parameter as (typeof DOSED_PARAMETERS)[number]) : null;
  const result = consumptionBetween({
    parameter,
    alkalinityUnit: alkUnit,
    volumeL: tank.volumeL,
    first: { at: first.t, level: first.value },
    second: { at: second.t, level: second.value },
    doses,
    waterChanges,
    ...(targetLevel !== null && dosed ? { targetLevel } : {}),
    ...(add ? { additiveId: add.additiveId } : {}),
    ...(add?.strength !== undefined ? { strengthPerMlPerL: toShown(parameter, add.strength, alkUnit) } : {}),
    ...(add?.form ? { customForm: add.form } : {}),
  });
  if (!result) return null;
  // more than two tests: the consumption fitted to all of them, and the doses worked out from it
  const fitted = fitFor(entries, tank.volumeL, parameter, alkUnit);
  const fitResult =
    fitted && fitted.fit.n > 2
      ? computeBalance(
          {
            parameter,
            alkalinityUnit: alkUnit,
            volumeL: tank.volumeL,
            firstLevel: second.value + fitted.fit.consumptionPerDay * fitted.days,
            secondLevel: second.value,
            days: fitted.days,
            ...(targetLevel !== null && dosed ? { targetLevel } : {}),
            ...(add ? { additiveId: add.additiveId } : {}),
            ...(add?.strength !== undefined ? { strengthPerMlPerL: toShown(parameter, add.strength, alkUnit) } : {}),
            ...(add?.form ? { customForm: add.form } : {}),
          },
          0,
          0,
        )
      : null;
  if (fitResult)
    Object.assign(result, {
      ...fitResult,
      days: fitted!.days,
      dosesCounted: result.dosesCounted,
      waterChangesCounted: result.waterChangesCounted,
    });
  const dosedSince = entries.some(
    (e) => e.kind === 'dose' && !e.deletedAt && (e.values as DoseValues).parameter === parameter && Date.parse(e.at) > second.t,
  );
  const withheld = result.warnings.some((w) => UNTRUSTED.includes(w))
    ? 'uncertain'
    : fitResult && fitted!.fit.outliers.some((o) => o.t === second.t)
      ? 'latestOutlier'
      : dosedSince
        ? 'dosedSince'
        : null;
  const aboveRange = dosed && target !== undefined && second.value > toShown(parameter, target.high, alkUnit);
  let dosingQuery: Record<string, string> | null = null;
  // the dosing screen would start from the latest test: not from one the advice does not trust
  if (add && targetLevel !== null && withheld === null && !aboveRange) {
    dosingQuery = {
      volumeL: num(tank.volumeL),
      parameter,
      alkalinityUnit: alkUnit,
      current: num(second.value),
      target: num(Math.max(targetLevel, second.value)),
      additiveId: add.additiveId,
    };
    const hold = result.doseMlPerDay ?? result.doseGPerDay;
    if (hold !== null) dosingQuery.dailyMl = num(hold);
    if (add.additiveId === 'custom' && add.strength !== undefined) {
      Object.assign(dosingQuery, {
        customForm: 'form' in add ? add.form : 'liquid',
        labelAmount: '1',
        labelRise: num(toShown(parameter, add.strength, alkUnit)),
        labelVolumeL: '1',
      });
    }
  }
  return {
    parameter,
    first,
    second,
    result,
    additiveId: add?.additiveId ?? '',
    targetLevel,
    dosingQuery,
    fit: fitResult ? fitted : null,
    withheld,
    aboveRange,
  };
}

export interface Disagreement {
  deviceEntryId: string;
  handEntryId: string;
  /** epoch ms of the hand test */
  t: number;
  device: number;
  hand: number;
  /** the hand kit's stated accuracy at its reading, in the shown unit */
  tolerance: number;
}

const HOUR_MS = 3_600_000;

/**
 * A tester's or controller's reading that differs from a hand test with a kit of stated accuracy, taken within the
 * same hour, by more than that accuracy (docs/methods.md#consumption-fit): the tester may need calibrating, or the
 * kit's reagent may be old.
 */
export function disagreements(entries: readonly LogEntry[], parameter: AnalysedParameter, alkUnit: AlkalinityUnit): Disagreement[] {
  const series = seriesOf(entries, parameter, alkUnit);
  const device = series.filter((p) => p.source === 'device');
  if (device.length === 0) return [];
  const byId = new Map(entries.map((e) => [e.id, e]));
  const out: Disagreement[] = [];
  for (const h of series) {
    if (h.source !== 'kit') continue;
    const kit = kitById(sourceOf(byId.get(h.entryId)?.typed)?.id ?? '');
    if (!kit || kit.parameter !== parameter) continue;
    // the kit's accuracy, at its own reading, in the shown unit
    const inKitUnit = toKitUnit(kit.unit, h.value, parameter, alkUnit);
    const tolKit = inKitUnit === null ? null : kitTolerance(kit, inKitUnit);
    if (tolKit === null || inKitUnit === null) continue;
    const tolerance = Math.abs(shown(kit.unit, inKitUnit + tolKit, parameter, alkUnit) - h.value);
    const near = device.filter((d) => Math.abs(d.t - h.t) <= HOUR_MS).sort((a, b) => Math.abs(a.t - h.t) - Math.abs(b.t - h.t))[0];
    if (near && Math.abs(near.value - h.value) > tolerance)
      out.push({ deviceEntryId: near.entryId, handEntryId: h.entryId, t: h.t, device: near.value, hand: h.value, tolerance });
  }
  return out;
}

/** A shown value in a kit's unit (found by bisection on the kit's conversion, which is monotonic), or null. */
function toKitUnit(unit: Parameters<typeof canonicalValue>[2], shownValue: number, parameter: AnalysedParameter, alkUnit: AlkalinityUnit) {
  const target = shownValue;
  let lo = 0;
  let hi = 1;
  while (shown(unit, hi, parameter, alkUnit) < target && hi < 1e7) hi *= 2;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (shown(unit, mid, parameter, alkUnit) < target) lo = mid;
    else hi = mid;
  }
  const v = (lo + hi) / 2;
  return Number.isFinite(v) ? v : null;
}

const shown = (unit: Parameters<typeof canonicalValue>[2], v: number, parameter: AnalysedParameter, alkUnit: AlkalinityUnit) =>
  toShown(parameter, canonicalValue(parameter, v, unit) ?? Number.NaN, alkUnit);
