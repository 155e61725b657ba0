/**
 * What the security wrapper adds to each proxied request, in-process (no HTTP): a prerendered page (one Map
 * lookup, fixed header) and an unknown page (fresh nonce, policy string, request header). Figures only.
 *   NEXT_DIST_DIR=.next npx tsx scripts/bench/proxy-cost.mts
 */
import { NextRequest, NextResponse } from 'next/server';
import { withSecurity } from '@/lib/security/proxy-security';

const passthrough = withSecurity((req) => NextResponse.next({ request: { headers: req.headers } }));
const bare = (req: NextRequest) => NextResponse.next({ request: { headers: req.headers } });

async function time(label: string, fn: (r: NextRequest) => unknown, path: string, n = 20_000) {
  const headers = { accept: 'text/html', 'accept-language': 'ja,en;q=0.8', cookie: 'NEXT_LOCALE=ja' };
  for (let i = 0; i < 2_000; i++) await fn(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const started = performance.now();
  for (let i = 0; i < n; i++) await fn(new NextRequest(`http://localhost:3000${path}`, { headers }));
  const us = ((performance.now() - started) * 1000) / n;
  console.log(`${label.padEnd(44)} ${us.toFixed(1).padStart(7)} µs per request`);
  return us;
}

const base = await time('NextResponse.next() alone', bare, '/ja/contact');
const fixed = await time('with security, prerendered /ja/contact', passthrough, '/ja/contact');
const nonce = await time('with security, unknown /ja/no-such-page', passthrough, '/ja/no-such-page');
console.log(`added: ${(fixed - base).toFixed(1)} µs (hash-based CSP), ${(nonce - base).toFixed(1)} µs (nonce CSP)`);
