/** Dilution / water-change calculator: required volume or resulting level, plus repeated changes (docs/methods.md#dilution, methods.md#contract). */
export { ALKALINITY_UNITS, defaults, DILUTION_MODES, schema, type DilutionInput } from './schema';
export {
  CAUTION_MAX_PCT,
  changesToReach,
  compute,
  GOOD_MAX_PCT,
  levelAfterChanges,
  levelAfterContinuousExchange,
  levelSeries,
  NEGLIGIBLE_PCT,
  requiredVolume,
  resultingLevel,
  SALINITY_DIFFERENCE_PSU,
  statusForPct,
  type DilutionComputeInput,
  type DilutionResult,
  type DilutionStatus,
  type RequiredVolumeResult,
  type ResultingLevelResult,
} from './compute';
export {
  DILUTION_PARAMETERS,
  DILUTION_PRESETS,
  PARAMETER_MAX,
  PARAMETER_UNITS,
  presetLevel,
  TEST_KIT_RESOLUTION,
  type DilutionParameter,
  type DilutionPreset,
} from './presets';
