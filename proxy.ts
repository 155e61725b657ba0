import { NextResponse, type NextRequest } from 'next/server';
import { guardConfig, guardPath, isGuarded, wantsSessionRefresh } from '@/lib/account/guard';
import { localizePath, RETURN_PATH_COOKIE, returnPathCookieOptions } from '@/lib/account/return-path';
import { routeLocale } from '@/lib/i18n/locale-routing';
import { routing, type AppLocale } from '@/lib/i18n/routing';
import { hasAuthCookie } from '@/lib/supabase/auth-cookie';
import { applyCookies, refreshSupabaseSession, type RefreshedSession } from '@/lib/supabase/proxy';
import { withSecurity } from '@/lib/security/proxy-security';

/** Sends a signed-out visitor to the sign-in page of the same language, remembering where they were going. */
function toLogin(request: NextRequest): NextResponse {
  const locale = (guardPath(request.nextUrl.pathname).locale ?? routing.defaultLocale) as AppLocale;
  const response = NextResponse.redirect(new URL(localizePath(guardConfig.login, locale), request.url));
  // Checked again with safeReturnPath when read; only ever this site's own path.
  response.cookies.set(RETURN_PATH_COOKIE, `${request.nextUrl.pathname}${request.nextUrl.search}`, returnPathCookieOptions);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * 1. Visitors without a Supabase auth cookie: next-intl routing only, no Supabase work at all; or the
 *    sign-in redirect on guarded pages. Signed-in client-side fetches of public pages skip Supabase too.
 * 2. With one: refresh the session first (new cookies go into the request), then next-intl,
 *    then copy the cookies onto its response (stack.md §3). Guarded pages need a valid session.
 */
async function route(request: NextRequest) {
  const guarded = isGuarded(request.nextUrl.pathname);
  if (!hasAuthCookie(request.cookies.getAll().map((c) => c.name))) {
    return guarded ? toLogin(request) : routeLocale(request);
  }
  if (!wantsSessionRefresh({ method: request.method, fetchDest: request.headers.get('sec-fetch-dest'), guarded })) {
    return routeLocale(request);
  }
  const session: RefreshedSession = await refreshSupabaseSession(request);
  if (guarded && !session.userId) return applyCookies(toLogin(request), session);
  return applyCookies(routeLocale(request), session);
}

/** CSP (hashes for prerendered pages, a nonce otherwise), security headers and junk-cookie clearing around it. */
export const proxy = withSecurity(route);

export const config = {
  // Everything but API routes, auth callbacks, Next internals and files with an extension (sitemaps, icons, feeds).
  // The second entry only lets the proxy answer broken percent-encoding (lib/security/proxy-security.ts).
  matcher: ['/((?!api|auth|_next|_vercel|.*\\..*).*)', '/(.*%.*)'],
};
