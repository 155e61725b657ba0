import type { Due } from './due';
import type { IcsItem } from './ics';
import type { TaskValues } from './model';

/**
 * The care schedule as calendar events (docs/schedule.md#calendar): a calendar task repeats from its next due date
 * (RRULE, wall-clock time kept in its zone), a one-off task and a data-driven one are single events at their due
 * date. Paused tasks and tasks with nothing due are left out.
 */

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The RRULE value of a calendar rhythm, or null for a one-off task. */
export function rruleOf(rhythm: TaskValues['rhythm']): string | null {
  if ('once' in rhythm) return null;
  if ('every' in rhythm) return `FREQ=${rhythm.unit === 'week' ? 'WEEKLY' : 'DAILY'};INTERVAL=${rhythm.every}`;
  return `FREQ=WEEKLY;BYDAY=${[...rhythm.weekdays]
    .sort()
    .map((d) => DAYS[d])
    .join(',')}`;
}

export interface FeedText {
  /** the event's title: the task and its tank */
  summary: (due: Due) => string;
  description: (due: Due) => string;
}

/** One event per task that is due some day, for a calendar of `host` with links to `logUrl`. */
export function scheduleItems(dues: readonly Due[], text: FeedText, logUrl: string, host: string): IcsItem[] {
  return dues.flatMap((d): IcsItem[] => {
    if (d.at === null) return [];
    const v = d.task.values;
    const rule = v.mode === 'calendar' ? rruleOf(v.rhythm) : null;
    return [
      {
        uid: `${d.task.id}@${host}`,
        summary: text.summary(d),
        description: text.description(d),
        url: logUrl,
        start: d.at,
        recurrence: rule ? { rule, timeZone: v.timeZone, time: v.time } : null,
      },
    ];
  });
}
