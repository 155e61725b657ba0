import { readFileSync, statSync } from 'node:fs';
import { NextResponse, type NextRequest } from 'next/server';
import { supabaseConfig } from '@/lib/env';
import { routing } from '@/lib/i18n/routing';
import { junkCookieNames, supabaseStorageKey, type CookieRules } from './cookies';
import { contentSecurityPolicy, createNonce, staticSecurityHeaders, wantsUpgradeInsecure } from './csp';
import { inlineScriptHashes, loadCspManifest, type CspManifest } from './csp-manifest.mjs';
import { forwardRequestHeader, notFoundHtml, runtimeCacheFiles, servedDistDir } from './next-internals';

/**
 * Security headers and cookie hygiene around the proxy (docs/security.md "Security headers"):
 * - a prerendered page gets a CSP listing the SHA-256 of its inline scripts (one Map lookup), so it stays static;
 * - anything else gets a fresh nonce, also put on the request so that Next tags its scripts with it;
 * - junk cookies of ours are dropped from the request and cleared on the response (cookies.ts).
 */

type Handler = (request: NextRequest) => NextResponse | Promise<NextResponse>;

const dev = process.env.NODE_ENV === 'development';
const supabaseOrigin = supabaseConfig ? new URL(supabaseConfig.url).origin : null;
const CSP = 'content-security-policy';

export const cookieRules: CookieRules = {
  locales: routing.locales,
  localeCookie: 'NEXT_LOCALE',
  supabaseStorageKey: supabaseStorageKey(supabaseConfig?.url),
};

/** Prerendered route → CSP without upgrade-insecure-requests; read once when the server starts. */
export function policiesFromManifest(manifest: CspManifest | null) {
  const routes = new Map<string, string>();
  for (const [route, hashes] of Object.entries(manifest?.routes ?? {})) {
    routes.set(route, contentSecurityPolicy({ scriptSources: hashes, supabaseOrigin, upgradeInsecureRequests: false }));
  }
  return { routes, fallback: manifest?.fallback ?? [] };
}

// `next dev` renders every page per request, so every page takes the nonce there.
const policies = policiesFromManifest(dev ? null : loadCspManifest(servedDistDir));
if (!dev && policies.routes.size === 0) console.error('[security] no prerendered pages found: every page gets a nonce-based CSP');

const locales: readonly string[] = routing.locales;

/** The prerendered route a public path is served from: `/` → `/en`, `/contact` → `/en/contact`, `/ja/x` → `/ja/x`. */
export function internalRoute(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname); // next-intl routes the decoded path
  } catch {
    return pathname;
  }
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  const first = path.split('/')[1] ?? '';
  if (locales.includes(first)) return path;
  return path === '/' ? `/${routing.defaultLocale}` : `/${routing.defaultLocale}${path}`;
}

const cachedHashes = new Map<string, { mtimeMs: number; size: number; hashes: string[] }>();

/**
 * The inline-script hashes of the HTML Next would serve from its cache for this route now (empty when nothing is
 * cached yet); re-read only when the file changes. One stat per request of these routes.
 */
export function runtimeCachedHashes(route: string, files = runtimeCacheFiles(route)): string[] {
  for (const file of files ?? []) {
    let st;
    try {
      st = statSync(file);
    } catch {
      continue;
    }
    const known = cachedHashes.get(file);
    if (known && known.mtimeMs === st.mtimeMs && known.size === st.size) return known.hashes;
    try {
      const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
      if (cachedHashes.size > 10_000) cachedHashes.clear();
      cachedHashes.set(file, { mtimeMs: st.mtimeMs, size: st.size, hashes });
      return hashes;
    } catch {
      continue;
    }
  }
  return [];
}

