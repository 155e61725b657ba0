'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/log/log-styles';
import { Button } from '@/components/ui/button';
import { LOG_PARAMETERS } from '@/lib/log/model';
import { TASK_KINDS, taskValuesProblem, type TaskValues } from '@/lib/schedule/model';
import { useTaskText } from './use-task-text';

type RhythmKind = 'every' | 'weekdays' | 'once';
const BOTTLE_KINDS: readonly string[] = ['stock', 'dose_refill'];
const DOSED = ['alkalinity', 'calcium', 'magnesium'] as const;
/** fields whose problem has a message of its own; any other reads as `other` */
const PROBLEMS = ['rhythm', 'time', 'start', 'bottle', 'title'] as const;

interface Draft {
  taskKind: TaskValues['taskKind'];
  title: string;
  parameter: string;
  rhythmKind: RhythmKind;
  every: string;
  unit: 'day' | 'week';
  weekdays: number[];
  once: string;
  time: string;
  timeZone: string;
  start: string;
  data: boolean;
  bottleSize: string;
  bottleUnit: 'ml' | 'g';
  bottleParameter: (typeof DOSED)[number];
  note: string;
}

function draftOf(v: TaskValues, note: string): Draft {
  const r = v.rhythm;
  return {
    taskKind: v.taskKind,
    title: v.title,
    parameter: v.parameter ?? 'alkalinity',
    rhythmKind: 'every' in r ? 'every' : 'weekdays' in r ? 'weekdays' : 'once',
    every: 'every' in r ? String(r.every) : '1',
    unit: 'every' in r ? r.unit : 'week',
    weekdays: 'weekdays' in r ? r.weekdays : [],
    once: 'once' in r ? r.once : v.start,
    time: v.time,
    timeZone: v.timeZone,
    start: v.start,
    data: v.mode === 'data',
    bottleSize: v.bottle ? String(v.bottle.size) : '',
    bottleUnit: v.bottle?.unit ?? 'ml',
    bottleParameter: v.bottle?.parameter ?? 'alkalinity',
    note,
  };
}

function valuesOf(d: Draft, base: TaskValues): TaskValues {
  const rhythm =
    d.rhythmKind === 'every'
      ? { every: Number(d.every), unit: d.unit }
      : d.rhythmKind === 'weekdays'
        ? { weekdays: [...d.weekdays].sort() }
        : { once: d.once };
  const bottle =
    BOTTLE_KINDS.includes(d.taskKind) && d.bottleSize.trim()
      ? { size: Number(d.bottleSize), unit: d.bottleUnit, parameter: d.bottleParameter }
      : null;
  return {
    ...base,
    taskKind: d.taskKind,
    title: d.title.trim(),
    parameter: d.taskKind === 'test' ? (d.parameter as TaskValues['parameter']) : null,
    rhythm,
    time: d.time,
    timeZone: d.timeZone,
    start: d.start,
    mode: d.data && (d.taskKind === 'test' || bottle) ? 'data' : 'calendar',
    bottle,
  };
}

/**
 * The zones a task can keep its time in: the runtime's list, with the task's own first when the list lacks it (an
 * alias such as "Asia/Kolkata" where the runtime lists "Asia/Calcutta"). A keeper who moves changes it here.
 */
function zoneOptions(current: string): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes(current) ? list : [current, ...list];
}

