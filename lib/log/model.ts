/**
 * The reef log's records, as stored in the browser (IndexedDB through Dexie) and in Supabase
 * (supabase/migrations: tables `log_tanks` and `log_entries`). One shape for both, so the sync copies rows as they are.
 *
 * Values are kept in canonical units (CANONICAL_LOG_UNIT below): alkalinity in dKH, calcium, magnesium and
 * potassium in mg/L (ppm), nitrate in ppm NO3, phosphate in ppm PO4, salinity in ppt (practical salinity),
 * temperature in °C, pH unitless, volumes in litres. What the keeper typed, in the unit they typed it, is kept
 * beside it in `typed` (display and audit), never read back as a number.
 *
 * Ids are made by the client (crypto.randomUUID()), so a retried upload is an idempotent upsert.
 * `updatedAt` is the server's time (set by a database trigger) once a row has been synced; a local write sets it
 * to the local clock only for ordering in this browser. `deletedAt` is a tombstone: rows are never removed from
 * the server by a keeper, so a second device learns of a deletion.
 */

import type { IcpEntryValues } from '@/lib/icp/types';
import type { AnimalEventValues, AnimalValues, PhotoValues } from '@/lib/collection/model';

/** Parameters a water test can carry, with their canonical unit. */
export const LOG_PARAMETERS = [
  'alkalinity',
  'calcium',
  'magnesium',
  'nitrate',
  'phosphate',
  'salinity',
  'temperature',
  'ph',
  'potassium',
] as const;
export type LogParameter = (typeof LOG_PARAMETERS)[number];

export const CANONICAL_LOG_UNIT = {
  alkalinity: 'dKH',
  calcium: 'ppm',
  magnesium: 'ppm',
  nitrate: 'ppm NO3',
  phosphate: 'ppm PO4',
  salinity: 'ppt',
  temperature: '°C',
  ph: 'pH',
  potassium: 'ppm',
} as const satisfies Record<LogParameter, string>;

export interface TargetRange {
  low: number;
  high: number;
}

export interface LogTank {
  id: string;
  /** null while signed out (and for rows made before signing in, until they are added to an account) */
  userId: string | null;
  name: string;
  volumeL: number;
  /** per parameter, in canonical units */
  targets: Partial<Record<LogParameter, TargetRange>>;
  /** additive the keeper doses from now on, per parameter (an id of the dosing presets, or null) */
  additives?: Partial<Record<'alkalinity' | 'calcium' | 'magnesium', string | null>>;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** the server's version this content is based on (0 or absent: never acknowledged by the server) */
  version?: number;
  /** id of the local change that produced this content (the server keeps it: a replayed upload changes nothing) */
  changeId?: string | null;
}

/**
 * Water chemistry; `icp`: an ICP analysis as the keeper confirmed it (lib/icp/types.ts IcpEntryValues); the
 * collections' animals, their events and photos (lib/collection/model.ts); `task` and `task_done`: the care
 * schedule's tasks and completions (lib/schedule/model.ts holds their values); `journal`: a journal post
 * (lib/journal/model.ts).
 */
export const LOG_ENTRY_KINDS = [
  'test',
  'dose',
  'water_change',
  'note',
  'icp',
  'animal',
  'animal_event',
  'photo',
  'task',
  'task_done',
  'journal',
] as const;
export type LogEntryKind = (typeof LOG_ENTRY_KINDS)[number];

/** A water test: any subset of the parameters, canonical units. */
export type TestValues = Partial<Record<LogParameter, number>>;

/** A dose: an additive preset (or a custom strength) and the amount. */
export interface DoseValues {
  parameter: 'alkalinity' | 'calcium' | 'magnesium' | 'nitrate' | 'phosphate';
  additiveId: string | null;
  /** custom additive: canonical units raised per mL (or g) per L */
  strengthPerUnitPerL?: number | null;
  amount: number;
  amountUnit: 'ml' | 'g';
}

/** A water change: its volume (litres) and the new water's levels, canonical units. */
export interface WaterChangeValues {
  volumeL: number;
  newWater: TestValues;
  /** 'natural-sw' | 'rodi' | 'custom' — the preset the new-water levels came from */
  newWaterPreset?: string | null;
}

export type EntryValues =
  | TestValues
  | DoseValues
  | WaterChangeValues
  | IcpEntryValues
  | Record<string, never>
  | AnimalValues
  | AnimalEventValues
  | PhotoValues
  | import('@/lib/schedule/model').TaskValues
  | import('@/lib/schedule/model').TaskDoneValues
  | import('@/lib/journal/model').JournalValues;

export interface LogEntry {
  id: string;
  userId: string | null;
  tankId: string;
  kind: LogEntryKind;
  /** when it happened, ISO 8601 with offset (the keeper's clock) */
  at: string;
  values: EntryValues;
  /** what was typed, per field, as typed (e.g. { alkalinity: '3.1 meq/L' }) */
  typed?: Record<string, string>;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** as on LogTank */
  version?: number;
  changeId?: string | null;
}

/** A change waiting to reach the server (signed in only). Written in the same Dexie transaction as the row. */
export interface OutboxItem {
  /** auto-increment key: the order changes are pushed in */
  seq?: number;
  table: 'tanks' | 'entries';
  rowId: string;
  /** local time of the change; a pulled row never overwrites a row with a newer pending change */
  changedAt: string;
  tries: number;
  lastError?: string | null;
  /** the change this item carries (LogTank.changeId at the time of the write) */
  changeId?: string | null;
  /**
   * Set aside: the server refused the row itself (a constraint or data error). The keeper's version is kept here,
   * so the row itself goes on following the server until the keeper tries again or discards it.
   */
  setAside?: { reason: string; code: string | null; at: string; mine: LogTank | LogEntry } | null;
  /** Changed on another device: the server holds a newer version than this change was based on; both are kept. */
  conflict?: { at: string; mine: LogTank | LogEntry; theirs: LogTank | LogEntry | null } | null;
}

/** Dexie database name and table layout (lib/log/db.ts builds it; the sync reads the same tables). */
export const LOG_DB_NAME = 'reefcalc-log';
export const LOG_DB_STORES = {
  tanks: 'id, userId, updatedAt',
  entries: 'id, tankId, [tankId+at], userId, updatedAt',
  outbox: '++seq, rowId',
  meta: 'key',
} as const;
/**
 * Version 2 adds the photos' pictures (lib/collection/model.ts PhotoBlobRow): local data, not synced rows, keyed by
 * the photo entry's id. Version 1's tables are unchanged.
 */
export const LOG_DB_STORES_V2 = {
  photoBlobs: 'id',
} as const;
