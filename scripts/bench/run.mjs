/**
 * `npm run bench`: figures for the production build, never a pass/fail on speed.
 *   js       first-load JavaScript per sitemap route (first-load-js.mjs)
 *   floor    the same measure on a one-page Next.js app: the framework's own share (floor.mjs)
 *   http     requests per second on /, /ja and one calculator page (http.mjs)
 *   load     100 connections for 20 s over pages of both languages, next start vs plain node:http (load.mjs)
 *   lighthouse  each page type (home, hub, a calculator in each language, PAR, blog list, post, settings) against the
 *               framework floor in the same run: three alternating rounds, medians, ratios, main-thread breakdown;
 *               the floor with this site's stylesheet linked and inlined as two more rows (LH_THROTTLING=devtools
 *               throttles for real instead of Lighthouse's simulation). `--pages=` chooses the rows (PAGE_KEYS below);
 *               the public tank page in each language (public-tank-en, public-tank-ja, or public-tank for both) is
 *               not in the default set: it needs a second build that talks to the Supabase stand-in (public-bench.mjs)
 *   lighthouse-all  every calculator, home, hub and blog in both languages, scores and findings (not in the default set)
 *   hydrated  what React hydrates (elements in header, footer and main; component fibers) on a page of each kind,
 *             beside the floor's one page (hydrated.mjs)
 *   offline  the service worker: precache size, worker script, registration chunk outside first-load JS (offline.mjs)
 *   typing   keystroke → result on screen at 4× CPU slowdown on salinity, dosing and PAR, beside a one-field React
 *            page built with our own next and react, the floor for typing (typing.mjs)
 *   log      reef log with 2,000 entries: main-thread time to render the trend and to show an added entry (log-browser.mjs)
 *   icp      ICP tests: pdf.js outside /log's first load, a three-page PDF to the preview, one element's history of 20
 *            analyses (scripts/bench/icp-browser.ts, run with tsx)
 *   collections  a 12-megapixel photo processed and stored; the livestock section with 300 animals and 1,000 photos
 *               (collections-browser.mjs)
 *   compute  PAR grid timing, salinity conversions and the species search (scripts/bench/compute.ts, run with tsx)
 *   sync     a first sync of 2,000 log entries to the Supabase stand-in over PostgreSQL (scripts/bench/log-sync.ts)
 *   icp-parse  ICP report parsing: a 70-analyte report in four layouts and each fixture (scripts/bench/icp-parse.ts)
 *   imports  the log's importers on 50,000 readings (time, heap) and the consumption fit on 5,000 tests (scripts/bench/imports.ts)
 *   community  the community listing on 10,000 public tanks in a scratch PostgreSQL database: EXPLAIN (ANALYZE, BUFFERS) of
 *               the first and the next page as lib/public/read.ts sends them (scripts/bench/community.ts)
 * Options: --only=js,floor,http,load,lighthouse,lighthouse-all,typing,hydrated,offline,log,icp,collections,compute,sync,icp-parse,imports,community (default: all but lighthouse-all)  --port=3500 (first port tried)
 *   --floor-port=<port+90> (the first port tried for the floor apps, so that a shared machine's helpers can keep every
 *           server inside their own range of ports)
 *   --pages=home,hub,calculator-en,calculator-ja,par,blog-list,post,settings,floor-css,public-tank-en,public-tank-ja
 *           (the Lighthouse rows; default: all but the public tank pages; `public-tank` stands for both languages).
 * Uses the build in $NEXT_DIST_DIR (default .next), building it with `npm run build` if missing,
 * and serves it with `next start -H localhost` on a free port, stopped at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { measureFloor, startFloor } from './floor.mjs';
import { findCalculatorPath, runHttpBench } from './http.mjs';
import { PAGE_TYPE_KEYS, pageTypes, runLighthouse, runLighthouseVsFloor, siteStylesheet } from './lighthouse.mjs';
import { runLoadBench } from './load.mjs';
import { stopProcessGroup } from './process-group.mjs';
import { checkCache, startPublicTank } from './public-bench.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PIECES = [
  'js',
  'floor',
  'http',
  'load',
  'lighthouse',
  'lighthouse-all',
  'typing',
  'hydrated',
  'log',
  'icp',
  'collections',
  'offline',
  'compute',
  'sync',
  'icp-parse',
  'imports',
  'community',
];
const DEFAULT = PIECES.filter((p) => p !== 'lighthouse-all');
/** The Lighthouse rows `--pages` chooses from: pageTypes()' keys, the floor with the site's stylesheet, the public tank page. */
const PAGE_KEYS = [...PAGE_TYPE_KEYS, 'floor-css', 'public-tank-en', 'public-tank-ja'];
const PUBLIC_KEYS = ['public-tank-en', 'public-tank-ja'];
const DEFAULT_PAGES = PAGE_KEYS.filter((k) => !PUBLIC_KEYS.includes(k));
const COMPUTE = join(ROOT, 'scripts/bench/compute.ts');

