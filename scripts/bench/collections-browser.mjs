/**
 * Browser benchmark of the livestock section (prints, asserts nothing), against a running server, in Debian's
 * chromium:
 *  1. a 12-megapixel JPEG (4000×3000, made in the page with noise so it compresses like a photo) added as a photo:
 *     wall time from picking the file until "Photo saved" (decode, resize to 2,048 px, re-encode, thumbnail, strip,
 *     store), and the main thread's task time meanwhile (the pipeline runs in a Web Worker);
 *  2. a tank with 300 animals and 1,000 photos (written straight into IndexedDB), at the machine's speed and at 4× CPU
 *     slowdown: main-thread time to open the livestock section (its chunk, the catalogue, the list) in all, its
 *     longest single task (from a Chrome trace), and the longest step while scrolling the list.
 * Standalone: `node scripts/bench/collections-browser.mjs http://localhost:3000 [runs] [--list-only]` (`--list-only`: part 2
 * alone); run.mjs calls `main()`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const ANIMALS = 300;
const PHOTOS = 1000;

function chromiumArgs() {
  const config = readFileSync(new URL('../../playwright.config.ts', import.meta.url), 'utf8');
  const list = /const CHROMIUM_ARGS = \[([\s\S]*?)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration').value * 1000;
}

/**
 * Runs `act` under a Chrome trace and returns the durations (ms) of the page's main-thread tasks meanwhile (each
 * `RunTask` of the renderer main thread of the page's process): the longest is what a keeper waits for in one go.
 */
async function mainThreadTasks(cdp, act) {
  const events = [];
  const collect = (d) => events.push(...d.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  try {
    await act();
  } finally {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  const pids = new Set(
    events
      .filter((e) => e.name === 'TracingStartedInBrowser')
      .flatMap((e) => e.args?.data?.frames ?? [])
      .filter((f) => !f.parent)
      .map((f) => f.processId),
  );
  const threads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pids.size === 0 || pids.has(e.pid)))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && threads.has(`${e.pid}:${e.tid}`)).map((e) => e.dur / 1000);
}

