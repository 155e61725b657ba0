/**
 * The public tank page for the Lighthouse bench (run.mjs `--pages=public-tank`): the page is rendered on the server
 * from Supabase, so it needs a build whose NEXT_PUBLIC_SUPABASE_URL points at the Supabase stand-in
 * (e2e/fake-supabase) and the stand-in running with a public tank in it (public-tank.ts seeds it).
 * The build goes to its own dist dir, $BENCH_AUTH_DIST_DIR or `.next-bench-auth`, and is made only when a public tank
 * page is asked for and that dir holds no build for the same stand-in address (about as long as `npm run build`).
 * The stand-in listens on 127.0.0.1:$BENCH_FAKE_SUPABASE_PORT (default 54339): the address is inlined at build time,
 * so a build made for another port is built again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stopProcessGroup } from './process-group.mjs';

export const AUTH_DIST_DIR = process.env.BENCH_AUTH_DIST_DIR || '.next-bench-auth';
const ANON_KEY = 'fake-anon-key';
/** written beside BUILD_ID: the stand-in address this build was made for */
const MARKER = 'bench-supabase-url';

/** Builds the site into AUTH_DIST_DIR for the stand-in at `supabaseUrl`, unless a build for that address is there. */
export function ensureAuthBuild(root, supabaseUrl, log = console.log) {
  const dir = join(root, AUTH_DIST_DIR);
  const marker = join(dir, MARKER);
  if (existsSync(join(dir, 'BUILD_ID')) && existsSync(marker) && readFileSync(marker, 'utf8') === supabaseUrl) {
    log(`Using the build for the Supabase stand-in in ${AUTH_DIST_DIR}/ (${supabaseUrl})`);
    return;
  }
  log(`No build for the Supabase stand-in (${supabaseUrl}) in ${AUTH_DIST_DIR}/; building it (as long as npm run build) …`);
  const t0 = Date.now();
  const env = {
    ...process.env,
    NEXT_DIST_DIR: AUTH_DIST_DIR,
    // the same sources as the site's build; `npx tsc --noEmit` checks them
    SKIP_TYPECHECK: '1',
    NEXT_PUBLIC_SUPABASE_URL: supabaseUrl,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: ANON_KEY,
  };
  for (const [cmd, args] of [
    ['npx', ['contentlayer2', 'build']],
    ['npx', ['next', 'build']],
    [process.execPath, ['scripts/build-worker.mjs']],
    [process.execPath, ['scripts/csp-manifest.mjs']],
  ]) {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`${[cmd, ...args].join(' ')} failed (exit ${r.status ?? r.signal})`);
  }
  writeFileSync(marker, supabaseUrl);
  log(`Built ${AUTH_DIST_DIR}/ in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/** Starts the stand-in with the seeded tank (public-tank.ts) and answers its address and the tank's paths. */
function startSeeded(root, fakePort) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/public-tank.ts'], {
    cwd: root,
    env: { ...process.env, FAKE_SUPABASE_PORT: String(fakePort), FAKE_SUPABASE_ANON_KEY: ANON_KEY },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      resolve({ child, ...JSON.parse(line) });
    });
    child.once('exit', (code, signal) => reject(new Error(`public-tank.ts exited (${code ?? signal}) before the tank was seeded`)));
  });
}

/**
 * The stand-in with the seeded tank, the build for it (made first when missing) and `next start` of that build on
 * `port`. `startServer(port, env)` is run.mjs' own. Answers `{ server, paths: { en, ja }, children, stop() }`.
 */
export async function startPublicTank({ root, port, startServer, log = console.log }) {
  const fakePort = Number(process.env.BENCH_FAKE_SUPABASE_PORT ?? 54339);
  const supabaseUrl = `http://127.0.0.1:${fakePort}`;
  ensureAuthBuild(root, supabaseUrl, log);
  const seeded = await startSeeded(root, fakePort);
  log(`Supabase stand-in on ${seeded.url} (pid ${seeded.child.pid}) with one public tank: ${seeded.paths.en}, ${seeded.paths.ja}`);
  let server;
  try {
    server = await startServer(port, { NEXT_DIST_DIR: AUTH_DIST_DIR });
  } catch (e) {
    await stopProcessGroup(seeded.child, { killAfterMs: null });
    throw e;
  }
  log(`next start -H localhost -p ${port} (pid ${server.child.pid}, build ${AUTH_DIST_DIR}/)`);
  return {
    server,
    paths: seeded.paths,
    children: [server.child, seeded.child],
    async stop() {
      await server.stop();
      await stopProcessGroup(seeded.child, { killAfterMs: null });
      log(`Stopped the public tank's next start (pid ${server.child.pid}) and the Supabase stand-in (pid ${seeded.child.pid}).`);
    },
  };
}

/**
 * Whether the HTML is served from the cache (ISR): each path fetched twice, the second answer's `x-nextjs-cache`
 * (HIT, or STALE once the 60 s are up; MISS or none means it was rendered for this request) and its time.
 */
export async function checkCache(baseUrl, paths, { log = console.log, label = 'before the Lighthouse rounds' } = {}) {
  const rows = [];
  for (const path of paths) {
    const get = async () => {
      const t0 = performance.now();
      const res = await fetch(new URL(path, baseUrl));
      await res.arrayBuffer();
      return { status: res.status, cache: res.headers.get('x-nextjs-cache') ?? 'none', ms: performance.now() - t0 };
    };
    const first = await get();
    const second = await get();
    rows.push({ path, first, second });
    log(
      `cache ${label}: ${path}  first ${first.status} ${first.cache} ${first.ms.toFixed(0)} ms, second ${second.status} ${second.cache} ${second.ms.toFixed(0)} ms${['HIT', 'STALE'].includes(second.cache) ? '' : '  (not from the cache)'}`,
    );
  }
  return rows;
}
