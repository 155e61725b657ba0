import type { CalculatorScreen } from '../types';
import type { PresetId } from '../dosing/presets';
import { compute, levelResolution, MAKER_DAILY_MAX, projectLevels, type ConsumptionResult, type ProjectedDay } from './compute';
import { dosingLinkQuery, formDefaults, formSchema } from './form';
import type { ConsumptionInput } from './schema';

/** Days the chart projects the level over, with and without the hold dose. */
export const PROJECTION_DAYS = 14;

/** Every figure the consumption screen shows: the contract's result and what the results draw and link from it. */
export type ConsumptionScreenResult = ConsumptionResult & {
  /** the product's daily maximum for this tank as its maker states it (mL or g a day), or null */
  makerMaxDose: number | null;
  /** the smallest step the parameter's usual test kit reads, in the level's unit */
  levelResolution: number;
  /** the projected level over PROJECTION_DAYS, with and without the dose */
  projection: ProjectedDay[];
  /** the target the chart marks, or null */
  targetLevel: number | null;
  /** the dosing calculator's query for the correction, or null */
  dosingLink: Record<string, string> | null;
};

/** The contract's compute, and the screen's own figures from the same input. */
export function computeScreen(input: ConsumptionInput): ConsumptionScreenResult {
  const r = compute(input);
  const makerMax = input.additiveId ? MAKER_DAILY_MAX[input.additiveId as PresetId] : undefined;
  return {
    ...r,
    makerMaxDose: makerMax ? makerMax.perLitre * input.volumeL : null,
    levelResolution: levelResolution(input.parameter, input.alkalinityUnit ?? 'dkh'),
    projection: projectLevels(r, input.secondLevel, input.targetLevel, PROJECTION_DAYS),
    targetLevel: input.targetLevel ?? null,
    dosingLink: dosingLinkQuery(input, r),
  };
}

/** The consumption screen: dates, the water-change switch and the label fields around the contract (form.ts). */
export const screen = {
  schema: formSchema,
  defaults: () => formDefaults,
  compute: computeScreen,
} satisfies CalculatorScreen<typeof formSchema, ConsumptionScreenResult>;
