/** Nutrients from food: nitrogen and phosphorus fed, and the nitrate and phosphate rise they can cause (docs/methods.md#nutrients, methods.md#contract). */
export { compute, NITRATE_PER_N, NITROGEN_PER_PROTEIN, PHOSPHATE_PER_P, type NutrientsResult } from './compute';
export { defaults, schema, type NutrientsInput } from './schema';
