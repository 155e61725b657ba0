/**
 * Load figures: autocannon with 100 connections for 20 s over a mix of prerendered pages in both languages,
 * against `next start` and against a plain node:http server holding the same HTML in memory
 * (static-server.mjs), in the same run, so that the ratio says what Next (routing, proxy, headers) costs.
 * Figures only. Standalone: `node scripts/bench/load.mjs http://localhost:3000 [distDir]`.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const LOAD_DEFAULTS = { connections: 100, duration: 20 };
const HERE = dirname(fileURLToPath(import.meta.url));

/** The pages of both sitemaps that answer 200 (a page mix in both languages), moved onto `baseUrl`. */
export async function pageMix(baseUrl) {
  const paths = [];
  for (const sitemap of ['/sitemap.xml', '/ja/sitemap.xml']) {
    const xml = await (await fetch(new URL(sitemap, baseUrl))).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc.trim().replace(/&amp;/g, '&')).pathname);
  }
  const ok = [];
  for (const path of [...new Set(paths)]) {
    const res = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 200) ok.push(path);
  }
  return ok;
}

async function measure(baseUrl, paths, { connections, duration }) {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  await autocannon({ url: baseUrl, connections, duration: 2, requests }); // warm-up, not counted
  const r = await autocannon({ url: baseUrl, connections, duration, requests });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

/** Starts static-server.mjs on `port`; resolves once it listens. */
function startStatic(distDir, port) {
  const child = spawn(process.execPath, [join(HERE, 'static-server.mjs'), distDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`static server exited (${code})`)));
    child.stdout.once('data', (d) => resolve({ child, pages: String(d).trim() }));
  });
}

export async function runLoadBench(baseUrl, distDir, { staticPort, log = console.log, ...opts } = {}) {
  const host = new URL(baseUrl).hostname;
  if (host !== 'localhost' && host !== '127.0.0.1') throw new Error(`load bench runs on loopback only, not ${host}`);
  const options = { ...LOAD_DEFAULTS, ...opts };
  const paths = await pageMix(baseUrl);
  log(
    `Load: autocannon, ${options.connections} connections, ${options.duration} s, ${paths.length} prerendered pages in both languages in turn`,
  );
  const next = await measure(baseUrl, paths, options);
  const port = staticPort ?? Number(new URL(baseUrl).port) + 1;
  const { child, pages } = await startStatic(distDir, port);
  let plain;
  try {
    plain = await measure(`http://localhost:${port}`, paths, options);
  } finally {
    child.kill();
  }
  const row = (name, m) =>
    `${name.padEnd(34)}  ${m.reqPerSec.toFixed(0).padStart(7)}  ${String(m.p50).padStart(6)}  ${String(m.p99).padStart(6)}  ${String(m.errors).padStart(6)}  ${String(m.non2xx).padStart(7)}  ${String(m.total).padStart(8)}`;
  log(
    `${'server'.padEnd(34)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'errors'.padStart(6)}  ${'non-2xx'.padStart(7)}  ${'requests'.padStart(8)}`,
  );
  log(row('next start (proxy, CSP, headers)', next));
  log(row(`node:http from memory (${pages})`, plain));
  log(
    `next start / plain node:http: ${(next.reqPerSec / plain.reqPerSec).toFixed(3)} of the requests per second (1 : ${(plain.reqPerSec / next.reqPerSec).toFixed(1)})`,
  );
  log('Load generator and servers share the same cores; compare runs on one machine only.');
  return { paths, next, plain };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://localhost:3000', distDir = process.env.NEXT_DIST_DIR || '.next'] = process.argv.slice(2);
  runLoadBench(base, distDir).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
