import type { LogEntry } from '@/lib/log/model';
import { concernAt, ICP_ELEMENTS, icpElement, nswAt, targetAt, type IcpElementGroup, type IcpElementInfo } from './catalogue';
import type { IcpAnalyte, IcpEntryValues, IcpLab, IcpReading } from './types';

/**
 * A tank's ICP analyses read back from the log: one history per element across labs (the aquarium's sample only; the
 * RO water is a separate sample), and the latest analysis beside the one before it. Natural-seawater values and
 * targets are scaled to the salinity the lab measured in that sample (35 when it gave none).
 */

export interface IcpAnalysis {
  entryId: string;
  /** the entry's time (the sampling day) */
  at: string;
  t: number;
  /**
   * When a plan from it can start: the day the report was added to the log (labs answer one or two weeks after
   * sampling), or the sampling day when that is later or unknown. The retest counts from here.
   */
  planFrom: string;
  values: IcpEntryValues;
  /** the aquarium salinity the lab measured, PSU; null when it gave none */
  salinityPsu: number | null;
}

const measuredAquarium = (v: IcpEntryValues, element: string) =>
  v.analytes.find((a) => a.section === 'aquarium' && a.element === element && a.detection === 'measured')?.value ?? null;

/** The tank's analyses, oldest first (tombstones left out). */
export function icpAnalyses(entries: readonly LogEntry[]): IcpAnalysis[] {
  return entries
    .filter((e) => e.kind === 'icp' && !e.deletedAt)
    .map((e) => {
      const values = e.values as IcpEntryValues;
      const added = Date.parse(e.createdAt);
      const planFrom = added > Date.parse(e.at) ? new Date(added).toISOString() : e.at;
      return { entryId: e.id, at: e.at, t: Date.parse(e.at), planFrom, values, salinityPsu: measuredAquarium(values, 'salinity') };
    })
    .sort((a, b) => a.t - b.t);
}

export interface HistoryPoint {
  entryId: string;
  t: number;
  lab: IcpLab;
  analyte: IcpAnalyte;
  /** natural seawater at this sample's salinity (mg/L; KH dKH) */
  nsw: number | null;
  target: { low: number; high: number } | null;
}

/** One element's readings across every analysis and lab, oldest first. */
export function elementHistory(analyses: readonly IcpAnalysis[], element: string): HistoryPoint[] {
  const out: HistoryPoint[] = [];
  for (const a of analyses) {
    const analyte = a.values.analytes.find((x) => x.section === 'aquarium' && x.element === element);
    if (!analyte) continue;
    const psu = a.salinityPsu ?? 35;
    out.push({ entryId: a.entryId, t: a.t, lab: a.values.lab, analyte, nsw: nswAt(element, psu), target: targetAt(element, psu) });
  }
  return out;
}

/** Elements the analyses hold for the aquarium: catalogue order, then any the catalogue does not know. */
export function historyElements(analyses: readonly IcpAnalysis[]): string[] {
  const seen = new Set(analyses.flatMap((a) => a.values.analytes.filter((x) => x.section === 'aquarium').map((x) => x.element)));
  const known = ICP_ELEMENTS.map((e) => e.element).filter((e) => seen.has(e));
  return [...known, ...[...seen].filter((e) => !icpElement(e)).sort()];
}

export type Standing = 'low' | 'ok' | 'high' | 'concern' | null;

/** Where a measured value stands against the target band or the concern level (null: no basis to judge). */
export function standing(analyte: IcpReading, info: IcpElementInfo | undefined, psu: number | null): Standing {
  if (!info || analyte.detection !== 'measured' || analyte.value === null || analyte.section !== 'aquarium') return null;
  const concern = concernAt(info.element, psu);
  if (concern !== null && analyte.value > concern) return 'concern';
  const target = targetAt(info.element, psu);
  if (!target) return null;
  return analyte.value < target.low ? 'low' : analyte.value > target.high ? 'high' : 'ok';
}

export interface TableRow<A extends IcpReading = IcpAnalyte> {
  analyte: A;
  info: IcpElementInfo | undefined;
  previous: A | null;
  /** measured now minus measured before, canonical unit; null unless both were measured */
  change: number | null;
  standing: Standing;
}

export const GROUP_ORDER: readonly (IcpElementGroup | 'other')[] = ['base', 'major', 'nutrient', 'trace', 'pollutant', 'other'];

/** What latestTable reads of an analysis: the log's IcpAnalysis, or the public tank page's (readings without what was printed). */
export interface TableAnalysis<A extends IcpReading> {
  at: string;
  salinityPsu: number | null;
  values: { lab: IcpLab; analytes: readonly A[] };
}

/** The latest analysis as a lab report groups it, each row with the previous analysis's reading of the same analyte. */
export function latestTable<A extends IcpReading, T extends TableAnalysis<A> = TableAnalysis<A>>(analyses: readonly T[]) {
  const latest = analyses.at(-1);
  if (!latest) return null;
  const before = analyses.at(-2) ?? null;
  const rows = latest.values.analytes.map((analyte): TableRow<A> => {
    const info = icpElement(analyte.element);
    const previous = before?.values.analytes.find((x) => x.section === analyte.section && x.element === analyte.element) ?? null;
    const change =
      analyte.value !== null && previous?.value != null && analyte.detection === 'measured' && previous.detection === 'measured'
        ? analyte.value - previous.value
        : null;
    return { analyte, info, previous, change, standing: standing(analyte, info, latest.salinityPsu) };
  });
  const groups = (['aquarium', 'rodi'] as const).flatMap((section) =>
    GROUP_ORDER.map((group) => ({
      section,
      group,
      rows: rows.filter((r) => r.analyte.section === section && (r.info?.group ?? 'other') === group),
    })).filter((g) => g.rows.length > 0),
  );
  return { latest, previous: before, groups };
}
