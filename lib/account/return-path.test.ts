import { describe, expect, it } from 'vitest';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { leavesSite, localizePath, resolveReturnPath, safeReturnPath, stripLocalePrefix } from './return-path';

/** Values an attacker could put in ?next= or in the return cookie. Every one must land on the fallback. */
const hostile: unknown[] = [
  // absolute and protocol-relative
  'https://evil.example',
  'http://evil.example/profile',
  'HTTPS://evil.example',
  'hTtPs://evil.example',
  '//evil.example',
  '//evil.example/profile',
  '///evil.example',
  '////evil.example',
  '//evil.example@reefcalc.example',
  'https:evil.example',
  'https:/evil.example',
  'ftp://evil.example',
  'evil.example',
  'evil.example/profile',
  '.evil.example',
  '@evil.example',
  // backslashes (browsers read them as slashes)
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/profile\\..\\..\\evil',
  // script and data URLs
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // percent-encoded slashes and backslashes, any case, nested
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F/evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '%5C%5Cevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%252F/evil.example',
  '%252F%252Fevil.example',
  '/%25252F/evil.example',
  '%68ttps://evil.example',
  'https%3A%2F%2Fevil.example',
  'https%3a%2f%2fevil.example',
  '%2F%5Cevil.example',
  // control characters and whitespace that browsers strip or fold
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/profile\u0000',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/ /evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u3000/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%00',
  // a locale prefix in front of a host: taking the prefix off (localizePath, the language switch) leaves `//host`
  '/ja//evil.example',
  '/en//evil.example',
  '/ja//evil.example/profile?x=1',
  '/ja///evil.example',
  '/ja/\\evil.example',
  '/en/\\evil.example',
  '/ja/\\/evil.example',
  '/ja/\t/evil.example',
  '/ja/\n/evil.example',
  '/ja//\tevil.example',
  '/ja/%2F/evil.example',
  '/ja/%2f%2fevil.example',
  '/ja%2F%2Fevil.example',
  '/ja/%5Cevil.example',
  '/ja/%5c%5cevil.example',
  '/ja/%252F/evil.example',
  '/ja/%25252F%25252Fevil.example',
  '/ja/%09/evil.example',
  '/ja/en//evil.example',
  '/en/ja//evil.example',
  '/ja/ja//evil.example',
  '/ja/./\/evil.example',
  '/ja/.//evil.example',
  '/ja//evil.example#x',
  '/ja//evil.example?next=/profile',
  '/ja//@evil.example',
  '/ja//evil.example:443',
  '/ja//127.0.0.1',
  '/ja//[::1]',
  '/ja//%65vil.example',
  // path tricks that normalise to a host
  '/ja/../..//evil.example',
  '/./..//evil.example',
  '/.//evil.example',
  // malformed
  '/%',
  '/%E0%A4%A',
  '',
  ' ',
  '?next=/profile',
  '#/profile',
  'profile',
  './profile',
  '../profile',
  `/${'a'.repeat(3000)}`,
  // not strings
  null,
  undefined,
  42,
  ['/profile'],
  { path: '/profile' },
];

/** The hostile values again, with every locale prefix in front and after them. */
const hostileStrings = hostile.filter((v): v is string => typeof v === 'string');
const generated = [
  ...hostileStrings,
  ...routing.locales.flatMap((l) =>
    ['//evil.example', '/\\evil.example', '/%2F/evil.example', '/\t/evil.example', '//evil.example/x?y=1#z'].flatMap((rest) => [
      `/${l}${rest}`,
      `/${l}/${l}${rest}`,
      `/${l}/${routing.locales.find((o) => o !== l)}${rest}`,
    ]),
  ),
];

const SITE = 'https://reefcalc.example';

