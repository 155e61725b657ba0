/** Salinity calculator: ppt/PSU ↔ SG (six conventions) ↔ conductivity ↔ density (docs/methods.md#salinity, methods.md#contract). */
export { defaults, READING_BOUNDS, salinityDefaultsFor, schema, type SalinityInput } from './schema';
export {
  ACCURACY_SP_MAX,
  ACCURACY_SP_MIN,
  compute,
  seawaterProperties,
  type SalinityComputeInput,
  type SalinityResult,
  type SeawaterProperties,
} from './compute';
