import type { CalculatorScreen } from '../types';
import { compute, type SalinityResult } from './compute';
import { salinityDefaultsFor, schema } from './schema';

/** The salinity screen: the contract's schema and compute; on /ja a new visitor types 比重 25/4 (docs/methods.md#salinity). */
export const screen = { schema, defaults: salinityDefaultsFor, compute } satisfies CalculatorScreen<typeof schema, SalinityResult>;