function parseArgs(argv) {
  const arg = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = (arg('only') ?? DEFAULT.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((p) => !PIECES.includes(p));
  if (unknown.length) throw new Error(`--only: unknown piece(s) ${unknown.join(', ')}; choose from ${PIECES.join(', ')}`);
  const pages = (arg('pages') ?? DEFAULT_PAGES.join(','))
    .split(',')
    .map((s) => s.trim())
    .flatMap((s) => (s === 'public-tank' ? PUBLIC_KEYS : s ? [s] : []));
  const unknownPages = pages.filter((p) => !PAGE_KEYS.includes(p));
  if (unknownPages.length)
    throw new Error(`--pages: unknown page type(s) ${unknownPages.join(', ')}; choose from ${PAGE_KEYS.join(', ')}, public-tank`);
  const port = Number(arg('port') ?? 3500);
  return { only: new Set(only), pages: new Set(pages), port, floorPort: Number(arg('floor-port') ?? port + 90) };
}

const section = (title) => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`);

function ensureBuild(distDir) {
  if (existsSync(join(ROOT, distDir, 'BUILD_ID'))) {
    console.log(`Using the production build in ${distDir}/`);
    return;
  }
  console.log(`No production build in ${distDir}/; running npm run build …`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (r.status !== 0 || !existsSync(join(ROOT, distDir, 'BUILD_ID'))) throw new Error(`npm run build failed (exit ${r.status})`);
}

/** The first port from `start` that nothing listens on (checked on localhost, where next start binds). */
async function freePort(start) {
  for (let port = start; port < start + 100; port++) {
    const free = await new Promise((res) => {
      const srv = createServer()
        .once('error', () => res(false))
        .once('listening', () => srv.close(() => res(true)))
        .listen(port, 'localhost');
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${start}–${start + 99}`);
}

/** Starts `next start` in its own process group so that stopping it takes any child with it; `env` adds to the environment. */
async function startServer(port, env = {}) {
  const nextBin = createRequire(join(ROOT, 'package.json')).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`next start exited (${exited.code ?? exited.signal}):\n${stderr}`);
    try {
      const res = await fetch(`${baseUrl}/sitemap.xml`);
      await res.arrayBuffer();
      if (res.ok) return { child, baseUrl, port, stop: () => stopProcessGroup(child) };
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  stopProcessGroup(child);
  throw new Error(`next start did not answer on ${baseUrl} within 60 s:\n${stderr}`);
}

