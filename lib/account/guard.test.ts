import { describe, expect, it } from 'vitest';
import { guardConfig, guardPath, isGuarded, matchesPattern, wantsSessionRefresh, type GuardConfig } from './guard';

describe('matchesPattern', () => {
  it.each([
    ['/profile', '/profile', true],
    ['/profile', '/profile/x', false],
    ['/profile', '/profiles', false],
    ['/profile/*', '/profile/x', true],
    ['/profile/*', '/profile/x/y', true],
    ['/profile/*', '/profile/', true],
    ['/profile/*', '/profile', false],
    ['/profile*', '/profiles', true],
    ['/*/edit', '/a/b/edit', true],
    ['/*/edit', '/edit', false],
    ['*', '/anything', true],
    ['/a.b', '/axb', false], // dots are literal
    ['/(x)', '/(x)', true],
    ['/x+', '/xx', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('guardPath', () => {
  it.each([
    ['/profile', null, '/profile'],
    ['/ja/profile', 'ja', '/profile'],
    ['/en/profile/', 'en', '/profile'],
    ['/%70rofile', null, '/profile'],
    ['/ja', 'ja', '/'],
    ['/', null, '/'],
    ['/%E0%A4%A', null, '/%E0%A4%A'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(guardPath(pathname)).toEqual({ locale, path });
  });
});

describe('isGuarded (site config)', () => {
  it.each(['/profile', '/ja/profile', '/en/profile', '/profile/', '/profile/avatar', '/ja/profile/x', '/%70rofile'])(
    '%s needs an account',
    (p) => {
      expect(isGuarded(p)).toBe(true);
    },
  );

  it.each([
    '/',
    '/ja',
    '/settings',
    '/ja/settings',
    '/login',
    '/ja/login',
    '/auth/confirm',
    '/reef-calculator/dosing',
    '/profiles',
    '/blog/profile',
    '/ja/blog/x',
  ])('%s is public', (p) => {
    expect(isGuarded(p)).toBe(false);
  });

  it('has the sign-in page and callbacks out of reach of include patterns', () => {
    expect(guardConfig.include.some((p) => matchesPattern(p, guardConfig.login))).toBe(false);
  });
});

describe('isGuarded (other configs)', () => {
  const config: GuardConfig = {
    include: ['/account/*', '/login', '/auth/*'],
    exclude: ['/account/public/*'],
    login: '/login',
    callback: ['/auth/*'],
  };
  it('include minus exclude, login and callbacks', () => {
    expect(isGuarded('/account/x', config)).toBe(true);
    expect(isGuarded('/ja/account/x', config)).toBe(true);
    expect(isGuarded('/account/public/card', config)).toBe(false);
    expect(isGuarded('/login', config)).toBe(false);
    expect(isGuarded('/auth/confirm', config)).toBe(false);
    expect(isGuarded('/account', config)).toBe(false);
  });
});

describe('wantsSessionRefresh', () => {
  it.each([
    [{ method: 'GET', fetchDest: 'document', guarded: false }, true],
    [{ method: 'GET', fetchDest: null, guarded: false }, true], // not a browser, or no Fetch Metadata: be safe
    [{ method: 'GET', fetchDest: 'empty', guarded: false }, false], // RSC navigation or prefetch of a public page
    [{ method: 'HEAD', fetchDest: 'empty', guarded: false }, false],
    [{ method: 'GET', fetchDest: 'empty', guarded: true }, true], // /profile needs the session even client-side
    [{ method: 'POST', fetchDest: 'empty', guarded: false }, true], // server actions
    [{ method: 'GET', fetchDest: 'iframe', guarded: false }, true],
  ])('%j → %s', (req, expected) => {
    expect(wantsSessionRefresh(req)).toBe(expected);
  });
});
