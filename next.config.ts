import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/next-headers';

// Messages are ICU strings in messages/{en,ja}.json. `precompile` compiles them at build time, so the browser gets
// a small formatter instead of the ICU parser (about 9 KB gzip less on every page, docs/performance.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A second build directory lets a benchmark or a parallel check build without touching the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Fixed security headers everywhere; the proxy adds each page's CSP (docs/security.md "Security headers").
  headers: securityHeaders,
  experimental: {
    globalNotFound: true,
    // The stylesheet as a <style> in each page's HTML instead of a render-blocking request that shares a phone's
    // bandwidth with the scripts: the first paint no longer waits for it (LCP 1.7 → 0.9–1.0 s with real mobile
    // throttling). Costs: Next copies the CSS into the inline RSC payload too, so each page's HTML grows by about
    // 22 KB gzip, and the service worker's precache (28 pages) by about 600 KB gzip (docs/performance.md). Posts'
    // typography rules are a stylesheet of their own (components/blog/prose.css), so other pages do not carry them.
    inlineCss: true,
  },
  // `npm test` type-checks the whole tree with tsc first; a scratch build may skip it.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPECHECK === '1' },
  // `SOURCE_MAPS=1` emits browser source maps, which `scripts/bench/chunk-contents.mjs` reads to tell what a chunk holds.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
};

export default withNextIntl(nextConfig);
