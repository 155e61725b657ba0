import { describe, expect, it } from 'vitest';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { site } from '@/lib/site';
import { publicSitemapEntries } from './sitemap';

const tanks = [
  { id: 'b', username: 'mika', slug: 'coral-corner', activity_at: '2026-11-20T09:00:00.123456+00:00' },
  { id: 'a', username: 'mika', slug: 'nano', activity_at: '2026-11-02T09:00:00+00:00' },
  { id: 'c', username: 'ken_reef', slug: 'display', activity_at: '2026-10-01T00:00:00+00:00' },
];
const profiles = [
  { username: 'ken_reef', updated_at: '2026-11-10T00:00:00+00:00' },
  { username: 'mika', updated_at: '2026-09-01T00:00:00+00:00' },
];

describe('public pages in the sitemaps', () => {
  it('lists /community, each profile and each tank in both languages with its last change', () => {
    const entries = publicSitemapEntries(tanks, profiles, '2026-11-27T00:00:00Z');
    expect(entries.map((e) => [e.path, e.lastModified])).toEqual([
      ['/community', '2026-11-20'],
      // a profile lists its tanks: its newest tank's change counts
      ['/u/ken_reef', '2026-11-10'],
      ['/u/mika', '2026-11-20'],
      ['/u/mika/coral-corner', '2026-11-20'],
      ['/u/mika/nano', '2026-11-02'],
      ['/u/ken_reef/display', '2026-10-01'],
    ]);
    const en = sitemapXml('en', sitemapEntries(entries));
    const ja = sitemapXml('ja', sitemapEntries(entries));
    expect(en).toContain(`<loc>${site.url}/community</loc>`);
    expect(en).toContain(`<loc>${site.url}/u/mika/coral-corner</loc>`);
    expect(ja).toContain(`<loc>${site.url}/ja/u/mika/coral-corner</loc>`);
    expect(ja).toContain(`hreflang="en" href="${site.url}/u/ken_reef"`);
  });

  it('with nothing shared, lists /community alone, dated today', () => {
    expect(publicSitemapEntries([], [], '2026-11-27T10:00:00Z')).toEqual([
      { path: '/community', locales: ['en', 'ja'], lastModified: '2026-11-27' },
    ]);
  });
});
