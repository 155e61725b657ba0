import { lockedDownCsp, staticSecurityHeaders } from './csp';

/**
 * next.config `headers()`: the fixed security headers on every response, and a CSP on the responses the proxy
 * never sees (its matcher skips /api, /auth, /_next and paths with a dot: sitemaps, feeds, robots.txt, icons).
 * Pages get their CSP from the proxy (proxy-security.ts); two CSP headers would both be enforced.
 */
export async function securityHeaders() {
  const locked = [{ key: 'Content-Security-Policy', value: lockedDownCsp }];
  return [
    { source: '/:path*', headers: [...staticSecurityHeaders] },
    // The complement of proxy.ts's matcher `/((?!api|auth|_next|_vercel|.*\\..*).*)` (keep the two in step).
    { source: '/:path((?:api|auth|_next|_vercel).*|.*\\..*)', headers: locked },
  ];
}
