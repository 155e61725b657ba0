/**
 * Browser benchmark of the reef log (prints, asserts nothing), against a running server, in Debian's chromium:
 * a tank with 2,000 entries over three years (tests of five parameters, doses, water changes) written straight into
 * the page's IndexedDB, then the main-thread time (CDP Performance.getMetrics TaskDuration, the time the renderer's
 * main thread spent in tasks) of
 *  1. rendering the trend of all entries (switching the period from 30 days to "All"), and
 *  2. showing an added entry (saving a test until it is in the list and on the chart),
 * each the median of several runs. Also the gzip size of the chart's own chunk, loaded only when a chart is shown.
 * Standalone: `node scripts/bench/log-browser.mjs http://localhost:3000 [runs]`; run.mjs calls `main()`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { logRows } from './log-rows.mjs';
import { median } from './stats.mjs';

// BENCH_LOG_ENTRIES=5000 for a larger log (docs/performance.md)
const ENTRIES = Number(process.env.BENCH_LOG_ENTRIES ?? 2000);
const YEARS = 3;

function chromiumArgs() {
  const config = readFileSync(new URL('../../playwright.config.ts', import.meta.url), 'utf8');
  const list = /const CHROMIUM_ARGS = \[([\s\S]*?)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Runs in the page: one tank and its `entries` (made in node by log-rows.mjs, passed in as data), written with the raw IndexedDB API. */
async function seed({ tankId, now, entries }) {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('reefcalc-log');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const iso = (t) => new Date(t).toISOString();
  const tank = {
    id: tankId,
    userId: null,
    name: 'Bench',
    volumeL: 400,
    targets: {
      alkalinity: { low: 7, high: 11.2 },
      calcium: { low: 380, high: 450 },
      magnesium: { low: 1250, high: 1350 },
      nitrate: { low: 0, high: 0.2 },
      phosphate: { low: 0, high: 0.03 },
    },
    additives: {},
    archivedAt: null,
    createdAt: iso(now),
    updatedAt: iso(now),
    deletedAt: null,
  };
  await new Promise((resolve, reject) => {
    const tx = db.transaction(['tanks', 'entries'], 'readwrite');
    tx.objectStore('tanks').put(tank);
    for (const e of entries) tx.objectStore('entries').put(e);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  return entries.filter((e) => e.kind === 'test').length;
}

async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

export async function main(baseUrl, runs = 5) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map();
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.set(r.url(), await r.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(new URL('/log', baseUrl).href);
    await page.getByTestId('log-app').waitFor();
    const tankId = crypto.randomUUID();
    const now = Date.now();
    const tests = await page.evaluate(seed, { tankId, now, entries: logRows({ n: ENTRIES, years: YEARS, now, tankId }) });
    await page.reload();
    await page.getByTestId('log-app').waitFor();
    const before = new Set(scripts.keys());
    const points = page.getByTestId('trend-chart').getByRole('button');
    await points.first().waitFor();
    const chartChunks = [...scripts.entries()].filter(([u]) => !before.has(u));
    // Inside the timed windows the page is watched with one cheap query per frame: the chart's count of tests (its
    // markers thin out where tests crowd, lib/log/chart.ts). Playwright's role locators there (`getByRole('button')`,
    // the actionability checks of a click) computed the role, name and visibility of every point on each poll, and
    // that work (100–300 ms with 1,600 points) was counted as the page's own (docs/performance.md).
    const charted = () => page.getByTestId('trend-chart').evaluate((el) => Number(el.getAttribute('data-tests')));
    const shown = (n) =>
      page.waitForFunction((k) => Number(document.querySelector('[data-testid="trend-chart"]')?.getAttribute('data-tests')) >= k, n, {
        polling: 'raf',
      });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    // The period radios are visually hidden inside their labels (a segmented control); a click lands on the label.
    const period = (name) => page.getByRole('radio', { name }).check({ force: true });
    const render = [];
    for (let i = 0; i < runs; i++) {
      await period('30 days');
      await page.waitForTimeout(300);
      const t0 = await taskMs(cdp);
      await period('All');
      await shown(tests);
      render.push((await taskMs(cdp)) - t0);
      await page.waitForTimeout(300);
    }

    const add = [];
    for (let i = 0; i < runs; i++) {
      const count = await charted();
      await page.locator('#alkalinity').fill(String(8 + i / 10));
      const t0 = await taskMs(cdp);
      await page.keyboard.press('Enter'); // the keeper's Enter in the field submits the form
      await shown(count + 1);
      add.push((await taskMs(cdp)) - t0);
      await page.waitForTimeout(300);
    }
    const gz = chartChunks.reduce((s, [, body]) => s + gzipSync(body).length, 0);
    console.log(`reef log, ${ENTRIES} entries over ${YEARS} years (${tests} tests of alkalinity on the chart):`);
    console.log(
      `  trend of all entries rendered: median ${median(render).toFixed(1)} ms main-thread (runs: ${render.map((x) => x.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  added entry shown:             median ${median(add).toFixed(1)} ms main-thread (runs: ${add.map((x) => x.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  chart chunk loaded on demand:  ${(gz / 1024).toFixed(1)} kB gzip in ${chartChunks.length} script(s) (with the data already loaded)`,
    );
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2] ?? 'http://localhost:3000', Number(process.argv[3] ?? 5)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
