'use client';

import type { ReactNode } from 'react';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { useIssueText } from '@/components/calculators/kit/fields';
import { useCalcT, useLooseT } from '@/components/calculators/kit/use-calc-t';
import { getAt } from '@/lib/calculators/state';

/** The fields the calculator kit has no counterpart for: the time of an entry (datetime-local) and a note. */

export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';
export const buttonClass =
  'rounded-md bg-cyan-800 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-900 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200';
export const secondaryButtonClass =
  'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

function Shell({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** When the entry happened: local date and time, prefilled with now. */
export function TimeField({ name = 'at', idPrefix }: { name?: string; idPrefix: string }) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const id = `${idPrefix}-${name}`;
  const error = useIssueText(calc.issues[name]);
  const value = getAt(calc.draft, name);
  return (
    <Shell id={id} label={t(`fields.${name}`)} error={error}>
      <input
        id={id}
        name={name}
        type="datetime-local"
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => calc.set(name, e.target.value)}
        className={inputClass}
      />
    </Shell>
  );
}

export function NoteField({ idPrefix }: { idPrefix: string }) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const id = `${idPrefix}-note`;
  const error = useIssueText(calc.issues.note);
  const value = getAt(calc.draft, 'note');
  return (
    <Shell id={id} label={t('fields.note')} error={error}>
      <textarea
        id={id}
        name="note"
        rows={2}
        maxLength={4000}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => calc.set('note', e.target.value)}
        className={inputClass}
      />
    </Shell>
  );
}

/** A form-level message: refused as a whole (nothing entered) or a write that failed; role=alert so it is announced. */
export function FormAlert({ messageKey }: { messageKey: string | null }) {
  const t = useLooseT('Log.errors');
  if (!messageKey) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
    >
      {t(messageKey)}
    </p>
  );
}
