/** Salt-mix calculator: ADD SALT / ADD RODI / no adjustment by mass balance (docs/methods.md#saltmix, methods.md#contract). */
export { defaults, schema, type SaltmixInput } from './schema';
export {
  adjustBatch,
  brandFactor,
  compute,
  LARGE_RODI_FRACTION,
  newBatch,
  NO_ADJUSTMENT_PSU,
  type SaltmixAction,
  type SaltmixComputeInput,
  type SaltmixResult,
} from './compute';
export {
  findSaltPreset,
  statedBasisRange,
  gramsPerLiterRodiAt35FromFinalWater,
  IDEAL_SALT_G_PER_L_AT_35,
  SALT_IDS,
  SALT_PRESETS,
  type SaltId,
  type SaltPreset,
} from './presets';
