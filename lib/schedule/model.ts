import { LOG_PARAMETERS, type LogEntry, type LogParameter } from '@/lib/log/model';
import { isTimeZone } from './zone';

/**
 * The care schedule's records, stored as log entries (lib/log/model.ts) so they sync, version and tombstone like the
 * rest of the log: a task is an entry of kind `task` (its `at` is when it was set up, its `note` the keeper's note),
 * a completion an entry of kind `task_done`. The database checks the same shapes
 * (supabase/migrations/20261126150300_care_schedule.sql); `taskValuesProblem` here is the browser's copy of that check.
 */

export const TASK_KINDS = ['test', 'water_change', 'dose_refill', 'filter', 'skimmer', 'pump', 'stock', 'quarantine', 'custom'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export type TaskRhythm = { every: number; unit: 'day' | 'week' } | { weekdays: number[] } | { once: string };

/** A bottle of additive (stock and dose-refill tasks): its size and the parameter it doses. */
export interface TaskBottle {
  size: number;
  unit: 'ml' | 'g';
  parameter: 'alkalinity' | 'calcium' | 'magnesium';
}

export interface TaskValues {
  taskKind: TaskKind;
  /** the keeper's own title; empty: the kind's name is shown */
  title: string;
  parameter?: LogParameter | null;
  rhythm: TaskRhythm;
  /** wall-clock time of day, HH:MM, in `timeZone` */
  time: string;
  /** IANA zone the keeper set the task up in (the browser's) */
  timeZone: string;
  /** civil date (YYYY-MM-DD) the rhythm starts from */
  start: string;
  /** calendar: the rhythm alone; data: also when the log's consumption says the level or the bottle may run out */
  mode: 'calendar' | 'data';
  bottle?: TaskBottle | null;
  paused?: boolean;
}

export interface TaskDoneValues {
  taskId: string;
  /** the log entry the completion produced (a test, a water change), if any */
  entryId: string | null;
}

export type TaskEntry = LogEntry & { kind: 'task'; values: TaskValues };
export type TaskDoneEntry = LogEntry & { kind: 'task_done'; values: TaskDoneValues };

export const MAX_TITLE_CHARS = 120;
export const MAX_EVERY = 365;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A civil date that exists: the pattern above, and no 31 February or 31 April (Date would roll it into March). */
export function isCivilDate(s: unknown): s is string {
  if (typeof s !== 'string' || !DATE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = new Set(['taskKind', 'title', 'parameter', 'rhythm', 'time', 'timeZone', 'start', 'mode', 'bottle', 'paused']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function rhythmOk(r: unknown): boolean {
  if (!isRecord(r)) return false;
  const keys = Object.keys(r).sort().join(',');
  if (keys === 'every,unit')
    return (
      Number.isInteger(r.every) && (r.every as number) >= 1 && (r.every as number) <= MAX_EVERY && (r.unit === 'day' || r.unit === 'week')
    );
  if (keys === 'weekdays')
    return (
      Array.isArray(r.weekdays) &&
      r.weekdays.length >= 1 &&
      r.weekdays.length <= 7 &&
      new Set(r.weekdays).size === r.weekdays.length &&
      r.weekdays.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)
    );
  if (keys === 'once') return isCivilDate(r.once);
  return false;
}

function bottleOk(b: unknown): boolean {
  if (b == null) return true;
  return (
    isRecord(b) &&
    typeof b.size === 'number' &&
    b.size > 0 &&
    b.size <= 100_000 &&
    (b.unit === 'ml' || b.unit === 'g') &&
    ['alkalinity', 'calcium', 'magnesium'].includes(b.parameter as string)
  );
}

/** The field of a task's values that is not as stored, or null when they are valid. */
export function taskValuesProblem(v: unknown): string | null {
  if (!isRecord(v)) return 'values';
  for (const k of Object.keys(v)) if (!KEYS.has(k)) return k;
  if (!(TASK_KINDS as readonly unknown[]).includes(v.taskKind)) return 'taskKind';
  if (typeof v.title !== 'string' || v.title.length > MAX_TITLE_CHARS) return 'title';
  if (v.parameter != null && !(LOG_PARAMETERS as readonly unknown[]).includes(v.parameter)) return 'parameter';
  if (!rhythmOk(v.rhythm)) return 'rhythm';
  if (typeof v.time !== 'string' || !TIME.test(v.time)) return 'time';
  if (typeof v.timeZone !== 'string' || v.timeZone.length > 64 || !isTimeZone(v.timeZone)) return 'timeZone';
  if (!isCivilDate(v.start)) return 'start';
  if (v.mode !== 'calendar' && v.mode !== 'data') return 'mode';
  if (!bottleOk(v.bottle)) return 'bottle';
  if (v.paused != null && typeof v.paused !== 'boolean') return 'paused';
  return null;
}

/** The field of a completion's values that is not as stored, or null. */
export function taskDoneValuesProblem(v: unknown): string | null {
  if (!isRecord(v)) return 'values';
  for (const k of Object.keys(v)) if (k !== 'taskId' && k !== 'entryId') return k;
  if (typeof v.taskId !== 'string' || !UUID.test(v.taskId)) return 'taskId';
  if (v.entryId != null && (typeof v.entryId !== 'string' || !UUID.test(v.entryId))) return 'entryId';
  return null;
}

export const isTask = (e: LogEntry): e is TaskEntry => e.kind === 'task' && !e.deletedAt;
export const isTaskDone = (e: LogEntry): e is TaskDoneEntry => e.kind === 'task_done' && !e.deletedAt;
/** Kinds of the schedule, which the water-chemistry screens (entries, trends, analysis, CSV) leave out. */
export const SCHEDULE_KINDS: readonly string[] = ['task', 'task_done'];
