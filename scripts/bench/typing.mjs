/**
 * Keystroke → result on screen, with 4× CPU slowdown (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`).
 * For each keystroke in a calculator field: from the keydown's event time to the first frame after the page's DOM
 * changed in answer (a MutationObserver, then requestAnimationFrame and a task after it: the frame that shows it).
 * The keystrokes alternate Backspace and a digit at the end of a two-digit value (35 → 3 → 31 → 3 → 32 …), so every
 * one gives a valid, different input. Median and 90th percentile over 20 keystrokes per page, beside the same measure
 * on the floor: a one-field React calculator page built with our own next and react (floor.mjs, `typing`).
 * Prints, asserts nothing. Standalone: `node scripts/bench/typing.mjs http://localhost:3000 [floorUrl]`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { percentile } from './stats.mjs';

export const KEYSTROKES = 20;
const CPU_SLOWDOWN = 4;

/** The pages and the field typed in; `start` is the field's value before the keystrokes. */
export const TYPING_CASES = [
  { name: 'salinity', path: '/reef-calculator/salinity', field: '#value', start: '35' },
  { name: 'dosing', path: '/reef-calculator/dosing', field: '#volumeL', start: '30' },
  { name: 'PAR', path: '/reef-calculator/par-distribution', field: '#depthCm', start: '30' },
];

/** The chromium flags of playwright.config.ts, read from it so the two stay the same. */
function chromiumArgs() {
  const config = readFileSync(new URL('../../playwright.config.ts', import.meta.url), 'utf8');
  const list = /const CHROMIUM_ARGS = \[([\s\S]*?)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** In the page: the keydown times and, per DOM change, the time of the frame after it (page clock). */
function instrument() {
  window.__typing = { keys: [], shown: [] };
  document.addEventListener('keydown', (e) => window.__typing.keys.push(e.timeStamp), true);
  let waiting = false;
  new MutationObserver(() => {
    if (waiting) return;
    waiting = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__typing.shown.push(performance.now());
        waiting = false;
      }, 0),
    );
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Types KEYSTROKES keys into `field` and returns each key's latency in ms (null where nothing changed in 2 s). */
async function typingLatency(page, { field, start }) {
  const input = page.locator(field);
  await input.fill(start);
  await input.press('End');
  await page.waitForTimeout(500);
  const out = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const key = i % 2 === 0 ? 'Backspace' : String((Math.floor(i / 2) + 1) % 10);
    const before = await page.evaluate(() => window.__typing.shown.length);
    await input.press(key);
    const ok = await page
      .waitForFunction((n) => window.__typing.shown.length > n, before, { timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    const t = await page.evaluate(() => ({ key: window.__typing.keys.at(-1), shown: window.__typing.shown }));
    const after = ok ? t.shown.find((s) => s >= t.key) : undefined;
    out.push(after === undefined ? null : after - t.key);
    await page.waitForTimeout(150); // let the kit's address and storage writes settle between keys
  }
  return out;
}

async function measurePage(browser, url, c) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    const ready = page.locator('[data-testid="calculator"][data-ready="true"], [data-typing-ready="true"]');
    await ready.first().waitFor({ timeout: 30_000 });
    return await typingLatency(page, c);
  } finally {
    await context.close();
  }
}

function summary(name, times) {
  const ok = times.filter((t) => t !== null).sort((a, b) => a - b);
  return {
    name,
    n: ok.length,
    missed: times.length - ok.length,
    median: ok.length ? percentile(ok, 0.5) : NaN,
    p90: ok.length ? percentile(ok, 0.9) : NaN,
  };
}

/** Measures every case on `baseUrl` and the typing floor at `floorUrl` (if given); prints a table, returns the rows. */
export async function runTyping(baseUrl, floorUrl = null, { log = console.log } = {}) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs() });
  const rows = [];
  try {
    if (floorUrl)
      rows.push(summary('floor (one-field React page)', await measurePage(browser, floorUrl, { field: '#value', start: '35' })));
    for (const c of TYPING_CASES) rows.push(summary(c.name, await measurePage(browser, `${baseUrl}${c.path}`, c)));
  } finally {
    await browser.close();
  }
  const floor = floorUrl ? rows[0].median : null;
  log(`keystroke → result on screen, ${CPU_SLOWDOWN}× CPU slowdown, ${KEYSTROKES} keystrokes per page`);
  log('| page | median ms | p90 ms | × floor | keys without a change |');
  log('|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = floor ? (r.median / floor).toFixed(1) : '–';
    log(`| ${r.name} | ${r.median.toFixed(1)} | ${r.p90.toFixed(1)} | ${ratio} | ${r.missed} |`);
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = 'http://localhost:3000', floor = null] = process.argv.slice(2);
  runTyping(base, floor).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
