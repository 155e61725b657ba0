/**
 * First-load JavaScript per route: the gzip size (level 9, node:zlib) of every external <script src> and script
 * preload in the prerendered HTML of each URL listed in both sitemaps. Inline scripts (the RSC payload, the theme script) are
 * not counted; the noModule polyfill chunk is left out because modern browsers never load it (its size is shown once).
 * Standalone: `node scripts/bench/first-load-js.mjs http://localhost:3000`.
 */
import { pathToFileURL } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const SITEMAPS = ['/sitemap.xml', '/ja/sitemap.xml'];

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The locs of a sitemap, moved onto `baseUrl` (sitemaps name the configured site URL, not this server). */
async function sitemapPaths(baseUrl, sitemap) {
  const res = await fetch(new URL(sitemap, baseUrl));
  if (!res.ok) throw new Error(`${sitemap}: HTTP ${res.status}`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const u = new URL(loc.trim().replace(/&amp;/g, '&'));
    return `${u.pathname}${u.search}`;
  });
}

/**
 * Scripts an HTML document loads before it is interactive, in order: every external `<script src>` (split into
 * module-capable ones and noModule ones) and every `<link rel="preload" as="script">`, which is how the page names
 * the chunks of a `next/dynamic` component it rendered on the server (the calculator's form): hydration waits for
 * them, so they count as first-load JavaScript.
 */
export function scriptSources(html) {
  const scripts = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (tag.startsWith('<link') || tag.startsWith('<LINK')) {
      if (!/\srel="preload"/i.test(tag) || !/\sas="script"/i.test(tag)) continue;
      const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
      if (href) scripts.push({ src: href.replace(/&amp;/g, '&'), noModule: false });
      continue;
    }
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (!src) continue;
    scripts.push({ src: src.replace(/&amp;/g, '&'), noModule: /\snomodule(=|\s|>)/i.test(tag) });
  }
  const seen = new Set();
  return scripts.filter((s) => (seen.has(s.src) ? false : seen.add(s.src)));
}

/** Fetches each script once; returns raw and gzip -9 sizes in bytes. */
function makeSizer(baseUrl) {
  const cache = new Map();
  return (src) => {
    if (!cache.has(src)) {
      cache.set(
        src,
        (async () => {
          const res = await fetch(new URL(src, baseUrl));
          if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
          const body = Buffer.from(await res.arrayBuffer());
          return { raw: body.length, gz: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length };
        })(),
      );
    }
    return cache.get(src);
  };
}

/** Bytes of inline `<script>` bodies (the RSC payload Next inlines, the theme script): parsed at load, not downloaded. */
export function inlineScriptBytes(html) {
  let n = 0;
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) n += Buffer.byteLength(body);
  return n;
}

/**
 * Measures every sitemap URL (and `extra` paths such as /log, which the sitemaps leave out) and prints a table;
 * with `floorGz` (the framework floor of floor.mjs, same run) each row also shows what it adds to the floor against
 * the budget of +60 KB. Returns the rows.
 */
export async function measureFirstLoadJs(baseUrl, { log = console.log, floorGz = null, extra = ['/log', '/ja/log'] } = {}) {
  const size = makeSizer(baseUrl);
  const paths = [...new Set([...(await Promise.all(SITEMAPS.map((s) => sitemapPaths(baseUrl, s)))).flat(), ...extra])];
  const rows = [];
  const polyfills = new Map();
  for (const path of paths) {
    const res = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    const html = await res.text();
    if (res.status !== 200) {
      rows.push({ path, status: res.status, scripts: 0, raw: 0, gz: 0, inline: 0 });
      continue;
    }
    const scripts = scriptSources(html);
    let raw = 0;
    let gz = 0;
    for (const s of scripts) {
      const sz = await size(s.src);
      if (s.noModule) {
        polyfills.set(s.src, sz);
        continue;
      }
      raw += sz.raw;
      gz += sz.gz;
    }
    rows.push({ path, status: 200, scripts: scripts.filter((s) => !s.noModule).length, raw, gz, inline: inlineScriptBytes(html) });
  }

  const width = Math.max(5, ...rows.map((r) => r.path.length));
  log(`First-load JS per route (external <script src> and script preloads in the prerendered HTML, gzip -9 each, summed)`);
  const floorHead = floorGz === null ? '' : `  ${'vs floor'.padStart(9)}  budget`;
  log(
    `${'route'.padEnd(width)}  ${'scripts'.padStart(7)}  ${'KB raw'.padStart(8)}  ${'KB gz'.padStart(7)}  ${'inline KB'.padStart(9)}${floorHead}`,
  );
  log(`${'-'.repeat(width)}  ${'-'.repeat(7)}  ${'-'.repeat(8)}  ${'-'.repeat(7)}  ${'-'.repeat(9)}`);
  for (const r of rows) {
    if (r.status !== 200) {
      log(`${r.path.padEnd(width)}  HTTP ${r.status}, not measured`);
      continue;
    }
    const over =
      floorGz === null ? '' : `  ${`+${kb(r.gz - floorGz)}`.padStart(9)}  ${r.gz - floorGz <= 60 * 1024 ? 'within +60' : 'OVER +60'}`;
    log(
      `${r.path.padEnd(width)}  ${String(r.scripts).padStart(7)}  ${kb(r.raw).padStart(8)}  ${kb(r.gz).padStart(7)}  ${kb(r.inline).padStart(9)}${over}`,
    );
  }
  if (floorGz !== null) {
    const measured = rows.filter((r) => r.status === 200);
    const over = measured.filter((r) => r.gz - floorGz > 60 * 1024);
    log(`Floor ${kb(floorGz)} KB gz (same run). Within floor + 60 KB: ${measured.length - over.length} of ${measured.length} routes.`);
  }
  for (const [src, sz] of polyfills) {
    log(`Left out: noModule polyfill ${src} (${kb(sz.raw)} KB raw, ${kb(sz.gz)} KB gz); only browsers without ES modules load it.`);
  }
  log('Not counted: inline scripts (RSC payload, theme script) and chunks loaded after hydration.');
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureFirstLoadJs(process.argv[2] ?? 'http://localhost:3000').catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
