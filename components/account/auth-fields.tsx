'use client';

import { useTranslations } from 'next-intl';
import type { AuthField, AuthFormState } from '@/lib/account/form-state';

/** The translated error of an auth action, announced when it appears. */
export function AuthError({ state, id }: { state: AuthFormState; id: string }) {
  const t = useTranslations('Account.errors');
  if (state.status !== 'error') return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
      data-testid="auth-error"
    >
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
export function errorFor(state: AuthFormState, field: AuthField, id: string): string | null {
  if (state.status !== 'error') return null;
  return state.field === field || state.field === null ? id : null;
}
