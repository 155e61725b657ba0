/**
 * The log's two exports side by side: the JSON file (everything, read back by lib/log/import.ts) and the long CSV
 * for spreadsheets (lib/log/csv.ts, docs/reef-log.md). Kept apart from the importers, so saving a file does not load
 * the code that reads one.
 */
import type { LogEntry, LogTank } from './model';

export { logToCsv } from './csv';

export const LOG_FILE_FORMAT = 'reefcalc.log';
export const LOG_FILE_VERSION = 1;

/**
 * The JSON export: everything stored (tombstones left out), versioned. Each row keeps its `userId` (the account it
 * belongs to, null for a row made signed out), so an import can tell the keeper's own rows (they keep their ids) from
 * someone else's (they get ids of their own, import-plan.ts).
 */
export function logToJson(tanks: readonly LogTank[], entries: readonly LogEntry[], exportedAt: string): string {
  const file = {
    format: LOG_FILE_FORMAT,
    version: LOG_FILE_VERSION,
    exportedAt,
    tanks: tanks.filter((t) => !t.deletedAt),
    entries: entries.filter((e) => !e.deletedAt),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
