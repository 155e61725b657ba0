/** Tank water volume: inner dimensions, sand, rock, sump and equipment → total water and its weight (docs/methods.md#volume, methods.md#contract). */
export { compute, ROCK_DENSITY_KG_PER_L, ROCK_POROSITY, SAND_POROSITY, SEAWATER_KG_PER_L, type VolumeResult } from './compute';
export { defaults, SAND_GRAINS, schema, type SandGrain, type VolumeInput } from './schema';
