import * as z from 'zod/mini';
import { refineReading, temperatureField } from '@/lib/calculators/salinity/schema';
import { bool, num, oneOf, optNum } from '@/lib/calculators/schema-kit';
import { SALINITY_UNITS, SG_CONVENTIONS } from '@/lib/seawater';
import { SALT_IDS } from './presets';

/** Salt-mix input (docs/methods.md#saltmix, methods.md#contract). Readings as in the salinity calculator; `currentUnit` defaults to `targetUnit`. Plain zod/mini: zod's own `parse`/`safeParse`. */
export const schema = z
  .object({
    saltId: oneOf(SALT_IDS),
    gramsPerLiterAt35: optNum({ min: 20, max: 60 }), // label g per L RODI for 35 ppt; presets span 38–44
    volumeL: num({ gt: 0, max: 100_000 }),
    temperatureC: temperatureField(),
    targetSalinity: num(),
    targetUnit: oneOf(SALINITY_UNITS),
    currentSalinity: optNum(),
    currentUnit: z.optional(oneOf(SALINITY_UNITS)),
    sgConvention: z.optional(oneOf(SG_CONVENTIONS)),
    conductivityCompensated: z.optional(bool()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const options = { sgConvention: v.sgConvention, conductivityCompensated: v.conductivityCompensated };
      refineReading(ctx, 'targetSalinity', { ...options, value: v.targetSalinity, unit: v.targetUnit, temperatureC: v.temperatureC });
      if (v.currentSalinity === undefined) return;
      const unit = v.currentUnit ?? v.targetUnit;
      refineReading(ctx, 'currentSalinity', { ...options, value: v.currentSalinity, unit, temperatureC: v.temperatureC });
    }),
  );

export type SaltmixInput = z.output<typeof schema>;

/** A new 20 L batch of RODI to 35 ppt with an unnamed salt (factor 1 until the visitor picks a brand). */
export const defaults = {
  saltId: 'custom',
  volumeL: 20,
  temperatureC: 25,
  targetSalinity: 35,
  targetUnit: 'ppt',
} satisfies z.input<typeof schema>;
