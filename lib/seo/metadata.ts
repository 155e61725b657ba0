import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/navigation';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { site } from '@/lib/site';
import { titleFromPath } from '@/lib/format';

export const absoluteUrl = (pathname: string) => `${site.url}${pathname === '/' ? '' : pathname}` || site.url;

/** hreflang alternates (en, ja, x-default) of a path that exists in `locales`. */
export function languageAlternates(path: string, locales: readonly AppLocale[] = routing.locales) {
  const languages: Record<string, string> = {};
  for (const l of locales) languages[l] = absoluteUrl(getPathname({ locale: l, href: path }));
  const xDefault = locales.includes(routing.defaultLocale) ? routing.defaultLocale : locales[0];
  languages['x-default'] = absoluteUrl(getPathname({ locale: xDefault, href: path }));
  return languages;
}

interface PageMetaInput {
  locale: AppLocale;
  /** Path without locale prefix, e.g. /reef-calculator/salinity. */
  path: string;
  /** Page title; without one, the title-cased last path segment. */
  title?: string;
  description?: string;
  /** Locales the page exists in (blog posts may have one). */
  locales?: readonly AppLocale[];
  type?: 'website' | 'article';
}

/** Canonical URL, hreflang alternates and Open Graph for a page; the layout adds "| Site name". */
export function pageMetadata({ locale, path, title, description, locales, type = 'website' }: PageMetaInput): Metadata {
  const pageTitle = title ?? titleFromPath(path);
  const url = absoluteUrl(getPathname({ locale, href: path }));
  return {
    // The home page shares the root layout's segment, where the layout's "%s | Site" template does not apply.
    title: path === '/' ? { absolute: `${pageTitle} | ${site.name}` } : pageTitle,
    description,
    alternates: { canonical: url, languages: languageAlternates(path, locales) },
    openGraph: {
      title: `${pageTitle} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      locale: locale === 'ja' ? 'ja_JP' : 'en_US',
      type,
    },
  };
}
