import { describe, expect, it } from 'vitest';
import { localizePath, resolveReturnPath, safeReturnPath, stripLocalePrefix } from './return-path';

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
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
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
