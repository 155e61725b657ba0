import * as z from 'zod/mini';
import { bool, num, oneOf } from '@/lib/calculators/schema-kit';
import {
  checkedSp,
  defaultSgConvention,
  SALINITY_UNITS,
  SG_CONVENTIONS,
  SP_MAX,
  SP_MIN,
  spFromReading,
  type ReadingOptions,
  type SalinityUnit,
} from '@/lib/seawater';

/** Plausible raw readings before conversion: SG ratio (docs/methods.md#salinity brief range widened), mS/cm, g/cm³. */
export const READING_BOUNDS: Record<Exclude<SalinityUnit, 'ppt' | 'psu'>, { min: number; max: number }> = {
  // 25/4 and 15/4 compare with pure water at 4 °C, so low salinities read below 1: SP 0 at 25 °C is 0.99705 (25/4)
  sg: { min: 0.99, max: 1.04 },
  conductivity: { min: 0, max: 100 }, // C(42, 40 °C) ≈ 81 mS/cm
  density: { min: 0.99, max: 1.05 }, // ρ(0, 40 °C) ≈ 0.992, ρ(42, 0 °C) ≈ 1.034 g/cm³
};

/** Temperature range of every seawater input, °C (docs/methods.md#salinity). */
export const temperatureField = () => num({ min: 0, max: 40 });

/**
 * Adds the issues of one reading to `ctx`: `tooSmall`/`tooLarge` outside READING_BOUNDS, then
 * `salinityOutOfRange` when its SP (after conversion) is outside 0–42 (docs/methods.md#salinity).
 */
export function refineReading(
  ctx: z.core.$RefinementCtx,
  path: string,
  reading: { value: unknown; unit: unknown; temperatureC: unknown } & ReadingOptions,
): void {
  const { value, unit, temperatureC } = reading;
  if (typeof value !== 'number' || typeof unit !== 'string' || typeof temperatureC !== 'number') return;
  const bounds = unit in READING_BOUNDS ? READING_BOUNDS[unit as keyof typeof READING_BOUNDS] : null;
  if (bounds && value < bounds.min) {
    ctx.addIssue({
      code: 'too_small',
      origin: 'number',
      minimum: bounds.min,
      inclusive: true,
      input: value,
      path: [path],
      message: 'tooSmall',
    });
    return;
  }
  if (bounds && value > bounds.max) {
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: bounds.max,
      inclusive: true,
      input: value,
      path: [path],
      message: 'tooLarge',
    });
    return;
  }
  if (checkedSp(spFromReading(value, unit as SalinityUnit, temperatureC, reading)) === null) {
    ctx.addIssue({
      code: 'custom',
      input: value,
      path: [path],
      message: 'salinityOutOfRange',
      params: { minimum: SP_MIN, maximum: SP_MAX },
    });
  }
}

/** Salinity calculator input (docs/methods.md#contract): one reading at tank temperature, in any unit. Plain zod/mini: zod's own `parse`/`safeParse`. */
export const schema = z
  .object({
    temperatureC: temperatureField(),
    value: num(),
    unit: oneOf(SALINITY_UNITS),
    sgConvention: z.optional(oneOf(SG_CONVENTIONS)),
    conductivityCompensated: z.optional(bool()),
    hydrometerAtTankTemperature: z.optional(bool()),
  })
  .check(z.superRefine((v, ctx) => refineReading(ctx, 'value', v)));

export type SalinityInput = z.output<typeof schema>;

export const defaults = {
  temperatureC: 25,
  value: 35,
  unit: 'ppt',
  sgConvention: '25/25',
  conductivityCompensated: false,
  hydrometerAtTankTemperature: false,
} satisfies z.input<typeof schema>;

/**
 * What a new visitor starts from on the screen. On /ja: 比重 25/4 (the reading Japanese keepers and shops give,
 * 「比重1.023」 = 34.5 ppt, docs/methods.md#salinity), so typing the shop's figure needs no setting. The module's `defaults`
 * stay the §12 reference input; a link's inputs (with its `sgConvention`) win over these.
 */
export function salinityDefaultsFor(locale: string): z.input<typeof schema> {
  if (defaultSgConvention(locale) === '25/4') return { ...defaults, unit: 'sg', value: 1.023, sgConvention: '25/4' };
  return defaults;
}
