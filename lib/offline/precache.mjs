/**
 * What the service worker precaches (docs/offline.md). Plain ESM so that the worker build
 * (serwist.config.mjs, run by `npm run build`), the benchmark and the unit tests share one implementation.
 *
 * The precache holds the pages that must open with no connection after one visit (home, the calculator hub,
 * every calculator, the reef log, the offline screen; both locales) and exactly the files their HTML names:
 * scripts, style sheets and the icon. Everything else (blog posts, the PAR 3D view's chunk, other pages) is cached
 * when it is first used. Prerendered files are read from `<distDir>/server/app`, the bytes Next serves.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_LOCALE = 'en';
export const LOCALES = ['en', 'ja'];

/** Routes (internal form, `/en/…`) of the pages that work offline. */
const OFFLINE_ROUTE = /^\/(?:en|ja)(?:\/reef-calculator(?:\/[a-z0-9-]+)?|\/log|\/offline)?$/;
export const isOfflineRoute = (route) => OFFLINE_ROUTE.test(route);

/** Public path of an internal route: `/en` → `/`, `/en/x` → `/x`, `/ja/x` → `/ja/x` (localePrefix as-needed). */
export function publicPath(route) {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (route === prefix) return '/';
  return route.startsWith(`${prefix}/`) ? route.slice(prefix.length) : route;
}

/**
 * Chunks that the precached scripts load on demand (the log's chart, the forms' parts) are precached too, up to
 * this size; bigger ones (the PAR 3D view's three.js chunk, the Supabase client) are cached the first time they load.
 */
export const LAZY_CHUNK_LIMIT = 200 * 1024;

/** Chunk URLs a script names for loading on demand (Turbopack writes them as `static/chunks/<name>.js`). */
export function lazyChunks(js) {
  return [...new Set([...js.matchAll(/static\/chunks\/[\w.-]+\.(?:js|css)/g)].map(([m]) => `/_next/${m}`))].sort();
}

/** Same-origin files a page's HTML names: `/_next/static/…` (scripts, CSS, fonts, chunks in the RSC payload) and its icon. */
export function referencedAssets(html) {
  const out = new Set();
  for (const [url] of html.matchAll(/\/_next\/static\/[^"'\s\\)<>]+/g)) out.add(url);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*\bhref="(\/[^"]+)"/g))
    out.add(href.replace(/&amp;/g, '&'));
  return [...out].sort();
}

const md5 = (buf) => createHash('md5').update(buf).digest('hex');

/** The file under distDir or public/ that a same-origin URL is served from, or null. */
function fileOfUrl(distDir, root, url) {
  const path = url.split('?')[0];
  if (path.startsWith('/_next/static/')) return join(distDir, 'static', decodeURIComponent(path.slice('/_next/static/'.length)));
  // app/icon.svg is served as /icon.svg?<hash> from the prerendered copy.
  const prerendered = join(distDir, 'server', 'app', `${path.slice(1)}.body`);
  if (existsSync(prerendered)) return prerendered;
  const pub = join(root, 'public', path.slice(1));
  return existsSync(pub) ? pub : null;
}

/**
 * The precache list of the build in distDir: `{ url, revision, size }` per entry. Pages are keyed by their
 * public path and revisioned by the MD5 of their HTML; hashed `/_next/static` files need no revision.
 */
export function precacheEntries(distDir, root = process.cwd()) {
  const appDir = join(distDir, 'server', 'app');
  const pages = [];
  const assets = new Map();
  for (const locale of LOCALES) {
    for (const route of offlineRoutes(appDir, locale)) {
      const file = join(appDir, `${route.slice(1)}.html`);
      const html = readFileSync(file);
      pages.push({ url: publicPath(route), revision: md5(html), size: html.length });
      for (const url of referencedAssets(html.toString('utf8'))) {
        if (assets.has(url)) continue;
        const source = fileOfUrl(distDir, root, url);
        if (!source) throw new Error(`${route} names ${url}, which is not in the build`);
        const hashed = url.startsWith('/_next/static/') || url.includes('?');
        assets.set(url, { url, revision: hashed ? null : md5(readFileSync(source)), size: statSync(source).size });
      }
    }
  }
  // On-demand chunks of the precached scripts, transitively.
  const queue = [...assets.keys()].filter((u) => u.endsWith('.js'));
  while (queue.length > 0) {
    const source = fileOfUrl(distDir, root, queue.pop());
    for (const url of lazyChunks(readFileSync(source, 'utf8'))) {
      const file = fileOfUrl(distDir, root, url);
      if (assets.has(url) || !file || !existsSync(file)) continue;
      const size = statSync(file).size;
      if (size > LAZY_CHUNK_LIMIT) continue;
      assets.set(url, { url, revision: null, size });
      if (url.endsWith('.js')) queue.push(url);
    }
  }
  return [...pages, ...[...assets.values()].sort((a, b) => a.url.localeCompare(b.url))];
}

/** The prerendered offline routes of one locale found in the build, sorted. */
function offlineRoutes(appDir, locale) {
  const candidates = [`/${locale}`];
  const dir = join(appDir, locale);
  for (const page of ['reef-calculator', 'log', 'offline']) candidates.push(`/${locale}/${page}`);
  const hub = join(dir, 'reef-calculator');
  if (existsSync(hub)) {
    for (const name of readdirSync(hub).sort())
      if (name.endsWith('.html')) candidates.push(`/${locale}/reef-calculator/${name.slice(0, -5)}`);
  }
  return candidates.filter((r) => isOfflineRoute(r) && existsSync(join(appDir, `${r.slice(1)}.html`))).sort();
}

/** Count and bytes of a precache list (bench and build log). */
export function precacheSize(entries) {
  return { count: entries.length, bytes: entries.reduce((s, e) => s + e.size, 0) };
}
