/**
 * The service worker's cost: the precache (files, bytes on disk and gzip, what a first visit downloads in the
 * background), the worker script, and the registration chunk, which must not be among any page's first-load
 * scripts (it loads after `load` and idle, instrumentation-client.ts). Reads the build in distDir; the page check
 * uses the server. Standalone: `node scripts/bench/offline.mjs http://localhost:3000`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { precacheEntries } from '../../lib/offline/precache.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;

export async function measureOffline(baseUrl, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const entries = precacheEntries(distDir);
  let raw = 0;
  let zipped = 0;
  let pages = 0;
  for (const e of entries) {
    const body = e.url.startsWith('/_next/static/')
      ? readFileSync(join(distDir, 'static', e.url.slice('/_next/static/'.length)))
      : Buffer.from(await (await fetch(new URL(e.url, baseUrl))).arrayBuffer());
    if (!e.url.startsWith('/_next/') && !e.url.startsWith('/icon')) pages++;
    raw += body.length;
    zipped += gz(body);
  }
  console.log(`precache: ${entries.length} files (${pages} pages), ${kb(raw)} (${kb(zipped)} gzip), downloaded after the first visit`);
  const worker = readFileSync(join(distDir, 'sw.js'));
  console.log(`worker /sw.js: ${kb(worker.length)} (${kb(gz(worker))} gzip)`);

  const chunksDir = join(distDir, 'static', 'chunks');
  const registration = readdirSync(chunksDir).filter(
    (f) => f.endsWith('.js') && readFileSync(join(chunksDir, f), 'utf8').includes('"/sw.js"'),
  );
  const firstLoad = new Set();
  for (const path of ['/', '/ja', '/reef-calculator/salinity', '/ja/log']) {
    const html = await (await fetch(new URL(path, baseUrl))).text();
    for (const [m] of html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)) firstLoad.add(m.split('/').pop());
  }
  for (const f of registration) {
    const size = gz(readFileSync(join(chunksDir, f)));
    console.log(
      `registration chunk ${f}: ${kb(size)} gzip, ${firstLoad.has(f) ? 'IN first-load JS (unexpected)' : 'not in first-load JS (loaded after load + idle)'}`,
    );
  }
  if (registration.length === 0) console.log('registration chunk: not found (does the build register the worker?)');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await measureOffline(process.argv[2] ?? 'http://localhost:3000');
}
