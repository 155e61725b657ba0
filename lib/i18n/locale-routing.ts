import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, localeCookieOptions } from './locale-cookie';
import { routing } from './routing';

/**
 * Which language an address answers in (the proxy's next-intl step):
 * - every address answers in the language of its own path (English at /…, Japanese at /ja/…), whatever the cookie or
 *   Accept-Language say, and writes no cookie: prerendered pages stay cacheable and shared links open as shared;
 * - `/` alone follows the visitor, when it is opened from outside the site (typed, bookmarked, linked): a language
 *   chosen before (the NEXT_LOCALE cookie the switch writes), otherwise the browser's Accept-Language. Being sent
 *   from `/` to `/ja` stores that language for a year. The home link of an English page, and the router's
 *   background fetches of `/` (`Sec-Fetch-Site: same-origin`, `Sec-Fetch-Dest: empty`), stay English.
 */

const pageRouting = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });
// Accept-Language only; the cookie is read below, and nothing here writes one.
const firstVisitRouting = createMiddleware({ ...routing, localeDetection: true, localeCookie: false });

/** A response that sets a cookie or depends on it must never be stored by a shared cache. */
function personal(response: NextResponse): NextResponse {
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A document load that did not start on a page of this site (browsers without Fetch Metadata count as one). */
function entersSite(request: NextRequest): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  return (dest === null || dest === 'document') && request.headers.get('sec-fetch-site') !== 'same-origin';
}

export function routeLocale(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname !== '/' || !entersSite(request)) return pageRouting(request);
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (hasLocale(routing.locales, chosen)) {
    if (chosen === routing.defaultLocale) return pageRouting(request);
    return personal(NextResponse.redirect(new URL(`/${chosen}${request.nextUrl.search}`, request.url)));
  }
  const response = firstVisitRouting(request);
  const location = response.headers.get('location');
  if (!location) return response;
  const detected = new URL(location, request.url).pathname.split('/')[1];
  if (hasLocale(routing.locales, detected)) response.cookies.set(LOCALE_COOKIE, detected, localeCookieOptions);
  return personal(response);
}
