import type { CalculatorScreen } from '../types';
import { compute, type RunningCostResult } from './compute';
import { defaults, schema } from './schema';
import { starterSetup, type StarterNames } from './starter';

/**
 * The running-cost screen starts from a small reef priced in the locale's currency, its rows named in the visitor's
 * language (`names`, from messages); without names, from the methods.md#contract reference input.
 */
export const screen = {
  schema,
  compute,
  defaults: (locale: string, names?: Readonly<Record<string, string>>) =>
    names ? starterSetup(locale, names as unknown as StarterNames) : defaults,
} satisfies CalculatorScreen<typeof schema, RunningCostResult>;