/** The CSP of one request, and the nonce when the page will be rendered for it. */
export function policyFor(
  pathname: string,
  protocol: string,
  hostname: string,
  table: ReturnType<typeof policiesFromManifest> = policies,
): { policy: string; nonce: string | null } {
  const upgrade = wantsUpgradeInsecure(protocol, hostname);
  const fixed = table.routes.get(internalRoute(pathname));
  if (fixed) return { policy: upgrade ? `${fixed}; upgrade-insecure-requests` : fixed, nonce: null };
  const nonce = createNonce();
  // A page cached at run time: the cached copy's hashes, and the nonce for a render this request may cause (Next
  // stores that render's HTML, whose scripts the hashes then match on every later visit).
  const route = internalRoute(pathname);
  const cached = runtimeCacheFiles(route) ? runtimeCachedHashes(route) : [];
  const policy = contentSecurityPolicy({
    scriptSources: [`'nonce-${nonce}'`, ...cached, ...table.fallback],
    supabaseOrigin,
    upgradeInsecureRequests: upgrade,
    dev,
  });
  return { policy, nonce };
}

/**
 * The Cookie header as sent: Next's parser drops pairs whose value is not valid percent-encoding
 * (`sb-…-auth-token.1=%%junk`), and those need clearing most.
 */
export function rawCookies(header: string | null): { name: string; value: string }[] {
  if (!header) return [];
  return header.split(';').flatMap((pair) => {
    const eq = pair.indexOf('=');
    const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
    if (!name) return [];
    const raw = eq < 0 ? '' : pair.slice(eq + 1).trim();
    try {
      return [{ name, value: decodeURIComponent(raw) }];
    } catch {
      return [{ name, value: raw }];
    }
  });
}

/** Over https (directly or behind a TLS proxy) every cookie we set is Secure; on plain http it could not be stored. */
const isHttps = (request: NextRequest) =>
  request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';

/**
 * True when every segment of the path decodes (Next matches dynamic segments with decodeURIComponent) to no
 * control character: `/%00` would otherwise be served as the home page, and no page has a NUL or a newline in its name.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) if (/[\u0000-\u001f\u007f]/.test(decodeURIComponent(segment))) return false;
    return true;
  } catch {
    return false;
  }
}

/**
 * Paths the proxy's first matcher takes (proxy.ts; proxy-security.test.ts keeps the two equal). Its second
 * matcher adds every path with a `%`, only so that broken percent-encoding can be answered here.
 */
const PAGE_PATH = /^\/(?!api|auth|_next|_vercel|.*\..*)/;
export const isPagePath = (pathname: string) => PAGE_PATH.test(pathname);

const malformedPathResponse = () =>
  new NextResponse(notFoundHtml, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

/** Wraps the proxy: `export const proxy = withSecurity(route)`. */
export function withSecurity(handler: Handler): Handler {
  return async function secured(request: NextRequest) {
    const decodable = isDecodablePath(request.nextUrl.pathname);
    if (decodable && !isPagePath(request.nextUrl.pathname)) return NextResponse.next(); // a file or API path with a valid `%xx`

    const junk = junkCookieNames(rawCookies(request.headers.get('cookie')), cookieRules);
    for (const name of junk) request.cookies.delete(name);

    const { policy, nonce } = policyFor(request.nextUrl.pathname, request.nextUrl.protocol, request.nextUrl.hostname);
    // Next reads the nonce from the request's CSP header; a visitor's own header must never reach a render.
    if (nonce) request.headers.set(CSP, policy);
    else request.headers.delete(CSP);

    const response = decodable ? await handler(request) : malformedPathResponse();
    if (nonce) forwardRequestHeader(response, request, CSP, policy);
    response.headers.set('Content-Security-Policy', policy);
    for (const { key, value } of staticSecurityHeaders) response.headers.set(key, value);
    for (const name of junk) {
      if (!response.cookies.get(name)) response.cookies.set(name, '', { path: '/', maxAge: 0 });
    }
    if (isHttps(request)) for (const c of response.cookies.getAll()) response.cookies.set({ ...c, secure: true });
    // A response that sets or clears a cookie is one visitor's: a shared cache must never store and replay it.
    if (response.headers.has('set-cookie')) response.headers.set('Cache-Control', 'private, no-store');
    return response;
  };
}
