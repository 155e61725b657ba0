import { finiteOr } from '@/lib/calculators/finite';
import type { RunningCostInput, SaltFrequency } from './schema';

/** Month = 365/12 days, year = 365 days (docs/methods.md#conventions, methods.md#decisions). */
export const DAYS_PER_MONTH = 365 / 12;
export const DAYS_PER_YEAR = 365;
/** Days between water changes. */
export const INTERVAL_DAYS: Record<SaltFrequency, number> = { weekly: 7, biweekly: 14 };

type Device = { name?: string; watts: number; hoursPerDay?: number | null; powerPct?: number | null; runs24h?: boolean | null };
type Additive = { name?: string; dailyMl: number; productSizeMl: number; productCost: number };
type Food = { type?: string; costPerPack: number; packSize?: number | null; durationDays: number };
type Salt = NonNullable<RunningCostInput['salt']>;
type Input = {
  devices?: readonly Device[];
  priceKwh: number;
  additives?: readonly Additive[];
  foods?: readonly Food[];
  salt?: Salt | null;
};

export interface DeviceDetail {
  name: string;
  hoursPerDay: number | null;
  kwhPerDay: number | null;
  costPerDay: number | null;
}
export interface AdditiveDetail {
  name: string;
  costPerDay: number | null;
  daysPerPackage: number | null;
}
export interface FoodDetail {
  type: string;
  costPerDay: number | null;
}
export interface SaltDetail {
  waterPerChangeL: number;
  waterPerDayL: number;
  bucketsPerYear: number;
}

export interface RunningCostResult {
  kwhPerDay: number | null;
  kwhPerMonth: number | null;
  kwhPerYear: number | null;
  electricityPerDay: number | null;
  additivesPerDay: number | null;
  foodPerDay: number | null;
  saltPerDay: number | null;
  totalPerDay: number | null;
  totalPerMonth: number | null;
  totalPerYear: number | null;
  /** shares of the total, 0–100; null (with `totalZero`) when the total is 0 */
  electricitySharePct: number | null;
  additivesSharePct: number | null;
  foodSharePct: number | null;
  saltSharePct: number | null;
  /** extras for the screen's tables */
  devicesDetail: DeviceDetail[];
  additivesDetail: AdditiveDetail[];
  foodsDetail: FoodDetail[];
  saltDetail: SaltDetail | null;
  warnings: string[];
}

/** What the screen shows when a figure overflowed (finite.ts): no figures, the warning says why. */
const NO_RESULT: RunningCostResult = {
  kwhPerDay: null,
  kwhPerMonth: null,
  kwhPerYear: null,
  electricityPerDay: null,
  additivesPerDay: null,
  foodPerDay: null,
  saltPerDay: null,
  totalPerDay: null,
  totalPerMonth: null,
  totalPerYear: null,
  electricitySharePct: null,
  additivesSharePct: null,
  foodSharePct: null,
  saltSharePct: null,
  devicesDetail: [],
  additivesDetail: [],
  foodsDetail: [],
  saltDetail: null,
  warnings: [],
};

const ok = (x: unknown, min = 0, max = Infinity): x is number => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max;
const sum = (xs: (number | null)[]) => (xs.some((x) => x === null) ? null : xs.reduce<number>((a, x) => a + (x as number), 0));
const times = (x: number | null, k: number) => (x === null ? null : x * k);
/** A row figure that overflowed (extreme input without the schema) counts as invalid. */
const fin = (x: number | null) => (x !== null && Number.isFinite(x) ? x : null);

/** day = Σ W·h·%/100/1000·price + Σ mL·cost/size + Σ pack/days + V·wc%/100/interval·price/bucket; month = day·365/12. */
export function compute(input: Input): RunningCostResult {
  const warnings: string[] = [];
  const devices = electricity(input.devices ?? [], input.priceKwh, warnings);
  const additives = additiveCosts(input.additives ?? [], warnings);
  const foods = foodCosts(input.foods ?? [], warnings);
  const salt = saltCost(input.salt ?? null, warnings);
  const parts = { electricity: devices.costPerDay, additives: additives.perDay, food: foods.perDay, salt: salt.perDay };
  const totalPerDay = sum(Object.values(parts));
  const shares = sharesOf(parts, totalPerDay, warnings);
  return finiteOr(
    {
      kwhPerDay: devices.kwhPerDay,
      kwhPerMonth: times(devices.kwhPerDay, DAYS_PER_MONTH),
      kwhPerYear: times(devices.kwhPerDay, DAYS_PER_YEAR),
      electricityPerDay: parts.electricity,
      additivesPerDay: parts.additives,
      foodPerDay: parts.food,
      saltPerDay: parts.salt,
      totalPerDay,
      totalPerMonth: times(totalPerDay, DAYS_PER_MONTH),
      totalPerYear: times(totalPerDay, DAYS_PER_YEAR),
      ...shares,
      devicesDetail: devices.detail,
      additivesDetail: additives.detail,
      foodsDetail: foods.detail,
      saltDetail: salt.detail,
      warnings,
    },
    NO_RESULT,
  );
}

