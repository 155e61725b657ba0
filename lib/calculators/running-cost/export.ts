import { CURRENCIES, isCurrency, type CurrencyCode } from '@/lib/money';
import type { RunningCostResult } from './compute';
import { schema, type RunningCostInput, type SaltFrequency } from './schema';
import { periods, type Category } from './summary';

/** Currencies the screen offers (lib/money.ts); amounts are never converted, only labelled and formatted. */
export { CURRENCIES, isCurrency };

/** Columns of the CSV, in order: where a row comes from, its inputs, then its cost per day, month and year. */
export const CSV_COLUMNS = [
  'section',
  'name',
  'watts',
  'hoursPerDay',
  'powerPct',
  'runs24h',
  'priceKwh',
  'kwhPerDay',
  'dailyMl',
  'productSizeMl',
  'productCost',
  'costPerPack',
  'packSize',
  'durationDays',
  'tankVolumeL',
  'waterChangePct',
  'frequency',
  'saltPrice',
  'bucketCapacityL',
  'costPerDay',
  'costPerMonth',
  'costPerYear',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Every text of the file, already translated (the file speaks the visitor's language). */
export interface CsvLabels {
  columns: Record<CsvColumn, string>;
  sections: Record<Category | 'total', string>;
  /** the name of the grand-total row */
  allCategories: string;
  yes: string;
  no: string;
  frequency: Record<SaltFrequency, string>;
  /** label of a food type (translated for the suggested types, as typed otherwise) */
  foodType: (type: string) => string;
}

type Cell = string | number | boolean | null | undefined;
type Row = Partial<Record<CsvColumn, Cell>>;

/** Numbers as plain text a spreadsheet reads in any locale: a point, no grouping, no float noise. */
const numberText = (x: number) => (Number.isFinite(x) ? String(Number(x.toFixed(6))) : '');

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe (CSV injection, OWASP).
 */
export function csvField(value: Cell, labels?: Pick<CsvLabels, 'yes' | 'no'>): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = numberText(value);
  else if (typeof value === 'boolean') text = value ? (labels?.yes ?? 'true') : (labels?.no ?? 'false');
  else text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const costs = (perDay: number | null): Row => {
  const p = periods(perDay);
  return { costPerDay: p.perDay, costPerMonth: p.perMonth, costPerYear: p.perYear };
};

/**
 * The setup and its costs as a CSV file's text: UTF-8 byte order mark (so Excel reads Japanese), a header row,
 * one row per device, additive, food and the salt, then one total row per category and the grand total. CRLF lines.
 */
export function buildCsv(input: RunningCostInput, result: RunningCostResult, labels: CsvLabels): string {
  const s = labels.sections;
  const rows: Row[] = [
    ...input.devices.map((d, i) => ({
      section: s.electricity,
      name: d.name,
      watts: d.watts,
      hoursPerDay: result.devicesDetail[i]?.hoursPerDay,
      powerPct: d.powerPct ?? 100,
      runs24h: d.runs24h,
      priceKwh: input.priceKwh,
      kwhPerDay: result.devicesDetail[i]?.kwhPerDay,
      ...costs(result.devicesDetail[i]?.costPerDay ?? null),
    })),
    ...input.additives.map((a, i) => ({
      section: s.additives,
      name: a.name,
      dailyMl: a.dailyMl,
      productSizeMl: a.productSizeMl,
      productCost: a.productCost,
      ...costs(result.additivesDetail[i]?.costPerDay ?? null),
    })),
    ...input.foods.map((f, i) => ({
      section: s.food,
      name: labels.foodType(f.type),
      costPerPack: f.costPerPack,
      packSize: f.packSize,
      durationDays: f.durationDays,
      ...costs(result.foodsDetail[i]?.costPerDay ?? null),
    })),
    ...(input.salt
      ? [{ section: s.salt, name: s.salt, ...input.salt, frequency: labels.frequency[input.salt.frequency], ...costs(result.saltPerDay) }]
      : []),
    { section: s.total, name: s.electricity, priceKwh: input.priceKwh, kwhPerDay: result.kwhPerDay, ...costs(result.electricityPerDay) },
    { section: s.total, name: s.additives, ...costs(result.additivesPerDay) },
    { section: s.total, name: s.food, ...costs(result.foodPerDay) },
    { section: s.total, name: s.salt, ...costs(result.saltPerDay) },
    { section: s.total, name: labels.allCategories, kwhPerDay: result.kwhPerDay, ...costs(result.totalPerDay) },
  ];
  const header = CSV_COLUMNS.map((c) => csvField(labels.columns[c])).join(',');
  const body = rows.map((r) => CSV_COLUMNS.map((c) => csvField(r[c], labels)).join(','));
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
}

/** The JSON file of a whole setup: tagged so that Import can tell it from any other file. */
export const SETUP_FORMAT = 'reefcalc.running-cost';
export const SETUP_VERSION = 1;
/** Larger files are refused before reading (a setup of 4 × 50 rows is about 20 kB). */
export const MAX_IMPORT_BYTES = 1_000_000;

export interface SetupFile {
  format: typeof SETUP_FORMAT;
  version: typeof SETUP_VERSION;
  currency: CurrencyCode;
  setup: RunningCostInput;
}

export function setupToJson(setup: RunningCostInput, currency: CurrencyCode): string {
  const file: SetupFile = { format: SETUP_FORMAT, version: SETUP_VERSION, currency, setup };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ImportError = 'empty' | 'tooLarge' | 'malformed' | 'wrongShape' | 'invalid';
export type ImportResult =
  | { ok: true; setup: RunningCostInput; currency: CurrencyCode | null }
  | {
      ok: false;
      error: ImportError;
      /** dotted path of the first rejected value (for `invalid`) */ path?: string;
      /** its Validation key */ issue?: string;
    };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a setup file: refuses text that is not JSON (`malformed`), JSON that is not a setup file of this
 * calculator (`wrongShape`), and a setup the schema rejects (`invalid`, with the path). Never throws.
 */
export function parseSetupFile(text: string): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: 'tooLarge' };
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return { ok: false, error: 'malformed' };
  }
  if (!isRecord(data) || data.format !== SETUP_FORMAT || data.version !== SETUP_VERSION || !isRecord(data.setup)) {
    return { ok: false, error: 'wrongShape' };
  }
  if (data.currency !== undefined && !isCurrency(data.currency))
    return { ok: false, error: 'invalid', path: 'currency', issue: 'invalidOption' };
  const parsed = schema.safeParse(data.setup);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: 'invalid', path: first?.path.map(String).join('.') ?? '', issue: first?.message };
  }
  return { ok: true, setup: parsed.data, currency: isCurrency(data.currency) ? data.currency : null };
}

/** A share link longer than this may be cut by mail and chat apps; the screen then offers the setup file. */
export const MAX_LINK_CHARS = 2000;
