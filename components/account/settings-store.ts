'use client';

import { precisionStore } from '@/components/preferences/use-precision';
import { unitSystemStore } from '@/components/preferences/use-unit-system';
import { localizePath } from '@/lib/account/return-path';
import type { AccountSettings } from '@/lib/account/settings-schema';
import type { AppLocale } from '@/lib/i18n/routing';

const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365; // same as lib/i18n/routing.ts localeCookie

/** Remembers a language choice the way the language switcher does (next-intl's NEXT_LOCALE cookie). */
export function rememberLocale(locale: AppLocale) {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

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
