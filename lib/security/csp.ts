/**
 * The Content-Security-Policy of every page (docs/security.md "Security headers"). Scripts run only from this origin or
 * when an inline script's SHA-256 (prerendered pages) or the request's nonce (pages rendered per request) is
 * listed: never 'unsafe-inline' or 'unsafe-eval' for scripts in production.
 */

export interface CspOptions {
  /** `'sha256-…'` and/or `'nonce-…'` sources added to script-src */
  scriptSources: readonly string[];
  /** origin of the Supabase project, when accounts are configured (the browser client talks to it) */
  supabaseOrigin?: string | null;
  /** `upgrade-insecure-requests`: everywhere except plain http on a loopback host (local servers and tests) */
  upgradeInsecureRequests: boolean;
  /** `next dev` only: React's dev build evaluates server stack traces with eval */
  dev?: boolean;
}

export function contentSecurityPolicy({ scriptSources, supabaseOrigin, upgradeInsecureRequests, dev }: CspOptions): string {
  const connect = ["'self'"];
  if (supabaseOrigin) connect.push(supabaseOrigin);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}${dev ? " 'unsafe-eval'" : ''}`.trimEnd(),
    // React renders style attributes (chart widths, the PAR legend); style sheets come from this origin.
    "style-src 'self' 'unsafe-inline'",
    // Avatars are served from the Supabase project's public Storage bucket.
    `img-src 'self' data: blob:${supabaseOrigin ? ` ${supabaseOrigin}` : ''}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Responses that are not pages (sitemaps, feeds, robots.txt, the icon, JSON, static files): nothing may run or
 * be embedded. Set through next.config headers(), since the proxy does not see these paths.
 */
export const lockedDownCsp =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (a worker runs under the CSP of its script's response): it may fetch and
 * import only from this origin, and nothing else. Set through next.config headers() on /sw.js.
 */
export const workerCsp =
  "default-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** 128 random bits, base64: a fresh nonce for one response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** True unless the request came over plain http to a loopback host (`next start -H localhost`, the tests). */
export function wantsUpgradeInsecure(protocol: string, hostname: string): boolean {
  return !(protocol === 'http:' && LOOPBACK.test(hostname));
}

/** Headers that are the same on every response (next.config headers() and the proxy both send them). */
export const staticSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  // Two years, as the HSTS preload list asks; browsers ignore it on plain http.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    // Nothing here uses a device or payment API; features are listed by their Chrome names.
    value:
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  },
];
