import { icpElement, nswAt, targetAt } from './catalogue';
import { customIcpProduct, type CustomIcpProduct, icpProductsOf, type IcpProduct } from './products';
import type { IcpAnalyte } from './types';

/**
 * The correction plan of an ICP analysis (docs/methods.md#icp-analyses).
 *
 * One item per aquarium analyte (RO-water analytes get none). `status`:
 * - `dose`: below the target's lower end, worth dosing, a product exists. The aim is the middle of the target band
 *   (scaled to salinity), so the planned total never passes the upper end; `totalMl` = (aim − measured) × volumeL ÷
 *   (raisesMgL × inL ÷ perMl) and `days` split it so no day raises more than the product's daily maximum.
 * - `water-change`: above the upper end, or a pollutant above its concern level: `waterChange` says how much.
 * - `ok`: within the band (or below the concern level).
 * - `no-product`: below target, worth dosing, but the chosen line has no product for it.
 * - `not-dosed`: an element not to dose, an experiment, a toxic one below concern, no target, or a non-detect.
 * - `retest`: a non-detect whose limit lies below the target's lower end: the lab could not tell, measure again.
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
/** a pollutant without a published criterion counts above this multiple of natural seawater (our rule) */
export const POLLUTANT_NSW_FACTOR = 10;

const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

/** Total mL (floored to 0.01 mL) and its split in days of at most the daily maximum. */
export function splitDose(raise: number, volumeL: number, p: IcpProduct): { totalMl: number; days: { day: number; ml: number }[] } {
  const mlPerUnit = (volumeL / p.strength.inL) * (p.strength.perMl / p.strength.raisesMgL);
  const exact = raise * mlPerUnit;
  const n = p.maxDailyMgL ? Math.max(1, Math.ceil(raise / p.maxDailyMgL - 1e-9)) : 1;
  const perDay = floor2(exact / n);
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
  const concern =
    info.concern ?? (info.group === 'pollutant' && info.nsw35 !== null ? nswAt(a.element, psu ?? 35)! * POLLUTANT_NSW_FACTOR : null);

  if (a.detection !== 'measured' || measured === null) {
    if (a.detection === 'below' && measured !== null && target && measured < target.low)
      return { ...base, status: 'retest', reason: 'limit-below-target' };
    return { ...base, status: 'not-dosed', reason: 'non-detect' };
  }
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
  if (measured >= target.low) return { ...base, status: 'ok', reason: 'in-range' };
  if (info.doseClass !== 'dose') return { ...base, status: 'not-dosed', reason: info.doseClass };
  const product = productFor(a.element, input.line, input.custom);
  if (!product) return { ...base, status: 'no-product', reason: 'no-product' };
  const aim = (target.low + target.high) / 2;
  return { ...base, status: 'dose', reason: 'below-target', aim, product, ...splitDose(aim - measured, input.volumeL, product) };
}

/** The plan for one analysis in one product line (custom products first). Never throws on odd input. */
export function planIcpCorrections(input: IcpPlanInput): IcpPlan {
  const volumeL = Number.isFinite(input.volumeL) && input.volumeL > 0 ? input.volumeL : 0;
  const salinityPsu = input.salinityPsu !== null && Number.isFinite(input.salinityPsu) && input.salinityPsu > 0 ? input.salinityPsu : null;
  const safe = { ...input, volumeL, salinityPsu };
  const items = volumeL > 0 ? input.analytes.filter((a) => a.section === 'aquarium').map((a) => planItem(a, safe)) : [];
  const longest = Math.max(0, ...items.map((i) => i.days?.length ?? 0), ...items.map((i) => i.waterChange?.changes ?? 0).map((c) => c * 7));
  const acted = items.some((i) => i.status === 'dose' || i.status === 'water-change' || i.status === 'retest');
  return { line: input.line, items, retestAfterDays: acted ? Math.max(14, longest + 7) : 90 };
}
