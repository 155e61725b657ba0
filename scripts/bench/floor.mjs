/**
 * The framework's own first-load JavaScript: a Next.js app of one static page (`<h1>Hello</h1>`, no library of this
 * site), built with the installed next and react and measured exactly as first-load-js.mjs measures this site.
 * It is the floor under every page here; the site's figures are read against it.
 * The app is written to a temporary folder (outside the repository, or Next would pick up this site's proxy.ts),
 * built with Turbopack, served on a free port, then stopped and removed.
 * Standalone: `node scripts/bench/floor.mjs`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync, constants } from 'node:zlib';
import { scriptSources } from './first-load-js.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const FILES = {
  'package.json': JSON.stringify({ name: 'floor', private: true }),
  // node_modules is a link to the repository's, so Turbopack's root must hold both folders.
  'next.config.mjs': `export default { turbopack: { root: '/' } };\n`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2017',
      lib: ['dom', 'esnext'],
      strict: true,
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
    },
    include: ['**/*.tsx', '**/*.d.ts'],
  }),
  'app/layout.tsx': `export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  'app/page.tsx': `export default function Page() {\n  return <h1>Hello</h1>;\n}\n`,
};

/**
 * The floor for typing (typing.mjs): one number field and its result, a client component of plain React state, on a
 * page of its own so that the floor's `/` stays the one-`<h1>` page.
 */
const TYPING_FILES = {
  'app/typing/page.tsx': `import { Calc } from './calc';\nexport default function Page() {\n  return <main><h1>Typing</h1><Calc /></main>;\n}\n`,
  'app/typing/calc.tsx': `'use client';
import { useEffect, useState } from 'react';
export function Calc() {
  const [text, setText] = useState('35');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const n = Number(text);
  return (
    <form data-typing-ready={ready ? 'true' : 'false'}>
      <label htmlFor="value">Salinity (ppt)</label>
      <input id="value" inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />
      <output htmlFor="value">{Number.isFinite(n) ? new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(1 + n * 0.00075) : '–'}</output>
    </form>
  );
}
`,
};

/**
 * Builds the floor app and serves it with `next start` on `port`. Returns its address and a `stop()` that ends the
 * server and removes the app. The Lighthouse bench runs it beside the site to compare the two in the same minutes.
 * With `css` (a stylesheet's text) the layout imports that stylesheet and nothing else changes: the floor of any
 * page that has a render-blocking stylesheet of that size. With `inlineCss` as well, Next's `experimental.inlineCss`
 * puts that stylesheet in the HTML instead of linking it. With `typing`, the app also has the one-field page `/typing`.
 */
export async function startFloor({ port = 3590, css = null, inlineCss = false, typing = false } = {}) {
  const name = typing
    ? 'reefcalc-floor-typing'
    : css === null
      ? 'reefcalc-floor'
      : inlineCss
        ? 'reefcalc-floor-inline'
        : 'reefcalc-floor-css';
  const APP = join(tmpdir(), name);
  rmSync(APP, { recursive: true, force: true });
  const files = typing
    ? { ...FILES, ...TYPING_FILES }
    : css === null
      ? FILES
      : {
          ...FILES,
          'app/site.css': css,
          'app/css.d.ts': `declare module '*.css';\n`,
          ...(inlineCss ? { 'next.config.mjs': `export default { turbopack: { root: '/' }, experimental: { inlineCss: true } };\n` } : {}),
          'app/layout.tsx': `import './site.css';\n${FILES['app/layout.tsx']}`,
        };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(APP, name)), { recursive: true });
    writeFileSync(join(APP, name), text);
  }
  symlinkSync(join(ROOT, 'node_modules'), join(APP, 'node_modules'));
  const nextBin = createRequire(join(ROOT, 'package.json')).resolve('next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: APP, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`floor app: next build failed\n${build.stdout}\n${build.stderr}`);

  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: APP,
    env,
    detached: true,
    stdio: 'ignore',
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await sleep(500);
    rmSync(APP, { recursive: true, force: true });
  };
  let html = null;
  for (let i = 0; i < 120 && html === null; i++) {
    try {
      const res = await fetch(`${baseUrl}/`);
      if (res.ok) html = await res.text();
    } catch {
      await sleep(250);
    }
  }
  if (html === null) {
    await stop();
    throw new Error('floor app: next start did not answer');
  }
  return { baseUrl, html, stop };
}

export async function measureFloor({ port = 3590, log = console.log } = {}) {
  const { baseUrl: base, html, stop } = await startFloor({ port });
  try {
    let raw = 0;
    let gz = 0;
    let count = 0;
    for (const s of scriptSources(html)) {
      if (s.noModule) continue;
      const body = Buffer.from(await (await fetch(new URL(s.src, base))).arrayBuffer());
      raw += body.length;
      gz += gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
      count += 1;
    }
    const versions = ['next', 'react', 'react-dom'].map(
      (p) => `${p} ${createRequire(join(ROOT, 'package.json'))(`${p}/package.json`).version}`,
    );
    log(
      `Framework floor (one static page, ${versions.join(', ')}, Turbopack): ${count} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gz`,
    );
    return { scripts: count, raw, gz };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureFloor().catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