/** Adds or edits a care task: its kind, rhythm, time, whether the log's data may bring it forward, and a note. */
export function TaskForm({
  initial,
  note = '',
  editing,
  onSave,
  onCancel,
}: {
  initial: TaskValues;
  note?: string;
  editing: boolean;
  onSave: (values: TaskValues, note: string | null) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useTranslations('Schedule');
  const tl = useTranslations('Log');
  const { name, format } = useTaskText();
  const id = useId();
  const [d, setD] = useState(() => draftOf(initial, note));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));
  const values = valuesOf(d, initial);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const p = taskValuesProblem(values);
    setProblem(p);
    if (!p) await onSave(values, d.note.trim() || null);
  }
  const label = 'flex flex-col gap-1 text-sm font-medium';
  // 1 January 2023 was a Sunday
  const weekdayName = (n: number) => format.dateTime(new Date(Date.UTC(2023, 0, 1 + n, 12)), { weekday: 'short', timeZone: 'UTC' });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {editing ? t('form.editTitle', { task: name(initial) }) : t('form.newTitle')}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={label}>
          {t('form.kind')}
          <select className={inputClass} value={d.taskKind} onChange={(e) => set('taskKind', e.target.value as Draft['taskKind'])}>
            {TASK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {d.taskKind === 'test' ? (
          <label className={label}>
            {t('form.parameter')}
            <select className={inputClass} value={d.parameter} onChange={(e) => set('parameter', e.target.value)}>
              {LOG_PARAMETERS.map((p) => (
                <option key={p} value={p}>
                  {tl(`parameters.${p}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={label}>
          {t('form.title')}
          <input className={inputClass} value={d.title} maxLength={120} onChange={(e) => set('title', e.target.value)} />
        </label>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('form.rhythm')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['every', 'weekdays', 'once'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-rhythm`}
                checked={d.rhythmKind === k}
                onChange={() => set('rhythmKind', k)}
                className="accent-cyan-700"
              />
              {t(`form.rhythmKinds.${k}`)}
            </label>
          ))}
        </div>
        {d.rhythmKind === 'every' ? (
          <div className="flex flex-wrap items-end gap-2">
            <label className={label}>
              {t('form.every')}
              <input className={`${inputClass} w-24`} inputMode="numeric" value={d.every} onChange={(e) => set('every', e.target.value)} />
            </label>
            <label className={label}>
              {t('form.unit')}
              <select className={inputClass} value={d.unit} onChange={(e) => set('unit', e.target.value as 'day' | 'week')}>
                <option value="day">{t('form.units.day')}</option>
                <option value="week">{t('form.units.week')}</option>
              </select>
            </label>
          </div>
        ) : d.rhythmKind === 'weekdays' ? (
          <div className="flex flex-wrap gap-3 text-sm" role="group" aria-label={t('form.weekdays')}>
            {[1, 2, 3, 4, 5, 6, 0].map((n) => (
              <label key={n} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  className="accent-cyan-700"
                  checked={d.weekdays.includes(n)}
                  onChange={(e) => set('weekdays', e.target.checked ? [...d.weekdays, n] : d.weekdays.filter((x) => x !== n))}
                />
                {weekdayName(n)}
              </label>
            ))}
          </div>
        ) : (
          <label className={label}>
            {t('form.once')}
            <input type="date" className={`${inputClass} w-48`} value={d.once} onChange={(e) => set('once', e.target.value)} />
          </label>
        )}
        <div className="flex flex-wrap gap-4">
          <label className={label}>
            {t('form.time')}
            <input type="time" className={`${inputClass} w-36`} value={d.time} onChange={(e) => set('time', e.target.value)} />
          </label>
          <label className={label}>
            {t('form.timeZone')}
            <select className={`${inputClass} w-56`} value={d.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
              {zoneOptions(d.timeZone).map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </label>
          {d.rhythmKind !== 'once' ? (
            <label className={label}>
              {t('form.start')}
              <input type="date" className={`${inputClass} w-48`} value={d.start} onChange={(e) => set('start', e.target.value)} />
            </label>
          ) : null}
        </div>
      </fieldset>
      {BOTTLE_KINDS.includes(d.taskKind) ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className={label}>
            {t('form.bottleSize')}
            <input
              className={`${inputClass} w-28`}
              inputMode="decimal"
              value={d.bottleSize}
              onChange={(e) => set('bottleSize', e.target.value)}
            />
          </label>
          <label className={label}>
            {t('form.bottleUnit')}
            <select className={inputClass} value={d.bottleUnit} onChange={(e) => set('bottleUnit', e.target.value as 'ml' | 'g')}>
              <option value="ml">mL</option>
              <option value="g">g</option>
            </select>
          </label>
          <label className={label}>
            {t('form.bottleParameter')}
            <select
              className={inputClass}
              value={d.bottleParameter}
              onChange={(e) => set('bottleParameter', e.target.value as Draft['bottleParameter'])}
            >
              {DOSED.map((p) => (
                <option key={p} value={p}>
                  {tl(`parameters.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {d.taskKind === 'test' || BOTTLE_KINDS.includes(d.taskKind) ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1 accent-cyan-700" checked={d.data} onChange={(e) => set('data', e.target.checked)} />
          <span>
            {t('form.data')}
            <span className="block text-slate-600 dark:text-slate-400">
              {d.taskKind === 'test' ? t('form.dataHelpTest') : t('form.dataHelpBottle')}
            </span>
          </span>
        </label>
      ) : null}
      <label className={label}>
        {t('form.note')}
        <textarea className={inputClass} rows={2} maxLength={4000} value={d.note} onChange={(e) => set('note', e.target.value)} />
      </label>
      <p role="alert" className="text-sm text-red-800 empty:hidden dark:text-red-300">
        {problem
          ? t(`form.problems.${(PROBLEMS as readonly string[]).includes(problem) ? (problem as (typeof PROBLEMS)[number]) : 'other'}`)
          : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="action" type="submit">
          {t('form.save')}
        </Button>
        <Button variant="quiet" type="button" onClick={onCancel}>
          {tl('cancel')}
        </Button>
      </div>
    </form>
  );
}
