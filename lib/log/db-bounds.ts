import type { LogParameter } from './model';
import { MAX_NOTE_CHARS, MAX_TANK_NAME_CHARS } from './schema';

/**
 * The database's own bounds on a log row (supabase/migrations: the reef-log tables' check constraints), checked in
 * the browser before a row is stored, so an import never keeps a row the server will refuse for ever: a row refused
 * on upload would sit in this browser only, and a `typed` that is not text crashes the edit form on every device.
 */

/** `at` must lie strictly after 1970-01-01T00:00Z and before 2200-01-01T00:00Z (log_entries.at). */
export const MIN_AT_MS = Date.UTC(1970, 0, 1);
export const MAX_AT_MS = Date.UTC(2200, 0, 1);
/** jsonb columns (values, typed, targets, additives): at most this many bytes of their JSON text. */
export const MAX_JSONB_BYTES = 16_384;
/** An ICP analysis's values (kind `icp`): 140 analytes print about 24 KB, so its own bound (log_entries_icp_values_size). */
export const MAX_ICP_VALUES_BYTES = 65_536;
/** A journal post's values (kind `journal`): 10,000 characters of Japanese are about 30 KB (log_entries_journal_values_size). */
export const MAX_JOURNAL_VALUES_BYTES = 65_536;
/** The bound on an entry's values for its kind. */
export const maxValuesBytes = (kind: string) =>
  kind === 'icp' ? MAX_ICP_VALUES_BYTES : kind === 'journal' ? MAX_JOURNAL_VALUES_BYTES : MAX_JSONB_BYTES;
export { MAX_NOTE_CHARS, MAX_TANK_NAME_CHARS };

/** A tank's volume and a water change's volume, litres: above 0, at most this (log_tanks.volume_l, log_entries_water_change_values). */
export const MAX_VOLUME_L = 1_000_000;
/** A dose's amount, mL or g: above 0, at most this (log_entries_dose_values). */
export const MAX_DOSE_AMOUNT = 100_000;
/** A custom additive's strength per mL (or g) per L as the database bounds it (log_entries_dose_values). */
export const MAX_DB_DOSE_STRENGTH = 1_000_000_000;

/**
 * What the database accepts for a stored test value, canonical units (log_test_values_ok in
 * supabase/migrations/20261124060000_reef_log.sql): wider than the forms' VALUE_BOUNDS (lib/log/params.ts), so a row
 * the server holds is never refused by this browser. db-bounds.test.ts reads the migration to keep both equal.
 */
export const DB_TEST_VALUE_BOUNDS = {
  alkalinity: { min: 0, max: 50 },
  calcium: { min: 0, max: 2000 },
  magnesium: { min: 0, max: 5000 },
  nitrate: { min: 0, max: 1000 },
  phosphate: { min: 0, max: 100 },
  salinity: { min: 0, max: 80 },
  temperature: { min: -5, max: 50 },
  ph: { min: 0, max: 14 },
  potassium: { min: 0, max: 2000 },
} as const satisfies Record<LogParameter, { min: number; max: number }>;

export const atInBounds = (iso: string) => {
  const ms = new Date(iso).getTime();
  return ms > MIN_AT_MS && ms < MAX_AT_MS;
};

const encoder = new TextEncoder();
/** UTF-8 length; ASCII text (nearly every key and number of a row) is counted without encoding it (row-check.ts reads thousands). */
function utf8Bytes(s: string): number {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return encoder.encode(s).length;
  return s.length;
}

/**
 * Bytes of `v` as PostgreSQL prints a jsonb value (`octet_length(v::text)`): JSON with ", " between items and ": "
 * after keys. Compact JSON is shorter, so a bound checked here holds however the migration measures it.
 */
export function jsonbTextBytes(v: unknown): number {
  if (Array.isArray(v)) return v.length === 0 ? 2 : 2 + v.reduce<number>((n, x) => n + jsonbTextBytes(x), 0) + 2 * (v.length - 1);
  if (typeof v === 'object' && v !== null) {
    const items = Object.entries(v).filter(([, x]) => x !== undefined);
    if (items.length === 0) return 2;
    return 2 + items.reduce((n, [k, x]) => n + utf8Bytes(JSON.stringify(k)) + 2 + jsonbTextBytes(x), 0) + 2 * (items.length - 1);
  }
  return utf8Bytes(JSON.stringify(v) ?? 'null');
}

export const jsonbTooBig = (v: unknown, max = MAX_JSONB_BYTES) => jsonbTextBytes(v) > max;

/** `typed` is absent or an object whose every value is text (what the entry forms read back). */
export const typedOk = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string'));

/** A tank's name as stored: trimmed, 1–100 characters. */
export const tankNameOk = (name: unknown): boolean =>
  typeof name === 'string' && name.trim().length >= 1 && name.trim().length <= MAX_TANK_NAME_CHARS;

export const noteOk = (note: unknown) => note === undefined || note === null || (typeof note === 'string' && note.length <= MAX_NOTE_CHARS);

const DANGEROUS_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first key of `v` (own keys, any depth) that JavaScript treats specially (`__proto__`,
 * `constructor`, `prototype`), or null. JSON.parse makes such a key an ordinary own property, which a spread or a
 * merge can turn into a change of prototype; no stored row has one.
 */
export function dangerousKeyPath(v: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof v !== 'object' || v === null || depth > 64) return null;
  for (const k of Object.keys(v)) {
    if (DANGEROUS_KEYS.has(k)) return [...path, k];
    const inner = dangerousKeyPath((v as Record<string, unknown>)[k], [...path, k], depth + 1);
    if (inner) return inner;
  }
  return null;
}
