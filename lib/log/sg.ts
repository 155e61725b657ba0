import { SG_CONVENTIONS, spFromSpecificGravity, type SgConvention } from '@/lib/seawater';
import type { LogEntry, TestValues } from './model';

/**
 * A salinity typed as a specific gravity, with the scale it was read on (docs/methods.md#salinity). The test form keeps
 * it in `typed.salinity` as "1.026 sg 25/25"; readings saved before the scale was kept say "1.026 sg", and were read
 * on the locale's convention of the time (25/4 on /ja, 25/25 in English), which `appliedScale` recovers from the
 * stored salinity. The re-read (`planReread`) turns such readings into the scale the keeper names.
 */

/** The Dexie `meta` key of a tank's chosen SG scale (device-local: the server's tank row has no column for it). */
export const sgScaleKey = (tankId: string) => `sgScale:${tankId}`;

export const isSgConvention = (v: unknown): v is SgConvention => (SG_CONVENTIONS as readonly unknown[]).includes(v);

/** "1.026 sg 25/25" (or "1.026 sg" before the scale was kept) → the number as typed and the scale; null if not an SG. */
export function typedSg(typed: string | undefined): { text: string; value: number; scale: SgConvention | null } | null {
  const m = /^(\S+) sg(?: (\S+))?$/.exec(typed?.trim() ?? '');
  if (!m) return null;
  const value = Number(m[1].normalize('NFKC'));
  if (!Number.isFinite(value)) return null;
  if (m[2] !== undefined && !isSgConvention(m[2])) return null;
  return { text: m[1], value, scale: m[2] ?? null };
}

/** What `typed.salinity` keeps for an SG reading: the text as typed and its scale. */
export const sgTyped = (text: string, scale: SgConvention) => `${text.trim()} sg ${scale}`;

/** A reading's temperature as the form read it: the test's own, else 25 °C (schema.ts DEFAULT_READING_TEMP_C). */
const readingTemp = (v: TestValues) => (typeof v.temperature === 'number' ? v.temperature : 25);

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

/** The old defaults, in the order a reading without a scale is matched against them. */
const OLD_DEFAULTS: readonly SgConvention[] = ['25/4', '25/25'];

/**
 * The scale an SG reading of `entry` was read on: the one kept with it, or (older readings) the convention that turns
 * the typed number into the stored salinity. Null when the entry holds no SG reading or none of them matches.
 */
export function appliedScale(entry: LogEntry): SgConvention | null {
  if (entry.kind !== 'test') return null;
  const sg = typedSg(entry.typed?.salinity);
  const v = entry.values as TestValues;
  if (!sg || typeof v.salinity !== 'number') return null;
  if (sg.scale) return sg.scale;
  const t = readingTemp(v);
  for (const c of [...OLD_DEFAULTS, ...SG_CONVENTIONS.filter((x) => !OLD_DEFAULTS.includes(x))]) {
    const sp = spFromSpecificGravity(sg.value, c, t);
    if (sp !== null && close(sp, v.salinity)) return c;
  }
  return null;
}

export interface RereadRow {
  entry: LogEntry;
  /** the number as typed */
  text: string;
  from: SgConvention;
  /** stored salinity (ppt) and the salinity on the new scale */
  before: number;
  after: number;
  /** the patch updateEntry writes */
  values: TestValues;
  typed: Record<string, string>;
}

/**
 * Every SG reading of `entries` read on another scale than `to`, with its salinity before and after reading it on
 * `to`; readings whose typed value is out of range on `to` are left out (they would be refused by the form too).
 */
export function planReread(entries: readonly LogEntry[], to: SgConvention): RereadRow[] {
  const rows: RereadRow[] = [];
  for (const entry of entries) {
    if (entry.deletedAt) continue;
    const from = appliedScale(entry);
    if (!from || from === to) continue;
    const sg = typedSg(entry.typed?.salinity)!;
    const v = entry.values as TestValues;
    const after = spFromSpecificGravity(sg.value, to, readingTemp(v));
    if (after === null) continue;
    rows.push({
      entry,
      text: sg.text,
      from,
      before: v.salinity!,
      after,
      values: { ...v, salinity: after },
      typed: { ...entry.typed, salinity: sgTyped(sg.text, to) },
    });
  }
  return rows;
}
