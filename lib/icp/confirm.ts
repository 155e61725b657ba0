import type { LogEntry } from '@/lib/log/model';
import { nameUuid } from '@/lib/log/name-uuid';
import type { IcpAnalyte, IcpEntryValues, IcpReport } from './types';

/**
 * From the importer's preview to the stored entry: the keeper's corrections of a value, the analysis's id and the
 * check that the same report is not stored twice in a tank (its fingerprint, lib/icp/parse.ts icpFingerprint, taken
 * from the report as read, so the keeper's corrections do not make a second copy look new).
 */

/** A name-based id: the same report imported in one tank on two devices becomes one entry once synced. */
export const icpEntryId = (tankId: string, fingerprint: string) => nameUuid(['icp', tankId, fingerprint].join('\n'));

/** The live ICP entry of this tank with this fingerprint, if one is stored. */
export const storedWithFingerprint = (entries: readonly LogEntry[], fingerprint: string) =>
  entries.find((e) => e.kind === 'icp' && !e.deletedAt && (e.values as IcpEntryValues).fingerprint === fingerprint) ?? null;

const NOT_DETECTED = /^(?:n\.?\s?n\.?|n\.?\s?d\.?|-{2,}|nd|not detected|検出されず|不検出)$/i;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

/**
 * A value the keeper typed over the stored one, in the analyte's canonical unit: a number (decimal point or comma),
 * `< x` (below the lab's limit x) or "n.d." / "---" (not detected). Null when it reads as none of them.
 */
export function correctedAnalyte(a: IcpAnalyte, typed: string): IcpAnalyte | null {
  const s = typed.normalize('NFKC').trim();
  if (NOT_DETECTED.test(s)) return { ...a, detection: 'not-detected', value: null, limit: null };
  const below = /^<\s*(.+)$/.exec(s);
  const n = below ? below[1].trim() : s;
  if (!NUMBER.test(n)) return null;
  const x = Number(n.replace(',', '.'));
  if (!Number.isFinite(x) || x > 1_000_000) return null;
  return below ? { ...a, detection: 'below', value: null, limit: x } : { ...a, detection: 'measured', value: x, limit: null };
}

/** The stored form of a value, in the words the correction field reads back (`< 0.0005`, `n.d.`, `430`). */
export function storedText(a: IcpAnalyte): string {
  if (a.detection === 'measured') return String(a.value);
  if (a.detection === 'below') return `< ${a.limit}`;
  return a.detection === 'not-detected' ? 'n.d.' : '';
}

/** The entry's values: the analytes as the keeper confirmed them, the report's lab, id and fingerprint. */
export function confirmedValues(report: IcpReport, analytes: readonly IcpAnalyte[], fingerprint: string): IcpEntryValues {
  return { lab: report.lab, reportId: report.reportId, analytes: [...analytes], fingerprint };
}

/** The entry's time: noon of the sampling day in the keeper's time zone (a day has no hour; noon keeps it that day). */
export const samplingTime = (day: string) => new Date(`${day}T12:00:00`).toISOString();
