/**
 * Hash-based CSP for prerendered pages (docs/security.md "Security headers"). Plain ESM so that the post-build script
 * (scripts/csp-manifest.mjs, run by `npm run build`) and the proxy share one implementation.
 *
 * A prerendered page is served byte for byte from `<distDir>/server/app/<route>.html`, so the SHA-256 of each
 * of its inline scripts is known after `next build`: the manifest maps the route (`/en`, `/ja/contact`) to them.
 * Nonces would instead force every page to render per request (Next's CSP guide).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const MANIFEST_FILE = 'csp-manifest.json';
export const MANIFEST_VERSION = 1;

/** Script types a browser executes (HTML spec "classic" and "module"); JSON-LD, importmaps etc. are data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/x-javascript',
  'text/x-ecmascript',
]);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The value of one attribute in a start tag's attribute text, or null. */
function attribute(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attrs);
  if (!m) return null;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

/** `'sha256-…'` source expression of a script body, as CSP hashes it (the exact UTF-8 text between the tags). */
export function cspHash(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Hashes of the inline scripts a browser would run from this HTML, in document order, without duplicates. */
export function inlineScriptHashes(html) {
  const out = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== null) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const hash = cspHash(body);
    if (!out.includes(hash)) out.push(hash);
  }
  return out;
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Route of a prerendered HTML file relative to `server/app` (`en.html` → `/en`, `ja/blog.html` → `/ja/blog`).
 * Next's own pages (`_not-found.html`, `_global-error.html`) return null: they can answer any path.
 */
export function routeOfHtmlFile(rel) {
  const route = `/${rel
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  if (route.split('/').some((seg) => seg.startsWith('_'))) return null;
  return route === '/index' ? '/' : route;
}

/**
 * Scans `<distDir>/server/app/**.html`. `routes` maps each prerendered route to its hashes; `fallback` holds
 * the hashes of Next's static error pages (served for unknown paths and failures) and of scripts common to every
 * page (next-themes' inline script), which Next does not tag with the per-request nonce.
 */
export function buildCspManifest(distDir) {
  const appDir = join(distDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`${appDir} does not exist: run next build first`);
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  const routes = {};
  const fallback = [];
  let common = null;
  for (const file of [...htmlFiles(appDir)].sort()) {
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    const route = routeOfHtmlFile(relative(appDir, file));
    if (route === null) {
      for (const h of hashes) if (!fallback.includes(h)) fallback.push(h);
      continue;
    }
    routes[route] = hashes;
    common = common === null ? hashes : common.filter((h) => hashes.includes(h));
  }
  // Copies of the error pages that Next keeps for its pages-router fallback.
  const pagesDir = join(distDir, 'server', 'pages');
  const errorPages = existsSync(pagesDir) ? [...htmlFiles(pagesDir)].sort() : [];
  for (const h of [...(common ?? []), ...errorPages.flatMap((f) => inlineScriptHashes(readFileSync(f, 'utf8')))]) {
    if (!fallback.includes(h)) fallback.push(h);
  }
  return { version: MANIFEST_VERSION, buildId, routes, fallback };
}

export function writeCspManifest(distDir) {
  const manifest = buildCspManifest(distDir);
  writeFileSync(join(distDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

/**
 * The manifest of the build in `distDir`: the file when it belongs to this build (same BUILD_ID), otherwise a
 * fresh scan (a `next build` run without the post-build step still gets working pages). Null without a build.
 */
export function loadCspManifest(distDir) {
  if (!existsSync(join(distDir, 'BUILD_ID'))) return null;
  try {
    const file = join(distDir, MANIFEST_FILE);
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
      if (manifest.version === MANIFEST_VERSION && manifest.buildId === buildId) return manifest;
    }
    return buildCspManifest(distDir);
  } catch {
    return null;
  }
}
