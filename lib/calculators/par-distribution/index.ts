/** PAR distribution map: PPFD over the tank at a depth, from each fixture's beam (docs/methods.md#par-distribution, methods.md#contract). */
export {
  defaults,
  fixtureSchema,
  MAX_FIXTURES,
  REFRACTION_MODES,
  schema,
  type FixtureInput,
  type ParInput,
  type RefractionMode,
} from './schema';
export { beamExponent, compute, ppfdAt, ppfdSampler, type ParResult } from './compute';
export { FIXTURE_PRESETS, FIXTURE_TYPES, fixturePreset, type FixturePreset, type FixtureType } from './presets';
