import * as z from 'zod/mini';
import { getPreset } from '@/lib/calculators/dosing/presets';
import { isCollectionKind } from '@/lib/collection/model';
import { journalValuesProblem } from '@/lib/journal/values';
import { dangerousKeyPath, jsonbTooBig, MAX_JSONB_BYTES, maxValuesBytes, typedOk } from './db-bounds';
import { LOG_PARAMETERS, type LogEntryKind } from './model';
import { VALUE_BOUNDS } from './params';
import {
  doseAmountSchema,
  doseAmountUnitSchema,
  doseParameterSchema,
  entryAtSchema,
  entryValuesSchemas,
  jsonbWithin,
  noteSchema,
  noteValuesSchema,
  positiveUpTo,
  problemOf,
  tankAdditivesSchema,
  tankNameSchema,
  targetsOf,
  testValuesOf,
  typedSchema,
  volumeSchema,
  type Problem,
} from './row-schema';
import { NEW_WATER_PARAMETERS } from './schema';

/**
 * The checks the importers share: a row's id, time and texts against the database's bounds, and an entry's values
 * or a tank against the shapes the database accepts, each refusal named by a message key under
 * Log.transfer.reasons and the field at fault. The shapes and bounds are the stored-row schemas' (row-schema.ts,
 * the same the sync's pulled rows and the rows read from IndexedDB are checked against), and row-schema.ts
 * problemOf names a failure; what is the import's own is said here: the forms' bounds on test values and targets
 * (lib/log/params.ts VALUE_BOUNDS, narrower than the database's), a UUID for an id, a dose's additive a preset of its
 * parameter, and the order the checks are made in, which decides the reason of a row with several faults.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
export const utc = (iso: string) => new Date(iso).toISOString();

/** A file's test values and a water change's new water: the stored shape, held to the forms' bounds. */
const testValues = testValuesOf(VALUE_BOUNDS, LOG_PARAMETERS);
const newWaterValues = testValuesOf(VALUE_BOUNDS, NEW_WATER_PARAMETERS);
/** A file's targets: the stored shape, each end within the forms' bounds. */
const targets = targetsOf(VALUE_BOUNDS);
/** A custom additive's strength as the dosing form takes it (the database allows more, MAX_DB_DOSE_STRENGTH). */
const doseStrength = z.nullish(positiveUpTo(1_000_000));
const record = z.record(z.string(), z.unknown());
const recordOrNothing = z.nullish(record);
/** a jsonb column within its bound (`tooBig`) */
const jsonb = z.unknown().check(jsonbWithin(MAX_JSONB_BYTES));

/** Why stored test values are refused (unknown key, not a number, out of bounds; the first key of the row at fault), or null. */
const testValuesProblem = (v: unknown, schema = testValues) => problemOf(schema, v, { inputOrder: true });

function doseProblem(v: Record<string, unknown>): Problem | null {
  const additiveOk = v.additiveId == null || (typeof v.additiveId === 'string' && getPreset(v.additiveId)?.parameter === v.parameter);
  return (
    problemOf(doseParameterSchema, v.parameter, { reason: 'unknownParameter', field: 'parameter' }) ??
    problemOf(doseAmountSchema, v.amount, { reason: 'invalidValue', field: 'amount' }) ??
    problemOf(doseAmountUnitSchema, v.amountUnit, { reason: 'invalidValue', field: 'amountUnit' }) ??
    (additiveOk ? null : { reason: 'invalidValue', field: 'additive' }) ??
    problemOf(doseStrength, v.strengthPerUnitPerL, { reason: 'invalidValue', field: 'strength' }) ??
    (v.additiveId == null && v.strengthPerUnitPerL == null ? { reason: 'missingValue', field: 'strength' } : null)
  );
}

