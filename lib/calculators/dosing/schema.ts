import * as z from 'zod/mini';
import { num, oneOf, optNum } from '@/lib/calculators/schema-kit';
import { ADDITIVE_FORMS, ADDITIVE_IDS, getPreset, PARAMETERS } from './presets';
import { ALKALINITY_UNITS } from '@/lib/units';

export { ALKALINITY_UNITS } from '@/lib/units';

/**
 * Dosing input (docs/methods.md#contract), canonical units: litres of total system water, the parameter's own unit
 * (`alkalinityUnit` for alkalinity, mg/L otherwise). The cost fields are optional; for a dry product
 * `dailyMl`/`packageMl` are read as grams.
 * Plain zod/mini: check it with zod's own `parse`/`safeParse` (methods.md#contract).
 */
export const schema = z
  .object({
    volumeL: num({ gt: 0, max: 1_000_000 }),
    parameter: oneOf(PARAMETERS),
    alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
    current: num({ min: 0, max: 100_000 }),
    target: num({ min: 0, max: 100_000 }),
    additiveId: oneOf(ADDITIVE_IDS),
    /** custom additive: units raised per mL (g) per L, in the unit of current/target */
    strengthPerMlPerL: optNum({ gt: 0, max: 1_000_000 }),
    /** custom additive only: liquid (mL) or dry (g); presets carry their own form */
    customForm: z._default(oneOf(ADDITIVE_FORMS), 'liquid'),
    dailyMl: optNum({ min: 0, max: 100_000 }),
    price: optNum({ min: 0, max: 1e9 }),
    packageMl: optNum({ gt: 0, max: 1e7 }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.additiveId === 'custom' && v.strengthPerMlPerL === undefined) {
        ctx.addIssue({ code: 'custom', path: ['strengthPerMlPerL'], message: 'strengthRequired' });
      }
      const preset = getPreset(v.additiveId);
      if (preset && preset.parameter !== v.parameter) {
        ctx.addIssue({ code: 'custom', path: ['additiveId'], message: 'additiveParameterMismatch' });
      }
    }),
  );

export type DosingInput = z.output<typeof schema>;

/** A new visitor: raise alkalinity 7.5 → 8.5 dKH in 300 L with Red Sea Foundation B. */
export const defaults = {
  volumeL: 300,
  parameter: 'alkalinity',
  alkalinityUnit: 'dkh',
  current: 7.5,
  target: 8.5,
  additiveId: 'redsea-foundation-b',
  customForm: 'liquid',
  dailyMl: 10,
  price: 25,
  packageMl: 1000,
} satisfies z.input<typeof schema>;
