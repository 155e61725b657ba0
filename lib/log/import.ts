import { isCollectionKind } from '@/lib/collection/model';
import { collectionValuesProblem } from '@/lib/collection/values';
import { getPreset, PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import type { SgConvention } from '@/lib/seawater';
import { fahrenheitToCelsius } from '@/lib/units';
import { isLogParameter, LOG_CSV_COLUMNS, parseCsv, undefuse, type CsvRecord } from './csv';
import { icpValuesProblem } from '@/lib/icp/values';
import {
  atInBounds,
  dangerousKeyPath,
  jsonbTooBig,
  MAX_DOSE_AMOUNT,
  MAX_VOLUME_L,
  maxValuesBytes,
  noteOk,
  tankNameOk,
  typedOk,
} from './db-bounds';
import type { EntryValues, LogEntry, LogEntryKind, LogParameter, LogTank, TestValues } from './model';
import { LOG_ENTRY_KINDS, LOG_PARAMETERS } from './model';
import { isOneOf } from '@/lib/one-of';
import { stableJson } from './import-merge';
import { LOG_FILE_FORMAT, LOG_FILE_VERSION } from './export';
import { nameUuid } from './name-uuid';
import { taskDoneValuesProblem, taskValuesProblem } from '@/lib/schedule/model';
import { journalValuesProblem } from '@/lib/journal/values';
import { sgTyped } from './sg';
import { VALUE_BOUNDS } from './params';
import { MAX_TANK_NAME_CHARS, NEW_WATER_PARAMETERS, testSchema, testValues } from './schema';
import { decodeImportText, type TextEncodingName } from './text-decode';
import type { ImportSource } from './importers/readings';

/**
 * Reading a file back into the log: the JSON export, the long CSV export, and a wide CSV (`date, alk, ca, …`, English
 * or Japanese headers, units in the headers or in a units row). Nothing is written here: the result is a preview of
 * the accepted entries and every refused row with its number and the reason (a message key under Log.transfer.reasons); import-plan.ts then compares it with what is stored.
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
  /** JSON and the long CSV: the id in the file; a wide CSV: a name-based id of the tank, time and values */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const inBounds = (p: LogParameter, v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= VALUE_BOUNDS[p].min && v <= VALUE_BOUNDS[p].max;
const utc = (iso: string) => new Date(iso).toISOString();

/** Why stored test values are refused (unknown key, not a number, out of bounds), or null. */
function testValuesProblem(v: unknown, allowed: readonly string[] = LOG_PARAMETERS): { reason: string; field?: string } | null {
  if (!isRecord(v)) return { reason: 'invalidValue' };
  for (const [k, x] of Object.entries(v)) {
    if (!allowed.includes(k) || !isLogParameter(k)) return { reason: 'unknownParameter', field: k };
    if (typeof x !== 'number' || !Number.isFinite(x)) return { reason: 'notNumber', field: k };
    if (!inBounds(k, x)) return { reason: x < VALUE_BOUNDS[k].min ? 'tooSmall' : 'tooLarge', field: k };
  }
  return null;
}

/** Why an entry's stored values do not fit its kind, or null (the same shapes the database checks). */
export function valuesProblem(kind: LogEntryKind, v: unknown): { reason: string; field?: string } | null {
  if (isRecord(v) && jsonbTooBig(v, maxValuesBytes(kind))) return { reason: 'tooBig', field: 'values' };
  if (kind === 'icp') return icpValuesProblem(v);
  if (kind === 'test') return testValuesProblem(v);
  if (isCollectionKind(kind)) return collectionValuesProblem(kind, v);
  if (kind === 'journal') return journalValuesProblem(v);
  if (kind === 'task' || kind === 'task_done') {
    const field = kind === 'task' ? taskValuesProblem(v) : taskDoneValuesProblem(v);
    return field ? { reason: 'invalidValue', field } : null;
  }
  if (!isRecord(v)) return { reason: 'invalidValue' };
  if (kind === 'note') return Object.keys(v).length ? { reason: 'invalidValue' } : null;
  if (kind === 'dose') {
    if (!(DOSE_PARAMETERS as readonly unknown[]).includes(v.parameter)) return { reason: 'unknownParameter', field: 'parameter' };
    if (typeof v.amount !== 'number' || !(v.amount > 0 && v.amount <= MAX_DOSE_AMOUNT)) return { reason: 'invalidValue', field: 'amount' };
    if (v.amountUnit !== 'ml' && v.amountUnit !== 'g') return { reason: 'invalidValue', field: 'amountUnit' };
    if (v.additiveId != null && (typeof v.additiveId !== 'string' || getPreset(v.additiveId)?.parameter !== v.parameter)) {
      return { reason: 'invalidValue', field: 'additive' };
    }
    const s = v.strengthPerUnitPerL;
    if (s != null && !(typeof s === 'number' && s > 0 && s <= 1_000_000)) return { reason: 'invalidValue', field: 'strength' };
    if (v.additiveId == null && s == null) return { reason: 'missingValue', field: 'strength' };
    return null;
  }
  if (typeof v.volumeL !== 'number' || !(v.volumeL > 0 && v.volumeL <= MAX_VOLUME_L)) return { reason: 'invalidValue', field: 'volume' };
  return testValuesProblem(v.newWater ?? {}, NEW_WATER_PARAMETERS);
}

/**
 * Why an entry's time, note and typed texts would be refused by the database (db-bounds.ts), or null: `at` from
 * 1970 to 2199, a note of at most 4,000 characters, `typed` an object of texts within the jsonb bound.
 */
export function entryBoundsProblem(e: { at: string; note?: unknown; typed?: unknown }): { reason: string; field: string } | null {
  if (!atInBounds(e.at)) return { reason: 'dateOutOfRange', field: 'at' };
  if (!noteOk(e.note)) return { reason: typeof e.note === 'string' ? 'tooLong' : 'notText', field: 'note' };
  if (!typedOk(e.typed)) return { reason: 'invalidValue', field: 'typed' };
  if (e.typed != null && jsonbTooBig(e.typed)) return { reason: 'tooBig', field: 'typed' };
  return null;
}

/** Kinds the long CSV reads back (it lists an ICP analysis's values too, but only the JSON export brings one back). */
const LONG_CSV_KINDS = ['test', 'dose', 'water_change', 'note'] as const satisfies readonly LogEntryKind[];

const validTime = (s: unknown): s is string => typeof s === 'string' && !Number.isNaN(new Date(s).getTime());

function tankProblem(t: unknown): { reason: string; field?: string } | null {
  if (!isRecord(t) || typeof t.id !== 'string' || !UUID.test(t.id)) return { reason: 'badId' };
  const name = t.name;
  if (typeof name !== 'string') return { reason: 'notText', field: 'name' };
  if (!tankNameOk(name)) return { reason: name.trim() === '' ? 'missingValue' : 'tooLong', field: 'name' };
  if (typeof t.volumeL !== 'number' || !(t.volumeL > 0 && t.volumeL <= MAX_VOLUME_L)) return { reason: 'invalidValue', field: 'volume' };
  if (!isRecord(t.targets)) return { reason: 'invalidValue', field: 'targets' };
  if (jsonbTooBig(t.targets)) return { reason: 'tooBig', field: 'targets' };
  for (const [p, r] of Object.entries(t.targets)) {
    if (!isLogParameter(p) || !isRecord(r) || !inBounds(p, r.low) || !inBounds(p, r.high) || (r.low as number) > (r.high as number))
      return { reason: 'invalidValue', field: 'targets' };
  }
  if (t.additives != null && !isRecord(t.additives)) return { reason: 'invalidValue', field: 'additives' };
  if (t.additives != null && jsonbTooBig(t.additives)) return { reason: 'tooBig', field: 'additives' };
  return null;
}

/** A row holding a key no stored row has (db-bounds.ts dangerousKeyPath): refused, naming where. */
function dangerousKeyProblem(x: unknown): { reason: string; field: string } | null {
  const path = dangerousKeyPath(x);
  return path ? { reason: 'invalidValue', field: path.join('.') } : null;
}

const ownerOf = (x: Record<string, unknown>) => (typeof x.userId === 'string' && x.userId !== '' ? x.userId : null);

/**
 * Reads the JSON export. Rows keep the id, owner and `updatedAt` of the file; import-plan.ts compares them with
 * what is stored. With `existingTankIds`, an entry whose tank is neither in the file nor among them is refused here
 * (the planner checks again against the stored log).
 */
export function parseLogJson(text: string, existingTankIds?: readonly string[]): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'malformed' };
  }
  if (
    !isRecord(data) ||
    data.format !== LOG_FILE_FORMAT ||
    data.version !== LOG_FILE_VERSION ||
    !Array.isArray(data.tanks) ||
    !Array.isArray(data.entries)
  ) {
    return { ok: false, error: 'wrongShape' };
  }
  const refused: Refusal[] = [];
  const tanks: ImportedTank[] = [];
  const seenTanks = new Set<string>();
  data.tanks.forEach((t, i) => {
    const problem = tankProblem(t) ?? dangerousKeyProblem(t);
    if (problem) return refused.push({ row: i + 1, ...problem, field: problem.field ? `tanks.${problem.field}` : 'tanks' });
    const x = t as unknown as LogTank & Record<string, unknown>;
    if (seenTanks.has(x.id)) return refused.push({ row: i + 1, reason: 'duplicate', field: 'tanks' });
    seenTanks.add(x.id);
    if (x.deletedAt) return refused.push({ row: i + 1, reason: 'deletedInFile', field: 'tanks' });
    tanks.push({
      row: i + 1,
      id: x.id,
      userId: ownerOf(x),
      name: x.name.trim(),
      volumeL: x.volumeL,
      targets: x.targets,
      additives: isRecord(x.additives) ? x.additives : {},
      archivedAt: validTime(x.archivedAt) ? utc(x.archivedAt) : null,
      createdAt: validTime(x.createdAt) ? utc(x.createdAt) : '',
      updatedAt: validTime(x.updatedAt) ? utc(x.updatedAt) : '',
      deletedAt: null,
    });
  });
  const tankIds = existingTankIds ? new Set([...existingTankIds, ...tanks.map((t) => t.id)]) : null;
  const seen = new Set<string>();
  const entries: ImportedEntry[] = [];
  data.entries.forEach((e, i) => {
    const row = i + 1;
    if (!isRecord(e) || typeof e.id !== 'string' || !UUID.test(e.id)) return refused.push({ row, reason: 'badId' });
    if (seen.has(e.id)) return refused.push({ row, reason: 'duplicate' });
    if (typeof e.tankId !== 'string' || !UUID.test(e.tankId) || (tankIds && !tankIds.has(e.tankId)))
      return refused.push({ row, reason: 'unknownTank' });
    // the JSON export carries every kind
    if (!isOneOf(LOG_ENTRY_KINDS, e.kind)) return refused.push({ row, reason: 'unknownKind' });
    if (!validTime(e.at)) return refused.push({ row, reason: 'invalidDate', field: 'at' });
    const bounds = entryBoundsProblem({ at: e.at, note: e.note, typed: e.typed });
    if (bounds) return refused.push({ row, ...bounds });
    const problem = valuesProblem(e.kind, e.values) ?? dangerousKeyProblem(e);
    if (problem) return refused.push({ row, ...problem });
    seen.add(e.id);
    if (e.deletedAt) return refused.push({ row, reason: 'deletedInFile' });
    const x = e as unknown as LogEntry;
    entries.push({
      row,
      id: x.id,
      tankId: x.tankId,
      kind: x.kind,
      at: utc(x.at),
      values: x.values,
      ...(isRecord(x.typed) ? { typed: x.typed } : {}),
      note: typeof x.note === 'string' && x.note.trim() ? x.note.trim() : null,
      updatedAt: validTime(x.updatedAt) ? utc(x.updatedAt) : '',
      userId: ownerOf(e),
    });
  });
  return { ok: true, preview: { format: 'json', tanks, entries, refused } };
}

