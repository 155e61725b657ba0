import type * as z from 'zod/mini';
import { defaultSgConvention } from '@/lib/seawater';
import type { CalculatorScreen } from '../types';
import { compute, type SaltmixResult } from './compute';
import { defaults, schema } from './schema';

/**
 * The salt-mix screen. The optional inputs are listed in the defaults so that a shared link carries them (the kit
 * restores only the keys of the defaults); a typed SG is read as 25/4 on /ja and 25/25 elsewhere unless the visitor
 * or the link picks another convention (docs/methods.md#salinity).
 */
export const screen = {
  schema,
  compute,
  defaults: (locale: string) =>
    ({
      ...defaults,
      gramsPerLiterAt35: '',
      currentSalinity: '',
      currentUnit: undefined,
      sgConvention: defaultSgConvention(locale),
      conductivityCompensated: false,
    }) satisfies z.input<typeof schema>,
} satisfies CalculatorScreen<typeof schema, SaltmixResult>;
