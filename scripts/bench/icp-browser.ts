/**
 * `npm run bench -- --only=icp`: the ICP tests in Debian's chromium against the running build (prints, asserts
 * nothing; run with tsx by run.mjs, or `npx tsx scripts/bench/icp-browser.ts http://localhost:3000`):
 *  1. whether pdf.js is in /log's first load (its version string in any script /log loads before a PDF is given),
 *  2. a three-page text PDF (lib/icp/fixtures/tiny-pdf.ts, 70 analytes) to the preview: wall time from choosing
 *     the file to the preview on screen, the first time (pdf.js and its worker fetched) and again (median),
 *  3. one element's history with 20 analyses of two labs: main-thread time (CDP TaskDuration) to render it when
 *     another element is chosen, median of several runs.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import pdfjsPackage from 'pdfjs-dist/package.json';
import { textPdf } from '../../lib/icp/fixtures/tiny-pdf';
import { ICP_ELEMENTS } from '../../lib/icp/catalogue';
import en from '../../messages/en.json';

const ANALYSES = 20;

function chromiumArgs() {
  const config = readFileSync(new URL('../../playwright.config.ts', import.meta.url), 'utf8');
  const list = /const CHROMIUM_ARGS = \[([\s\S]*?)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A 70-analyte report over three pages, every value printed as a lab prints it. */
function report(): string[][] {
  const rows = ICP_ELEMENTS.filter((e) => e.nsw35 !== null && e.element !== 'salinity' && e.element !== 'KH').map((e) =>
    e.nsw35! < 1
      ? `${e.element}\t${e.names.en}\t${(e.nsw35! * 1000).toFixed(2)}\tµg/l`
      : `${e.element}\t${e.names.en}\t${e.nsw35!.toFixed(1)}\tmg/l`,
  );
  const all = [...rows, ...rows].slice(0, 70);
  const head = ['ATI Aquaristik ICP-OES analysis', 'Analysis no.: ATI-BENCH-1', 'Sampling date: 01.11.2026', 'Salinity\t35.0\tPSU'];
  return [
    [...head, ...all.slice(0, 24)],
    ['Trace elements', ...all.slice(24, 48)],
    ['Pollutants', ...all.slice(48)],
  ];
}

/** Runs in the page: one tank with `n` ICP analyses of two labs, written with the raw IndexedDB API. */
async function seed({ n, elements }: { n: number; elements: { element: string; nsw: number }[] }) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('reefcalc-log');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('open failed'));
  });
  const now = Date.now();
  // no named functions in here: tsx would wrap them in a helper the page does not have
  const tankId = crypto.randomUUID();
  const tank = {
    id: tankId,
    userId: null,
    name: 'Bench ICP',
    volumeL: 400,
    targets: {},
    additives: {},
    archivedAt: null,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
    deletedAt: null,
  };
  const entries = Array.from({ length: n }, (_, i) => {
    const at = new Date(now - (n - i) * 30 * 86_400_000).toISOString();
    const analytes = elements.map(({ element, nsw }, k) => {
      const value = nsw * (0.9 + 0.2 * Math.abs(Math.sin(i + k)));
      return {
        element,
        section: 'aquarium',
        detection: 'measured',
        value,
        limit: null,
        unit: element === 'salinity' ? 'PSU' : element === 'KH' ? 'dKH' : 'mg/L',
        reported: { value: String(value), unit: 'mg/l' },
      };
    });
    return {
      id: crypto.randomUUID(),
      userId: null,
      tankId,
      kind: 'icp',
      at,
      note: null,
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
      values: { lab: i % 2 ? 'oceamo' : 'ati', reportId: `B-${i}`, fingerprint: `bench-${i}`, analytes },
    };
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction(['tanks', 'entries'], 'readwrite');
    tx.objectStore('tanks').put(tank);
    for (const e of entries) tx.objectStore('entries').put(e);
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error ?? new Error('write failed'));
  });
  db.close();
}

async function taskMs(cdp: import('@playwright/test').CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
}

async function openIcp(page: Page) {
  await page.getByRole('button', { name: /^Open ICP tests/ }).click();
  await page.getByRole('heading', { name: en.Icp.import.title }).waitFor();
}

export async function main(baseUrl: string, runs = 5) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs() });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map<string, string>();
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.set(r.url(), (await r.body().catch(() => Buffer.alloc(0))).toString('latin1'));
    });
    const version = pdfjsPackage.version;
    const hasPdfJs = () => [...scripts.values()].filter((s) => s.includes(`"${version}"`)).length;

    await page.goto(new URL('/log', baseUrl).href);
    await page.getByTestId('log-app').waitFor();
    await page.locator('#name').fill('Bench');
    await page.locator('#volumeL').fill('400');
    await page.getByRole('button', { name: en.Log.tank.create }).click();
    await page.getByRole('button', { name: /^Open ICP tests/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const firstLoad = hasPdfJs();
    await openIcp(page);
    await page.waitForLoadState('networkidle');
    const opened = hasPdfJs();

    const pdf = Buffer.from(textPdf(report()));
    const toPreview: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const t0 = Date.now();
      await page.getByLabel(en.Icp.import.pdfLabel).setInputFiles({ name: 'r.pdf', mimeType: 'application/pdf', buffer: pdf });
      await page.getByTestId('icp-preview').waitFor();
      toPreview.push(Date.now() - t0);
      await page.getByRole('button', { name: en.Icp.preview.discard }).click();
      await page.getByRole('heading', { name: en.Icp.import.title }).waitFor();
    }
    console.log(
      `pdf.js ${version} in /log's first load: ${firstLoad ? 'YES' : 'no'} (in ${firstLoad} script(s)); after opening ICP tests: ${opened ? 'yes' : 'no'}; after a PDF: ${hasPdfJs() ? 'yes' : 'no'}`,
    );
    console.log(
      `three-page PDF (${pdf.length} bytes, 70 analytes) to the preview: first ${toPreview[0]} ms (pdf.js fetched), then median ${median(toPreview.slice(1))} ms (runs: ${toPreview.slice(1).join(', ')})`,
    );

    // 20 analyses
    const elements = ICP_ELEMENTS.filter((e) => e.nsw35 !== null)
      .slice(0, 40)
      .map((e) => ({ element: e.element, nsw: e.nsw35! }));
    await page.evaluate(seed, { n: ANALYSES, elements });
    await page.reload();
    await page.getByTestId('log-app').waitFor();
    await page.locator('#log-tank').selectOption({ label: 'Bench ICP' });
    await openIcp(page);
    const select = page.getByLabel(en.Icp.history.element, { exact: true });
    await select.waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const render: number[] = [];
    for (let i = 0; i < runs; i++) {
      for (const el of ['Mg', 'Ca']) {
        await page.waitForTimeout(300);
        const t0 = await taskMs(cdp);
        await select.selectOption(el);
        await page.waitForFunction(
          (e) => document.querySelector('[data-testid="icp-history-chart"] figcaption')?.textContent?.includes(e),
          el === 'Ca' ? 'Calcium' : 'Magnesium',
          { polling: 'raf' },
        );
        render.push((await taskMs(cdp)) - t0);
      }
    }
    const points = await page.getByTestId('icp-history-chart').getAttribute('data-points');
    console.log(
      `element history with ${points} analyses (two labs) rendered: median ${median(render).toFixed(1)} ms main-thread (runs: ${render.map((x) => x.toFixed(0)).join(', ')})`,
    );
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith('icp-browser.ts')) {
  main(process.argv[2] ?? 'http://localhost:3000', Number(process.argv[3] ?? 5)).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
