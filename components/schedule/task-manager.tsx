'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { dueDates } from '@/lib/schedule/data';
import { scheduleItems } from '@/lib/schedule/feed';
import { writeCalendar } from '@/lib/schedule/ics';
import { isTask, type TaskEntry, type TaskValues } from '@/lib/schedule/model';
import { presetTasks } from '@/lib/schedule/presets';
import { browserZone, civilDateAt } from '@/lib/schedule/zone';
import { feedText } from './calendar-text';
import { NotifyButton } from './notify-button';
import { TaskForm } from './task-form';
import { useTaskText } from './use-task-text';

export interface TaskWrites {
  add: (tasks: { values: TaskValues; note: string | null }[]) => Promise<boolean>;
  update: (id: string, values: TaskValues, note: string | null) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
}

/** Offers the file a browser saves: the tank's schedule as .ics. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A tank's care tasks: the list with their next date, add (or the suggested set), edit, pause, delete, and the .ics. */
export function TaskManager({ tank, entries, writes }: { tank: LogTank; entries: readonly LogEntry[]; writes: TaskWrites }) {
  const t = useTranslations('Schedule');
  const sep = useTranslations('Log.entry')('separator');
  const { name, rhythm, when } = useTaskText();
  const [editing, setEditing] = useState<TaskEntry | 'new' | null>(null);
  const [now] = useState(() => Date.now());
  const [addingPresets, setAddingPresets] = useState(false);
  const tasks = entries.filter(isTask);
  const dues = new Map(dueDates(tank, entries, now).map((d) => [d.task.id, d]));
  const fresh = (): TaskValues => {
    const zone = browserZone();
    return {
      taskKind: 'custom',
      title: '',
      rhythm: { every: 1, unit: 'week' },
      time: '09:00',
      timeZone: zone,
      start: civilDateAt(now, zone),
      mode: 'calendar',
    };
  };
  const save = async (values: TaskValues, note: string | null) => {
    const ok = editing === 'new' || editing === null ? await writes.add([{ values, note }]) : await writes.update(editing.id, values, note);
    if (ok) setEditing(null);
    return ok;
  };
  const ics = () => {
    const logUrl = `${window.location.origin}${window.location.pathname}`;
    const text = feedText((d) => t('feed.summary', { task: name(d.task.values), tank: tank.name }), t('feed.description', { url: logUrl }));
    const items = scheduleItems([...dues.values()], text, logUrl, window.location.host);
    const slug = tank.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tank';
    download(`${slug}-care.ics`, writeCalendar({ name: t('feed.calendarName', { tank: tank.name }), now, items }));
  };
  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h2 id="schedule-title" className="text-xl font-semibold">
        {t('tasks.title', { tank: tank.name })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('tasks.intro')}</p>
      {tasks.length ? (
        <ul className="flex flex-col gap-2" aria-label={t('tasks.listLabel')}>
          {tasks.map((task) => {
            const v = task.values;
            const due = dues.get(task.id);
            return (
              <li
                key={task.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-900"
                data-testid="task-row"
              >
                <div className="text-sm">
                  <span className="font-semibold">{name(v)}</span>
                  {sep}
                  {rhythm(v)}
                  {v.mode === 'data' ? `${sep}${t('tasks.fromData')}` : ''}
                  <span className="block text-slate-600 dark:text-slate-400">
                    {v.paused
                      ? t('tasks.paused')
                      : due?.at != null
                        ? t('tasks.next', { time: when(due.at, v.timeZone) })
                        : t('tasks.nothingDue')}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="quiet"
                    type="button"
                    onClick={() => setEditing(task)}
                    aria-label={t('tasks.editLabel', { task: name(v) })}
                  >
                    {t('tasks.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    type="button"
                    onClick={() => void writes.update(task.id, { ...v, paused: !v.paused }, task.note)}
                    aria-label={v.paused ? t('tasks.resumeLabel', { task: name(v) }) : t('tasks.pauseLabel', { task: name(v) })}
                  >
                    {v.paused ? t('tasks.resume') : t('tasks.pause')}
                  </Button>
                  <Button
                    variant="quiet"
                    type="button"
                    onClick={() => void writes.remove(task.id)}
                    aria-label={t('tasks.deleteLabel', { task: name(v) })}
                  >
                    {t('tasks.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm">{t('tasks.empty')}</p>
      )}
      {editing ? (
        <TaskForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? fresh() : editing.values}
          note={editing === 'new' ? '' : (editing.note ?? '')}
          editing={editing !== 'new'}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="action" type="button" onClick={() => setEditing('new')}>
            {t('tasks.add')}
          </Button>
          {tasks.length === 0 ? (
            <Button
              variant="quiet"
              type="button"
              // disabled while the set is written: a double click added it twice
              disabled={addingPresets}
              onClick={() => {
                const zone = browserZone();
                setAddingPresets(true);
                void writes
                  .add(presetTasks(zone, civilDateAt(Date.now(), zone)).map((values) => ({ values, note: null })))
                  .finally(() => setAddingPresets(false));
              }}
            >
              {t('tasks.presets')}
            </Button>
          ) : (
            <Button variant="quiet" type="button" onClick={ics}>
              {t('tasks.download')}
            </Button>
          )}
        </div>
      )}
      <NotifyButton />
    </section>
  );
}
