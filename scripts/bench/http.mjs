/**
 * Requests per second with autocannon (programmatic API) against a local server: 10 connections, 5 s per path.
 * Figures only; nothing here passes or fails on speed.
 * Standalone: `node scripts/bench/http.mjs http://localhost:3000 / /ja`.
 */
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';

export const HTTP_DEFAULTS = { connections: 10, duration: 5 };

/** Refuses anything but the loopback interface: this load must never leave the machine. */
function assertLoopback(baseUrl) {
  const host = new URL(baseUrl).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', '::1'].includes(host)) throw new Error(`http bench runs on loopback only, not ${host}`);
}

/** The first calculator page of the English sitemap that answers 200, or null. */
export async function findCalculatorPath(baseUrl) {
  const res = await fetch(new URL('/sitemap.xml', baseUrl));
  const xml = await res.text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc.trim()).pathname;
    if (!/^\/reef-calculator\/[^/]+$/.test(path)) continue;
    const page = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
    await page.arrayBuffer();
    if (page.status === 200) return path;
  }
  return null;
}

/** One autocannon run after an unmeasured 1 s warm-up (JIT, caches); resolves to the figures we print. */
async function measure(url, { connections, duration }) {
  await autocannon({ url, connections, duration: 1 });
  const r = await autocannon({ url, connections, duration });
  return {
    reqPerSec: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Runs each path in turn and prints a table; returns the rows. */
export async function runHttpBench(baseUrl, paths, { log = console.log, ...opts } = {}) {
  assertLoopback(baseUrl);
  const options = { ...HTTP_DEFAULTS, ...opts };
  log(`HTTP throughput (autocannon, ${options.connections} connections, ${options.duration} s per path, ${baseUrl})`);
  const width = Math.max(4, ...paths.map((p) => p.length));
  log(
    `${'path'.padEnd(width)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'errors'.padStart(6)}  ${'non-2xx'.padStart(7)}  ${'requests'.padStart(8)}`,
  );
  log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(7)}  ${'-'.repeat(7)}  ${'-'.repeat(6)}  ${'-'.repeat(7)}  ${'-'.repeat(8)}`);
  const rows = [];
  for (const path of paths) {
    const m = await measure(new URL(path, baseUrl).href, options);
    rows.push({ path, ...m });
    const errors = m.errors + m.timeouts;
    log(
      `${path.padEnd(width)}  ${m.reqPerSec.toFixed(0).padStart(8)}  ${String(m.p50).padStart(7)}  ${String(m.p99).padStart(7)}  ${String(errors).padStart(6)}  ${String(m.non2xx).padStart(7)}  ${String(m.total).padStart(8)}`,
    );
  }
  log('Load generator and server share the same cores; compare runs on one machine only.');
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  runHttpBench(base, paths.length ? paths : ['/', '/ja']).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
