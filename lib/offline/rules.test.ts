import { describe, expect, it } from 'vitest';
import { isNetworkOnly, isShareablePage, localeOfPath, offlinePage, withoutLocale } from './rules';

const origin = 'https://reef.example';
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => ({
  url: path.startsWith('http') ? path : `${origin}${path}`,
  method,
  headers: new Headers(headers),
});

describe('network-only requests', () => {
  it.each([
    '/profile',
    '/ja/profile',
    '/profile/avatar',
    '/login',
    '/ja/login',
    '/login?next=/profile',
    '/settings',
    '/ja/settings/',
    '/auth/confirm?token_hash=x',
    '/api/blog/en',
    '/%70rofile',
    '/ja/%6Cogin',
  ])('%s is never cached', (path) => {
    expect(isNetworkOnly(get(path), origin)).toBe(true);
  });

  it('leaves other origins (Supabase), other methods and router payloads to the network', () => {
    expect(isNetworkOnly(get('https://abc.supabase.co/auth/v1/user'), origin)).toBe(true);
    expect(isNetworkOnly(get('http://127.0.0.1:54321/rest/v1/profiles'), origin)).toBe(true);
    expect(isNetworkOnly(get('/reef-calculator/dosing', {}, 'POST'), origin)).toBe(true);
    expect(isNetworkOnly(get('/reef-calculator/dosing?_rsc=1x2y'), origin)).toBe(true);
    expect(isNetworkOnly(get('/reef-calculator', { RSC: '1' }), origin)).toBe(true);
    expect(isNetworkOnly(get('/reef-calculator', { 'Next-Router-Prefetch': '1' }), origin)).toBe(true);
  });

  it.each([
    '/',
    '/ja',
    '/reef-calculator/salinity',
    '/ja/reef-calculator/salinity?sg=1.025',
    '/blog/a/b',
    '/log',
    '/ja/log',
    '/loginx',
    '/ja/apiary',
    '/_next/static/chunks/a.js',
    '/icon.svg',
  ])('%s may be served offline', (path) => {
    expect(isNetworkOnly(get(path), origin)).toBe(false);
  });
});

describe('pages kept for offline reading', () => {
  const page = (over: Partial<{ status: number; type: string; redirected: boolean }> = {}, headers: Record<string, string> = {}) => ({
    status: 200,
    type: 'basic',
    redirected: false,
    ...over,
    headers: new Headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
      'cache-control': 's-maxage=31536000',
      ...headers,
    }),
  });

  it('keeps a prerendered page (hash-based CSP)', () => {
    expect(isShareablePage(page())).toBe(true);
  });

  it('never keeps a page rendered for one request (nonce), one that forbids storing, errors, redirects or non-HTML', () => {
    expect(isShareablePage(page({}, { 'content-security-policy': "script-src 'self' 'nonce-QUJD' 'sha256-x='" }))).toBe(false);
    expect(isShareablePage(page({}, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
    expect(isShareablePage(page({}, { 'cache-control': 'private' }))).toBe(false);
    expect(isShareablePage(page({ status: 404 }))).toBe(false);
    expect(isShareablePage(page({ status: 500 }))).toBe(false);
    expect(isShareablePage(page({ redirected: true }))).toBe(false);
    expect(isShareablePage(page({ type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(isShareablePage(page({}, { 'content-type': 'application/json' }))).toBe(false);
    const noCsp = page();
    noCsp.headers.delete('content-security-policy');
    expect(isShareablePage(noCsp)).toBe(false);
  });
});

describe('locale of a path', () => {
  it('reads the Japanese prefix only as a whole segment', () => {
    expect(localeOfPath('/ja')).toBe('ja');
    expect(localeOfPath('/ja/blog/x')).toBe('ja');
    expect(localeOfPath('/jazz')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(withoutLocale('/ja')).toBe('/');
    expect(withoutLocale('/ja/login')).toBe('/login');
    expect(withoutLocale('/jazz')).toBe('/jazz');
    expect(offlinePage('/ja/contact')).toBe('/ja/offline');
    expect(offlinePage('/contact')).toBe('/offline');
  });
});