/* CSV */

/** Header words, lower-cased, in English and Japanese (docs/japan.md#test-kits: KH in 度, NO3-N, PO4-P). */
const HEADER_ALIASES: [RegExp, WideColumn][] = [
  [/^(date|datetime|date ?time|time|at|day|日付|日時|測定日|測定日時)$/, { kind: 'date' }],
  [/^(note|notes|comment|memo|メモ|備考|コメント)$/, { kind: 'note' }],
  [/^(alk|alkalinity|kh|dkh|アルカリ度|kh値|炭酸塩硬度)$/, { kind: 'value', parameter: 'alkalinity' }],
  [/^(ca|calcium|カルシウム)$/, { kind: 'value', parameter: 'calcium' }],
  [/^(mg|magnesium|マグネシウム)$/, { kind: 'value', parameter: 'magnesium' }],
  [/^(no3|nitrate|硝酸塩|硝酸)$/, { kind: 'value', parameter: 'nitrate' }],
  [/^(no3-?n|硝酸態窒素)$/, { kind: 'value', parameter: 'nitrate', unit: 'no3n' }],
  [/^(po4|phosphate|リン酸塩|りん酸塩|リン酸|りん酸)$/, { kind: 'value', parameter: 'phosphate' }],
  [/^(po4-?p|リン酸態リン)$/, { kind: 'value', parameter: 'phosphate', unit: 'po4p' }],
  [/^(ppb ?p|p ?ppb|p \(ppb\)|リン（ppb）|リン\(ppb\))$/, { kind: 'value', parameter: 'phosphate', unit: 'pPpb' }],
  [/^(salinity|sal|塩分濃度|塩分|海水濃度|塩分計)$/, { kind: 'value', parameter: 'salinity' }],
  [/^(sg|specific gravity|比重)$/, { kind: 'value', parameter: 'salinity', unit: 'sg' }],
  [/^(temp|temperature|水温|温度)$/, { kind: 'value', parameter: 'temperature' }],
  [/^(ph)$/, { kind: 'value', parameter: 'ph' }],
  [/^(k|potassium|カリウム)$/, { kind: 'value', parameter: 'potassium' }],
];

