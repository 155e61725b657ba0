import type { SgConvention } from '@/lib/seawater';
import { fromDecimalComma } from '@/lib/number/input';
import { fahrenheitToCelsius } from '@/lib/units';
import { type CsvRecord, undefuse } from './csv';
import { atInBounds } from './db-bounds';
import type { ImportResult, ImportedEntry, Refusal } from './import';
import { utc, validTime } from './import-checks';
import { stableJson } from './import-merge';
import type { LogEntryKind, LogParameter } from './model';
import { nameUuid } from './name-uuid';
import { testSchema, testValues } from './schema';
import { sgTyped } from './sg';

/**
 * A wide CSV: one row per test (`date, alk, ca, …`), English or Japanese headers, units in the headers or in a units
 * row, read through the test form's schema into the tank shown. Its rows have no ids: each is named by its content.
 */

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

/** Whether a header names a reading the log knows with a unit it does not ("PO4 (ppb)", "Alk [mval/l]"). */
function namesValueWithUnit(header: string): boolean {
  const norm = header.normalize('NFKC').trim();
  const m = /^(.*?)[\s]*[([]\s*(.+?)\s*[)\]]$/.exec(norm) ?? /^(\S+)\s+(\S+)$/.exec(norm);
  return m !== null && HEADER_ALIASES.some(([re, col]) => col.kind === 'value' && re.test(m[1].toLowerCase()));
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

/**
 * The file's decimal mark, from its value cells: "8,2" and "0,045" are decimal commas, "8.2" and "0.045" decimal
 * points; a file of neither (only "1.350" or "420") is read by its delimiter (a semicolon is a decimal-comma
 * spreadsheet's). "1.350" then is thousands, as "1,350" is in a decimal-point file.
 */
export function decimalMark(cells: readonly string[], delimiter: string): 'comma' | 'point' {
  const count = (re: RegExp) => cells.filter((c) => re.test(c.trim())).length;
  const commas = count(/^[-+]?(?:\d+,\d{1,2}|0,\d+)$/);
  const points = count(/^[-+]?(?:\d+\.\d{1,2}|0\.\d+)$/);
  if (commas !== points) return commas > points ? 'comma' : 'point';
  return delimiter === ';' ? 'comma' : 'point';
}

export function readWide(records: CsvRecord[], tankId: string, sg: SgConvention, delimiter = ','): ImportResult {
  const [head, ...rest] = records;
  const columns = head.cells.map(wideColumn);
  const dateCol = columns.findIndex((c) => c?.kind === 'date');
  if (dateCol < 0 || !columns.some((c) => c?.kind === 'value')) return { ok: false, error: 'unknownColumns' };
  // a date and a time in two columns ("Date", "Time"): the column mapper joins them; read here, the time would be lost
  if (columns.filter((c) => c?.kind === 'date').length > 1) return { ok: false, error: 'unknownColumns' };
  // a reading named with a unit the log does not read ("PO4 (ppb)"): the column mapper asks, never a default unit
  if (head.cells.some((h, i) => columns[i] === null && namesValueWithUnit(h))) return { ok: false, error: 'unknownColumns' };
  let body = rest;
  // a units row: no date, and unit words under the value columns
  if (
    rest[0] &&
    parseLooseDate(rest[0].cells[dateCol] ?? '') === null &&
    rest[0].cells.some((c, i) => columns[i]?.kind === 'value' && (unitOf(c) !== null || sgScaleOf(c) !== null))
  ) {
    const unread = rest[0].cells.some(
      (c, i) => columns[i]?.kind === 'value' && c.trim() !== '' && unitOf(c) === null && sgScaleOf(c) === null,
    );
    if (unread) return { ok: false, error: 'unknownColumns' };
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
  const mark = decimalMark(
    body.flatMap((r) => r.cells.filter((_, i) => columns[i]?.kind === 'value')),
    delimiter,
  );
  // a salinity column (in ppt) whose every reading is 0.99–1.05 holds specific gravities ("Salinity 1.026"): read as SG,
  // on the scale the preview asks for, never stored as 1.026 ppt
  columns.forEach((col, i) => {
    if (col?.kind !== 'value' || col.parameter !== 'salinity' || (col.unit !== undefined && col.unit !== 'ppt')) return;
    const readings = body.map((r) => (r.cells[i] ?? '').trim()).filter((c) => c !== '');
    const numbers = readings.map((c) => Number((mark === 'comma' ? fromDecimalComma(c) : c).normalize('NFKC')));
    if (numbers.length > 0 && numbers.every((x) => x >= 0.99 && x <= 1.05)) columns[i] = { ...col, unit: 'sg' };
  });
  const schema = testSchema(sg);
  const sgCol = columns.find((c) => c?.kind === 'value' && c.parameter === 'salinity' && c.unit === 'sg');
  const sgColumn = sgCol?.kind === 'value' ? { scale: sgCol.sgScale ?? sg, named: sgCol.sgScale !== undefined } : undefined;
  const entries: ImportedEntry[] = [];
  const refused: Refusal[] = [];
  const firstLine = new Map<string, { line: number; content: string }>();
  for (const rec of body) {
    const at = parseLooseDate(rec.cells[dateCol] ?? '');
    if (!at) {
      refused.push({ row: rec.line, reason: 'invalidDate', field: head.cells[dateCol] });
      continue;
    }
    const draft: Record<string, unknown> = { at };
    const fieldHeader: Record<string, string> = {};
    columns.forEach((col, i) => {
      const raw = undefuse((rec.cells[i] ?? '').trim());
      if (!col || raw === '') return;
      const cell = col.kind === 'value' && mark === 'comma' ? fromDecimalComma(raw) : raw;
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
    // A wide table has no ids: the tank and the row's time name it, so the same row read again is the same entry, and
    // a corrected cell makes it "differs", not a second test of the same time
    const id = wideEntryId(tankId, at, kind);
    const content = stableJson({ values, note });
    const first = firstLine.get(id);
    if (first !== undefined) {
      refused.push({ row: rec.line, reason: first.content === content ? 'repeatedRow' : 'sameTime', field: String(first.line) });
      continue;
    }
    firstLine.set(id, { line: rec.line, content });
    // an SG keeps the number as written and the scale it was read on, as the test form keeps it (lib/log/sg.ts)
    const typed =
      draft.salinityUnit === 'sg' && values.salinity !== undefined
        ? { salinity: sgTyped(String(draft.salinity), draft.sgConvention as SgConvention) }
        : null;
    entries.push({ row: rec.line, id, tankId, kind, at, values: kind === 'note' ? {} : values, ...(typed ? { typed } : {}), note });
  }
  return { ok: true, preview: { format: 'csv-wide', tanks: [], entries, refused, ...(sgColumn ? { sgColumn } : {}) } };
}

/**
 * A wide CSV row's id: a name-based UUID of its tank, time and kind (a test, or a row with only a note). Files
 * imported before named a row by its values too; their rows are found by tank and time (import-plan.ts).
 */
export function wideEntryId(tankId: string, at: string, kind: LogEntryKind): string {
  return nameUuid(['wide-time', tankId, utc(at), kind].join('\n'));
}