/** Where a browser goes with `path` (window.location.assign), from a page of this site, after any decoding. */
function staysOnSite(path: string): boolean {
  let layer = path;
  for (let i = 0; i < 6; i++) {
    for (const from of ['/', '/ja/login', '/login?next=x']) {
      if (new URL(layer, `${SITE}${from}`).origin !== SITE) return false;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return true;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}

describe('safeReturnPath', () => {
  it.each(hostile.map((v) => [v]))('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/ja')).toBe('/ja');
  });

  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/ja/profile', '/ja/profile'],
    ['/reef-calculator/dosing?volume=200&unit=L', '/reef-calculator/dosing?volume=200&unit=L'],
    ['/blog/water-chemistry#kh', '/blog/water-chemistry#kh'],
    ['/ja/reef-calculator/salinity?q=a%20b', '/ja/reef-calculator/salinity?q=a%20b'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/ja/%E3%83%96%E3%83%AD%E3%82%B0', '/ja/%E3%83%96%E3%83%AD%E3%82%B0'],
    ['/a/./b/../c', '/a/c'],
    ['/javascript:alert(1)', '/javascript:alert(1)'], // a path on this site, not a URL scheme
    ['/ja?next=//evil.example', '/ja?next=//evil.example'], // a query string names no host
    ['/ja/blog#//x', '/ja/blog#//x'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});

describe('no hostile value leaves the site', () => {
  const locales = routing.locales as readonly AppLocale[];

  it.each(generated.map((v) => [v]))('%j: sign-in return path in both locales, then the language switch', (value) => {
    for (const locale of locales) {
      // the form's hidden `next`, the return-path cookie, both, or a hostile one before a good one
      for (const candidates of [[value], [undefined, value], [value, value], ['/login', value]]) {
        const next = resolveReturnPath(candidates, locale);
        expect(next).toBe(locale === 'en' ? '/' : `/${locale}`);
        // applySettings: the account's language is applied after sign-in (settings-store.ts)
        for (const language of locales) {
          const switched = localizePath(next, language);
          expect(staysOnSite(switched), `${locale} → ${language}: ${switched}`).toBe(true);
        }
      }
      expect(resolveReturnPath([value, '/contact'], locale)).toBe(localizePath('/contact', locale));
    }
  });

  it.each(generated.map((v) => [v]))('%j: every transformation on its own stays on the site', (value) => {
    expect(leavesSite(safeReturnPath(value))).toBe(false);
    for (const locale of locales) {
      const localized = localizePath(value, locale);
      expect(staysOnSite(localized), localized).toBe(true);
      expect(leavesSite(localized)).toBe(false);
      const stripped = stripLocalePrefix(value);
      if (stripped.locale) expect(leavesSite(stripped.path)).toBe(false);
    }
  });

  it('the checker agrees with the browser on the family that escaped before', () => {
    for (const v of ['/ja//evil.example', '/en//evil.example', '/ja/\\evil.example', '/ja/\t/evil.example']) {
      expect(leavesSite(v)).toBe(true);
      // as written it is a path of this site; with the prefix taken off it is another host
      expect(staysOnSite(v)).toBe(true);
      expect(staysOnSite(v.replace(/^\/(ja|en)/, ''))).toBe(false);
    }
    for (const v of ['/', '/ja', '/ja/profile?x=//y', '/blog/a#//b', '/search?q=100%25', '/ja/%E3%83%96'])
      expect(leavesSite(v)).toBe(false);
  });
});

describe('locale prefixes', () => {
  it.each([
    ['/ja/profile', 'ja', '/profile'],
    ['/ja', 'ja', '/'],
    ['/ja?x=1', 'ja', '/?x=1'],
    ['/en/contact', 'en', '/contact'],
    ['/japan', null, '/japan'],
    ['/profile', null, '/profile'],
    ['/ja//evil.example', null, '/ja//evil.example'],
    ['/en/\\evil.example', null, '/en/\\evil.example'],
    ['/ja/\t/evil.example', null, '/ja/\t/evil.example'],
  ])('stripLocalePrefix(%j) → %s %j', (path, locale, rest) => {
    expect(stripLocalePrefix(path)).toEqual({ locale, path: rest });
  });

  it.each([
    ['/profile', 'ja', '/ja/profile'],
    ['/ja/profile', 'en', '/profile'],
    ['/ja/profile', 'ja', '/ja/profile'],
    ['/', 'ja', '/ja'],
    ['/ja', 'en', '/'],
    ['/?x=1', 'ja', '/ja?x=1'],
    ['/en/contact?x=1', 'en', '/contact?x=1'],
    ['/ja//evil.example', 'en', '/'],
    ['/ja//evil.example', 'ja', '/ja'],
    ['/en//evil.example', 'ja', '/ja'],
    ['//evil.example', 'ja', '/ja'],
    ['/ja/%2F%2Fevil.example', 'en', '/'],
  ] as const)('localizePath(%j, %s) → %j', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('resolveReturnPath', () => {
  it('takes the first safe candidate, in the page language', () => {
    expect(resolveReturnPath(['/contact', '/ja/profile'], 'ja')).toBe('/ja/contact');
    expect(resolveReturnPath(['', '/ja/profile'], 'en')).toBe('/profile');
    expect(resolveReturnPath([undefined, '/ja/profile'], 'ja')).toBe('/ja/profile');
  });

  it('skips hostile values and the sign-in page itself', () => {
    expect(resolveReturnPath(['//evil.example', '/profile'], 'en')).toBe('/profile');
    expect(resolveReturnPath(['/login', '/ja/login?next=/x'], 'ja')).toBe('/ja');
    expect(resolveReturnPath(['/login/', '/settings'], 'en')).toBe('/settings');
  });

  it('falls back to the home page of the language', () => {
    expect(resolveReturnPath([], 'en')).toBe('/');
    expect(resolveReturnPath(['https://evil.example'], 'ja')).toBe('/ja');
  });
});
