import type { CalculatorModule } from '@/lib/calculators/types';
import { compute, type VolumeResult } from './compute';
import { defaults, schema } from './schema';

export { compute, ROCK_DENSITY_KG_PER_L, ROCK_POROSITY, SAND_POROSITY, SEAWATER_KG_PER_L, type VolumeResult } from './compute';
export { defaults, SAND_GRAINS, schema, type SandGrain, type VolumeInput } from './schema';

/** Type check of the methods.md#contract contract. */
export const volumeCalculator = { schema, defaults, compute } satisfies CalculatorModule<typeof schema, VolumeResult>;
