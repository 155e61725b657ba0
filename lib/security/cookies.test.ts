import { describe, expect, it } from 'vitest';
import { MAX_COOKIE_BYTES, isSessionValue, junkCookieNames, supabaseStorageKey, type CookieRules } from './cookies';

const KEY = 'sb-127-auth-token';
const rules: CookieRules = { locales: ['en', 'ja'], localeCookie: 'NEXT_LOCALE', supabaseStorageKey: KEY };
const session = JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r1', expires_at: 1, user: { id: 'u' } });
const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const encoded = `base64-${b64url(session)}`;

describe('supabaseStorageKey', () => {
  it('follows supabase-js (first label of the host)', () => {
    expect(supabaseStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(supabaseStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(supabaseStorageKey(null)).toBeNull();
    expect(supabaseStorageKey('not a url')).toBeNull();
  });
});

describe('isSessionValue', () => {
  it('accepts what @supabase/ssr writes, base64url-wrapped or plain JSON', () => {
    expect(isSessionValue(encoded)).toBe(true);
    expect(isSessionValue(session)).toBe(true);
  });
  it.each([
    ['junk', 'garbage'],
    ['bad base64', 'base64-%%%'],
    ['base64 of junk', `base64-${b64url('not json')}`],
    ['invalid utf-8', `base64-${Buffer.from([0xff, 0xfe, 0x22]).toString('base64url')}`],
    ['JSON without tokens', `base64-${b64url('{"user":1}')}`],
    ['JSON null', 'null'],
    ['JSON array', '["a"]'],
    ['empty', ''],
  ])('rejects %s', (_, value) => expect(isSessionValue(value)).toBe(false));
});

describe('junkCookieNames', () => {
  const names = (cookies: [string, string][], r = rules) =>
    junkCookieNames(
      cookies.map(([name, value]) => ({ name, value })),
      r,
    );

  it('keeps a valid session, whole or in chunks, and unrelated cookies', () => {
    expect(
      names([
        [KEY, encoded],
        ['other', 'x'],
      ]),
    ).toEqual([]);
    const mid = Math.floor(encoded.length / 2);
    expect(
      names([
        [`${KEY}.0`, encoded.slice(0, mid)],
        [`${KEY}.1`, encoded.slice(mid)],
      ]),
    ).toEqual([]);
    expect(names([[`${KEY}-code-verifier`, 'anything']])).toEqual([]);
  });

  it('clears every chunk of a session that does not decode', () => {
    expect(
      names([
        [`${KEY}.0`, 'base64-eyJhY2'],
        [`${KEY}.1`, '!!junk'],
        ['theme', 'x'],
      ]),
    ).toEqual([`${KEY}.0`, `${KEY}.1`]);
  });

  it('clears chunks with a gap, and orphan chunks', () => {
    const mid = Math.floor(encoded.length / 2);
    expect(
      names([
        [`${KEY}.0`, encoded.slice(0, mid)],
        [`${KEY}.2`, encoded.slice(mid)],
      ]),
    ).toEqual([`${KEY}.0`, `${KEY}.2`]);
    expect(names([[`${KEY}.1`, encoded]])).toEqual([`${KEY}.1`]);
  });

  it("clears another project's session, and every session when the site has no project", () => {
    expect(names([['sb-old-auth-token', encoded]])).toEqual(['sb-old-auth-token']);
    expect(names([[KEY, encoded]], { ...rules, supabaseStorageKey: null })).toEqual([KEY]);
  });

  it('clears an unknown locale cookie, keeps a known one', () => {
    expect(names([['NEXT_LOCALE', 'xx']])).toEqual(['NEXT_LOCALE']);
    expect(names([['NEXT_LOCALE', '']])).toEqual(['NEXT_LOCALE']);
    expect(names([['NEXT_LOCALE', 'ja']])).toEqual([]);
  });

  it('clears cookies of ours longer than a browser stores, never foreign ones', () => {
    expect(names([[KEY, `${encoded}${' '.repeat(MAX_COOKIE_BYTES)}`]])).toEqual([KEY]);
    expect(names([['huge', 'x'.repeat(3 * MAX_COOKIE_BYTES)]])).toEqual([]);
  });

  it('names each cookie once, in request order', () => {
    expect(
      names([
        ['NEXT_LOCALE', 'zz'],
        [`${KEY}.0`, 'x'],
        ['NEXT_LOCALE', 'yy'],
      ]),
    ).toEqual(['NEXT_LOCALE', `${KEY}.0`]);
  });
});
