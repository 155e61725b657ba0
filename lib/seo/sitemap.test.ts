import { describe, expect, it } from 'vitest';
import { calculators } from '@/lib/calculators/registry';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { site } from '@/lib/site';

describe('sitemaps', () => {
  it('lists every static page and every calculator in each locale', () => {
    const en = sitemapXml('en', sitemapEntries());
    const ja = sitemapXml('ja', sitemapEntries());
    for (const c of calculators) {
      expect(en).toContain(`<loc>${site.url}/reef-calculator/${c.slug}</loc>`);
      expect(ja).toContain(`<loc>${site.url}/ja/reef-calculator/${c.slug}</loc>`);
    }
    expect(en).toContain(`<loc>${site.url}</loc>`);
    expect(ja).toContain(`<loc>${site.url}/ja</loc>`);
    expect(en).not.toContain(`<loc>${site.url}/ja`);
  });

  it('gives each entry en, ja and x-default alternates and a lastmod', () => {
    const xml = sitemapXml('ja', sitemapEntries());
    expect(xml).toContain(`hreflang="en" href="${site.url}/contact"`);
    expect(xml).toContain(`hreflang="ja" href="${site.url}/ja/contact"`);
    expect(xml).toContain(`hreflang="x-default" href="${site.url}/contact"`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('leaves a page out of the locales it does not exist in', () => {
    const extra = [{ path: '/blog/a/b', locales: ['ja'] as const, lastModified: '2026-01-01' }];
    expect(sitemapXml('en', sitemapEntries(extra))).not.toContain('/blog/a/b');
    expect(sitemapXml('ja', sitemapEntries(extra))).toContain(`<loc>${site.url}/ja/blog/a/b</loc>`);
  });
});
