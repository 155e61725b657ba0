import type { SgConvention } from '@/lib/seawater';
import { MAX_LOG_IMPORT_BYTES, parseLogCsv, parseLogJson, type FileError, type ImportPreview } from '../import';
import { decodeImportText } from '../text-decode';
import { parseApexDatalog, isApexDatalog } from './apex-datalog';
import type { ProbeInfo, ProbeMap } from './apex-probes';
import { isApexStatus, parseApexStatus } from './apex-status';
import { isFusionLog, parseFusionLog } from './apex-fusion';
import { focustronicKind, parseFocustronic } from './focustronic';
import { jsonErrorLine } from './readings';
import { guessMapping, readTable, type Table, type TableMapping } from './table';
import type { DateOrder } from './table-dates';

/**
 * Reading any file or pasted text a keeper brings: the log's own exports (import.ts), a tester's or controller's
 * records (Apex datalog and status, Apex Fusion's measurement log, Focustronic Alkatronic and Mastertronic), or any
 * other table, which goes to the column mapper. Which one is told by the content, never by the file's name. Pure;
 * loaded only when a keeper imports (components/log/transfer-panel.tsx). docs/imports.md
 */

export interface ReadOptions {
  tankId: string | null;
  existingTankIds?: readonly string[];
  sg: SgConvention;
  /** Apex probes: the keeper's choice of parameter per probe name */
  probeMap?: ProbeMap;
  /** the date order a new table's dates are first read in (the locale's) */
  dateOrder: DateOrder;
}

export type ReadOutcome =
  | { kind: 'preview'; preview: ImportPreview; probes?: ProbeInfo[]; leftOut?: number }
  | { kind: 'table'; table: Table; guess: TableMapping }
  | { kind: 'error'; error: FileError; line?: number };

const fail = (error: FileError, line?: number): ReadOutcome => ({ kind: 'error', error, ...(line ? { line } : {}) });

function fromResult(
  r:
    | { ok: true; preview: ImportPreview; probes?: ProbeInfo[]; hidden?: number; skipped?: number }
    | { ok: false; error: FileError; line?: number },
): ReadOutcome {
  if (!r.ok) return fail(r.error, r.line);
  const leftOut = (r.hidden ?? 0) + (r.skipped ?? 0);
  return { kind: 'preview', preview: r.preview, ...(r.probes ? { probes: r.probes } : {}), ...(leftOut ? { leftOut } : {}) };
}

export function readAnyText(text: string, opts: ReadOptions): ReadOutcome {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return fail('empty');
  if (trimmed.startsWith('<')) {
    if (!isApexDatalog(trimmed)) return fail('wrongShape');
    if (!opts.tankId) return fail('wrongShape');
    return fromResult(parseApexDatalog(trimmed, { tankId: opts.tankId, probeMap: opts.probeMap }));
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch (err) {
      return fail('malformed', jsonErrorLine(trimmed, err));
    }
    const own = typeof data === 'object' && data !== null && 'format' in data;
    if (own) return fromResult(parseLogJson(trimmed, opts.existingTankIds));
    if (!opts.tankId) return fail('wrongShape');
    const tankId = opts.tankId;
    if (isApexStatus(data)) return fromResult(parseApexStatus(data, { tankId, probeMap: opts.probeMap }));
    if (focustronicKind(data)) return fromResult(parseFocustronic(data, { tankId }));
    if (isFusionLog(data)) return fromResult(parseFusionLog(data, { tankId }));
    return fail('wrongShape');
  }
  // the log's own CSV (long, or a wide table it can read by its headers), else the mapper
  const own = parseLogCsv(trimmed, opts.tankId, opts.sg);
  if (own.ok && (own.preview.format === 'csv-long' || own.preview.entries.length > 0)) return fromResult(own);
  if (!opts.tankId) return own.ok ? fromResult(own) : fail(own.error);
  const table = readTable(trimmed);
  if (!table) return fail('noRows');
  return { kind: 'table', table, guess: guessMapping(table, opts.dateOrder) };
}

/** A chosen file: its size checked before it is read, its bytes decoded as UTF-8 or else Shift_JIS (text-decode.ts). */
export async function readAnyFile(file: Pick<Blob, 'size' | 'arrayBuffer'>, opts: ReadOptions): Promise<ReadOutcome> {
  if (file.size > MAX_LOG_IMPORT_BYTES) return fail('tooLarge');
  if (file.size === 0) return fail('empty');
  const decoded = decodeImportText(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return fail('encoding');
  const out = readAnyText(decoded.text, opts);
  return out.kind === 'preview' ? { ...out, preview: { ...out.preview, encoding: decoded.encoding } } : out;
}

export { readMappedTable, mappingComplete, type Table, type TableMapping, type ColumnRole } from './table';
export { rememberedMapping, rememberMapping } from './layouts';
export { READING_UNITS, sourceOf, type ReadingUnit } from './readings';
export type { ProbeInfo, ProbeMap } from './apex-probes';
export { DATE_ORDERS, type DateOrder } from './table-dates';