export type WideColumn =
  { kind: 'date' } | { kind: 'note' } | { kind: 'value'; parameter: LogParameter; unit?: string; sgScale?: SgConvention };

/**
 * An SG scale written in a header ("比重(25/25)", "SG 25°C/25°C", "比重[15/4]") or a units row ("25/4", "60/60°F"), as
 * the salinity screen's convention; null when the text names none.
 */
export function sgScaleOf(text: string): SgConvention | null {
  const t = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^(sg|比重)/, '')
    .replace(/[°℃]/g, '')
    .replace(/c(?=\/|$)/g, '');
  if (/^25\/25$/.test(t)) return '25/25';
  if (/^25\/4$/.test(t)) return '25/4';
  if (/^15\/4$/.test(t)) return '15/4';
  if (/^20\/20$/.test(t)) return '20/20';
  if (/^60f?\/60f$|^60f\/60$/.test(t)) return '60F/60F';
  if (/^t\/t$/.test(t)) return 't/t';
  return null;
}

/** A unit written in a header ("Ca (ppm)", "KH[meq/L]", "温度 °F") or in a units row, as the form's unit value. */
export function unitOf(text: string): string | null {
  const t = text.toLowerCase().replace(/\s+/g, '');
  if (t === '') return null;
  if (/^(dkh|°dkh|度|°dh|dh)$/.test(t)) return 'dkh';
  if (/^meq\/?l$/.test(t)) return 'meqL';
  if (/^(ppmcaco3|mg\/lcaco3|ppmascaco3)$/.test(t)) return 'ppmCaco3';
  if (/^(no3-?n|ppmno3-?n|mg\/lno3-?n)$/.test(t)) return 'no3n';
  if (/^(po4-?p|ppmpo4-?p|mg\/lpo4-?p)$/.test(t)) return 'po4p';
  if (/^(ppt|‰|psu|g\/kg)$/.test(t)) return 'ppt';
  if (/^(sg|比重)$/.test(t)) return 'sg';
  if (/^(ms\/cm)$/.test(t)) return 'conductivity';
  if (/^(g\/cm3|g\/cm³)$/.test(t)) return 'density';
  if (/^(°?f|℉)$/.test(t)) return 'fahrenheit';
  if (/^(°?c|℃)$/.test(t)) return 'celsius';
  if (/^(ppm|mg\/l|ppmno3|ppmpo4|mg\/lno3|mg\/lpo4|no3|po4)$/.test(t)) return 'ppm';
  return null;
}

