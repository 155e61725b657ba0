import type { CalculatorModule } from '@/lib/calculators/types';
import { compute, type DosingResult } from './compute';
import { defaults, schema } from './schema';

export { compute, type DosingResult } from './compute';
export { ALKALINITY_UNITS, defaults, schema, type DosingInput } from './schema';
export {
  ADDITIVE_FORMS,
  ADDITIVE_IDS,
  ADDITIVE_PRESETS,
  CANONICAL_UNIT,
  DAILY_CEILINGS,
  PARAMETERS,
  PRESET_IDS,
  REEF_RANGES,
  fromCanonical,
  getPreset,
  isPresetId,
  presetStrengthIn,
  toCanonical,
  type AdditiveForm,
  type AdditiveGrade,
  type AdditiveId,
  type AdditivePreset,
  type DosingParameter,
  type PresetId,
} from './presets';

/** Type check of the methods.md#contract contract. */
export const dosingCalculator = { schema, defaults, compute } satisfies CalculatorModule<typeof schema, DosingResult>;
