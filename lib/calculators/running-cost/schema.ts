import * as z from 'zod/mini';
import { bool, num, oneOf, optNum } from '@/lib/calculators/schema-kit';

/** At most this many rows per list and characters per name (keeps URLs and the table sane). */
export const MAX_ROWS = 50;
export const MAX_NAME_CHARS = 60;

export const SALT_FREQUENCIES = ['weekly', 'biweekly'] as const;
export type SaltFrequency = (typeof SALT_FREQUENCIES)[number];

/** Suggested food types for a select; `type` itself is free text, so a visitor can write their own. */
export const FOOD_TYPES = ['flakes', 'pellets', 'frozen', 'live', 'coralFood', 'other'] as const;

const text = () => z._default(z.string({ error: 'notText' }).check(z.trim(), z.maxLength(MAX_NAME_CHARS, { error: 'tooLong' })), '');
const list = <T extends z.ZodMiniType>(row: T) => z._default(z.array(row).check(z.maxLength(MAX_ROWS, { error: 'tooManyRows' })), []);

const device = z
  .object({
    name: text(),
    watts: num({ min: 0, max: 100_000 }),
    /** hours of actual running (duty time for heaters and chillers); ignored when runs24h */
    hoursPerDay: optNum({ min: 0, max: 24 }),
    /** share of full power, scaled linearly (dimmed LEDs, DC pumps); empty = 100 */
    powerPct: optNum({ min: 0, max: 100 }),
    runs24h: z._default(bool(), false),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (!d.runs24h && d.hoursPerDay === undefined) ctx.addIssue({ code: 'custom', path: ['hoursPerDay'], message: 'required' });
    }),
  );

const additive = z.object({
  name: text(),
  dailyMl: num({ min: 0, max: 100_000 }),
  productSizeMl: num({ gt: 0, max: 1e7 }),
  productCost: num({ min: 0, max: 1e9 }),
});

const food = z.object({
  type: text(),
  costPerPack: num({ min: 0, max: 1e9 }),
  /** informational only (docs/methods.md#running-cost) */
  packSize: optNum({ min: 0, max: 1e7 }),
  durationDays: num({ gt: 0, max: 3650 }),
});

const salt = z.object({
  tankVolumeL: num({ gt: 0, max: 1_000_000 }),
  waterChangePct: num({ min: 0, max: 100 }),
  frequency: oneOf(SALT_FREQUENCIES),
  /** price of one bucket */
  saltPrice: num({ min: 0, max: 1e9 }),
  /** litres of saltwater one bucket makes */
  bucketCapacityL: num({ gt: 0, max: 1e6 }),
});

/** Running-cost input (docs/methods.md#running-cost, methods.md#contract). Money is in whatever currency the visitor uses, consistently. Plain zod/mini: zod's own `parse`/`safeParse`. */
export const schema = z.object({
  devices: list(device),
  priceKwh: num({ min: 0, max: 1e6 }),
  additives: list(additive),
  foods: list(food),
  salt: z.nullish(salt),
});

export type RunningCostInput = z.output<typeof schema>;

/** A new visitor: a 90 cm reef tank with a sump, at the 31 円/kWh reference rate (家電公取協). */
export const defaults = {
  devices: [
    { name: 'LED', watts: 120, hoursPerDay: 10, powerPct: 70, runs24h: false },
    { name: 'Return pump', watts: 40, powerPct: 100, runs24h: true },
    { name: 'Protein skimmer', watts: 20, powerPct: 100, runs24h: true },
    { name: 'Heater', watts: 200, hoursPerDay: 4, powerPct: 100, runs24h: false },
  ],
  priceKwh: 31,
  additives: [{ name: 'Alkalinity', dailyMl: 10, productSizeMl: 1000, productCost: 3000 }],
  foods: [{ type: 'pellets', costPerPack: 1200, packSize: 100, durationDays: 60 }],
  salt: { tankVolumeL: 300, waterChangePct: 10, frequency: 'weekly', saltPrice: 8000, bucketCapacityL: 750 },
} satisfies z.input<typeof schema>;
