import { describe, expect, it } from 'vitest';
import { cookieNames, hasAuthCookie, isAuthCookieName, isCodeVerifierCookieName } from './auth-cookie';

describe('auth cookie names', () => {
  it.each([
    ['sb-127-auth-token', true],
    ['sb-abcdefghijklmnop-auth-token', true],
    ['sb-abcdefghijklmnop-auth-token.0', true],
    ['sb-abcdefghijklmnop-auth-token.12', true],
    ['sb-abcdefghijklmnop-auth-token-code-verifier', false],
    ['sb-auth-token', false],
    ['sb--auth-token', false],
    ['NEXT_LOCALE', false],
    ['reefcalc-return-to', false],
    ['xsb-127-auth-token', false],
  ])('%s → %s', (name, expected) => {
    expect(isAuthCookieName(name)).toBe(expected);
  });

  it.each([
    ['sb-127-auth-token-code-verifier', true],
    ['sb-abcdefghijklmnop-auth-token-code-verifier', true],
    ['sb-127-auth-token', false],
    ['sb-127-auth-token.0', false],
    ['sb-127-auth-token-code-verifier.0', false],
    ['xsb-127-auth-token-code-verifier', false],
  ])('code verifier: %s → %s', (name, expected) => {
    expect(isCodeVerifierCookieName(name)).toBe(expected);
  });

  it('reads names from a cookie header', () => {
    const header = 'NEXT_LOCALE=ja; sb-127-auth-token.0=base64-eyJ; sb-127-auth-token.1=abc';
    expect(cookieNames(header)).toEqual(['NEXT_LOCALE', 'sb-127-auth-token.0', 'sb-127-auth-token.1']);
    expect(hasAuthCookie(cookieNames(header))).toBe(true);
    expect(hasAuthCookie(cookieNames('NEXT_LOCALE=en; sb-127-auth-token-code-verifier=x'))).toBe(false);
    expect(hasAuthCookie(cookieNames(''))).toBe(false);
  });
});