function runCompute() {
  if (!existsSync(COMPUTE)) {
    console.log('scripts/bench/compute.ts does not exist yet; skipped.');
    return true;
  }
  const r = spawnSync('npx', ['tsx', 'scripts/bench/compute.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (r.status !== 0) console.log(`compute.ts exited with ${r.status ?? r.signal}`);
  return r.status === 0;
}

async function main() {
  const { only, pages, port: firstPort, floorPort } = parseArgs(process.argv.slice(2));
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  // Lighthouse on the public tank pages alone needs only the second build (public-bench.mjs), not this one.
  const sitePages = [...pages].some((p) => !PUBLIC_KEYS.includes(p) && p !== 'floor-css');
  const publicPages = PUBLIC_KEYS.filter((p) => pages.has(p));
  const needsServer =
    ['js', 'http', 'load', 'lighthouse-all', 'typing', 'hydrated', 'offline', 'log', 'icp', 'collections'].some((p) => only.has(p)) ||
    (only.has('lighthouse') && (sitePages || !publicPages.length));
  let server = null;
  /** the public tank page's build and the Supabase stand-in behind it, started by the lighthouse piece when asked for */
  let publicTank = null;
  let ok = true;
  const stopOnSignal = (sig) => {
    for (const child of [server?.child, ...(publicTank?.children ?? [])]) {
      try {
        if (child) process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    process.exit(sig === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    if (needsServer) {
      section('server');
      ensureBuild(distDir);
      const port = await freePort(firstPort);
      server = await startServer(port);
      console.log(`next start -H localhost -p ${port} (pid ${server.child.pid}, build ${distDir}/)`);
    }
    let floorGz = null;
    if (only.has('floor')) {
      section('framework floor');
      try {
        floorGz = (await measureFloor({ port: await freePort(floorPort) })).gz;
      } catch (e) {
        ok = false;
        console.log(`floor failed: ${e.message}`);
      }
    }
    if (only.has('js')) {
      section('first-load JavaScript');
      try {
        await measureFirstLoadJs(server.baseUrl, { floorGz });
      } catch (e) {
        ok = false;
        console.log(`first-load JS failed: ${e.message}`);
      }
    }
    if (only.has('http')) {
      section('HTTP throughput');
      try {
        const calculator = await findCalculatorPath(server.baseUrl);
        if (!calculator) console.log('No calculator page of the sitemap answers 200 yet; measuring / and /ja only.');
        await runHttpBench(server.baseUrl, ['/', '/ja', ...(calculator ? [calculator] : [])]);
      } catch (e) {
        ok = false;
        console.log(`HTTP bench failed: ${e.message}`);
      }
    }
    for (const [piece, title, run] of [
      [
        'load',
        'load: next start vs plain node:http',
        async () => runLoadBench(server.baseUrl, distDir, { staticPort: await freePort(server.port + 1) }),
      ],
      [
        'lighthouse',
        'Lighthouse against the framework floor',
        async () => {
          // The floor, and the floor with this site's stylesheet linked and inlined: what a render-blocking
          // stylesheet of our size costs by itself, measured in the same rounds as the pages.
          // Without a stylesheet to read, the pages are still compared with the floor, without those two rows.
          if (publicPages.length) {
            publicTank = await startPublicTank({ root: ROOT, port: await freePort(firstPort + 1), startServer, log: console.log });
          }
          const site = server ?? publicTank.server;
          const publicPath = (key) => publicTank.paths[key.slice(-2)];
          const css = !pages.has('floor-css')
            ? null
            : await siteStylesheet(site.baseUrl).catch((e) => {
                console.log(`no reference rows: ${e.message}`);
                return null;
              });
          const floors = [];
          try {
            const floor = await startFloor({ port: await freePort(floorPort) });
            floors.push(floor);
            const types = server ? (await pageTypes(server.baseUrl)).filter(([, , key]) => pages.has(key)) : [];
            if (publicTank) {
              for (const key of publicPages)
                types.push([`public tank (${key.slice(-2)})`, new URL(publicPath(key), publicTank.server.baseUrl).href]);
              await checkCache(publicTank.server.baseUrl, publicPages.map(publicPath), { log: console.log });
            }
            if (css !== null) {
              const linked = await startFloor({ port: await freePort(floorPort + 1), css });
              floors.push(linked);
              const inlined = await startFloor({ port: await freePort(floorPort + 2), css, inlineCss: true });
              floors.push(inlined);
              types.push(['floor + site CSS (link)', `${linked.baseUrl}/`], ['floor + site CSS (inline)', `${inlined.baseUrl}/`]);
            }
            await runLighthouseVsFloor(site.baseUrl, floor.baseUrl, { types });
            if (publicTank) {
              await checkCache(publicTank.server.baseUrl, publicPages.map(publicPath), {
                log: console.log,
                label: 'after the Lighthouse rounds',
              });
            }
          } finally {
            for (const f of floors) await f.stop();
          }
        },
      ],
      ['lighthouse-all', 'Lighthouse, every page', () => runLighthouse(server.baseUrl)],
      [
        'typing',
        'typing: keystroke → result on screen',
        async () => {
          const floor = await startFloor({ port: await freePort(floorPort + 3), typing: true });
          try {
            const { runTyping } = await import('./typing.mjs');
            await runTyping(server.baseUrl, `${floor.baseUrl}/typing`);
          } finally {
            await floor.stop();
          }
        },
      ],
      [
        'hydrated',
        'hydrated: what React hydrates per page',
        async () => {
          const { countHydrated, printHydrated, HYDRATED_PATHS } = await import('./hydrated.mjs');
          const floor = await startFloor({ port: await freePort(floorPort + 4) });
          try {
            const [floorRow] = await countHydrated(floor.baseUrl, ['/']);
            const rows = await countHydrated(server.baseUrl, HYDRATED_PATHS);
            printHydrated([{ ...floorRow, path: 'floor (one-page Next app)' }, ...rows]);
          } finally {
            await floor.stop();
          }
        },
      ],
      [
        'offline',
        'offline: service worker and precache',
        () => import('./offline.mjs').then((m) => m.measureOffline(server.baseUrl, distDir)),
      ],
      ['log', 'reef log in the browser (2,000 entries)', () => import('./log-browser.mjs').then((m) => m.main(server.baseUrl))],
      [
        'collections',
        'livestock in the browser (a 12-megapixel photo; 300 animals, 1,000 photos)',
        () => import('./collections-browser.mjs').then((m) => m.main(server.baseUrl)),
      ],
    ]) {
      if (!only.has(piece)) continue;
      section(title);
      try {
        await run();
      } catch (e) {
        ok = false;
        console.log(`${piece} failed: ${e.message}`);
      }
    }
    if (only.has('icp')) {
      section('ICP tests in the browser (scripts/bench/icp-browser.ts)');
      const r = spawnSync('npx', ['tsx', 'scripts/bench/icp-browser.ts', server.baseUrl], {
        cwd: ROOT,
        stdio: 'inherit',
        env: process.env,
      });
      if (r.status !== 0) console.log(`icp-browser.ts exited with ${r.status ?? r.signal}`);
      ok = r.status === 0 && ok;
    }
    if (only.has('compute')) {
      section('compute (scripts/bench/compute.ts)');
      ok = runCompute() && ok;
    }
    if (only.has('imports')) {
      section('log imports and consumption fit (scripts/bench/imports.ts)');
      const r = spawnSync('npx', ['tsx', '--expose-gc', 'scripts/bench/imports.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
      if (r.status !== 0) console.log(`imports.ts exited with ${r.status ?? r.signal}`);
      ok = r.status === 0 && ok;
    }
    if (only.has('sync')) {
      section('log sync (scripts/bench/log-sync.ts)');
      const r = spawnSync('npx', ['tsx', 'scripts/bench/log-sync.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
      if (r.status !== 0) console.log(`log-sync.ts exited with ${r.status ?? r.signal}`);
      ok = r.status === 0 && ok;
    }
    if (only.has('community')) {
      section('community listing on 10,000 public tanks (scripts/bench/community.ts)');
      const r = spawnSync('npx', ['tsx', 'scripts/bench/community.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
      if (r.status !== 0) console.log(`community.ts exited with ${r.status ?? r.signal}`);
      ok = r.status === 0 && ok;
    }
    if (only.has('icp-parse')) {
      section('ICP parse (scripts/bench/icp-parse.ts)');
      const r = spawnSync('npx', ['tsx', 'scripts/bench/icp-parse.ts'], { cwd: ROOT, stdio: 'inherit', env: process.env });
      if (r.status !== 0) console.log(`icp-parse.ts exited with ${r.status ?? r.signal}`);
      ok = r.status === 0 && ok;
    }
  } finally {
    if (server) {
      await server.stop();
      console.log(`\nStopped next start (pid ${server.child.pid}).`);
    }
    if (publicTank) await publicTank.stop();
  }
  if (!ok) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
