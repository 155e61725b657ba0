import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'ja'],
  defaultLocale: 'en',
  // English at /…, Japanese at /ja/…
  localePrefix: 'as-needed',
  // Remember an explicit choice for a year (next-intl's default is a session cookie).
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
  // The sitemaps and <link rel="alternate"> tags carry hreflang; a Link header on every response would only add bytes.
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];
