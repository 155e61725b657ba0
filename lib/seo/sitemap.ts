import { routing, type AppLocale } from '@/lib/i18n/routing';
import { publicPaths } from '@/lib/routes';
import { getPathname } from '@/lib/i18n/navigation';
import { absoluteUrl, languageAlternates } from '@/lib/seo/metadata';
import { site } from '@/lib/site';

export interface SitemapEntry {
  /** Path without locale prefix. */
  path: string;
  /** Locales the page exists in. */
  locales: readonly AppLocale[];
  lastModified: string;
}

/** Every indexable page: the static routes and the registry (blog posts join through `extra`). */
export function sitemapEntries(extra: readonly SitemapEntry[] = []): SitemapEntry[] {
  const base = publicPaths().map((path) => ({ path, locales: routing.locales, lastModified: site.contentUpdated }));
  return [...base, ...extra];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap of one locale: its URLs, each with hreflang alternates (en, ja, x-default) and lastmod. */
export function sitemapXml(locale: AppLocale, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .filter((e) => e.locales.includes(locale))
    .map((e) => {
      const alternates = Object.entries(languageAlternates(e.path, e.locales))
        .map(([lang, href]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
        .join('\n');
      return [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(getPathname({ locale, href: e.path })))}</loc>`,
        alternates,
        `    <lastmod>${escapeXml(e.lastModified)}</lastmod>`,
        '  </url>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function xmlResponse(body: string, contentType = 'application/xml; charset=utf-8') {
  return new Response(body, { headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=3600' } });
}