/** kWh/day = W·hours·power%/100/1000 (hours = 24 when runs24h); cost = kWh·price. */
function electricity(devices: readonly Device[], priceKwh: number, warnings: string[]) {
  const priceOk = ok(priceKwh);
  if (!priceOk && devices.length > 0) warnings.push('invalidPriceKwh');
  const detail: DeviceDetail[] = devices.map((d) => {
    const hours = d.runs24h ? 24 : d.hoursPerDay;
    const pct = d.powerPct ?? 100;
    const valid = ok(d.watts) && ok(hours, 0, 24) && ok(pct, 0, 100);
    const kwhPerDay = valid ? fin((d.watts * hours * pct) / 100 / 1000) : null;
    const costPerDay = kwhPerDay !== null && priceOk ? fin(kwhPerDay * priceKwh) : null;
    return { name: d.name ?? '', hoursPerDay: valid ? hours : null, kwhPerDay, costPerDay };
  });
  if (detail.some((d) => d.kwhPerDay === null)) warnings.push('invalidDevice');
  return { detail, kwhPerDay: sum(detail.map((d) => d.kwhPerDay)), costPerDay: sum(detail.map((d) => d.costPerDay)) };
}

/** additive/day = daily_mL·cost/size_mL; days per package = size/daily. */
function additiveCosts(rows: readonly Additive[], warnings: string[]) {
  const detail: AdditiveDetail[] = rows.map((a) => {
    const valid = ok(a.dailyMl) && ok(a.productCost) && ok(a.productSizeMl) && a.productSizeMl > 0;
    return {
      name: a.name ?? '',
      costPerDay: valid ? fin((a.dailyMl * a.productCost) / a.productSizeMl) : null,
      daysPerPackage: valid && a.dailyMl > 0 ? fin(a.productSizeMl / a.dailyMl) : null,
    };
  });
  if (detail.some((d) => d.costPerDay === null)) warnings.push('invalidAdditive');
  return { detail, perDay: sum(detail.map((d) => d.costPerDay)) };
}

/** food/day = cost per pack / days it lasts (pack size is informational). */
function foodCosts(rows: readonly Food[], warnings: string[]) {
  const detail: FoodDetail[] = rows.map((f) => ({
    type: f.type ?? '',
    costPerDay: ok(f.costPerPack) && ok(f.durationDays) && f.durationDays > 0 ? fin(f.costPerPack / f.durationDays) : null,
  }));
  if (detail.some((d) => d.costPerDay === null)) warnings.push('invalidFood');
  return { detail, perDay: sum(detail.map((d) => d.costPerDay)) };
}

/** salt/day = (V·wc%/100/interval)·price/bucket litres; no salt block = 0. */
function saltCost(salt: Salt | null, warnings: string[]) {
  if (salt === null) return { perDay: 0, detail: null };
  const interval = INTERVAL_DAYS[salt.frequency];
  const valid = ok(salt.tankVolumeL) && ok(salt.waterChangePct, 0, 100) && ok(salt.saltPrice) && ok(salt.bucketCapacityL, Number.MIN_VALUE);
  const waterPerChangeL = (salt.tankVolumeL * salt.waterChangePct) / 100;
  const waterPerDayL = waterPerChangeL / interval;
  const detail = { waterPerChangeL, waterPerDayL, bucketsPerYear: (waterPerDayL * DAYS_PER_YEAR) / salt.bucketCapacityL };
  const perDay = (waterPerDayL * salt.saltPrice) / salt.bucketCapacityL;
  if (!valid || interval === undefined || ![perDay, ...Object.values(detail)].every(Number.isFinite)) {
    warnings.push('invalidSalt');
    return { perDay: null, detail: null };
  }
  return { perDay, detail };
}

/** share = part/total·100; null with `totalZero` when nothing costs anything (0/0 has no share). */
type Parts = Record<'electricity' | 'additives' | 'food' | 'salt', number | null>;

function sharesOf(parts: Parts, total: number | null, warnings: string[]) {
  const pct = (part: number | null) => (part === null || total === null || total <= 0 ? null : (part / total) * 100);
  if (total === 0) warnings.push('totalZero');
  return {
    electricitySharePct: pct(parts.electricity),
    additivesSharePct: pct(parts.additives),
    foodSharePct: pct(parts.food),
    saltSharePct: pct(parts.salt),
  };
}
