import { isOneOf } from '@/lib/one-of';
import { type CsvRecord, undefuse } from './csv';
import type { ImportResult, ImportedEntry, Refusal } from './import';
import { entryBoundsProblem, storedValues, UUID, valuesProblem } from './import-checks';
import { parseLooseDate } from './import-wide';
import { CANONICAL_LOG_UNIT, LOG_PARAMETERS, type LogEntryKind, type TestValues } from './model';
import { nameUuid } from './name-uuid';
import { MAX_TANK_NAME_CHARS } from './schema';

/**
 * The log's own long CSV (lib/log/csv.ts, docs/reef-log.md): one row per value, grouped back into entries by id (or
 * by tank, kind and time in a hand-made file); each entry names its tank in the `tank` column.
 */

/** Kinds the long CSV reads back (it lists an ICP analysis's values too, but only the JSON export brings one back). */
const LONG_CSV_KINDS = ['test', 'dose', 'water_change', 'note'] as const satisfies readonly LogEntryKind[];

/**
 * A row's `parameter` (lib/log/csv.ts writes them): a dose's `amount.<p>`, `additive.<p>` or `strength.<p>`; a water
 * change's `volume`, `newWaterPreset` or `newWater.<p>`; a test's parameter; empty on a note's row.
 */
const ROW_PARAM =
  /^(?:(?<doseField>amount|additive|strength)\.(?<doseParameter>\w+)|newWater\.(?<newWater>\w+)|(?<change>volume|newWaterPreset)|(?<test>\w+))?$/;

/** A number as the export writes it: digits, a point, an exponent (not "0x1A4", which Number() would read as 420). */
const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

const unitKey = (u: string) => u.normalize('NFKC').toLowerCase().replace(/\s+/g, '').replace('mg/l', 'ppm').replace('psu', 'ppt');

/**
 * Whether a row's unit is the log's own for `parameter` (CANONICAL_LOG_UNIT; mg/L for ppm, PSU for ppt, and nitrate or
 * phosphate in plain ppm taken as the ion). A value in any other unit is refused, never read as if it were canonical.
 */
function canonicalUnit(parameter: string, unit: string): boolean {
  if (unit.trim() === '' || !isOneOf(LOG_PARAMETERS, parameter)) return true;
  const own = unitKey(CANONICAL_LOG_UNIT[parameter]);
  const u = unitKey(unit);
  return u === own || ((parameter === 'nitrate' || parameter === 'phosphate') && u === 'ppm') || (parameter === 'temperature' && u === 'c');
}

export function readLong(records: CsvRecord[]): ImportResult {
  const groups = new Map<
    string,
    { line: number; id: string; tank: string; kind: string; at: string; note: string; rows: CsvRecord[]; conflict: Refusal | null }
  >();
  const refused: Refusal[] = [];
  for (const rec of records.slice(1)) {
    const [id = '', tank = '', kind = '', at = '', , , , note = ''] = rec.cells.map((c) => undefuse(c.trim()));
    // rows of one entry share its id; a hand-made file without ids groups its rows by tank, kind and time
    const key = id || `${tank}\n${kind}\n${at}`;
    const g = groups.get(key) ?? { line: rec.line, id, tank, kind, at, note, rows: [], conflict: null };
    // rows of one id that name another tank, kind or time are not one entry: refused, never merged into the first
    if (!g.conflict && (g.tank !== tank || g.kind !== kind || g.at !== at))
      g.conflict = { row: rec.line, reason: 'conflictingRows', field: 'id' };
    g.rows.push(rec);
    groups.set(key, g);
  }
  const entries: ImportedEntry[] = [];
  for (const [key, g] of groups) {
    // an id that is not a UUID (or none) is named by the row, so reading the file again gives the same id
    const id = UUID.test(g.id) ? g.id.toLowerCase() : nameUuid(`long\n${key}`);
    if (g.conflict) {
      refused.push(g.conflict);
      continue;
    }
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
      const p = m?.groups ?? {};
      const plain = raw.normalize('NFKC');
      const num = Number(plain);
      const numeric = PLAIN_NUMBER.test(plain) && Number.isFinite(num);
      const unit = (rec.cells[6] ?? '').trim();
      if (!m) bad = { row: rec.line, reason: 'unknownParameter', field: param };
      else if ((p.test || p.newWater) && !canonicalUnit(p.test ?? p.newWater, unit))
        bad = { row: rec.line, reason: 'otherUnit', field: param };
      else if (p.doseField) {
        values.parameter = p.doseParameter;
        if (p.doseField === 'additive') values.additiveId = raw;
        else if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else if (p.doseField === 'amount') {
          values.amount = num;
          values.amountUnit = /^g$/i.test((rec.cells[6] ?? '').trim()) ? 'g' : 'ml';
        } else values.strengthPerUnitPerL = num;
      } else if (p.newWater) {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else (newWater as Record<string, number>)[p.newWater] = num;
      } else if (p.change === 'volume') {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else values.volumeL = num;
      } else if (p.change === 'newWaterPreset') values.newWaterPreset = raw;
      else if (p.test) {
        if (!numeric) bad = { row: rec.line, reason: 'notNumber', field: param };
        else if (values[p.test] !== undefined && values[p.test] !== num) bad = { row: rec.line, reason: 'conflictingRows', field: param };
        else values[p.test] = num;
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
    if (kind === 'dose') values.strengthPerUnitPerL ??= null;
    entries.push({ row: g.line, id, tankId: null, tankName: g.tank, kind, at, values: storedValues(kind, values), note: g.note || null });
  }
  return { ok: true, preview: { format: 'csv-long', tanks: [], entries, refused } };
}