export function wideColumn(header: string): WideColumn | null {
  const norm = header.normalize('NFKC').trim();
  const m = /^(.*?)[\s]*[([]\s*(.+?)\s*[)\]]$/.exec(norm) ?? /^(\S+)\s+(\S+)$/.exec(norm);
  const candidates: [string, string | null][] = m
    ? [
        [norm, null],
        [m[1], m[2]],
      ]
    : [[norm, null]];
  for (const [name, unitText] of candidates) {
    const found = HEADER_ALIASES.find(([re]) => re.test(name.toLowerCase()));
    if (!found) continue;
    const col = found[1];
    if (col.kind !== 'value' || !unitText) return col;
    const scale = col.unit === 'sg' ? sgScaleOf(unitText) : null;
    if (scale) return { ...col, sgScale: scale };
    const unit = unitOf(unitText);
    return unit ? { ...col, unit: unit === 'ppm' ? col.unit : unit } : null;
  }
  return null;
}

/** Dates as keepers write them: ISO 8601 (with or without time and offset), 2025/01/05 12:30, 2025年1月5日. Local time. */
export function parseLooseDate(text: string): string | null {
  const s = text.normalize('NFKC').trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) return validTime(s) ? new Date(s).toISOString() : null;
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2})[:時](\d{2})(?::(\d{2}))?分?)?$/.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1).map((x) => (x === undefined ? undefined : Number(x)));
  const date = new Date(y!, mo! - 1, d, h ?? 12, mi ?? 0, sec ?? 0);
  if (date.getFullYear() !== y || date.getMonth() !== mo! - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}

