'use client';

import { useLocale } from 'next-intl';
import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import type { AuthFormState } from '@/lib/account/form-state';
import { applySettings } from './settings-store';

type SignedIn = Extract<AuthFormState, { status: 'signedIn' }>;

/** After a successful sign-in: the account's settings into this browser, then a full load of the page to return to. */
export function useFinishSignIn(): (state: SignedIn) => void {
  const { setTheme } = useTheme();
  const locale = useLocale();
  return useCallback(
    (state: SignedIn) => {
      const target = applySettings(state.settings, state.next, setTheme, locale);
      window.location.assign(target);
    },
    [setTheme, locale],
  );
}
