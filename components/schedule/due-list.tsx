'use client';

import { useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { toShown } from '@/lib/log/params';
import { dueDates } from '@/lib/schedule/data';
import { isDueBy } from '@/lib/schedule/due';
import type { TaskEntry } from '@/lib/schedule/model';
import { dueMetaKey, dueSinceOf, showDueAlerts } from '@/lib/schedule/alerts';
import type { AlkalinityUnit } from '@/lib/units';
import { useTaskText } from './use-task-text';

/** unit symbols, written the same in both languages (messages/glossary: dKH and meq/L stay as they are) */
const LEVEL_UNITS: Record<AlkalinityUnit, string> = { dkh: 'dKH', meqL: 'meq/L', ppmCaco3: 'ppm CaCO₃' };

/**
 * What is due today on the tank, at the top of the log, with the reason a data-driven task came early and a "Done"
 * button each. It also records the tank's due dates in the log's meta table (the count on the tank list, the
 * app badge and the notification read them) — see lib/schedule/alerts.ts.
 */
export function DueList({
  db,
  tank,
  entries,
  alkUnit,
  onComplete,
}: {
  db: LogDb;
  tank: LogTank;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  onComplete: (task: TaskEntry) => void;
}) {
  const t = useTranslations('Schedule');
  const sep = useTranslations('Log.entry')('separator');
  const { name, when, reason } = useTaskText();
  const format = useFormatter();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const dues = dueDates(tank, entries, now);
  const dueNow = dues.filter((d) => isDueBy(d, now));
  const since = JSON.stringify(dueSinceOf(dues));
  useEffect(() => {
    void showDueAlerts(db, dueMetaKey(tank.id), JSON.parse(since) as number[], now, (count) => t('notify.body', { count }));
  }, [db, tank.id, since, now, t]);
  const level = (p: 'alkalinity' | 'calcium' | 'magnesium', canonical: number) => {
    const digits = p !== 'alkalinity' || alkUnit === 'ppmCaco3' ? 0 : alkUnit === 'meqL' ? 2 : 1;
    const n = format.number(toShown(p, canonical, alkUnit), { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return `${n} ${p === 'alkalinity' ? LEVEL_UNITS[alkUnit] : 'mg/L'}`;
  };
  if (!dues.length) return null;
  return (
    <section
      aria-labelledby="due-title"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      data-testid="due-list"
    >
      <h2 id="due-title" className="text-lg font-semibold">
        {t('due.title', { tank: tank.name })}
      </h2>
      {dueNow.length ? (
        <ul className="flex flex-col gap-2">
          {dueNow.map((d) => {
            const why = reason(d, now, level);
            return (
              <li key={d.task.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="due-item">
                <div className="text-sm">
                  <span className="font-semibold">{name(d.task.values)}</span>
                  {sep}
                  {d.at! <= now
                    ? t('due.overdue', { time: when(d.at!, d.task.values.timeZone) })
                    : t('due.today', { time: when(d.at!, d.task.values.timeZone) })}
                  {why ? <span className="block">{why}</span> : null}
                </div>
                <Button
                  variant="quiet"
                  type="button"
                  onClick={() => onComplete(d.task)}
                  aria-label={t('due.doneLabel', { task: name(d.task.values) })}
                >
                  {t('due.done')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm">
          {dues[0].at !== null ? t('due.nothingToday', { time: when(dues[0].at, dues[0].task.values.timeZone) }) : t('due.nothing')}
        </p>
      )}
    </section>
  );
}