/** Runs in the page: a 4000×3000 JPEG of coloured noise. */
async function bigJpeg() {
  const canvas = new OffscreenCanvas(4000, 3000);
  const ctx = canvas.getContext('2d');
  const img = ctx.createImageData(4000, 3000);
  let x = 12345;
  for (let i = 0; i < img.data.length; i += 4) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const base = ((i / 4) % 4000) / 16;
    img.data[i] = base + (x & 63);
    img.data[i + 1] = 80 + ((x >> 6) & 63);
    img.data[i + 2] = 140 + ((x >> 12) & 63);
    img.data[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}

/** Runs in the page: one tank with `animals` animals and `photos` photos (tiny pictures), raw IndexedDB. */
export async function seed({ animals, photos }) {
  const db = await new Promise((resolve, reject) => {
    const req = indexedDB.open('reefcalc-log');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const now = new Date().toISOString();
  const tankId = crypto.randomUUID();
  const row = (kind, values, at = now) => ({
    id: crypto.randomUUID(),
    userId: null,
    tankId,
    kind,
    at,
    values,
    note: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    version: 0,
  });
  const entries = [];
  const ids = [];
  for (let i = 0; i < animals; i++) {
    const a = row('animal', {
      speciesId: null,
      freeName: `Animal ${i + 1}`,
      nickname: null,
      count: 1,
      acquiredAt: null,
      source: { kind: 'shop', text: null },
      price: null,
      placement: { zone: 'middle' },
      status: 'alive',
    });
    ids.push(a.id);
    entries.push(a, row('animal_event', { animalId: a.id, type: 'added' }));
  }
  const blobs = [];
  const pic = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
  for (let i = 0; i < photos; i++) {
    const takenAt = new Date(Date.now() - i * 3_600_000).toISOString();
    const p = row(
      'photo',
      {
        animalId: i % 2 ? ids[i % animals] : null,
        takenAt,
        width: 2048,
        height: 1536,
        bytes: 4,
        thumbBytes: 4,
        mime: 'image/jpeg',
        storagePath: null,
        sha256: '0'.repeat(64),
      },
      takenAt,
    );
    entries.push(p);
    blobs.push({ id: p.id, full: pic, thumb: pic, uploaded: false });
  }
  const tx = db.transaction(['tanks', 'entries', 'photoBlobs'], 'readwrite');
  tx.objectStore('tanks').put({
    id: tankId,
    userId: null,
    name: 'Bench reef',
    volumeL: 400,
    targets: {},
    additives: {},
    archivedAt: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    version: 0,
  });
  for (const e of entries) tx.objectStore('entries').put(e);
  for (const b of blobs) tx.objectStore('photoBlobs').put(b);
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** Part 1: a 12-megapixel photo, `runs` times in one page. */
async function photoBench(browser, baseUrl, runs) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(new URL('/log', baseUrl).href);
  await page.getByTestId('log-app').waitFor();
  await page.locator('#name').fill('Photo bench');
  await page.locator('#volumeL').fill('300');
  await page.getByRole('button', { name: 'Create tank' }).click();
  await page.getByRole('button', { name: 'Livestock' }).click();
  await page.getByTestId('tank-photos').waitFor();
  const jpeg = Buffer.from(await page.evaluate(bigJpeg));
  // given as a file on disk, as a keeper's pick is: a buffer would be handed over by a script in the page, whose
  // decoding of 7 MB of base64 would be counted as the page's main-thread time
  const dir = mkdtempSync(join(tmpdir(), 'reefcalc-photo-'));
  const files = Array.from({ length: runs }, (_, i) => {
    const path = join(dir, `big-${i}.jpg`);
    writeFileSync(path, jpeg);
    return path;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const wall = [];
  const main = [];
  for (let i = 0; i < runs; i++) {
    const t0 = await taskMs(cdp);
    const w0 = Date.now();
    await page.getByTestId('tank-photos').locator('input[type=file]').setInputFiles(files[i]);
    await page.getByTestId('tank-photos').getByTestId('photo-thumb').nth(i).waitFor();
    wall.push(Date.now() - w0);
    main.push((await taskMs(cdp)) - t0);
  }
  console.log(`12-megapixel JPEG (4000×3000, ${(jpeg.length / 1e6).toFixed(1)} MB) added as a photo:`);
  console.log(`  until saved and shown: median ${median(wall).toFixed(0)} ms wall (runs: ${wall.join(', ')})`);
  console.log(`  main-thread tasks meanwhile: median ${median(main).toFixed(0)} ms (runs: ${main.map((x) => x.toFixed(0)).join(', ')})`);
  await page.close();
  rmSync(dir, { recursive: true, force: true });
}

export async function main(baseUrl, runs = 3, { photo = true } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs() });
  try {
    // 1. a 12-megapixel photo
    if (photo) await photoBench(browser, baseUrl, runs);

    // 2. 300 animals and 1,000 photos, opened at the machine's own speed and at 4× CPU slowdown
    for (const slowdown of [1, 4]) {
      const open = [];
      const longest = [];
      const scroll = [];
      const stepMedians = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const p = await context.newPage();
        await p.goto(new URL('/log', baseUrl).href);
        await p.getByTestId('log-app').waitFor();
        await p.evaluate(seed, { animals: ANIMALS, photos: PHOTOS });
        await p.reload();
        await p.getByTestId('log-app').waitFor();
        await p.waitForLoadState('networkidle');
        await p.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
        const c = await context.newCDPSession(p);
        await c.send('Performance.enable');
        if (slowdown > 1) await c.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        // the button's place is found before the measurement: Playwright's locators run scripts on the page's main
        // thread, which would be counted as the section's work; the click itself is a plain input event
        const button = p.getByRole('button', { name: 'Livestock' });
        await button.scrollIntoViewIfNeeded();
        await p.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
        const box = await button.boundingBox();
        const t0 = await taskMs(c);
        const tasks = await mainThreadTasks(c, async () => {
          await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
          // opened: the list shown and the catalogue read (the names and care checks are drawn again with it)
          await p.waitForFunction(() => document.querySelectorAll('[data-testid="animal-list"] li').length > 0, null, { polling: 'raf' });
          await p.waitForLoadState('networkidle');
          await p.evaluate(() => new Promise((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
        });
        open.push((await taskMs(c)) - t0);
        longest.push(Math.max(0, ...tasks));
        // scrolling: the main-thread time of each of 20 scroll steps through the list (the scroll, two frames after it)
        const steps = [];
        for (let k = 0; k < 20; k++) {
          const s0 = await taskMs(c);
          await p.getByTestId('animal-list').evaluate((el, top) => el.scrollTo(0, top), (k + 1) * 600);
          await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          steps.push((await taskMs(c)) - s0);
        }
        scroll.push(Math.max(...steps));
        stepMedians.push(median(steps));
        await context.close();
      }
      const runsOf = (xs, d = 0) => xs.map((x) => x.toFixed(d)).join(', ');
      console.log(
        `livestock section, ${ANIMALS} animals and ${PHOTOS} photos in one tank${slowdown > 1 ? `, ${slowdown}× CPU slowdown` : ''}:`,
      );
      console.log(`  opened (chunk, catalogue, list): median ${median(open).toFixed(0)} ms main-thread in all (runs: ${runsOf(open)})`);
      console.log(`  longest main-thread task while opening: median ${median(longest).toFixed(0)} ms (runs: ${runsOf(longest)})`);
      console.log(
        `  scrolling the animal list: worst step median ${median(scroll).toFixed(1)} ms main-thread (runs: ${runsOf(scroll, 1)}); median step ${median(stepMedians).toFixed(1)} ms (runs: ${runsOf(stepMedians, 1)})`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv[2] ?? 'http://localhost:3000', Number(process.argv[3] ?? 3), { photo: !process.argv.includes('--list-only') }).catch(
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
