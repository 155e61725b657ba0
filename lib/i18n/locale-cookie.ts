import type { AppLocale } from './routing';

/**
 * next-intl's locale cookie: the one place its name and lifetime are set. Only the language switch (and applying an
 * account's saved language) writes it in the browser, only the first-visit redirect from / writes it on the server,
 * and only / reads it (lib/i18n/locale-routing.ts).
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** A year: an explicit choice is remembered (next-intl's default is a session cookie). */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
export const localeCookieOptions = { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE } as const;

/** Remembers a language choice in this browser. */
export function rememberLocale(locale: AppLocale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
