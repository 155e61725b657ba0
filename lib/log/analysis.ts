import { consumptionBetween, type IntervalDose, type IntervalResult, type IntervalWaterChange } from '@/lib/calculators/consumption';
import { presetsFor } from '@/lib/calculators/dosing/form';
import { ADDITIVE_IDS, type AdditiveId } from '@/lib/calculators/dosing/presets';
import type { AlkalinityUnit } from '@/lib/units';
import type { DoseValues, LogEntry, LogTank, WaterChangeValues } from './model';
import { toShown } from './params';
import { seriesOf, type SeriesPoint } from './series';

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
}

const num = (x: number) => String(Number(x.toPrecision(6)));

/** The planner's balance over the latest pair of tests of `parameter`, or null with fewer than two tests. */
export function adviceFor(
  tank: LogTank,
  entries: readonly LogEntry[],
  parameter: AnalysedParameter,
  alkUnit: AlkalinityUnit,
): Advice | null {
  const series = seriesOf(entries, parameter, alkUnit);
  if (series.length < 2) return null;
  const first = series.at(-2)!;
  const second = series.at(-1)!;
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
  let dosingQuery: Record<string, string> | null = null;
  if (add && targetLevel !== null) {
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
  return { parameter, first, second, result, additiveId: add?.additiveId ?? '', targetLevel, dosingQuery };
}
