import type { CalculatorScreen } from '../types';
import { compute, type NutrientsResult } from './compute';
import { defaults, schema } from './schema';

/** The nutrients screen is the contract itself (docs/methods.md#nutrients). */
export const screen = { schema, defaults: () => defaults, compute } satisfies CalculatorScreen<typeof schema, NutrientsResult>;
