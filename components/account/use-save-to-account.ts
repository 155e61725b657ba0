'use client';

import { useLocale } from 'next-intl';
import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import { precisionStore } from '@/components/preferences/use-precision';
import { unitSystemStore } from '@/components/preferences/use-unit-system';
import { saveSettings } from '@/lib/account/actions';
import type { AccountSettings } from '@/lib/account/settings-schema';
import { THEMES } from '@/lib/security/storage-hygiene';
import { useAccount } from './use-account';
import { isOneOf } from '@/lib/one-of';

const SAVE_WAIT_MS = 1500;

/**
 * For the header's theme, units and language controls: while someone is signed in, a change made there is saved
 * in the account as well (as `/settings` does), so that the next sign-in, here or in another browser, does not
 * bring the old choice back. Signed out, it does nothing. The browser already holds the change; a failed save is
 * not worth an error in the header, and `/settings` shows the account's state. The promise settles when the save
 * is done or after 1.5 s, whichever is first, so that the language switch can wait for it before it leaves the
 * page.
 */
export function useSaveToAccount(): (patch: Partial<AccountSettings>) => Promise<void> {
  const account = useAccount();
  const locale = useLocale();
  const { theme } = useTheme();
  const signedIn = account.status === 'signedIn';
  return useCallback(
    (patch) => {
      if (!signedIn) return Promise.resolve();
      const settings: AccountSettings = {
        theme: isOneOf(THEMES, theme) ? theme : 'system',
        language: locale,
        units: unitSystemStore.get(),
        precision: precisionStore.get(),
        ...patch,
      };
      const saved = saveSettings(settings).then(
        () => undefined,
        () => undefined,
      );
      return Promise.race([saved, new Promise<void>((done) => setTimeout(done, SAVE_WAIT_MS))]);
    },
    [signedIn, theme, locale],
  );
}
