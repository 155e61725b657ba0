'use client';

import { useLocale } from 'next-intl';
import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import { precisionStore } from '@/components/preferences/use-precision';
import { unitSystemStore } from '@/components/preferences/use-unit-system';
import { saveSettings } from '@/lib/account/actions';
import type { AccountSettings } from '@/lib/account/schema';
import type { AppLocale } from '@/lib/i18n/routing';
import { useAccount } from './use-account';

const THEMES: readonly string[] = ['system', 'light', 'dark'];

/**
 * For the header's theme and units controls: while someone is signed in, a change made there is saved in the
 * account as well (as `/settings` does), so that the next sign-in, here or in another browser, does not bring
 * the old choice back. Signed out, it does nothing. The browser already holds the change; a failed save is not
 * worth an error in the header, and `/settings` shows the account's state.
 */
export function useSaveToAccount(): (patch: Partial<AccountSettings>) => void {
  const account = useAccount();
  const locale = useLocale() as AppLocale;
  const { theme } = useTheme();
  const signedIn = account.status === 'signedIn';
  return useCallback(
    (patch) => {
      if (!signedIn) return;
      const settings: AccountSettings = {
        theme: (THEMES.includes(theme ?? '') ? theme : 'system') as AccountSettings['theme'],
        language: locale,
        units: unitSystemStore.get(),
        precision: precisionStore.get(),
        ...patch,
      };
      saveSettings(settings).catch(() => undefined);
    },
    [signedIn, theme, locale],
  );
}
