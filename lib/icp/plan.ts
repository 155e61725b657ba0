import { DAILY_CEILINGS } from '@/lib/calculators/dosing/presets';
import { convertAlkalinity } from '@/lib/units';
import { concernAt, icpElement, nswAt, targetAt } from './catalogue';
import { customIcpProduct, type CustomIcpProduct, icpProductsOf, type IcpProduct } from './products';
import type { IcpAnalyte } from './types';
import { printedAbove } from './units';

/**
 * The correction plan of an ICP analysis (docs/methods.md#icp-analyses).
 *
 * One item per aquarium analyte (RO-water analytes get none). `status`:
 * - `dose`: below the target's lower end, worth dosing, a product exists. The aim is the middle of the target band
 *   (scaled to salinity), so the planned total never passes the upper end; `totalMl` = (aim − measured) × volumeL ÷
 *   (raisesMgL × inL ÷ perMl) and `days` split it so no day raises more than the product's daily maximum (or, where
 *   the label states none, the hobby's daily ceiling or a tenth of natural seawater: `dailyRaiseLimit`). A *below*
 *   whose limit lies under the target's lower end is a deficit too, dosed from that limit (the least it can be).
 * - `water-change`: above the upper end, or a pollutant above its concern level: `waterChange` says how much.
 * - `ok`: within the band (or below the concern level).
 * - `no-product`: below target, worth dosing, but the chosen line has no product for it.
 * - `not-dosed`: an element not to dose, an experiment, a toxic one below concern, no target, a non-detect, or a
 *   dose under 0.01 mL a day.
 * - `retest`: a lab's "> x" that is not above the band: the lab could not tell where it is, measure again.
 * `reason` is a code for the screen's message. All concentrations are mg/L (KH dKH, salinity PSU).
 */
export type IcpPlanStatus = 'dose' | 'water-change' | 'ok' | 'no-product' | 'not-dosed' | 'retest';
export type IcpPlanReason =
  | 'below-target'
  | 'above-target'
  | 'above-concern'
  | 'in-range'
  | 'below-concern'
  | 'do-not-dose'
  | 'experiment'
  | 'toxic'
  | 'no-target'
  | 'non-detect'
  | 'limit-below-target'
  | 'no-product'
  | 'new-water-above-aim'
  | 'above-lab-range'
  | 'dose-too-small'
  | 'unknown-element';

/**
 * A dilution by water changes with new water at natural seawater (salt mixes aim at it), or at 0 for nutrients and
 * pollutants (a fresh salt mix carries none; both our assumptions):
 * after one change of fraction f, c' = c·(1 − f) + nsw·f. `percent` is one change's share of the system;
 * `changes` how many such changes bring `measured` to `aimMgL` or below.
 */
export interface IcpWaterChange {
  percent: number;
  changes: number;
  aimMgL: number;
  newWaterMgL: number;
  /** the system volume each change replaces, L */
  litresPerChange: number;
}

export interface IcpPlanItem {
  element: string;
  status: IcpPlanStatus;
  reason: IcpPlanReason;
  /** the analyte's value (measured) or limit (below), canonical unit; null for other non-detects */
  measured: number | null;
  /** the target band scaled to the sample's salinity; null when the catalogue has none */
  target: { low: number; high: number } | null;
  /** where a dose aims: the middle of `target` */
  aim?: number;
  product?: IcpProduct;
  totalMl?: number;
  days?: { day: number; ml: number }[];
  waterChange?: IcpWaterChange;
  /** the catalogue's concern level for pollutants (mg/L) */
  concern?: number | null;
}

export interface IcpPlan {
  line: string;
  items: IcpPlanItem[];
  /** days until the next ICP test is worth taking */
  retestAfterDays: number;
}

export interface IcpPlanInput {
  analytes: IcpAnalyte[];
  volumeL: number;
  salinityPsu: number | null;
  line: string;
  custom?: CustomIcpProduct[];
}

