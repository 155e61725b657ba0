import * as z from 'zod/mini';
import { num, oneOf, optNum } from '@/lib/calculators/schema-kit';

export const SAND_GRAINS = ['fine', 'medium', 'coarse'] as const;
export type SandGrain = (typeof SAND_GRAINS)[number];

/** Sump: internal dimensions in cm, all three or none. */
const sump = z
  .object({
    lengthCm: optNum({ gt: 0, max: 2000 }),
    widthCm: optNum({ gt: 0, max: 2000 }),
    waterLevelCm: optNum({ min: 0, max: 1000 }),
  })
  .check(
    z.superRefine((s, ctx) => {
      const given = [s.lengthCm, s.widthCm, s.waterLevelCm].filter((x) => x !== undefined).length;
      if (given > 0 && given < 3) ctx.addIssue({ code: 'custom', message: 'sumpIncomplete' });
    }),
  );

/**
 * Volume input (docs/methods.md#volume, methods.md#contract): external tank dimensions in cm, glass in mm (0 = the dimensions are internal),
 * water level in cm above the inside bottom (empty = filled to the inner top), sand depth in cm (empty = 0),
 * live rock as bulk litres or as kg (if both, kg wins), equipment as % of the water (empty = 0).
 * Plain zod/mini: check it with zod's own `parse`/`safeParse` (methods.md#contract).
 */
export const schema = z.object({
  lengthCm: num({ gt: 0, max: 2000 }),
  widthCm: num({ gt: 0, max: 2000 }),
  heightCm: num({ gt: 0, max: 1000 }),
  glassThicknessMm: optNum({ min: 0, max: 100 }),
  waterLevelCm: optNum({ min: 0, max: 1000 }),
  sandHeightCm: optNum({ min: 0, max: 200 }),
  sandGrain: z._default(oneOf(SAND_GRAINS), 'medium'),
  liveRockL: optNum({ min: 0, max: 100_000 }),
  liveRockKg: optNum({ min: 0, max: 100_000 }),
  sump: z.nullish(sump),
  equipmentPct: optNum({ min: 0, max: 100 }),
});

export type VolumeInput = z.output<typeof schema>;

/** A new visitor: the Japanese 90 cm standard tank (90×45×45 external, 8 mm glass) with sand, rock and a sump. */
export const defaults = {
  lengthCm: 90,
  widthCm: 45,
  heightCm: 45,
  glassThicknessMm: 8,
  waterLevelCm: 40,
  sandHeightCm: 3,
  sandGrain: 'medium',
  liveRockKg: 15,
  sump: { lengthCm: 60, widthCm: 30, waterLevelCm: 20 },
  equipmentPct: 2,
} satisfies z.input<typeof schema>;
