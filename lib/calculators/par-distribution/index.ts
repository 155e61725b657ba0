export { schema, defaults, fixtureSchema, REFRACTION_MODES, MAX_FIXTURES } from './schema';
export type { ParInput, FixtureInput, RefractionMode } from './schema';
export { compute, ppfdAt, beamExponent } from './compute';
export type { ParResult } from './compute';
export { FIXTURE_PRESETS, FIXTURE_TYPES, fixturePreset } from './presets';
export type { FixturePreset, FixtureType } from './presets';