/** one change at most this share of the system (a common reef-keeping habit, our choice) */
export const WATER_CHANGE_MAX = 0.2;
/** a plan doses for at most this many days; a slower product's course is cut there, and the retest shows the rest */
export const MAX_PLAN_DAYS = 60;
/** without a stated maximum or a hobby ceiling, a day raises an element by at most this share of natural seawater (our rule) */
export const NSW_SHARE_PER_DAY = 0.1;

/** the dosing calculator's daily ceilings (docs/presets.md) for the elements an ICP reports, in the plan's units */
const CEILINGS: Record<string, number> = {
  Ca: DAILY_CEILINGS.calcium!.perDay,
  Mg: DAILY_CEILINGS.magnesium!.perDay,
  KH: convertAlkalinity(DAILY_CEILINGS.alkalinity!.perDay, 'meqL', 'dkh'),
};

/**
 * The largest raise a day may bring (mg/L, dKH for KH): the product's stated maximum; else the hobby's ceiling for
 * calcium, magnesium and alkalinity; else a tenth of the element's natural-seawater value at `psu`; null when none of
 * them is known (one day).
 */
export function dailyRaiseLimit(p: IcpProduct, psu: number | null): number | null {
  if (p.maxDailyMgL) return p.maxDailyMgL;
  if (CEILINGS[p.element]) return CEILINGS[p.element];
  const nsw = nswAt(p.element, psu ?? 35);
  return nsw ? nsw * NSW_SHARE_PER_DAY : null;
}

const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

/**
 * Total mL (floored to 0.01 mL) and its split in days that each raise at most `maxDaily` (null: one day), for at most
 * MAX_PLAN_DAYS days.
 */
export function splitDose(
  raise: number,
  volumeL: number,
  p: IcpProduct,
  maxDaily: number | null = p.maxDailyMgL,
): { totalMl: number; days: { day: number; ml: number }[] } {
  const mlPerUnit = (volumeL / p.strength.inL) * (p.strength.perMl / p.strength.raisesMgL);
  const exact = raise * mlPerUnit;
  const needed = maxDaily ? Math.max(1, Math.ceil(raise / maxDaily - 1e-9)) : 1;
  const n = Math.min(needed, MAX_PLAN_DAYS);
  const perDay = floor2(needed > n ? maxDaily! * mlPerUnit : exact / n);
  const days = Array.from({ length: n }, (_, k) => ({ day: k + 1, ml: perDay }));
  return { totalMl: floor2(perDay * n), days };
}

/** Water changes that bring c down to aim with new water at nsw: one if f ≤ max, else k changes of max. */
export function waterChangeFor(c: number, aim: number, nsw: number, volumeL: number): IcpWaterChange | null {
  if (nsw >= aim || c <= aim) return null;
  const f = (c - aim) / (c - nsw);
  if (f <= WATER_CHANGE_MAX) {
    const percent = Math.ceil(f * 100);
    return { percent, changes: 1, aimMgL: aim, newWaterMgL: nsw, litresPerChange: (volumeL * percent) / 100 };
  }
  const changes = Math.ceil(Math.log((aim - nsw) / (c - nsw)) / Math.log(1 - WATER_CHANGE_MAX) - 1e-9);
  const percent = WATER_CHANGE_MAX * 100;
  return { percent, changes, aimMgL: aim, newWaterMgL: nsw, litresPerChange: (volumeL * percent) / 100 };
}

function productFor(element: string, line: string, custom: CustomIcpProduct[] | undefined): IcpProduct | undefined {
  const own = (custom ?? [])
    .filter((c) => c.element === element)
    .map(customIcpProduct)
    .find((p) => p !== null);
  return own ?? icpProductsOf(line).find((p) => p.element === element);
}

