/**
 * Where a page's load spends the main thread, by source: a CPU profile (DevTools' Profiler, 100 µs samples) of the
 * page loading with 4× CPU slowdown, until 2.5 s after `load`, each sample's self time given to the original source
 * of its function through the browser source maps. Needs a build with them, like chunk-contents.mjs:
 *
 *   SOURCE_MAPS=1 NEXT_DIST_DIR=.next-map npm run build
 *   NEXT_DIST_DIR=.next-map npx next start -H localhost -p 3400 &
 *   node scripts/bench/load-profile.mjs http://localhost:3400 .next-map /ja/reef-calculator/salinity [more paths] [--by=file]
 *
 * Prints the mean over three loads (`ROUNDS`) of the busy time and the costliest sources; idle time is left out.
 * Prints, asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sourceGroup } from './chunk-contents.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');
const CPU_SLOWDOWN = 4;
const AFTER_LOAD_MS = 2500;

/** The source map of a served chunk (`/_next/static/…`), read from the build directory; null where there is none. */
function mapsOf(distDir) {
  const maps = new Map();
  return (url) => {
    const path = /\/_next\/(static\/.+\.js)$/.exec(url)?.[1];
    if (!path) return null;
    if (!maps.has(path)) {
      const js = join(distDir, path);
      const name = existsSync(js) ? /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(js, 'utf8'))?.[1] : undefined;
      const file = name ? join(js, '..', name) : '';
      maps.set(path, file && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(path);
  };
}

/** Self time (ms) per source group of one profile; idle and the browser's own program time are left out. */
function selfTimeBySource(profile, mapOf, byFile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    let key = `(${functionName || 'native'})`;
    if (url) {
      const source = mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
      key = source ? sourceGroup(source, byFile) : url.replace(/^.*\//, '');
    }
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const byFile = process.argv.includes('--by=file');
  const [base, distDir, ...paths] = args;
  if (!base || !distDir || !paths.length)
    throw new Error('usage: node scripts/bench/load-profile.mjs <base url> <dist dir> <path>… [--by=file]');
  const rounds = Number(process.env.ROUNDS ?? 3);
  const mapOf = mapsOf(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const path of paths) {
      const totals = new Map();
      for (let r = 0; r < rounds; r++) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        await page.goto(new URL(path, base).href, { waitUntil: 'load' });
        await page.waitForTimeout(AFTER_LOAD_MS);
        const { profile } = await cdp.send('Profiler.stop');
        for (const [k, ms] of selfTimeBySource(profile, mapOf, byFile)) totals.set(k, (totals.get(k) ?? 0) + ms);
        await context.close();
      }
      const busy = [...totals.values()].reduce((a, b) => a + b, 0) / rounds;
      console.log(`\n${path}: ${busy.toFixed(0)} ms busy per load (mean of ${rounds}, ${CPU_SLOWDOWN}× CPU); self time by source:`);
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .forEach(([k, ms]) => console.log(`${(ms / rounds).toFixed(1).padStart(8)} ms  ${k}`));
    }
  } finally {
    await browser.close();
  }
}

await main();
