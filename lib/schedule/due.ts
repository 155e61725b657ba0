import type { LogEntry, TestValues } from '@/lib/log/model';
import { isTask, isTaskDone, type TaskEntry, type TaskValues } from './model';
import { addDays, civilDateAt, weekdayOf, zonedInstant } from './zone';

/**
 * When a task is next due by its calendar rhythm (docs/schedule.md#calendar), in the keeper's time zone:
 * - every N days or weeks: N days (7·N) after the civil date of the last completion, else on the start date;
 * - on weekdays: the first chosen weekday after the last completion's date, else on or after the start date;
 * - once: on its date, until it is done.
 * The wall-clock time is kept across daylight-saving changes (zone.ts). Paused tasks are never due.
 */

export type DueReason =
  | { code: 'calendar' }
  /** data-driven, not enough tests yet: the calendar rhythm applies */
  | { code: 'noData' }
  /** the level may fall to `level` (canonical units) at `at` */
  | { code: 'level'; parameter: 'alkalinity' | 'calcium' | 'magnesium'; level: number; at: number }
  /** the bottle may run out at `at` */
  | { code: 'bottle'; at: number };

export interface Due {
  task: TaskEntry;
  /** epoch ms, or null when nothing is due (paused, or a one-off task that is done) */
  at: number | null;
  reason: DueReason;
  /** epoch ms of the last completion, or null */
  lastDone: number | null;
}

/**
 * The last time the task was done: its completions, and for a test task any test that carries its parameter from
 * the task's start day on (a test from before the task was planned does not do it: a one-off test would vanish).
 */
export function lastDoneAt(task: TaskEntry, entries: readonly LogEntry[]): number | null {
  let last: number | null = null;
  const v = task.values;
  const from = zonedInstant(v.start, '00:00', v.timeZone);
  for (const e of entries) {
    const counts =
      (isTaskDone(e) && e.values.taskId === task.id) ||
      (v.taskKind === 'test' &&
        v.parameter &&
        e.kind === 'test' &&
        !e.deletedAt &&
        typeof (e.values as TestValues)[v.parameter] === 'number' &&
        Date.parse(e.at) >= from);
    if (!counts) continue;
    const t = Date.parse(e.at);
    if (Number.isFinite(t) && (last === null || t > last)) last = t;
  }
  return last;
}

/** Next due instant by the calendar rhythm alone (epoch ms), or null. */
export function calendarDue(v: TaskValues, lastDone: number | null): number | null {
  if (v.paused) return null;
  const { rhythm, time, timeZone: tz } = v;
  if ('once' in rhythm) return lastDone === null ? zonedInstant(rhythm.once, time, tz) : null;
  const doneDate = lastDone === null ? null : civilDateAt(lastDone, tz);
  if ('every' in rhythm) {
    const date = doneDate === null ? v.start : addDays(doneDate, rhythm.every * (rhythm.unit === 'week' ? 7 : 1));
    return zonedInstant(date, time, tz);
  }
  let date = doneDate === null ? v.start : addDays(doneDate, 1);
  for (let i = 0; i < 7 && !rhythm.weekdays.includes(weekdayOf(date)); i++) date = addDays(date, 1);
  return zonedInstant(date, time, tz);
}

/** The calendar due of every live task of the entries (data-driven ones too: data.ts moves them earlier). */
export function calendarDues(entries: readonly LogEntry[]): Due[] {
  return entries.filter(isTask).map((task) => {
    const lastDone = lastDoneAt(task, entries);
    return { task, at: calendarDue(task.values, lastDone), reason: { code: 'calendar' }, lastDone };
  });
}

/** Due now or later today in the task's zone (the "due" list and the count on the tank). */
export function isDueBy(due: Due, now: number): boolean {
  if (due.at === null) return false;
  const tz = due.task.values.timeZone;
  return due.at < zonedInstant(addDays(civilDateAt(now, tz), 1), '00:00', tz);
}
