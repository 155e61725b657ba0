import { site } from '@/lib/site';
import { ICONS } from './icons.mjs';

/** Strings of the manifest, from messages (`Offline.appName`, `Offline.appDescription`). */
export interface ManifestText {
  name: string;
  description: string;
}

/** Where each locale's app starts and what it covers: English at /, Japanese at /ja (localePrefix as-needed). */
export const appScope = (locale: 'en' | 'ja') => (locale === 'ja' ? '/ja' : '/');

/** The web app manifest URL of a locale (linked from the layout, served by app/…/manifest.webmanifest). */
export const manifestPath = (locale: 'en' | 'ja') => (locale === 'ja' ? '/ja/manifest.webmanifest' : '/manifest.webmanifest');

/**
 * The web app manifest of one locale (https://w3c.github.io/manifest/): a Japanese visitor installs the
 * Japanese app, which starts at /ja. Colours are the site's light theme (the pages' theme-color follows the
 * visitor's theme once open).
 */
export function webManifest(locale: 'en' | 'ja', text: ManifestText) {
  const scope = appScope(locale);
  return {
    id: scope,
    name: text.name,
    short_name: site.name,
    description: text.description,
    lang: locale,
    dir: 'ltr',
    start_url: scope,
    scope,
    display: 'standalone',
    theme_color: site.colors.light,
    background_color: site.colors.light,
    categories: ['utilities', 'education'],
    icons: ICONS.filter((i) => i.purpose !== null).map((i) => ({
      src: i.src,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

/** The manifest as a response (`application/manifest+json`). */
export function manifestResponse(locale: 'en' | 'ja', text: ManifestText): Response {
  return new Response(`${JSON.stringify(webManifest(locale, text), null, 1)}\n`, {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
