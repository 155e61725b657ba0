import { parseDecimalText } from '@/lib/number/input';
import { csvDelimiter, parseCsv, undefuse, type CsvRecord } from '../csv';
import { unitOf, wideColumn, type ImportResult, type Refusal } from '../import';
import { decimalMark } from '../import-wide';
import { LOG_PARAMETERS, type LogParameter } from '../model';
import { nameUuid } from '../name-uuid';
import { readingsPreview, READING_UNITS, type Reading, type ReadingUnit } from './readings';
import { DATE_ORDERS, guessDateOrder, parseTableDate, type DateOrder } from './table-dates';

/**
 * Any spreadsheet or app export (CSV, TSV or a table pasted from a spreadsheet) read through a column mapping: the
 * keeper says once which column is the date (and the time), which columns are which parameter in which unit — or, for
 * a long table, which column names the parameter, which holds the number and which the unit. The mapping is kept per
 * layout (the header's signature, layouts.ts), so the next file of the same layout is read without asking.
 * docs/imports.md#tables
 */

export type ColumnRole =
  | { role: 'ignore' }
  | { role: 'date' }
  | { role: 'time' }
  | { role: 'value'; parameter: LogParameter; unit: ReadingUnit }
  | { role: 'parameter' }
  | { role: 'reading' }
  | { role: 'unit' };

export interface TableMapping {
  columns: ColumnRole[];
  dateOrder: DateOrder;
  decimalComma: boolean;
}

export interface Table {
  header: string[];
  rows: CsvRecord[];
  /** the layout's name: a name-based id of the header's cells */
  signature: string;
  /** the cells' delimiter (csv.ts csvDelimiter): a semicolon is a decimal-comma spreadsheet's */
  delimiter: string;
}

/** The table in a text, its first non-empty row the header; null when there is no header and at least one row. */
export function readTable(text: string): Table | null {
  const records = parseCsv(text);
  if (records.length < 2) return null;
  const header = records[0].cells.map((c) => c.trim());
  return { header, rows: records.slice(1), signature: layoutSignature(header), delimiter: csvDelimiter(text) };
}

/** A header's signature: its cells normalised (NFKC, lower case, spaces folded), in order. */
export const layoutSignature = (header: readonly string[]) =>
  nameUuid(['layout', ...header.map((h) => h.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim())].join('\n'));

const TIME_HEADER = /^(time|時刻|時間|測定時刻)$/;
const PARAMETER_HEADER = /^(parameter|param|test|element|項目|パラメータ|パラメーター|測定項目)$/;
const READING_HEADER = /^(value|reading|result|値|測定値|結果)$/;
const UNIT_HEADER = /^(unit|units|単位)$/;

/** The form's unit names (import-wide.ts unitOf) as reading units, for a parameter. */
export function readingUnit(parameter: LogParameter, unit: string | null | undefined, sgScale?: string): ReadingUnit {
  const allowed = READING_UNITS[parameter] as readonly string[];
  const u =
    unit === 'sg'
      ? `sg-${sgScale === '25/4' ? '25/4' : '25/25'}`
      : unit === 'ppm'
        ? ({ nitrate: 'no3', phosphate: 'po4' }[parameter as string] ?? 'ppm')
        : unit;
  return (u && allowed.includes(u) ? u : allowed[0]) as ReadingUnit;
}

/** A first guess at the mapping from the header (English or Japanese words, units in brackets) and the first rows. */
export function guessMapping(table: Table, fallbackOrder: DateOrder): TableMapping {
  const columns: ColumnRole[] = table.header.map((h) => {
    const low = h.normalize('NFKC').toLowerCase().trim();
    if (TIME_HEADER.test(low)) return { role: 'time' };
    if (PARAMETER_HEADER.test(low)) return { role: 'parameter' };
    if (READING_HEADER.test(low)) return { role: 'reading' };
    if (UNIT_HEADER.test(low)) return { role: 'unit' };
    const col = wideColumn(h);
    if (col?.kind === 'date') return { role: 'date' };
    if (col?.kind === 'value') return { role: 'value', parameter: col.parameter, unit: readingUnit(col.parameter, col.unit, col.sgScale) };
    return { role: 'ignore' };
  });
  // the first rows' cells: dates (any column that holds them, the date column not being chosen yet) and numbers
  const cells = table.rows.slice(0, 50).flatMap((r) => r.cells.map((c) => c.trim()));
  const samples = cells.filter((c) => /^\d{1,2}([/.-])\d{1,2}\1\d{4}/.test(c));
  // the mark the wide reader would read (import-wide.ts decimalMark): "8,2" and "0,030" against "8.2" and "0.03"; a
  // "1.350" alone is thousands in a decimal-comma table, never 1.35
  const decimalComma = decimalMark(cells, table.delimiter) === 'comma';
  return { columns, dateOrder: guessDateOrder(samples, fallbackOrder), decimalComma };
}

