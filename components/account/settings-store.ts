'use client';

import { precisionStore } from '@/components/preferences/use-precision';
import { unitSystemStore } from '@/components/preferences/use-unit-system';
import { localizePath } from '@/lib/account/return-path';
import type { AccountSettings } from '@/lib/account/settings-schema';
import { rememberLocale } from '@/lib/i18n/locale-cookie';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * Writes an account's saved settings into this browser's stores (theme via next-themes' setter) and returns
 * `path` in the account's language (through localizePath in every case, which never returns another host).
 */
export function applySettings(
  settings: Partial<AccountSettings>,
  path: string,
  setTheme: (t: string) => void,
  currentLocale: AppLocale,
): string {
  if (settings.theme) setTheme(settings.theme);
  if (settings.units) unitSystemStore.set(settings.units);
  if (settings.precision !== undefined) precisionStore.set(settings.precision);
  if (!settings.language || settings.language === currentLocale) return localizePath(path, currentLocale);
  rememberLocale(settings.language);
  return localizePath(path, settings.language);
}
