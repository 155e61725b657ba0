import { isCollectionKind } from '@/lib/collection/model';
import { csvField } from '@/lib/calculators/running-cost/export';
import type { IcpEntryValues } from '@/lib/icp/types';
import type { DoseValues, LogEntry, LogTank, TestValues, WaterChangeValues } from './model';
import { CANONICAL_LOG_UNIT, LOG_PARAMETERS, type LogParameter } from './model';

/**
 * The log as CSV, long format (docs/reef-log.md): one row per value, `id, tank, kind, at, parameter, value, unit,
 * note`. `at` is ISO 8601 with its offset (UTC, "Z"); `unit` names the canonical unit of the row (model.ts).
 * A test gives one row per parameter; a dose gives `amount` (mL or g), `additive` (preset id) and, for a custom
 * product, `strength` (canonical units per mL or g per L); a water change gives `volume` (L) and `newWater.<parameter>`;
 * an ICP analysis `lab` and one row per analyte, `icp.<element>` (`icp.rodi.<element>` for the RO water), its value in
 * the canonical unit, `<limit` below the lab's limit, or `not-detected` / `not-determined` (never 0); a note one row
 * with an empty parameter. The note is repeated on every row of its entry. Column names are fixed
 * (English) so a file exported in either language reads back. UTF-8 with BOM, CRLF, RFC 4180 quoting, and text a
 * spreadsheet would run as a formula is defused (running-cost's csvField).
 */
export const LOG_CSV_COLUMNS = ['id', 'tank', 'kind', 'at', 'parameter', 'value', 'unit', 'note'] as const;

type Row = [string, string, string, string, string, string | number, string, string];

function testRows(values: TestValues, prefix = ''): [string, number, string][] {
  return LOG_PARAMETERS.filter((p) => typeof values[p] === 'number').map((p) => [`${prefix}${p}`, values[p]!, CANONICAL_LOG_UNIT[p]]);
}

function rowsOf(e: LogEntry): [string, string | number, string][] {
  switch (e.kind) {
    case 'test':
      return testRows(e.values as TestValues);
    case 'dose': {
      const d = e.values as DoseValues;
      const rows: [string, string | number, string][] = [['amount', d.amount, d.amountUnit === 'g' ? 'g' : 'mL']];
      if (d.additiveId) rows.push(['additive', d.additiveId, '']);
      if (typeof d.strengthPerUnitPerL === 'number') {
        rows.push(['strength', d.strengthPerUnitPerL, `${CANONICAL_LOG_UNIT[d.parameter]}/${d.amountUnit === 'g' ? 'g' : 'mL'}/L`]);
      }
      return rows.map(([k, v, u]) => [`${k}.${d.parameter}`, v, u]);
    }
    case 'water_change': {
      const w = e.values as WaterChangeValues;
      return [
        ['volume', w.volumeL, 'L'],
        ...(w.newWaterPreset ? [['newWaterPreset', w.newWaterPreset, ''] as [string, string, string]] : []),
        ...testRows(w.newWater, 'newWater.'),
      ];
    }
    case 'icp': {
      const v = e.values as IcpEntryValues;
      return [
        ['lab', v.lab, ''],
        ...v.analytes.map((a): [string, string | number, string] => [
          `icp.${a.section === 'rodi' ? 'rodi.' : ''}${a.element}`,
          a.detection === 'measured' ? (a.value ?? '') : a.detection === 'below' ? `<${a.limit}` : a.detection,
          a.unit,
        ]),
      ];
    }
    default:
      return [['', '', '']];
  }
}

export function logToCsv(tanks: readonly LogTank[], entries: readonly LogEntry[]): string {
  const names = new Map(tanks.map((t) => [t.id, t.name]));
  const rows: Row[] = [];
  for (const e of entries) {
    // livestock and photos are in the JSON export and the zip (lib/collection/archive.ts), and the care schedule's tasks
    // and completions and the journal's posts in the JSON export: none is a measurement for this table of values
    if (e.deletedAt || isCollectionKind(e.kind) || e.kind === 'task' || e.kind === 'task_done' || e.kind === 'journal') continue;
    for (const [parameter, value, unit] of rowsOf(e)) {
      rows.push([e.id, names.get(e.tankId) ?? '', e.kind, e.at, parameter, value, unit, e.note ?? '']);
    }
  }
  // numbers to the last digit (a converted 8.411550000000002 dKH), so the file read back is the same entry, not "differs"
  const lines = [LOG_CSV_COLUMNS.join(','), ...rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c) : csvField(c))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A parsed CSV record with the file line it starts on (1-based, for messages). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 reader: quoted fields with doubled quotes and line breaks; `,`, `;` or tab, guessed from the first line. */
/** The delimiter of a CSV: whichever of comma, semicolon and tab splits its first line most. */
export function csvDelimiter(text: string): string {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  return [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const).sort((a, b) => b[1] - a[1])[0][0];
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.replace(/^\uFEFF/, '');
  const delim = csvDelimiter(src);
  const out: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delim) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      cells.push(cell);
      out.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) {
    cells.push(cell);
    out.push({ line: start, cells });
  }
  return out.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

/** Undoes the export's formula defusing: a leading apostrophe before = + - @ tab or CR. */
export const undefuse = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

export const isLogParameter = (p: string): p is LogParameter => (LOG_PARAMETERS as readonly string[]).includes(p);
