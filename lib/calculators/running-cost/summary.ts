import { DAYS_PER_MONTH, DAYS_PER_YEAR, type RunningCostResult } from './compute';

export type Category = 'electricity' | 'additives' | 'food' | 'salt';
export const CATEGORIES: readonly Category[] = ['electricity', 'additives', 'food', 'salt'];

export interface Periods {
  perDay: number | null;
  perMonth: number | null;
  perYear: number | null;
}

/** A daily cost over a month (365/12 days) and a year (365 days), as compute does for the totals. */
export function periods(perDay: number | null): Periods {
  return perDay === null
    ? { perDay: null, perMonth: null, perYear: null }
    : { perDay, perMonth: perDay * DAYS_PER_MONTH, perYear: perDay * DAYS_PER_YEAR };
}

export interface CategoryCost extends Periods {
  key: Category;
  sharePct: number | null;
}

/** Each category's cost per day, month and year with its share of the total (shares from compute). */
export function categoryBreakdown(r: RunningCostResult): CategoryCost[] {
  const perDay: Record<Category, number | null> = {
    electricity: r.electricityPerDay,
    additives: r.additivesPerDay,
    food: r.foodPerDay,
    salt: r.saltPerDay,
  };
  const share: Record<Category, number | null> = {
    electricity: r.electricitySharePct,
    additives: r.additivesSharePct,
    food: r.foodSharePct,
    salt: r.saltSharePct,
  };
  return CATEGORIES.map((key) => ({ key, ...periods(perDay[key]), sharePct: share[key] }));
}
