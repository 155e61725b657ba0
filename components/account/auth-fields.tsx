'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { AuthFormState } from '@/lib/account/form-state';

export const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';
export const primaryButton =
  'rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200';
export const secondaryButton =
  'rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** A labelled input; `errorId` marks it invalid and points at the message that says why. */
export function Field({ id, label, help, errorId, ...input }: { id: string; label: string; help?: ReactNode; errorId?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [help ? `${id}-help` : null, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input id={id} aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** The translated error of an auth action, announced when it appears. */
export function AuthError({ state, id }: { state: AuthFormState; id: string }) {
  const t = useTranslations('Account.errors');
  if (state.status !== 'error') return null;
  return (
    <p id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200" data-testid="auth-error">
      {t(state.error)}
    </p>
  );
}

/** Hidden fields every sign-in form sends: the page's language and where to go afterwards. */
export function ReturnFields({ next, locale }: { next: string; locale: string }) {
  return (
    <>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}

/** The id of the form's error message if `field` is the one it is about (or the whole form failed). */
export function errorFor(state: AuthFormState, field: 'email' | 'password' | 'code', id: string): string | null {
  if (state.status !== 'error') return null;
  return state.field === field || state.field === null ? id : null;
}
