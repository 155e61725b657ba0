/**
 * @supabase/ssr keeps the session in the cookie `sb-<project ref>-auth-token`, split into `….0`, `….1`
 * when it grows past one cookie. Its PKCE helper `…-auth-token-code-verifier` is not a session.
 * Checking the names is free, so the proxy and the header ask this before doing any Supabase work.
 */
const SESSION_COOKIE = /^sb-[^=;\s]+-auth-token(?:\.\d+)?$/;
const CODE_VERIFIER_COOKIE = /^sb-[^=;\s]+-auth-token-code-verifier$/;

export const isAuthCookieName = (name: string) => SESSION_COOKIE.test(name);

/** The PKCE verifier, which only `exchangeCodeForSession` reads; this site never calls it (lib/supabase/server.ts). */
export const isCodeVerifierCookieName = (name: string) => CODE_VERIFIER_COOKIE.test(name);

export function hasAuthCookie(names: Iterable<string>): boolean {
  for (const n of names) if (isAuthCookieName(n)) return true;
  return false;
}

/** Cookie names of a `Cookie:` header or of `document.cookie`. */
export function cookieNames(header: string): string[] {
  return header
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter(Boolean);
}
