/**
 * Every place where the site relies on how Next works inside rather than on its documented API, in one module, so an
 * upgrade of Next has one file to walk through (docs/couplings.md lists them with their tests;
 * lib/couplings.test.ts fails when the installed next is not the version they were checked with). The HTTP guard
 * (http-guard.ts) patches Node's server, not Next, and stays beside the other guards.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextRequest, NextResponse } from 'next/server';

// The build being served (next start runs in the project folder); only read at run time, never traced.
export const servedDistDir = join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next');

/**
 * Pages cached at run time (ISR: the public pages, docs/public-pages.md "Caching and revalidation"): their HTML
 * exists only once Next has rendered and stored it, so the manifest cannot list it. Route → the page module Next
 * files its cache entries under.
 */
const RUNTIME_CACHED: ReadonlyArray<[RegExp, string]> = [
  [/^\/(?:en|ja)\/u\/[^/]+$/, '/[locale]/u/[username]/page'],
  [/^\/(?:en|ja)\/u\/[^/]+\/[^/]+$/, '/[locale]/u/[username]/[tank]/page'],
  [/^\/(?:en|ja)\/community$/, '/[locale]/community/page'],
];

/**
 * Where Next's file-system cache keeps the HTML of a route cached at run time: under
 * `server/route-cache/APP_PAGE/<sha256 of the page module>/$<route>.html` (Next 16.4, lib/route-cache-key), or `server/app/<route>.html` as older builds and seeds do. Null for other routes.
 */
export function runtimeCacheFiles(route: string, serverDir = join(servedDistDir, 'server')): string[] | null {
  const page = RUNTIME_CACHED.find(([re]) => re.test(route))?.[1];
  if (!page) return null;
  const owner = createHash('sha256').update(page).digest('hex');
  return [join(serverDir, 'route-cache', 'APP_PAGE', owner, `$${route}.html`), join(serverDir, 'app', `${route}.html`)];
}

/**
 * Makes sure a pass-through response (next/rewrite) forwards `name: value` to the page as a request header.
 * next-intl copies the request's headers itself; this covers a bare `NextResponse.next()`. Uses Next's encoding of
 * `NextResponse.next({ request: { headers } })` (proxy-security.test.ts pins it).
 */
export function forwardRequestHeader(response: NextResponse, request: NextRequest, name: string, value: string) {
  const h = response.headers;
  if (!h.has('x-middleware-next') && !h.has('x-middleware-rewrite')) return;
  const list = h.get('x-middleware-override-headers');
  if (list === null) {
    const names: string[] = [];
    request.headers.forEach((v, k) => {
      h.set(`x-middleware-request-${k}`, v);
      names.push(k);
    });
    if (!names.includes(name)) names.push(name);
    h.set('x-middleware-override-headers', names.join(','));
  } else if (!list.split(',').includes(name)) {
    h.set('x-middleware-override-headers', `${list},${name}`);
  }
  h.set(`x-middleware-request-${name}`, value);
}

/**
 * A path with broken percent-encoding (`/ja/%E0%A4%A`) makes Next 16.4 answer a bare 500 from its router, with
 * no headers (vercel/next.js#92527, #94278), even after a rewrite; `/%00` is served as the home page. Such a path
 * names no page: answer with the prerendered 404 page directly (its scripts are in the fallback hashes).
 */
export const notFoundHtml = (() => {
  try {
    return readFileSync(join(servedDistDir, 'server', 'app', '_not-found.html'), 'utf8');
  } catch {
    return '<!DOCTYPE html><html lang="en"><title>404: Page Not Found</title><h1>Page Not Found</h1><a href="/">Home</a></html>';
  }
})();
