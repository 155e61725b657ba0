/**
 * Lighthouse 13 (mobile, simulated throttling unless LH_THROTTLING=devtools, Debian chromium; flags in CHROME_FLAGS below) on the home page, the hub,
 * every calculator, the blog list and one post, in both languages: the four category scores, the main timings
 * and the audits that cost points outside Performance. Figures only; reports go to lighthouse/ (gitignored).
 * Standalone: `node scripts/bench/lighthouse.mjs http://localhost:3000`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './stats.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'lighthouse');
// One Chromium profile per bench process, so that two runs side by side do not share (and delete) it.
const LH_PROFILE = `/tmp/lh-profile-${process.pid}`;
const CHROME_FLAGS = `--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${LH_PROFILE}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * `simulate` (Lighthouse's default: an unthrottled load, then Lantern's model of a slow phone) unless
 * LH_THROTTLING=devtools (the network and CPU really throttled while the page loads). With `simulate`, a page whose
 * first paint on this machine happens to land after its scripts arrived gets those scripts counted before its
 * LCP, so a page with a stylesheet swings between two LCPs a second apart (docs/performance.md).
 */
const THROTTLING = process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const THROTTLING_LABEL = THROTTLING === 'simulate' ? 'simulated throttling' : 'devtools throttling';

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
  rmSync(LH_PROFILE, { recursive: true, force: true });
  const args = [
    cli,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    `--output-path=${outPath}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    `--throttling-method=${THROTTLING}`,
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
  row.mainThread = Object.fromEntries((lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration]));
  row.bootup = (lhr.audits['bootup-time']?.details?.items ?? []).map((i) => ({ url: i.url, total: i.total, scripting: i.scripting }));
  row.longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).length;
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
    `Lighthouse (mobile, ${THROTTLING_LABEL}, ${list.length} pages${runs > 1 ? `, median of ${runs} runs each` : ''}; reports in lighthouse/*.json)`,
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

/** The keys of pageTypes()' rows, in order: what `npm run bench -- --pages=` names them by (run.mjs). */
export const PAGE_TYPE_KEYS = ['home', 'hub', 'calculator-en', 'calculator-ja', 'par', 'blog-list', 'post', 'settings'];

/** One page of each type, as issue-free pages a visitor lands on: the figures the floor comparison covers. [name, path, key] */
export async function pageTypes(baseUrl) {
  const xml = await (await fetch(new URL('/sitemap.xml', baseUrl))).text();
  const post = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc.trim()).pathname)
    .find((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p));
  return [
    ['home', '/', 'home'],
    ['hub', '/reef-calculator', 'hub'],
    ['calculator (en)', '/reef-calculator/salinity', 'calculator-en'],
    ['calculator (ja)', '/ja/reef-calculator/salinity', 'calculator-ja'],
    ['PAR', '/reef-calculator/par-distribution', 'par'],
    ['blog list', '/blog', 'blog-list'],
    ...(post ? [['post', post, 'post']] : []),
    ['settings', '/settings', 'settings'],
  ];
}

/**
 * The text of every stylesheet the home page links (or, in a build with `experimental.inlineCss`, holds in `<style>`
 * elements), in order: what the floor's stylesheet variants load.
 */
export async function siteStylesheet(baseUrl) {
  const html = await (await fetch(new URL('/', baseUrl))).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);
  if (!hrefs.length) {
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    if (!inline.length) throw new Error('the home page has no stylesheet');
    return inline.join('\n');
  }
  const parts = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, baseUrl))).text()));
  return parts.join('\n');
}

/**
 * The framework floor and the site in the same minutes: `rounds` rounds (default 3, `LH_ROUNDS`), and in each round
 * every page type runs right after a run of the floor app's page, so both see the same machine load. Prints, per
 * page type, the medians of performance, TBT and LCP beside the medians of the floor runs paired with it, their
 * differences and ratios against the goal (a score within 3 points of the floor's and TBT at most 1.5× the floor's;
 * the LCP ratio is printed beside it, against the older aim of 1.5×), and where the main thread's time went (Lighthouse's main-thread breakdown, median ms per group, and the three costliest scripts).
 */
