/** Dilution / water-change calculator: required volume or resulting level, plus repeated changes (docs/methods.md#dilution, methods.md#contract). */
export { dilutionSchema as schema, dilutionDefaults as defaults, DILUTION_MODES, ALKALINITY_UNITS } from './schema';
export {
  computeDilution as compute,
  requiredVolume,
  resultingLevel,
  statusForPct,
  levelAfterChanges,
  levelSeries,
  changesToReach,
  levelAfterContinuousExchange,
  GOOD_MAX_PCT,
  CAUTION_MAX_PCT,
  NEGLIGIBLE_PCT,
  SALINITY_DIFFERENCE_PSU,
} from './compute';
export { DILUTION_PARAMETERS, DILUTION_PRESETS, PARAMETER_UNITS, TEST_KIT_RESOLUTION, PARAMETER_MAX, presetLevel } from './presets';
export type { DilutionInput } from './schema';
export type { DilutionComputeInput, DilutionResult, DilutionStatus, RequiredVolumeResult, ResultingLevelResult } from './compute';
export type { DilutionParameter, DilutionPreset } from './presets';
