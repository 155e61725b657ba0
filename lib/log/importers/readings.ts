import { spFromReading, type SgConvention } from '@/lib/seawater';
import { ALKALINITY_UNITS, fahrenheitToCelsius } from '@/lib/units';
import { stableJson } from '../import-merge';
import type { ImportedEntry, ImportPreview, Refusal } from '../import';
import type { LogParameter, TestValues } from '../model';
import { nameUuid } from '../name-uuid';
import { sourceOf, sourceTag, type SourceKind } from '../source';
import { alkalinityToDkh, NITRATE_UNITS, PHOSPHATE_UNITS, VALUE_BOUNDS } from '../params';
import { nitrateToNo3, phosphateToPo4 } from '../schema';

/**
 * What every importer of a tester's or a spreadsheet's readings shares: a reading (a time, a parameter, a value in a
 * unit, the line it came from), its conversion to the log's canonical units, and the grouping of readings into
 * `test` entries, one per time, each with an id named by its tank, source and time (the same file read again gives
 * the same ids, so importing it twice adds nothing: docs/imports.md).
 */

/** The formats the importers read (the `source` kept with each imported entry, `typed.source`, lib/log/source.ts). */
export const IMPORT_SOURCES = ['apex-datalog', 'apex-status', 'apex-fusion', 'alkatronic', 'mastertronic', 'table'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const SOURCE_KIND: Record<ImportSource, SourceKind> = {
  'apex-datalog': 'device',
  'apex-status': 'device',
  'apex-fusion': 'file',
  alkatronic: 'device',
  mastertronic: 'device',
  table: 'file',
};

export { sourceOf, sourceTag };

/** Units a reading may be in (the entry form's units, plus °F and the SG scales). */
export const READING_UNITS = {
  alkalinity: ALKALINITY_UNITS,
  calcium: ['ppm'],
  magnesium: ['ppm'],
  nitrate: NITRATE_UNITS,
  phosphate: PHOSPHATE_UNITS,
  salinity: ['ppt', 'sg-25/25', 'sg-25/4', 'conductivity'],
  temperature: ['celsius', 'fahrenheit'],
  ph: ['ph'],
  potassium: ['ppm'],
} as const satisfies Record<LogParameter, readonly string[]>;
export type ReadingUnit = (typeof READING_UNITS)[LogParameter][number];

/** A reading unit's message key (Log.imports.units: an SG scale's slash is no key). */
export const UNIT_MESSAGE_KEY = {
  dkh: 'dkh',
  meqL: 'meqL',
  ppmCaco3: 'ppmCaco3',
  ppm: 'ppm',
  no3: 'no3',
  no3n: 'no3n',
  po4: 'po4',
  po4p: 'po4p',
  pPpb: 'pPpb',
  po4Ppb: 'po4Ppb',
  ppt: 'ppt',
  'sg-25/25': 'sg2525',
  'sg-25/4': 'sg254',
  conductivity: 'conductivity',
  celsius: 'celsius',
  fahrenheit: 'fahrenheit',
  ph: 'ph',
} as const satisfies Record<ReadingUnit, string>;

export interface Reading {
  /** the file's line (JSON: the record's position, from 1) */
  line: number;
  /** ISO 8601, UTC */
  at: string;
  parameter: LogParameter;
  value: number;
  unit: ReadingUnit;
}

/** A reading in canonical units, or null when it cannot be one (an SG or conductivity outside the seawater core's range). */
export function canonicalValue(parameter: LogParameter, value: number, unit: ReadingUnit): number | null {
  if (!Number.isFinite(value)) return null;
  switch (unit) {
    case 'dkh':
    case 'meqL':
    case 'ppmCaco3':
      return alkalinityToDkh(value, unit);
    case 'no3':
    case 'no3n':
      return nitrateToNo3(value, unit);
    case 'po4':
    case 'po4p':
    case 'pPpb':
    case 'po4Ppb':
      return phosphateToPo4(value, unit);
    case 'fahrenheit':
      return fahrenheitToCelsius(value);
    case 'sg-25/25':
    case 'sg-25/4': {
      // an SG read at the scale's own reference temperature, 25 °C
      const sp = spFromReading(value, 'sg', 25, { sgConvention: unit.slice(3) as SgConvention, conductivityCompensated: true });
      return sp !== null && Number.isFinite(sp) ? sp : null;
    }
    case 'conductivity': {
      // a meter's conductivity, temperature compensated to 25 °C (as the entry form reads it)
      const sp = spFromReading(value, 'conductivity', 25, { conductivityCompensated: true });
      return sp !== null && Number.isFinite(sp) ? sp : null;
    }
    default:
      return parameter === 'ph' || unit === 'ppm' || unit === 'celsius' || unit === 'ppt' ? value : null;
  }
}

export interface GroupOptions {
  tankId: string;
  /** the importer's source (and, for a table, its layout's signature, so two spreadsheets never share an id) */
  source: ImportSource;
  layout?: string;
}

/**
 * Readings grouped into test entries, one per time, each value in canonical units and within the log's bounds.
 * A reading out of bounds, or a second reading of the same parameter at the same time, is refused with its line.
 */
export function groupReadings(readings: readonly Reading[], opts: GroupOptions): { entries: ImportedEntry[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const byTime = new Map<string, { line: number; values: TestValues }>();
  for (const r of readings) {
    const v = canonicalValue(r.parameter, r.value, r.unit);
    const b = VALUE_BOUNDS[r.parameter];
    if (v === null) {
      refused.push({ row: r.line, reason: 'invalidValue', field: r.parameter });
      continue;
    }
    if (v < b.min || v > b.max) {
      refused.push({ row: r.line, reason: v < b.min ? 'tooSmall' : 'tooLarge', field: r.parameter });
      continue;
    }
    const g = byTime.get(r.at) ?? { line: r.line, values: {} };
    if (g.values[r.parameter] !== undefined) {
      refused.push({ row: r.line, reason: 'repeatedRow', field: r.parameter });
      continue;
    }
    g.values[r.parameter] = v;
    byTime.set(r.at, g);
  }
  const source = sourceTag(SOURCE_KIND[opts.source], opts.source);
  const entries: ImportedEntry[] = [];
  for (const [at, g] of byTime) {
    entries.push({
      row: g.line,
      id: readingEntryId(opts.tankId, opts.source, at, opts.layout),
      tankId: opts.tankId,
      kind: 'test',
      at,
      values: g.values,
      typed: { source },
      note: null,
    });
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { entries, refused };
}

/** An imported reading's entry id: named by its tank, source (and table layout) and time. */
export const readingEntryId = (tankId: string, source: ImportSource, at: string, layout = '') =>
  nameUuid(['reading', tankId, source, layout, at].join('\n'));

/** A preview of the readings (import-plan.ts takes it from here, as it takes a wide CSV's). */
export function readingsPreview(readings: readonly Reading[], refusedBefore: readonly Refusal[], opts: GroupOptions): ImportPreview {
  const { entries, refused } = groupReadings(readings, opts);
  return {
    format: opts.source === 'table' ? 'table' : 'device',
    source: opts.source,
    tanks: [],
    entries,
    refused: [...refusedBefore, ...refused].sort((a, b) => a.row - b.row),
  };
}

/** The line (from 1) of the character at `index` of `text`. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** A JSON.parse failure's line, where the engine says the position. */
export function jsonErrorLine(text: string, err: unknown): number | undefined {
  const msg = err instanceof Error ? err.message : '';
  const line = /line (\d+)/.exec(msg);
  if (line) return Number(line[1]);
  const pos = /position (\d+)/.exec(msg);
  return pos ? lineAt(text, Number(pos[1])) : undefined;
}

export { stableJson };
