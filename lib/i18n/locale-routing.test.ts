import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routeLocale } from './locale-routing';

const ORIGIN = 'http://localhost:3000';
const JA = 'ja-JP,ja;q=0.9,en;q=0.5';

function get(
  path: string,
  { cookie, lang, dest = 'document', site = 'none' }: { cookie?: string; lang?: string; dest?: string; site?: string } = {},
) {
  const headers: Record<string, string> = { 'sec-fetch-dest': dest, 'sec-fetch-site': site };
  if (cookie) headers.cookie = `NEXT_LOCALE=${cookie}`;
  if (lang) headers['accept-language'] = lang;
  return routeLocale(new NextRequest(`${ORIGIN}${path}`, { headers }));
}

const rewrite = (res: Response) => res.headers.get('x-middleware-rewrite');
const location = (res: Response) => res.headers.get('location');
const setCookies = (res: Response) => res.headers.getSetCookie();

describe('every address but / answers in the language of its path', () => {
  const english = [
    '/blog',
    '/reef-calculator/dosing',
    '/contact?x=1',
    '/login',
    '/blog/water-chemistry/salinity-specific-gravity-refractometer',
  ];
  const visitors = [
    {},
    { cookie: 'ja' },
    { lang: JA },
    { cookie: 'ja', lang: JA },
    { cookie: 'en', lang: JA },
    { lang: '*' },
    { lang: 'fr' },
  ];

  it.each(english)('%s stays English, sets no cookie', (path) => {
    for (const v of visitors) {
      const res = get(path, v);
      expect(location(res), JSON.stringify(v)).toBeNull();
      expect(rewrite(res)).toBe(`${ORIGIN}/en${path}`);
      expect(setCookies(res)).toEqual([]);
    }
  });

  it.each(['/ja', '/ja/blog', '/ja/reef-calculator/dosing'])('%s stays Japanese, sets no cookie', (path) => {
    for (const v of [...visitors, { cookie: 'en' }, { lang: 'en-US' }]) {
      const res = get(path, v);
      expect(location(res)).toBeNull();
      expect(rewrite(res)).toBeNull(); // served as written
      expect(res.headers.get('x-middleware-next')).toBe('1');
      expect(setCookies(res)).toEqual([]);
    }
  });

  it('/en/… goes to the unprefixed English address without a cookie', () => {
    const res = get('/en/contact', { cookie: 'ja', lang: JA });
    expect(location(res)).toBe(`${ORIGIN}/contact`);
    expect(setCookies(res)).toEqual([]);
  });
});

describe('/ follows the visitor', () => {
  it('an English or unknown browser on a first visit: English, no cookie, cacheable', () => {
    for (const lang of [undefined, 'en-US,en;q=0.9', '*', 'fr-FR', 'xx;;;', '']) {
      const res = get('/', { lang });
      expect(location(res), String(lang)).toBeNull();
      expect(rewrite(res)).toBe(`${ORIGIN}/en`);
      expect(setCookies(res)).toEqual([]);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });

  it('a Japanese browser on a first visit: to /ja, remembered for a year, never cached', () => {
    const res = get('/?ref=x', { lang: JA });
    expect(res.status).toBe(307);
    expect(location(res)).toBe(`${ORIGIN}/ja?ref=x`);
    const [cookie, ...rest] = setCookies(res);
    expect(rest).toEqual([]);
    expect(cookie).toMatch(/^NEXT_LOCALE=ja; Path=\/; .*Max-Age=31536000; SameSite=lax/i);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('followed from another site, or by a browser without Fetch Metadata, it is a first visit too', () => {
    expect(location(get('/', { lang: JA, site: 'cross-site' }))).toBe(`${ORIGIN}/ja`);
    const bare = routeLocale(new NextRequest(`${ORIGIN}/`, { headers: { 'accept-language': JA } }));
    expect(location(bare)).toBe(`${ORIGIN}/ja`);
  });

  it('the home link of an English page and the router’s background fetches stay English, and write nothing', () => {
    for (const v of [{ site: 'same-origin' }, { dest: 'empty', site: 'same-origin' }, { dest: 'empty', site: 'none' }]) {
      for (const who of [{ lang: JA }, { cookie: 'ja' }]) {
        const res = get('/', { ...who, ...v });
        expect(location(res), JSON.stringify({ ...who, ...v })).toBeNull();
        expect(rewrite(res)).toBe(`${ORIGIN}/en`);
        expect(setCookies(res)).toEqual([]);
      }
    }
  });

  it('a language chosen before wins over Accept-Language, and is not written again', () => {
    const ja = get('/', { cookie: 'ja', lang: 'en-US' });
    expect(location(ja)).toBe(`${ORIGIN}/ja`);
    expect(setCookies(ja)).toEqual([]);
    expect(ja.headers.get('cache-control')).toBe('private, no-store');
    const en = get('/', { cookie: 'en', lang: JA });
    expect(location(en)).toBeNull();
    expect(rewrite(en)).toBe(`${ORIGIN}/en`);
    expect(setCookies(en)).toEqual([]);
  });
});