const FIELD_OF: Record<LogParameter, string> = {
  alkalinity: 'alkalinity',
  calcium: 'calcium',
  magnesium: 'magnesium',
  nitrate: 'nitrate',
  phosphate: 'phosphate',
  salinity: 'salinity',
  temperature: 'temperatureC',
  ph: 'ph',
  potassium: 'potassium',
};

function readWide(records: CsvRecord[], tankId: string, sg: SgConvention): ImportResult {
  const [head, ...rest] = records;
  const columns = head.cells.map(wideColumn);
  const dateCol = columns.findIndex((c) => c?.kind === 'date');
  if (dateCol < 0 || !columns.some((c) => c?.kind === 'value')) return { ok: false, error: 'unknownColumns' };
  let body = rest;
  // a units row: no date, and unit words under the value columns
  if (
    rest[0] &&
    parseLooseDate(rest[0].cells[dateCol] ?? '') === null &&
    rest[0].cells.some((c, i) => columns[i]?.kind === 'value' && (unitOf(c) !== null || sgScaleOf(c) !== null))
  ) {
    rest[0].cells.forEach((c, i) => {
      const col = columns[i];
      const unit = unitOf(c);
      const scale = sgScaleOf(c);
      // a scale under an SG column (or under salinity: then the column is an SG)
      if (col?.kind === 'value' && col.parameter === 'salinity' && scale) columns[i] = { ...col, unit: 'sg', sgScale: scale };
      else if (col?.kind === 'value' && unit && unit !== 'ppm') columns[i] = { ...col, unit };
    });
    body = rest.slice(1);
  }
  const schema = testSchema(sg);
  const sgCol = columns.find((c) => c?.kind === 'value' && c.parameter === 'salinity' && c.unit === 'sg');
  const sgColumn = sgCol?.kind === 'value' ? { scale: sgCol.sgScale ?? sg, named: sgCol.sgScale !== undefined } : undefined;
  const entries: ImportedEntry[] = [];
  const refused: Refusal[] = [];
  const firstLine = new Map<string, number>();
  for (const rec of body) {
    const at = parseLooseDate(rec.cells[dateCol] ?? '');
    if (!at) {
      refused.push({ row: rec.line, reason: 'invalidDate', field: head.cells[dateCol] });
      continue;
    }
    const draft: Record<string, unknown> = { at };
    const fieldHeader: Record<string, string> = {};
    columns.forEach((col, i) => {
      const cell = undefuse((rec.cells[i] ?? '').trim());
      if (!col || cell === '') return;
      if (col.kind === 'note') draft.note = cell;
      if (col.kind !== 'value') return;
      const field = FIELD_OF[col.parameter];
      fieldHeader[field] = head.cells[i]!;
      let value: string = cell;
      if (col.parameter === 'temperature' && col.unit === 'fahrenheit') {
        const f = Number(cell.normalize('NFKC'));
        value = Number.isFinite(f) ? String(fahrenheitToCelsius(f)) : cell;
      }
      draft[field] = value;
      if (col.parameter === 'alkalinity' && col.unit) draft.alkalinityUnit = col.unit;
      if (col.parameter === 'nitrate' && col.unit) draft.nitrateUnit = col.unit;
      if (col.parameter === 'phosphate' && col.unit) draft.phosphateUnit = col.unit;
      if (col.parameter === 'salinity' && col.unit) draft.salinityUnit = col.unit;
      if (col.parameter === 'salinity' && col.unit === 'sg') draft.sgConvention = col.sgScale ?? sg;
    });
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = String(issue.path[0] ?? '');
      refused.push({ row: rec.line, reason: issue.message || 'invalidValue', ...(fieldHeader[path] ? { field: fieldHeader[path] } : {}) });
      continue;
    }
    if (!atInBounds(at)) {
      refused.push({ row: rec.line, reason: 'dateOutOfRange', field: head.cells[dateCol] });
      continue;
    }
    const values = testValues(parsed.data, sg);
    const note = parsed.data.note?.trim() ? parsed.data.note.trim() : null;
    const kind: LogEntryKind = Object.keys(values).length === 0 ? 'note' : 'test';
    if (kind === 'note' && !note) continue;
    // A wide table has no ids: the row's own content names it, so the same row read again is the same entry.
    const id = wideEntryId(tankId, at, kind, values, note);
    const first = firstLine.get(id);
    if (first !== undefined) {
      refused.push({ row: rec.line, reason: 'repeatedRow', field: String(first) });
      continue;
    }
    firstLine.set(id, rec.line);
    // an SG keeps the number as written and the scale it was read on, as the test form keeps it (lib/log/sg.ts)
    const typed =
      draft.salinityUnit === 'sg' && values.salinity !== undefined
        ? { salinity: sgTyped(String(draft.salinity), draft.sgConvention as SgConvention) }
        : null;
    entries.push({ row: rec.line, id, tankId, kind, at, values: kind === 'note' ? {} : values, ...(typed ? { typed } : {}), note });
  }
  return { ok: true, preview: { format: 'csv-wide', tanks: [], entries, refused, ...(sgColumn ? { sgColumn } : {}) } };
}

