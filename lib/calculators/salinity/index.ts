/** Salinity calculator: ppt/PSU ↔ SG (six conventions) ↔ conductivity ↔ density (formulas.md §1, §12). */
export { salinitySchema as schema, salinityDefaults as defaults } from './schema';
export { computeSalinity as compute } from './compute';
export type { SalinityInput } from './schema';
export type { SalinityComputeInput, SalinityResult, SeawaterProperties } from './compute';
export { seawaterProperties, ACCURACY_SP_MIN, ACCURACY_SP_MAX } from './compute';
export { READING_BOUNDS, salinityDefaultsFor } from './schema';
