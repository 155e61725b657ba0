import { getPreset, PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import { isCollectionKind } from '@/lib/collection/model';
import { collectionValuesProblem } from '@/lib/collection/values';
import { icpValuesProblem } from '@/lib/icp/values';
import { journalValuesProblem } from '@/lib/journal/values';
import { taskDoneValuesProblem, taskValuesProblem } from '@/lib/schedule/model';
import { isLogParameter } from './csv';
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
import { LOG_PARAMETERS, type LogEntryKind, type LogParameter } from './model';
import { VALUE_BOUNDS } from './params';
import { NEW_WATER_PARAMETERS } from './schema';

/**
 * The checks the importers share: a row's id, time and texts against the database's bounds (db-bounds.ts), and an
 * entry's values or a tank against the shapes the database accepts, each refusal named by a message key under
 * Log.transfer.reasons.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const inBounds = (p: LogParameter, v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= VALUE_BOUNDS[p].min && v <= VALUE_BOUNDS[p].max;
export const utc = (iso: string) => new Date(iso).toISOString();

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

export const validTime = (s: unknown): s is string => typeof s === 'string' && !Number.isNaN(new Date(s).getTime());

export function tankProblem(t: unknown): { reason: string; field?: string } | null {
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
export function dangerousKeyProblem(x: unknown): { reason: string; field: string } | null {
  const path = dangerousKeyPath(x);
  return path ? { reason: 'invalidValue', field: path.join('.') } : null;
}
