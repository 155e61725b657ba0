import type { CalculatorModule } from '@/lib/calculators/types';
import { compute, type NutrientsResult } from './compute';
import { defaults, schema } from './schema';

export { compute, NITRATE_PER_N, NITROGEN_PER_PROTEIN, PHOSPHATE_PER_P, type NutrientsResult } from './compute';
export { defaults, schema, type NutrientsInput } from './schema';

/** Type check of the methods.md#contract contract. */
export const nutrientsCalculator = { schema, defaults, compute } satisfies CalculatorModule<typeof schema, NutrientsResult>;
