import { storedEntrySchema, storedTankSchema } from './row-schema';
import type { LogEntry, LogTank } from './model';

/**
 * Rows read from this browser's IndexedDB, checked against the stored-row schemas (row-schema.ts) before the log
 * computes with them. IndexedDB holds whatever was put there: an older version of the site, an extension, a keeper
 * editing it in the browser's tools, a disk error. A row that fails is left out of every computation (trends, what
 * to dose, charts, the CSV) but never changed or deleted: it stays stored and goes into the JSON export as stored.
 *
 * Each row object is checked once: the verdict is cached by object, and the log keeps the object of a row that did
 * not change between reads (live-entries.ts reconcileEntries), so a re-read checks only the rows that changed.
 * Loaded with the first read of the log (repo.ts loadRowCheck), not with the screen's first script.
 */

const verdicts = new WeakMap<object, boolean>();

function valid(schema: typeof storedTankSchema | typeof storedEntrySchema, row: unknown): boolean {
  if (typeof row !== 'object' || row === null) return false;
  let ok = verdicts.get(row);
  if (ok === undefined) {
    ok = schema.safeParse(row).success;
    verdicts.set(row, ok);
  }
  return ok;
}

export interface Checked<T> {
  /** the rows that have a stored row's shape; the same array as given when all of them do */
  rows: readonly T[];
  /** how many rows were left out */
  unreadable: number;
}

function partition<T>(schema: typeof storedTankSchema | typeof storedEntrySchema, rows: readonly T[]): Checked<T> {
  let out: T[] | null = null;
  for (let i = 0; i < rows.length; i++) {
    const ok = valid(schema, rows[i]);
    if (!ok && !out) out = rows.slice(0, i);
    else if (ok && out) out.push(rows[i]);
  }
  return out ? { rows: out, unreadable: rows.length - out.length } : { rows, unreadable: 0 };
}

export const checkTanks = (rows: readonly LogTank[]): Checked<LogTank> => partition(storedTankSchema, rows);
export const checkEntries = (rows: readonly LogEntry[]): Checked<LogEntry> => partition(storedEntrySchema, rows);
