import type { LogEntry } from '@/lib/log/model';
import { nameUuid } from '@/lib/log/name-uuid';
import { MAX_TITLE_CHARS, type TaskValues } from './model';
import { addDays, civilDateAt } from './zone';

/**
 * The ICP plan's retest date as a one-off test task of the care schedule (docs/schedule.md, docs/icp.md#the-plan).
 * Its id is a name-based UUID of the tank and the analysis's fingerprint, so adding it twice (a double click, two
 * devices) stores one task; the plan's button reads `retestTaskOf` to say it is already there.
 */

/** The hour the retest task is due on its day (a morning test, as the schedule's test presets). */
export const RETEST_TIME = '09:00';

export const retestTaskId = (tankId: string, fingerprint: string) => nameUuid(['icp-retest', tankId, fingerprint].join('\n'));

/** The retest's civil date: `afterDays` after `from` (the day the plan starts, IcpAnalysis.planFrom) in `timeZone`. */
export function retestDate(from: string, afterDays: number, timeZone: string): string {
  return addDays(civilDateAt(Date.parse(from), timeZone), Math.max(0, Math.round(afterDays)));
}

/** The task's values: a one-off test on the retest date, titled in the keeper's language. */
export function retestTaskValues(from: string, afterDays: number, timeZone: string, title: string): TaskValues {
  const date = retestDate(from, afterDays, timeZone);
  return {
    taskKind: 'test',
    title: title.trim().slice(0, MAX_TITLE_CHARS),
    parameter: null,
    rhythm: { once: date },
    time: RETEST_TIME,
    timeZone,
    start: date,
    mode: 'calendar',
  };
}

/** The live retest task of this analysis in the entries, or undefined. */
export function retestTaskOf(entries: readonly LogEntry[], tankId: string, fingerprint: string): LogEntry | undefined {
  const id = retestTaskId(tankId, fingerprint);
  return entries.find((e) => e.id === id && e.kind === 'task' && !e.deletedAt);
}
