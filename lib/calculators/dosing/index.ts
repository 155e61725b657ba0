/** Additive dosing: the dose from current to target level, split by the daily ceiling, and its cost (docs/methods.md#dosing, methods.md#contract). */
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
