import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './locale-cookie';

export const routing = defineRouting({
  locales: ['en', 'ja'],
  defaultLocale: 'en',
  // English at /…, Japanese at /ja/…
  localePrefix: 'as-needed',
  // Remember an explicit choice for a year (next-intl's default is a session cookie). Only the language switch and
  // the first-visit redirect from / write it; only / reads it (lib/i18n/locale-routing.ts).
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE },
  // Every address answers in the language of its path; / alone is detected, by the proxy (locale-routing.ts).
  localeDetection: false,
  // The sitemaps and <link rel="alternate"> tags carry hreflang; a Link header on every response would only add bytes.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