/** Whether a mapping can be read: one date column, and value columns or a parameter + reading pair. */
export function mappingComplete(m: TableMapping): boolean {
  const count = (r: ColumnRole['role']) => m.columns.filter((c) => c.role === r).length;
  if (count('date') !== 1 || count('time') > 1) return false;
  const long = count('parameter') === 1 && count('reading') === 1;
  return count('value') > 0 || long;
}

/** A number as a keeper writes it: full-width digits, a decimal comma when the mapping says so; null when not one. */
export const tableNumber = (cell: string, decimalComma: boolean): number | null => parseDecimalText(cell, decimalComma ? 'comma' : 'point');

/** A long table's parameter cell ("KH", "Ca", "硝酸塩", "PO4-P") as a parameter and the unit it implies. */
function parameterOf(cell: string): { parameter: LogParameter; unit?: string; sgScale?: string } | null {
  if ((LOG_PARAMETERS as readonly string[]).includes(cell.trim())) return { parameter: cell.trim() as LogParameter };
  const col = wideColumn(cell);
  return col?.kind === 'value' ? col : null;
}

/** Reads the table through the mapping into a preview (nothing written); every row that cannot be read is named. */
export function readMappedTable(table: Table, mapping: TableMapping, tankId: string): ImportResult {
  if (!mappingComplete(mapping) || mapping.columns.length !== table.header.length) return { ok: false, error: 'unknownColumns' };
  const dateCol = mapping.columns.findIndex((c) => c.role === 'date');
  const timeCol = mapping.columns.findIndex((c) => c.role === 'time');
  const paramCol = mapping.columns.findIndex((c) => c.role === 'parameter');
  const readingCol = mapping.columns.findIndex((c) => c.role === 'reading');
  const unitCol = mapping.columns.findIndex((c) => c.role === 'unit');
  const readings: Reading[] = [];
  const refused: Refusal[] = [];
  for (const rec of table.rows) {
    const cell = (i: number) => undefuse((rec.cells[i] ?? '').trim());
    const at = parseTableDate(cell(dateCol), timeCol >= 0 ? cell(timeCol) : null, mapping.dateOrder);
    if (!at) {
      refused.push({ row: rec.line, reason: 'invalidDate', field: table.header[dateCol] });
      continue;
    }
    mapping.columns.forEach((c, i) => {
      if (c.role !== 'value' || cell(i) === '') return;
      const value = tableNumber(cell(i), mapping.decimalComma);
      if (value === null) refused.push({ row: rec.line, reason: 'notNumber', field: table.header[i] });
      else readings.push({ line: rec.line, at, parameter: c.parameter, value, unit: c.unit });
    });
    if (paramCol >= 0 && readingCol >= 0 && cell(paramCol) !== '') {
      const p = parameterOf(cell(paramCol));
      const value = tableNumber(cell(readingCol), mapping.decimalComma);
      if (!p) refused.push({ row: rec.line, reason: 'unknownParameter', field: cell(paramCol) });
      else if (value === null) refused.push({ row: rec.line, reason: 'notNumber', field: table.header[readingCol] });
      else {
        const unitText = unitCol >= 0 ? cell(unitCol) : '';
        const u = unitText ? unitOf(unitText.normalize('NFKC')) : null;
        if (unitText && !u) refused.push({ row: rec.line, reason: 'unknownUnit', field: unitText });
        else readings.push({ line: rec.line, at, parameter: p.parameter, value, unit: readingUnit(p.parameter, u ?? p.unit, p.sgScale) });
      }
    }
  }
  if (readings.length === 0 && refused.length === 0) return { ok: false, error: 'noRows' };
  return { ok: true, preview: readingsPreview(readings, refused, { tankId, source: 'table', layout: table.signature }) };
}

export { DATE_ORDERS };
