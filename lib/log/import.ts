import type { SgConvention } from '@/lib/seawater';
import { csvDelimiter, LOG_CSV_COLUMNS, parseCsv } from './csv';
import { parseLogJson } from './import-json';
import { readLong } from './import-long';
import { readWide } from './import-wide';
import type { ImportSource } from './importers/readings';
import type { EntryValues, LogEntryKind, LogTank } from './model';
import { decodeImportText, type TextEncodingName } from './text-decode';

/**
 * Reading a file back into the log: the JSON export, the long CSV export, and a wide CSV (`date, alk, ca, …`, English
 * or Japanese headers, units in the headers or in a units row). Nothing is written here: the result is a preview of
 * the accepted entries and every refused row with its number and the reason (a message key under Log.transfer.reasons); import-plan.ts then compares it with what is stored.
 *
 * This module is the entry point (the preview's types, the size check, the choice of reader); each format has its
 * own reader: import-json.ts, import-long.ts (the log's CSV), import-wide.ts (a table of tests), with the checks
 * they share in import-checks.ts.
 */

/** Checked on the file's bytes (File.size) before anything is read. */
export const MAX_LOG_IMPORT_BYTES = 20_000_000;

export interface Refusal {
  /** JSON: position in `entries` (or `tanks`), from 1; CSV: the file's line */
  row: number;
  reason: string;
  /** the column or field at fault, when there is one */
  field?: string;
}

export type FileError = 'empty' | 'tooLarge' | 'malformed' | 'wrongShape' | 'unknownColumns' | 'noRows' | 'encoding' | 'noReadings';

/** A tank as the file gives it: its id and owner as in the file (import-plan.ts decides what they become here). */
export interface ImportedTank extends LogTank {
  row: number;
}

/** An entry as the file gives it. Its id and tank are resolved against the stored log by import-plan.ts. */
export interface ImportedEntry {
  row: number;
  /** JSON and the long CSV: the id in the file; a wide CSV: a name-based id of the tank, time and kind */
  id: string;
  /** JSON: the tank's id in the file; a wide CSV: the tank shown; the long CSV: null (see tankName) */
  tankId: string | null;
  /** the long CSV: its `tank` column, trimmed ('' when empty) */
  tankName?: string;
  kind: LogEntryKind;
  /** ISO 8601, UTC */
  at: string;
  values: EntryValues;
  typed?: Record<string, string>;
  note: string | null;
  /** JSON only: when the row last changed (CSV has no such column) */
  updatedAt?: string;
  /** JSON only: the account the row belonged to (null: made signed out) */
  userId?: string | null;
}

export interface ImportPreview {
  /** the log's own files, or a tester's readings (`device`) or a mapped table (`table`), lib/log/importers */
  format: 'json' | 'csv-long' | 'csv-wide' | 'device' | 'table';
  /** device and table: the format read (each entry keeps it in `typed.source`) */
  source?: ImportSource;
  tanks: ImportedTank[];
  entries: ImportedEntry[];
  refused: Refusal[];
  /** how the file's bytes were read (readLogFile sets it) */
  encoding?: TextEncodingName;
  /** a wide CSV with an SG column: the scale it was read on, and whether the file named it (else the preview asks) */
  sgColumn?: { scale: SgConvention; named: boolean };
}

/** A refused file: why, and for a file that cannot be read at all, the line where reading stopped (when known). */
export type ImportResult = { ok: true; preview: ImportPreview } | { ok: false; error: FileError; line?: number };

/**
 * Reads a CSV: the log's own long format (its header is LOG_CSV_COLUMNS), whose `tank` column names each entry's
 * tank, or a wide table with one row per test, which goes to the tank `tankId`. An SG column is read on the scale its
 * header or units row names, else on `sg` (the preview says which, and asks when the file names none).
 */
export function parseLogCsv(text: string, tankId: string | null, sg: SgConvention): ImportResult {
  const records = parseCsv(text);
  if (records.length === 0) return { ok: false, error: 'empty' };
  const header = records[0].cells.map((c) => c.trim().toLowerCase());
  if (records.length < 2) return { ok: false, error: 'noRows' };
  if (LOG_CSV_COLUMNS.every((c, i) => header[i] === c)) return readLong(records);
  if (!tankId) return { ok: false, error: 'wrongShape' };
  return readWide(records, tankId, sg, csvDelimiter(text));
}

/** Reads a file's text by its look: JSON if it starts with `{`, CSV otherwise. */
export function parseLogFile(
  text: string,
  opts: { tankId: string | null; existingTankIds?: readonly string[]; sg: SgConvention },
): ImportResult {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseLogJson(trimmed, opts.existingTankIds);
  return parseLogCsv(trimmed, opts.tankId, opts.sg);
}

/**
 * Reads a chosen file: its size is checked on the bytes (File.size) before anything is read, so a file over
 * MAX_LOG_IMPORT_BYTES is refused unread; the bytes are decoded as UTF-8 or else Shift_JIS (text-decode.ts), and the
 * preview says which.
 */
export async function readLogFile(
  file: Pick<Blob, 'size' | 'arrayBuffer'>,
  opts: { tankId: string | null; existingTankIds?: readonly string[]; sg: SgConvention },
): Promise<ImportResult> {
  if (file.size > MAX_LOG_IMPORT_BYTES) return { ok: false, error: 'tooLarge' };
  if (file.size === 0) return { ok: false, error: 'empty' };
  const decoded = decodeImportText(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return decoded;
  const result = parseLogFile(decoded.text, opts);
  return result.ok ? { ok: true, preview: { ...result.preview, encoding: decoded.encoding } } : result;
}

export { parseLogJson } from './import-json';
export { entryBoundsProblem, valuesProblem } from './import-checks';
export { parseLooseDate, sgScaleOf, unitOf, wideColumn, wideEntryId, type WideColumn } from './import-wide';