const ROW_PARAM = /^(?:(amount|additive|strength)\.(\w+)|newWater\.(\w+)|(volume|newWaterPreset)|(\w+))?$/;

function readLong(records: CsvRecord[]): ImportResult {
  const groups = new Map<string, { line: number; id: string; tank: string; kind: string; at: string; note: string; rows: CsvRecord[] }>();
  const refused: Refusal[] = [];
  for (const rec of records.slice(1)) {
    const [id = '', tank = '', kind = '', at = '', , , , note = ''] = rec.cells.map((c) => undefuse(c.trim()));
    // rows of one entry share its id; a hand-made file without ids groups its rows by tank, kind and time
    const key = id || `${tank}\n${kind}\n${at}`;
    const g = groups.get(key) ?? { line: rec.line, id, tank, kind, at, note, rows: [] };
    g.rows.push(rec);
    groups.set(key, g);
  }
  const entries: ImportedEntry[] = [];
  for (const [key, g] of groups) {
    // an id that is not a UUID (or none) is named by the row, so reading the file again gives the same id
    const id = UUID.test(g.id) ? g.id.toLowerCase() : nameUuid(`long\n${key}`);
    if (g.kind === 'icp') {
      // an ICP analysis's rows are for spreadsheets; its preview-confirmed values come back through the JSON export
      refused.push({ row: g.line, reason: 'icpJsonOnly', field: 'kind' });
      continue;
    }
    if (!isOneOf(LONG_CSV_KINDS, g.kind)) {
      refused.push({ row: g.line, reason: 'unknownKind', field: 'kind' });
      continue;
    }
    const at = parseLooseDate(g.at);
    if (!at) {
      refused.push({ row: g.line, reason: 'invalidDate', field: 'at' });
      continue;
    }
    if (g.tank.length > MAX_TANK_NAME_CHARS) {
      refused.push({ row: g.line, reason: 'tooLong', field: 'tank' });
      continue;
    }
    const bounds = entryBoundsProblem({ at, note: g.note });
    if (bounds) {
      refused.push({ row: g.line, ...bounds });
      continue;
    }
    const values: Record<string, unknown> = {};
    const newWater: TestValues = {};
    let bad: Refusal | null = null;
    for (const rec of g.rows) {
      const param = (rec.cells[4] ?? '').trim();
      const raw = undefuse((rec.cells[5] ?? '').trim());
      const m = ROW_PARAM.exec(param);
      const num = Number(raw.normalize('NFKC'));
      const numeric = raw !== '' && Number.isFinite(num);
      if (!m) bad = { row: rec.line, reason: 'unknownParameter', field: param };
      else if (m[1]) {
        values.parameter = m[2];
        if (m[1] === 'additive') values.additiveId = raw;
        else if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else if (m[1] === 'amount') {
          values.amount = num;
          values.amountUnit = /^g$/i.test((rec.cells[6] ?? '').trim()) ? 'g' : 'ml';
        } else values.strengthPerUnitPerL = num;
      } else if (m[3]) {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else (newWater as Record<string, number>)[m[3]] = num;
      } else if (m[4] === 'volume') {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else values.volumeL = num;
      } else if (m[4] === 'newWaterPreset') values.newWaterPreset = raw;
      else if (m[5]) {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else values[m[5]] = num;
      }
      if (bad) break;
    }
    if (bad) {
      refused.push(bad);
      continue;
    }
    if (g.kind === 'water_change') values.newWater = newWater;
    const kind = g.kind as LogEntryKind;
    const problem = valuesProblem(kind, values);
    if (problem) {
      refused.push({ row: g.line, ...problem });
      continue;
    }
    if (kind === 'dose') {
      values.additiveId ??= null;
      values.strengthPerUnitPerL ??= null;
    }
    entries.push({ row: g.line, id, tankId: null, tankName: g.tank, kind, at, values: values, note: g.note || null });
  }
  return { ok: true, preview: { format: 'csv-long', tanks: [], entries, refused } };
}

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
  return readWide(records, tankId, sg);
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

/** A wide CSV row's id: a name-based UUID of its tank, time, kind and values (a note-only row: its note). */
export function wideEntryId(tankId: string, at: string, kind: LogEntryKind, values: EntryValues, note: string | null): string {
  return nameUuid(['wide', tankId, utc(at), kind, kind === 'note' ? (note ?? '') : stableJson(values)].join('\n'));
}
