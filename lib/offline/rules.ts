/**
 * The service worker's caching rules (lib/offline/sw.ts), kept free of worker APIs so that they are unit-tested.
 * Private or per-request responses never enter a cache: account pages, sign-in, auth callbacks, the API, anything
 * from another origin (Supabase), Next's router payloads, and any page whose CSP carries a per-request nonce.
 */

/** Paths, without locale prefix, that are only ever fetched from the network (exact or followed by `/…`). */
export const NETWORK_ONLY_PATHS = ['/profile', '/login', '/settings', '/auth', '/api'] as const;

const LOCALE_PREFIX = /^\/ja(?=\/|$)/;

/**
 * The path without the Japanese prefix (`/ja/login` → `/login`, `/ja` → `/`). The app strips prefixes with
 * stripLocalePrefix (lib/account/return-path.ts); the worker keeps this one-line copy so that its bundle takes in
 * no module of the app and none of next-intl.
 */
export function withoutLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/** The locale a path belongs to: `/ja…` is Japanese, everything else English (localePrefix as-needed). */
export const localeOfPath = (pathname: string): 'en' | 'ja' => (LOCALE_PREFIX.test(pathname) ? 'ja' : 'en');

/** The offline screen shown for a page that is not on this device. */
export const offlinePage = (pathname: string) => (localeOfPath(pathname) === 'ja' ? '/ja/offline' : '/offline');

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

interface RequestLike {
  url: string;
  method: string;
  headers: { get(name: string): string | null };
}

/**
 * True when the worker must leave a request alone (the browser fetches it and nothing is stored): other origins,
 * anything but GET, Next's RSC requests (per route state; offline, Next falls back to a full navigation, which the
 * worker answers), and the private paths in either locale (also percent-encoded, as Next routes them).
 */
export function isNetworkOnly(request: RequestLike, origin: string): boolean {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return true;
  if (request.headers.get('rsc') !== null || request.headers.get('next-router-prefetch') !== null || url.searchParams.has('_rsc'))
    return true;
  const path = withoutLocale(decoded(url.pathname)).replace(/\/+$/, '') || '/';
  return NETWORK_ONLY_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

interface ResponseLike {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/**
 * True when a page fetched from the network may be kept for offline reading: a plain 200 HTML page that is the
 * same for everyone (prerendered, so its CSP lists hashes and no nonce) and does not forbid storing.
 */
export function isShareablePage(response: ResponseLike): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const csp = response.headers.get('content-security-policy');
  if (!csp || csp.includes("'nonce-")) return false;
  return !/\b(?:no-store|private)\b/i.test(response.headers.get('cache-control') ?? '');
}
