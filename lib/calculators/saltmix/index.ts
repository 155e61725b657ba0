/** Salt-mix calculator: ADD SALT / ADD RODI / no adjustment by mass balance (docs/methods.md#saltmix, methods.md#contract). */
export { saltmixSchema as schema, saltmixDefaults as defaults } from './schema';
export { computeSaltmix as compute, brandFactor, newBatch, adjustBatch, NO_ADJUSTMENT_PSU, LARGE_RODI_FRACTION } from './compute';
export { SALT_PRESETS, SALT_IDS, IDEAL_SALT_G_PER_L_AT_35, findSaltPreset, gramsPerLiterRodiAt35FromFinalWater } from './presets';
export type { SaltmixInput } from './schema';
export type { SaltmixAction, SaltmixComputeInput, SaltmixResult } from './compute';
export type { SaltId, SaltPreset } from './presets';
