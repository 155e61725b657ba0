import * as z from 'zod/mini';
import { ALKALINITY_UNITS } from '@/lib/calculators/dosing/schema';
import { ADDITIVE_FORMS, ADDITIVE_IDS, PARAMETERS } from '@/lib/calculators/dosing/presets';
import { num, oneOf, optNum } from '@/lib/calculators/schema-kit';

/** What was dosed between the tests: nothing, or one of the dosing presets (or the visitor's custom product). */
export const DOSED_ADDITIVE_IDS = ['none', ...ADDITIVE_IDS] as const;
export type DosedAdditiveId = (typeof DOSED_ADDITIVE_IDS)[number];

/** Highest level any field accepts, in the parameter's unit (generous: ppm CaCO3 alkalinity reaches a few hundred). */
const LEVEL_MAX = 100_000;

/**
 * Consumption input (docs/methods.md#contract row `consumption`, model of methods.md#consumption). Levels, `dosedRise`, `newWaterLevel`,
 * `targetLevel` and `strengthPerMlPerL` are in the parameter's unit (`alkalinityUnit` for alkalinity, mg/L
 * otherwise); volumes in litres; `days` between the two tests (fractions allowed).
 *
 * Extras beyond methods.md#contract (all optional): `dosedMl` (mL, or g for a dry product, dosed in total between the tests) with
 * `dosedAdditiveId` (the product dosed; defaults to `additiveId`, `none` = nothing) — used only when `dosedRise` is
 * absent; `customForm` (liquid or dry custom product); `dosesPerDay` (the hold dose split into 1–24 portions).
 * Plain zod/mini: check it with zod's own `parse`/`safeParse` (methods.md#contract).
 */
export const schema = z
  .object({
    parameter: oneOf(PARAMETERS),
    alkalinityUnit: z._default(oneOf(ALKALINITY_UNITS), 'dkh'),
    volumeL: num({ gt: 0, max: 1_000_000 }),
    firstLevel: num({ min: 0, max: LEVEL_MAX }),
    secondLevel: num({ min: 0, max: LEVEL_MAX }),
    days: num({ gt: 0, max: 3650 }),
    /** units raised by every dose between the tests; wins over dosedMl */
    dosedRise: optNum({ min: 0, max: LEVEL_MAX }),
    dosedMl: optNum({ min: 0, max: 1_000_000 }),
    dosedAdditiveId: z.optional(oneOf(DOSED_ADDITIVE_IDS)),
    /** one water change at the midpoint, percent of the system volume */
    waterChangePct: z._default(optNum({ min: 0, max: 100 }), 0),
    newWaterLevel: optNum({ min: 0, max: LEVEL_MAX }),
    targetLevel: optNum({ min: 0, max: LEVEL_MAX }),
    additiveId: z.optional(oneOf(ADDITIVE_IDS)),
    /** custom additive: units raised per mL (g) per L, in the unit of the levels */
    strengthPerMlPerL: optNum({ gt: 0, max: 1_000_000 }),
    customForm: z._default(oneOf(ADDITIVE_FORMS), 'liquid'),
    dosesPerDay: z._default(optNum({ int: true, min: 1, max: 24 }), 1),
  })
  .check(
    z.superRefine((v, ctx) => {
      if ((v.waterChangePct ?? 0) > 0 && v.newWaterLevel === undefined) {
        ctx.addIssue({ code: 'custom', path: ['newWaterLevel'], message: 'required' });
      }
      const usesCustom = v.additiveId === 'custom' || (v.dosedRise === undefined && (v.dosedMl ?? 0) > 0 && v.dosedAdditiveId === 'custom');
      if (usesCustom && v.strengthPerMlPerL === undefined) {
        ctx.addIssue({ code: 'custom', path: ['strengthPerMlPerL'], message: 'strengthRequired' });
      }
    }),
  );

export type ConsumptionInput = z.output<typeof schema>;

/**
 * A new visitor: the second worked row of docs/methods.md#consumption — alkalinity 8.0 → 7.9 dKH over 7 days in 400 L with
 * 70 mL of Red Sea Foundation B dosed in between, target 8.3 dKH.
 */
export const defaults = {
  parameter: 'alkalinity',
  alkalinityUnit: 'dkh',
  volumeL: 400,
  firstLevel: 8,
  secondLevel: 7.9,
  days: 7,
  dosedMl: 70,
  dosedAdditiveId: 'redsea-foundation-b',
  waterChangePct: 0,
  targetLevel: 8.3,
  additiveId: 'redsea-foundation-b',
  customForm: 'liquid',
  dosesPerDay: 1,
} satisfies z.input<typeof schema>;
