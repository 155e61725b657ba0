/**
 * Browser benchmark of the PAR map screen, against a running server (prints, asserts nothing):
 *  1. input → repaint: drags a fixture handle in Debian's chromium and times each pointer event (its timeStamp)
 *     to the page's `par-painted` performance mark, which the heat map sets right after putImageData.
 *     Two cases: the default page (60 × 30 cells, 2 fixtures) and 100 × 100 cells with 8 fixtures.
 *  2. JavaScript weight: gzip sizes of the scripts loaded by the page, then of those loaded when the 3D view opens.
 * Standalone: `node scripts/bench/par-browser.mjs http://localhost:3000 [drags]`; other scripts call `main()`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { percentile } from './stats.mjs';

const PAGE = '/reef-calculator/par-distribution';

/** The chromium flags of playwright.config.ts, read from it so the two stay the same. */
function chromiumArgs() {
  const config = readFileSync(new URL('../../playwright.config.ts', import.meta.url), 'utf8');
  const list = /const CHROMIUM_ARGS = \[([\s\S]*?)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const fmtMs = (v) => v.toFixed(2);
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** 100 × 100 cells, 8 fixtures in two rows over a 180 × 60 cm tank (the compute benchmark's case). */
function heavyQuery() {
  const q = new URLSearchParams({
    tankLengthCm: '180',
    tankWidthCm: '60',
    waterDepthCm: '50',
    depthCm: '40',
    gridNx: '100',
    gridNy: '100',
  });
  const presets = [
    ['led-puck-90', 600, 90],
    ['led-puck-60', 900, 60],
  ];
  for (let k = 0; k < 8; k++) {
    const [type, ppfd, beam] = presets[k % 2];
    const f = {
      name: `F${k + 1}`,
      type,
      xCm: 22.5 * ((k % 4) * 2 + 1),
      yCm: k < 4 ? 20 : 40,
      heightCm: 25,
      ppfdRef: ppfd,
      dRefCm: 30,
      beamDeg: beam,
    };
    for (const [key, v] of Object.entries(f)) q.set(`fixtures.${k}.${key}`, String(v));
  }
  return q.toString();
}

/**
 * Records, in the page's performance clock, each pointer move of a drag, the start of the animation frame after it
 * (a rAF requested first, in the capture phase, runs before the page's own) and every paint mark.
 */
function instrument() {
  window.__par = { inputs: [], frames: [], paints: [] };
  document.addEventListener(
    'pointermove',
    (e) => {
      if (!e.buttons) return;
      window.__par.inputs.push(e.timeStamp);
      requestAnimationFrame(() => window.__par.frames.push(performance.now()));
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const m of list.getEntries()) if (m.name === 'par-painted') window.__par.paints.push(m.startTime);
  }).observe({ type: 'mark' });
}

/** Drags fixture 1 back and forth across the map, one pointer step at a time, waiting for each repaint. */
async function dragLatency(page, drags) {
  const canvas = page.getByTestId('par-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const handle = await page.getByTestId('par-handle-0').boundingBox();
  const y = handle.y + handle.height / 2;
  const steps = 10;
  const samples = [];
  for (let d = 0; d < drags; d++) {
    const from = handle.x + handle.width / 2;
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let s = 1; s <= steps; s++) {
      const before = await page.evaluate(() => window.__par.paints.length);
      await page.mouse.move(from + (box.width * 0.4 * s) / steps, y + (s % 2) * 3);
      await page.waitForFunction((n) => window.__par.paints.length > n, before);
    }
    // back to where the handle started, so every drag covers the same ground
    for (let s = steps - 1; s >= 0; s--) {
      const before = await page.evaluate(() => window.__par.paints.length);
      await page.mouse.move(from + (box.width * 0.4 * s) / steps, y);
      await page.waitForFunction((n) => window.__par.paints.length > n, before);
    }
    await page.mouse.up();
    const { inputs, frames, paints } = await page.evaluate(() => {
      const r = { ...window.__par };
      window.__par = { inputs: [], frames: [], paints: [] };
      return r;
    });
    // each input with the first frame and the first paint after it
    for (const t of inputs) {
      const f = frames.find((m) => m >= t);
      const p = paints.find((m) => m >= t);
      if (p !== undefined && f !== undefined && f <= p) samples.push({ total: p - t, wait: f - t, work: p - f });
    }
  }
  const stat = (key) => {
    const v = samples.map((s) => s[key]).sort((a, b) => a - b);
    return { median: percentile(v, 0.5), p90: percentile(v, 0.9), max: v[v.length - 1] };
  };
  return { n: samples.length, total: stat('total'), wait: stat('wait'), work: stat('work') };
}

async function scriptSizes(responses) {
  let raw = 0;
  let gz = 0;
  for (const res of responses) {
    const body = await res.body().catch(() => null);
    if (!body) continue;
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { count: responses.length, raw, gz };
}

/** JS of the page as first loaded, then what opening the 3D view adds. */
async function javascriptWeight(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const first = [];
  const later = [];
  let opened = false;
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') (opened ? later : first).push(res);
  });
  await page.goto(`${base}${PAGE}`, { waitUntil: 'networkidle' });
  await page.getByTestId('calculator').and(page.locator('[data-ready="true"]')).waitFor();
  await page.waitForLoadState('networkidle');
  opened = true;
  const t0 = Date.now();
  await page.getByTestId('par-3d').getByRole('button').click();
  await page.locator('[data-testid="par-3d"][data-state="ready"]').waitFor({ timeout: 120_000 });
  const readyMs = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  const result = { first: await scriptSizes(first), threeD: await scriptSizes(later), readyMs };
  await context.close();
  return result;
}

export async function main(base = process.argv[2], drags = Number(process.argv[3] ?? 20)) {
  if (!base) {
    console.error('usage: node scripts/bench/par-browser.mjs http://localhost:PORT [drags]');
    process.exitCode = 2;
    return null;
  }
  base = base.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs() });
  const out = { latency: {}, js: null };
  try {
    for (const [label, query] of [
      ['default (60 × 30 cells, 2 fixtures)', ''],
      ['heavy (100 × 100 cells, 8 fixtures)', heavyQuery()],
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(instrument);
      const page = await context.newPage();
      await page.goto(`${base}${PAGE}${query ? `?${query}` : ''}`);
      await page.locator('[data-testid="calculator"][data-ready="true"]').waitFor();
      await page.getByTestId('par-canvas').waitFor();
      await dragLatency(page, 2); // warm-up (JIT, first layouts)
      const r = await dragLatency(page, drags);
      out.latency[label] = r;
      const line = (s) => `median ${fmtMs(s.median)} ms, p90 ${fmtMs(s.p90)} ms, max ${fmtMs(s.max)} ms`;
      console.log(`PAR drag → repaint, ${label}, over ${r.n} pointer moves:`);
      console.log(`  input → painted map: ${line(r.total)}`);
      console.log(`    waiting for the animation frame: ${line(r.wait)}`);
      console.log(`    work in the frame (render, compute, ImageData): ${line(r.work)}`);
      await context.close();
    }
    const js = await javascriptWeight(browser, base);
    out.js = js;
    console.log(`PAR page first-load JS: ${js.first.count} scripts, ${kB(js.first.raw)} raw, ${kB(js.first.gz)} gzip`);
    console.log(
      `PAR 3D view adds: ${js.threeD.count} scripts, ${kB(js.threeD.raw)} raw, ${kB(js.threeD.gz)} gzip (ready ${js.readyMs} ms after the click)`,
    );
    console.log(`PAR page JS with the 3D view: ${kB(js.first.gz + js.threeD.gz)} gzip`);
  } finally {
    await browser.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
