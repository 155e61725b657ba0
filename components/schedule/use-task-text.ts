'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Due } from '@/lib/schedule/due';
import type { TaskValues } from '@/lib/schedule/model';
import { zonedInstant } from '@/lib/schedule/zone';

/** 1 January 2023 was a Sunday: weekday d of the rhythm (0 = Sunday) is that date plus d days. */
const weekdayDate = (d: number) => new Date(Date.UTC(2023, 0, 1 + d, 12));

/**
 * A task's name, rhythm and due reason in the visitor's language. Times and days are written in the task's own zone
 * (the browser's when the task was made): the site's formatter defaults to UTC so that server and client agree, which
 * would show a 09:00 task in New York as 2:00 PM.
 */
export function useTaskText() {
  const t = useTranslations('Schedule');
  const tl = useTranslations('Log');
  const format = useFormatter();
  const name = (v: TaskValues) =>
    v.title.trim() ||
    (v.taskKind === 'test' && v.parameter ? t('testOf', { parameter: tl(`parameters.${v.parameter}`) }) : t(`kinds.${v.taskKind}`));
  const weekday = (d: number) => format.dateTime(weekdayDate(d), { weekday: 'long', timeZone: 'UTC' });
  const rhythm = (v: TaskValues) => {
    const r = v.rhythm;
    if ('every' in r) return r.unit === 'week' ? t('rhythm.everyWeek', { count: r.every }) : t('rhythm.everyDay', { count: r.every });
    if ('weekdays' in r) return t('rhythm.onWeekdays', { days: format.list([...r.weekdays].sort().map(weekday)) });
    return t('rhythm.onceOn', {
      date: format.dateTime(zonedInstant(r.once, v.time, v.timeZone), { dateStyle: 'medium', timeZone: v.timeZone }),
    });
  };
  /** "Thursday" within the coming week, else the date */
  const day = (ms: number, now: number, timeZone: string) =>
    ms - now < 6 * 86_400_000 && ms > now
      ? format.dateTime(ms, { weekday: 'long', timeZone })
      : format.dateTime(ms, { month: 'short', day: 'numeric', weekday: 'short', timeZone });
  const when = (ms: number, timeZone: string) =>
    format.dateTime(ms, { month: 'short', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone });
  const reason = (d: Due, now: number, level: (parameter: 'alkalinity' | 'calcium' | 'magnesium', canonical: number) => string) => {
    const r = d.reason;
    const zone = d.task.values.timeZone;
    if (r.code === 'level')
      return t('reason.level', {
        parameter: tl(`parameters.${r.parameter}`),
        level: level(r.parameter, r.level),
        day: day(r.at, now, zone),
      });
    if (r.code === 'bottle') return t('reason.bottle', { day: day(r.at, now, zone) });
    if (r.code === 'noData') return t('reason.noData');
    return null;
  };
  return { name, rhythm, when, reason, format };
}