/** Why an entry's stored values do not fit its kind, or null (the same shapes the database checks). */
export function valuesProblem(kind: LogEntryKind, v: unknown): Problem | null {
  if (isRecord(v) && jsonbTooBig(v, maxValuesBytes(kind))) return { reason: 'tooBig', field: 'values' };
  if (kind === 'test') return testValuesProblem(v);
  // an ICP analysis, a collection's row and a care task are checked by their models' rules, which name the reason
  if (kind === 'icp' || kind === 'task' || kind === 'task_done' || isCollectionKind(kind)) return problemOf(entryValuesSchemas[kind], v);
  if (kind === 'journal') return journalValuesProblem(v);
  if (!isRecord(v)) return { reason: 'invalidValue' };
  if (kind === 'note') return problemOf(noteValuesSchema, v, { reason: 'invalidValue', field: null });
  if (kind === 'dose') return doseProblem(v);
  return (
    problemOf(volumeSchema, v.volumeL, { reason: 'invalidValue', field: 'volume' }) ??
    testValuesProblem(v.newWater ?? {}, newWaterValues) ??
    problemOf(z.nullish(z.string()), v.newWaterPreset, { reason: 'notText', field: 'newWaterPreset' })
  );
}

/**
 * An entry's values as the log stores them: what a file may leave out is written as the log writes it (a dose's
 * `additiveId` null, a water change's new water empty), so that an imported row reads back
 * (row-check.ts). A new object; the file's is not changed.
 */
export function storedValues(kind: LogEntryKind, values: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'dose') return { ...values, additiveId: values.additiveId ?? null };
  if (kind === 'water_change') return { ...values, newWater: values.newWater ?? {} };
  return values;
}

/**
 * A file's typed texts: every value text, an own `__proto__` key's too (a zod record passes over that key; the stored
 * rows' schema refuses the key itself), within the jsonb bound.
 */
const typedTexts = z.pipe(z.custom<Record<string, string>>(typedOk), typedSchema);

/**
 * Why an entry's time, note and typed texts would be refused by the database (db-bounds.ts), or null: `at` from
 * 1970 to 2199, a note of at most 4,000 characters, `typed` an object of texts within the jsonb bound. A file may
 * leave out the note and the typed texts, or give null.
 */
export function entryBoundsProblem(e: { at: string; note?: unknown; typed?: unknown }): { reason: string; field: string } | null {
  if (problemOf(entryAtSchema, e.at)) return { reason: 'dateOutOfRange', field: 'at' };
  const note = e.note == null ? null : problemOf(noteSchema, e.note);
  if (note) return { reason: note.reason === 'tooLong' ? 'tooLong' : 'notText', field: 'note' };
  const typed = e.typed == null ? null : problemOf(typedTexts, e.typed);
  if (typed) return { reason: typed.reason === 'tooBig' ? 'tooBig' : 'invalidValue', field: 'typed' };
  return null;
}

export const validTime = (s: unknown): s is string => typeof s === 'string' && !Number.isNaN(new Date(s).getTime());
/** A time as UTC ISO text, or null when it is not one (the time read once: a file's every row has two). */
export function utcOrNull(s: unknown): string | null {
  if (typeof s !== 'string') return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function tankProblem(t: unknown): Problem | null {
  if (!isRecord(t) || typeof t.id !== 'string' || !UUID.test(t.id)) return { reason: 'badId' };
  const name = problemOf(tankNameSchema, t.name, { field: 'name' });
  // the name's one rule: text of 1–100 characters once trimmed
  if (name) return name.reason === 'notText' ? name : { reason: String(t.name).trim() === '' ? 'missingValue' : 'tooLong', field: 'name' };
  return (
    problemOf(volumeSchema, t.volumeL, { reason: 'invalidValue', field: 'volume' }) ??
    problemOf(record, t.targets, { reason: 'invalidValue', field: 'targets' }) ??
    problemOf(jsonb, t.targets, { field: 'targets' }) ??
    problemOf(targets, t.targets, { reason: 'invalidValue', field: 'targets' }) ??
    problemOf(recordOrNothing, t.additives, { reason: 'invalidValue', field: 'additives' }) ??
    (t.additives != null ? problemOf(jsonb, t.additives, { field: 'additives' }) : null) ??
    // an additive per dosed parameter, named by text: what the log reads back
    (t.additives != null ? problemOf(tankAdditivesSchema, t.additives, { reason: 'invalidValue', field: 'additives' }) : null)
  );
}

/** A row holding a key no stored row has (db-bounds.ts dangerousKeyPath): refused, naming where. */
export function dangerousKeyProblem(x: unknown): { reason: string; field: string } | null {
  const path = dangerousKeyPath(x);
  return path ? { reason: 'invalidValue', field: path.join('.') } : null;
}
