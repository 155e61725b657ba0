/**
 * Post-build step of `npm run build`: writes `<distDir>/csp-manifest.json`, the SHA-256 of every inline script
 * of each prerendered page, which the proxy turns into a hash-based Content-Security-Policy (docs/security.md
 * "Security headers"). distDir is $NEXT_DIST_DIR or `.next`, as in next.config.ts.
 */
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, writeCspManifest } from '../lib/security/csp-manifest.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(root, process.env.NEXT_DIST_DIR || '.next');
const started = performance.now();
const manifest = writeCspManifest(distDir);
const routes = Object.values(manifest.routes);
const most = Math.max(0, ...routes.map((h) => h.length));
console.log(
  `CSP manifest: ${routes.length} prerendered pages (up to ${most} inline scripts each), ` +
    `${manifest.fallback.length} fallback hashes → ${join(process.env.NEXT_DIST_DIR || '.next', MANIFEST_FILE)} ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