export async function runLighthouseVsFloor(
  baseUrl,
  floorUrl,
  { rounds = Number(process.env.LH_ROUNDS ?? 3), log = console.log, types } = {},
) {
  const dir = join(OUT, 'vs-floor');
  mkdirSync(dir, { recursive: true });
  const list = types ?? (await pageTypes(baseUrl));
  log(`Lighthouse against the framework floor (mobile, ${THROTTLING_LABEL}; ${rounds} rounds, floor then page, alternating)`);
  const got = new Map(list.map(([name]) => [name, { page: [], floor: [] }]));
  const once = async (url, file) => {
    await runOne(url, file).catch(() => runOne(url, file));
    return readRow(url, file);
  };
  for (let r = 1; r <= rounds; r++) {
    for (const [name, path] of list) {
      const slug = name.replace(/[^a-z]+/gi, '-');
      try {
        const floor = await once(new URL('/', floorUrl).href, join(dir, `floor-before-${slug}.r${r}.json`));
        const page = await once(new URL(path, baseUrl).href, join(dir, `${slug}.r${r}.json`));
        got.get(name).floor.push(floor);
        got.get(name).page.push(page);
        log(
          `round ${r}  ${name.padEnd(16)} perf ${page.performance} (floor ${floor.performance})  TBT ${page.tbt.toFixed(0)} (${floor.tbt.toFixed(0)}) ms  LCP ${(page.lcp / 1000).toFixed(2)} (${(floor.lcp / 1000).toFixed(2)}) s`,
        );
      } catch (e) {
        log(`round ${r}  ${name}: failed: ${e.message.split('\n')[0]}`);
      }
    }
  }
  const rows = [];
  log('');
  log('medians                perf floor   Δ   TBT ms  floor  ratio   LCP s floor ratio  goal (Δ≤3 / TBT≤1.5×)  LCP≤1.5×');
  for (const [name, path] of list) {
    const { page, floor } = got.get(name);
    if (!page.length) continue;
    const m = (runs, k) => median(runs.map((x) => x[k]));
    const row = {
      name,
      path,
      perf: m(page, 'performance'),
      floorPerf: m(floor, 'performance'),
      tbt: m(page, 'tbt'),
      floorTbt: m(floor, 'tbt'),
      lcp: m(page, 'lcp'),
      floorLcp: m(floor, 'lcp'),
    };
    row.tbtRatio = row.tbt / Math.max(row.floorTbt, 1);
    row.lcpRatio = row.lcp / row.floorLcp;
    const goals = [row.floorPerf - row.perf <= 3, row.tbtRatio <= 1.5];
    row.meets = goals.every(Boolean);
    const yes = (ok) => (ok ? 'yes' : 'no');
    rows.push(row);
    log(
      `${name.padEnd(22)} ${String(row.perf).padStart(4)} ${String(row.floorPerf).padStart(5)} ${String(row.perf - row.floorPerf).padStart(4)}  ${row.tbt.toFixed(0).padStart(6)} ${row.floorTbt.toFixed(0).padStart(6)} ${row.tbtRatio.toFixed(2).padStart(6)}  ${(row.lcp / 1000).toFixed(2).padStart(6)} ${(row.floorLcp / 1000).toFixed(2).padStart(5)} ${row.lcpRatio.toFixed(2).padStart(5)}  ${goals.map(yes).join(' / ').padEnd(21)}  ${yes(row.lcpRatio <= 1.5)}`,
    );
  }
  log('');
  log("where the main thread goes (median ms of Lighthouse's breakdown; floor = the floor runs of every round)");
  const groups = [
    'scriptEvaluation',
    'scriptParseCompile',
    'styleLayout',
    'paintCompositeRender',
    'parseHTML',
    'garbageCollection',
    'other',
  ];
  log(`${'page'.padEnd(22)} ${groups.map((g) => g.slice(0, 12).padStart(12)).join(' ')}  long tasks`);
  const allFloor = [...got.values()].flatMap((v) => v.floor);
  for (const [name, runs] of [['floor', allFloor], ...list.map(([name]) => [name, got.get(name).page])]) {
    if (!runs.length) continue;
    log(
      `${name.padEnd(22)} ${groups
        .map((g) =>
          median(runs.map((x) => x.mainThread[g] ?? 0))
            .toFixed(0)
            .padStart(12),
        )
        .join(' ')}  ${String(median(runs.map((x) => x.longTasks))).padStart(10)}`,
    );
  }
  log('');
  log('costliest scripts at load (median ms of script evaluation, first round)');
  for (const [name] of list) {
    const first = got.get(name).page[0];
    if (!first) continue;
    const top = first.bootup
      .filter((b) => /^https?:/.test(b.url))
      .sort((a, b) => b.scripting - a.scripting)
      .slice(0, 3)
      .map((b) => `${new URL(b.url).pathname.split('/').pop() || new URL(b.url).pathname} ${b.scripting.toFixed(0)}`);
    log(`${name.padEnd(22)} ${top.join(', ')}`);
  }
  log(`goal met on ${rows.filter((r) => r.meets).length} of ${rows.length} page types (figures only; nothing fails on speed)`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  runLighthouse(base, { paths: paths.length ? paths : undefined }).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
