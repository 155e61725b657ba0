import type { IcpEntryValues } from '@/lib/icp/types';
import type { AlkalinityUnit } from '@/lib/units';
import type { LogEntry, LogParameter, TestValues } from './model';
import { toShown } from './params';
import { sourceOf, type PointSource } from './source';

/**
 * The trend view's reading of the entries: per-parameter series, the dose and water-change markers and the time
 * ranges. Kept apart from the dose advice (analysis.ts), which loads the consumption planner only when it is shown.
 */

export interface SeriesPoint {
  entryId: string;
  /** epoch ms */
  t: number;
  value: number;
  /** where the value came from: typed by hand, a test kit, a tester or controller, an imported file (lib/log/source.ts) */
  source?: PointSource;
}

/** The tests that carry `parameter`, oldest first, in the shown unit. */
export function seriesOf(entries: readonly LogEntry[], parameter: LogParameter, alkUnit: AlkalinityUnit): SeriesPoint[] {
  const out: SeriesPoint[] = [];
  for (const e of entries) {
    if (e.kind !== 'test' || e.deletedAt) continue;
    const v = (e.values as TestValues)[parameter];
    if (typeof v === 'number' && Number.isFinite(v))
      out.push({ entryId: e.id, t: Date.parse(e.at), value: toShown(parameter, v, alkUnit), source: sourceOf(e.typed)?.kind ?? 'manual' });
  }
  return out.sort((a, b) => a.t - b.t);
}

/**
 * The ICP analyte that is the same quantity as a kit's parameter, in the same canonical unit (mg/L = ppm; nitrate and
 * phosphate only as the ions NO3 and PO4 — a lab's elemental P or N is a different analyte and is not drawn here).
 */
export const ICP_KIT_ANALYTES: Partial<Record<LogParameter, string>> = {
  alkalinity: 'KH',
  calcium: 'Ca',
  magnesium: 'Mg',
  potassium: 'K',
  salinity: 'salinity',
  nitrate: 'NO3',
  phosphate: 'PO4',
};

/** ICP analyses' measured aquarium values of `parameter`, oldest first, in the shown unit (drawn beside the kit's tests). */
export function icpSeriesOf(entries: readonly LogEntry[], parameter: LogParameter, alkUnit: AlkalinityUnit): SeriesPoint[] {
  const element = ICP_KIT_ANALYTES[parameter];
  if (!element) return [];
  const out: SeriesPoint[] = [];
  for (const e of entries) {
    if (e.kind !== 'icp' || e.deletedAt) continue;
    const a = (e.values as IcpEntryValues).analytes.find((x) => x.element === element && x.section === 'aquarium');
    if (a?.detection === 'measured' && typeof a.value === 'number' && Number.isFinite(a.value))
      out.push({ entryId: e.id, t: Date.parse(e.at), value: toShown(parameter, a.value, alkUnit) });
  }
  return out.sort((a, b) => a.t - b.t);
}

export interface Marker {
  entryId: string;
  t: number;
  kind: 'dose' | 'water_change';
}

export function markersOf(entries: readonly LogEntry[]): Marker[] {
  return entries
    .filter((e) => !e.deletedAt && (e.kind === 'dose' || e.kind === 'water_change'))
    .map((e) => ({ entryId: e.id, t: Date.parse(e.at), kind: e.kind as Marker['kind'] }))
    .sort((a, b) => a.t - b.t);
}

export const RANGES = ['30', '90', '365', 'all'] as const;
export type TrendRange = (typeof RANGES)[number];
const DAY_MS = 86_400_000;

/** Points inside the last `range` days before `now` (all for 'all'). */
/** `days` calendar days before `t` in the keeper's time zone: across a change of summer time a day is not 24 hours. */
export function daysBefore(t: number, days: number): number {
  const d = new Date(t);
  d.setDate(d.getDate() - days);
  return d.getTime();
}

export function inRange<T extends { t: number }>(points: readonly T[], range: TrendRange, now: number): T[] {
  if (range === 'all') return [...points];
  const from = daysBefore(now, Number(range));
  return points.filter((p) => p.t >= from && p.t <= now + DAY_MS);
}