function planItem(a: IcpAnalyte, input: IcpPlanInput): IcpPlanItem {
  const info = icpElement(a.element);
  const psu = input.salinityPsu;
  const target = targetAt(a.element, psu);
  const measured = a.detection === 'measured' ? a.value : a.detection === 'below' ? a.limit : null;
  const base = { element: a.element, measured, target };
  if (!info) return { ...base, status: 'not-dosed', reason: 'unknown-element' };
  // new water: a salt mix carries the seawater majors and traces but no nutrients or pollutants (our assumption)
  const nsw = info.group === 'nutrient' || info.group === 'pollutant' ? 0 : (nswAt(a.element, psu ?? 35) ?? 0);
  const concern = concernAt(a.element, psu);
  const dose = (from: number, reason: IcpPlanReason): IcpPlanItem => {
    if (!target) return { ...base, status: 'not-dosed', reason: 'no-target' };
    if (info.doseClass !== 'dose') return { ...base, status: 'not-dosed', reason: info.doseClass };
    const product = productFor(a.element, input.line, input.custom);
    if (!product) return { ...base, status: 'no-product', reason: 'no-product' };
    const aim = (target.low + target.high) / 2;
    const split = splitDose(aim - from, input.volumeL, product, dailyRaiseLimit(product, psu));
    if (split.totalMl <= 0) return { ...base, status: 'not-dosed', reason: 'dose-too-small' };
    return { ...base, status: 'dose', reason, aim, product, ...split };
  };

  if (a.detection !== 'measured' || measured === null) {
    // the true value lies under the limit, so the limit under the target is the least shortfall there is
    if (a.detection === 'below' && measured !== null && target && measured < target.low) return dose(measured, 'limit-below-target');
    return { ...base, status: 'not-dosed', reason: 'non-detect' };
  }
  // "> x": the lab measured only that it is above x; water changes if x is already too high, else measure again
  const above = printedAbove(a);
  if (concern !== null && measured > concern) {
    const wc = waterChangeFor(measured, concern, nsw, input.volumeL);
    return wc
      ? { ...base, concern, status: 'water-change', reason: 'above-concern', waterChange: wc }
      : { ...base, concern, status: 'not-dosed', reason: 'new-water-above-aim' };
  }
  if (!target) {
    const reason = info.doseClass === 'toxic' ? 'below-concern' : info.doseClass === 'experiment' ? 'experiment' : 'no-target';
    return { ...base, concern, status: concern !== null ? 'ok' : 'not-dosed', reason };
  }
  if (measured > target.high) {
    const wc = waterChangeFor(measured, target.high, nsw, input.volumeL);
    return wc
      ? { ...base, status: 'water-change', reason: 'above-target', waterChange: wc }
      : { ...base, status: 'not-dosed', reason: 'new-water-above-aim' };
  }
  if (above) return { ...base, status: 'retest', reason: 'above-lab-range' };
  if (measured >= target.low) return { ...base, status: 'ok', reason: 'in-range' };
  return dose(measured, 'below-target');
}

/** A reading the plan can use: a finite value (or limit) that is not negative; anything else is left out. */
const readable = (a: IcpAnalyte) =>
  a.detection === 'measured'
    ? a.value !== null && Number.isFinite(a.value) && a.value >= 0
    : a.detection !== 'below' || (a.limit !== null && Number.isFinite(a.limit) && a.limit > 0);

/** The plan for one analysis in one product line (custom products first). Never throws on odd input. */
export function planIcpCorrections(input: IcpPlanInput): IcpPlan {
  const volumeL = Number.isFinite(input.volumeL) && input.volumeL > 0 ? input.volumeL : 0;
  const salinityPsu = input.salinityPsu !== null && Number.isFinite(input.salinityPsu) && input.salinityPsu > 0 ? input.salinityPsu : null;
  const safe = { ...input, volumeL, salinityPsu };
  // one item per element: an analysis stored with two readings of one element is planned from the first
  const aquarium = input.analytes.filter(
    (a, i, all) =>
      a.section === 'aquarium' && readable(a) && all.findIndex((b) => b.section === 'aquarium' && b.element === a.element) === i,
  );
  const items = volumeL > 0 ? aquarium.map((a) => planItem(a, safe)) : [];
  const longest = Math.max(0, ...items.map((i) => i.days?.length ?? 0), ...items.map((i) => i.waterChange?.changes ?? 0).map((c) => c * 7));
  const acted = items.some((i) => i.status === 'dose' || i.status === 'water-change' || i.status === 'retest');
  return { line: input.line, items, retestAfterDays: acted ? Math.max(14, longest + 7) : 90 };
}
