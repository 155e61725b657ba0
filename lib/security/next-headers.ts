import { lockedDownCsp, staticSecurityHeaders, workerCsp } from './csp';

/**
 * next.config `headers()`: the fixed security headers on every response, and a CSP on the responses the proxy
 * never sees (its matcher skips /api, /auth, /_next and paths with a dot: sitemaps, feeds, robots.txt, icons).
 * Pages get their CSP from the proxy (proxy-security.ts); two CSP headers would both be enforced.
 * A promise because next.config's `headers` must return one.
 */
export function securityHeaders() {
  const locked = [{ key: 'Content-Security-Policy', value: lockedDownCsp }];
  return Promise.resolve([
    { source: '/:path*', headers: [...staticSecurityHeaders] },
    // The complement of proxy.ts's matcher `/((?!api|auth|_next|_vercel|.*\\..*).*)` (keep the two in step).
    { source: '/:path((?:api|auth|_next|_vercel).*|.*\\..*)', headers: locked },
    // The service worker runs under its script's CSP: it must reach this origin (the rule above would block its
    // fetches). Next lets the last matching rule win for a header set twice.
    { source: '/sw.js', headers: [{ key: 'Content-Security-Policy', value: workerCsp }] },
    // pdf.js's worker for the ICP importer (app/pdf.worker.mjs/route.ts), likewise a worker under its own script's CSP
    { source: '/pdf.worker.mjs', headers: [{ key: 'Content-Security-Policy', value: workerCsp }] },
  ]);
}
