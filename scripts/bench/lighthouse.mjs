/**
 * Lighthouse 13 (mobile, simulated throttling, Debian chromium; flags of stack.md §5) on the home page, the hub,
 * every calculator, the blog list and one post, in both languages: the four category scores, the main timings
 * and the audits that cost points outside Performance. Figures only; reports go to lighthouse/ (gitignored).
 * Standalone: `node scripts/bench/lighthouse.mjs http://localhost:3000`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'lighthouse');
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=/tmp/lh-profile';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Home, hub, every calculator, blog list and the first post of the English sitemap, then the same in Japanese. */
export async function lighthousePaths(baseUrl) {
  const xml = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.trim()).pathname);
  const en = [
    '/',
    '/reef-calculator',
    ...paths.filter((p) => /^\/reef-calculator\/[^/]+$/.test(p)),
    '/blog',
    ...paths.filter((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p)).slice(0, 1),
  ];
  return [...en, ...en.map((p) => (p === '/' ? '/ja' : `/ja${p}`))];
}

function runOne(url, outPath) {
  const cli = createRequire(join(ROOT, 'package.json')).resolve('lighthouse/cli/index.js');
  rmSync('/tmp/lh-profile', { recursive: true, force: true });
  const args = [
    cli,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    `--output-path=${outPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-500)}`)),
    );
  });
}

/** Reads one report into a row of scores and timings. */
function readRow(path, file) {
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const row = {
    path,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
  };
  // audits that cost points outside Performance (Performance findings are timings, see the report)
  row.findings = CATEGORIES.slice(1).flatMap((c) =>
    lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 1).map((r) => `${c}:${r.id}`),
  );
  return row;
}

/**
 * Runs Lighthouse `runs` times on each path (default 1; `LH_RUNS=3` or `{ runs: 3 }`) and prints, per page, the run
 * with the median performance score; with several runs the range of performance scores follows. The shared
 * machine moves Total Blocking Time by hundreds of milliseconds from one run to the next; medians of three are
 * what docs/performance.md quotes.
 */
export async function runLighthouse(baseUrl, { paths, runs = Number(process.env.LH_RUNS ?? 1), log = console.log } = {}) {
  mkdirSync(OUT, { recursive: true });
  const list = paths ?? (await lighthousePaths(baseUrl));
  log(
    `Lighthouse (mobile, simulated throttling, ${list.length} pages${runs > 1 ? `, median of ${runs} runs each` : ''}; reports in lighthouse/*.json)`,
  );
  const width = Math.max(...list.map((p) => p.length));
  log(`${'page'.padEnd(width)}  perf  a11y  best   seo   FCP s   LCP s  TBT ms    CLS`);
  const rows = [];
  for (const path of list) {
    const base = join(OUT, path === '/' ? 'home' : path.slice(1).replace(/\//g, '_'));
    const got = [];
    for (let k = 0; k < runs; k++) {
      const file = runs > 1 ? `${base}.run${k + 1}.json` : `${base}.json`;
      try {
        // one retry: Lighthouse now and then loses the trace (NO_NAVSTART) on a busy machine
        await runOne(new URL(path, baseUrl).href, file).catch(() => runOne(new URL(path, baseUrl).href, file));
        got.push(readRow(path, file));
      } catch (e) {
        log(`${path.padEnd(width)}  run ${k + 1} failed: ${e.message.split('\n')[0]}`);
      }
    }
    if (!got.length) continue;
    const sorted = [...got].sort((x, y) => x.performance - y.performance || y.tbt - x.tbt);
    const row = sorted[Math.floor((sorted.length - 1) / 2)];
    row.range = got.length > 1 ? `${sorted[0].performance}–${sorted.at(-1).performance}` : null;
    rows.push(row);
    log(
      `${path.padEnd(width)}  ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row['best-practices']).padStart(4)}  ${String(row.seo).padStart(4)}  ${(row.fcp / 1000).toFixed(1).padStart(6)}  ${(row.lcp / 1000).toFixed(1).padStart(6)}  ${row.tbt.toFixed(0).padStart(6)}  ${row.cls.toFixed(3).padStart(5)}${row.range ? `  perf ${row.range}` : ''}${row.findings.length ? `  ${row.findings.join(' ')}` : ''}`,
    );
  }
  const min = (c) => Math.min(...rows.map((r) => r[c]));
  log(
    `lowest: performance ${min('performance')}, accessibility ${min('accessibility')}, best practices ${min('best-practices')}, SEO ${min('seo')}`,
  );
  log('Targets: accessibility, best practices and SEO 100; performance ≥ 95 (PAR ≥ 90). Scores move with machine load.');
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  runLighthouse(base, { paths: paths.length ? paths : undefined }).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
