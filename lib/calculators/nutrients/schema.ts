import * as z from 'zod/mini';
import { num, optNum } from '@/lib/calculators/schema-kit';

/** Nutrients input (docs/methods.md#nutrients, methods.md#contract): grams of food, % of the food's mass, litres of total system water. Plain zod/mini: zod's own `parse`/`safeParse`. */
export const schema = z.object({
  foodG: num({ min: 0, max: 100_000 }),
  proteinPct: num({ min: 0, max: 100 }),
  phosphorusPct: num({ min: 0, max: 100 }),
  volumeL: num({ gt: 0, max: 1_000_000 }),
  /** share of the food's N and P that ends up as NO3 and PO4; empty = 1, the worst case */
  conversionFraction: optNum({ min: 0, max: 1 }),
});

export type NutrientsInput = z.output<typeof schema>;

/** A new visitor: Holmes-Farley's flake example (5 g, about 1 % P) with a typical 45 % protein, in 100 US gal. */
export const defaults = {
  foodG: 5,
  proteinPct: 45,
  phosphorusPct: 1,
  volumeL: 378.5411784,
  conversionFraction: 1,
} satisfies z.input<typeof schema>;
