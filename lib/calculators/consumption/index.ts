/**
 * Consumption planner (docs/methods.md#contract row `consumption`, methods.md#consumption): two tests of one parameter, the doses and water
 * change between them → what the tank uses a day, the daily dose that holds the level, the correction to the target
 * and the days until the level leaves the reef range.
 *
 * Stable exports (the reef log calls these):
 * - `schema`, `defaults`, `compute(input)` — the methods.md#contract contract; levels in the parameter's unit (`alkalinityUnit` for
 *   alkalinity, mg/L otherwise), volumes in litres, `days` between the tests.
 * - `consumptionBetween({ parameter, alkalinityUnit, volumeL, first: {at, level}, second: {at, level}, doses, waterChanges,
 *   targetLevel?, additiveId? })` — the same balance from dated log entries (dated change → level at that date by
 *   linear interpolation); null when the pair cannot make a balance.
 * - `projectLevels(result, secondLevel, targetLevel?, days = 14)` — the projected level with and without the dose.
 * - `riseFromDose`, `waterChangeRemoval`, `consumptionFromBalance` — the three terms of the balance.
 * Results carry `warnings` (message keys under `Calculators.consumption.warnings`).
 */
export { defaults, DOSED_ADDITIVE_IDS, schema, type ConsumptionInput, type DosedAdditiveId } from './schema';
export {
  compute,
  computeBalance,
  consumptionFromBalance,
  levelResolution,
  MAKER_DAILY_MAX,
  MIN_RELIABLE_DAYS,
  PLAUSIBLE_PER_DAY,
  projectLevels,
  riseFromDose,
  strengthOf,
  waterChangeRemoval,
  type ConsumptionComputeInput,
  type ConsumptionResult,
  type ProjectedDay,
  type Strength,
} from './compute';
export {
  consumptionBetween,
  type IntervalDose,
  type IntervalInput,
  type IntervalResult,
  type IntervalTest,
  type IntervalWaterChange,
  type LogTime,
} from './interval';
