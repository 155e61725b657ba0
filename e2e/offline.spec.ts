/**
 * Offline and installable (docs/offline.md): the service worker in a real Chromium, with the
 * network switched off through the browser context. Other specs block service workers (playwright.config.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { calculators } from '@/lib/calculators/registry';
import { compute as salinity } from '@/lib/calculators/salinity';
import { formatNumber } from '@/lib/format';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { waitForActiveWorker } from './helpers';

/** The fields of the web app manifest that these tests read. */
interface WebManifest {
  name: string;
  start_url: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

test.use({ serviceWorkers: 'allow' });
// Each test's fresh context installs the worker and downloads the precache first (about 10 s on these machines).
test.describe.configure({ timeout: 120_000 });

/** The worker of the build the site project serves (playwright.config.ts starts `next start`, which reads NEXT_DIST_DIR). */
const WORKER_FILE = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'sw.js');

const text = {
  en: { offline: 'You are offline', update: 'A new version of ReefCalc is available.', reload: 'Reload' },
  ja: { offline: 'オフラインです', update: 'ReefCalcの新しいバージョンがあります。', reload: '再読み込み' },
} as const;

/** Opens a page and waits until the worker has precached everything and controls the page. */
async function visitOnce(page: Page, path = '/reef-calculator/salinity') {
  await page.goto(path);
  await waitForActiveWorker(page);
}

/** A calculator page answered and computes: hydrated, and its results follow an edited field. */
async function computes(page: Page, path: string) {
  await expect(page.locator('h1'), path).toBeVisible();
  await expect(page.getByTestId('calculator'), path).toHaveAttribute('data-ready', 'true');
  const outputs = page.locator('main output');
  await expect(outputs.first(), path).toBeVisible();
  const before = await outputs.allTextContents();
  // The first visible number field that holds a value.
  const fields = page.locator('main input[inputmode="decimal"]:visible');
  const values = await fields.evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value.replace(',', '.'))));
  const index = values.findIndex((v) => Number.isFinite(v) && v > 0);
  expect(index, `${path}: a filled number field`).toBeGreaterThanOrEqual(0);
  const field = fields.nth(index);
  const value = values[index];
  // A nearby value that the calculator accepts (some fields are bounded by others).
  for (const factor of [1.1, 0.9, 1.5, 0.5]) {
    await field.fill(String(Math.round(value * factor * 100) / 100));
    const changed = await expect
      .poll(
        async () =>
          (await page.getByTestId('invalid-input').count()) === 0 &&
          JSON.stringify(await outputs.allTextContents()) !== JSON.stringify(before),
        { timeout: 2000 },
      )
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (changed) return;
  }
  throw new Error(`${path}: no result followed the edited field offline`);
}

test.describe('offline', () => {
  test('after one visit, every calculator in both locales opens and computes with the connection off', async ({ page, context }) => {
    test.setTimeout(360_000); // 18 pages, each edited until a result follows, on shared machines
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await visitOnce(page);
    await context.setOffline(true);

    for (const prefix of ['', '/ja']) {
      for (const { slug } of calculators) {
        const path = `${prefix}/reef-calculator/${slug}`;
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await computes(page, path);
      }
    }

    // The Japanese salinity page, exactly as compute() says, from inputs in the address (the page is saved once).
    await page.goto('/ja/reef-calculator/salinity?temperatureC=25&value=1.023&unit=sg&sgConvention=25%2F4');
    const r = salinity({ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4' });
    await expect(page.locator('output[name="practicalSalinity"]')).toHaveText(formatNumber(r.practicalSalinity!, 'ja', 2));

    // The PAR heat map draws offline.
    await page.goto('/reef-calculator/par-distribution');
    await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
    const painted = await page.getByTestId('par-canvas').evaluate((c: HTMLCanvasElement) =>
      c
        .getContext('2d')!
        .getImageData(0, 0, c.width, c.height)
        .data.some((v, i) => i % 4 === 3 && v > 0),
    );
    expect(painted, 'heat map painted').toBe(true);

    // A link followed in the page (Next's client navigation falls back to a full one, which the worker answers).
    await page.goto('/reef-calculator');
    await page.locator('main a[href="/reef-calculator/dosing"]').first().click();
    await expect(page).toHaveURL(/\/reef-calculator\/dosing$/);
    await computes(page, '/reef-calculator/dosing');
    expect(pageErrors).toEqual([]);
  });

  test('the reef log opens, records and charts offline in both languages, and keeps the entries', async ({ page, context }) => {
    await visitOnce(page, '/reef-calculator/dosing');
    await context.setOffline(true);
    for (const [prefix, L] of [
      ['', en.Log],
      ['/ja', ja.Log],
    ] as const) {
      await page.goto(`${prefix}/log`);
      await expect(page.locator('h1')).toHaveText(L.title);
      await expect(page.getByTestId('log-app')).toBeVisible();
      if (prefix === '') {
        await page.locator('#name').fill('Garage');
        await page.locator('#volumeL').fill('300');
        await page.getByRole('button', { name: L.tank.create }).click();
      }
      await expect(page.getByRole('heading', { name: L.entry.title.replace('{tank}', 'Garage') })).toBeVisible();
      for (const [i, alk] of (prefix === '' ? ['8.1', '8.0'] : ['7.8']).entries()) {
        await page.getByRole('tab', { name: L.entry.kinds.test }).click();
        await page.locator('#test-at').fill(`2026-11-${20 + i + (prefix === '' ? 0 : 2)}T09:00`);
        await page.locator('#alkalinity').fill(alk);
        await page.getByRole('button', { name: L.entry.save }).click();
        await expect(page.getByRole('status').filter({ hasText: L.entry.saved })).toBeVisible();
      }
      // The chart loads on demand: its chunk came with the precache.
      await expect(page.getByTestId('trend-chart').getByRole('button')).toHaveCount(prefix === '' ? 2 : 3);
    }
    await page.reload();
    await expect(page.getByTestId('entry-list').locator('li')).toHaveCount(3);
  });

  test('uncached pages show the offline screen in the visitor language; posts already read stay readable', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const post = new URL([...sitemap.matchAll(/<loc>([^<]+\/blog\/[^/<]+\/[^/<]+)<\/loc>/g)][0][1]).pathname;
    // English pages throughout: a visit to /ja would set the language cookie, and / would then redirect to /ja.
    await visitOnce(page, '/');
    await page.goto(post);
    const title = await page.locator('article h1, main h1').first().textContent();
    await context.setOffline(true);

    await page.goto(post);
    await expect(page.locator('article h1, main h1').first()).toHaveText(title!);

    for (const [path, locale] of [
      ['/contact', 'en'],
      ['/ja/blog', 'ja'],
      ['/profile', 'en'],
      ['/ja/login', 'ja'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('offline-screen'), path).toBeVisible();
      await expect(page.locator('h1'), path).toHaveText(text[locale].offline);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    }
    // Everything the screen lists opens.
    await page.getByTestId('offline-screen').locator('a[href="/ja/reef-calculator/thickness"]').click();
    await expect(page).toHaveURL(/\/ja\/reef-calculator\/thickness$/);
    await computes(page, '/ja/reef-calculator/thickness');
  });

  test('nothing private or per-request is stored', async ({ page }) => {
    await visitOnce(page);
    // (After a /ja page, next-intl's language cookie sends English paths to their Japanese twins.)
    for (const path of ['/contact', '/login', '/profile', '/no-such-page', '/ja/sponsors', '/ja/settings', '/ja/no-such-page'])
      await page.goto(path);
    await page.waitForTimeout(500); // cache writes finish after the response
    const stored = await page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      return out;
    });
    expect(stored).toContain('/contact');
    expect(stored).toContain('/ja/sponsors');
    expect(stored).toContain('/reef-calculator/salinity');
    const leaked = stored.filter((p) => /^(\/ja)?\/(login|settings|profile|auth|api|no-such-page)(\/|$)/.test(p));
    expect(leaked).toEqual([]);
  });

  test('a new build is offered with a reload notice, and taken on reload', async ({ page }) => {
    test.setTimeout(120_000);
    await visitOnce(page, '/ja/reef-calculator/dosing');
    // The next deployment: the server now serves a worker whose bytes differ (as a new precache revision makes
    // them), written into the build being served (app/sw.js/route.ts reads it per request) and put back after.
    const original = readFileSync(WORKER_FILE, 'utf8');
    writeFileSync(WORKER_FILE, `${original}\n// next build\n`);
    try {
      await expect(page.getByRole('status').filter({ hasText: text.ja.update })).toHaveCount(0);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const notice = page.getByRole('status').filter({ hasText: text.ja.update });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      // The open page keeps its build until the visitor reloads.
      expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);

      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: text.ja.reload }).click()]);
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      const after = await page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.getRegistration())!;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { waiting: !!reg.waiting, controlled: navigator.serviceWorker.controller !== null, navigation: nav.type };
      });
      expect(after).toEqual({ waiting: false, controlled: true, navigation: 'reload' });
      await expect(notice).toHaveCount(0);
    } finally {
      writeFileSync(WORKER_FILE, original);
    }
  });
});

test.describe('installable', () => {
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/ja', 'ja'],
  ] as const) {
    test(`the ${locale} pages link a manifest Chromium accepts, with the worker controlling the start URL`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await visitOnce(page, `${prefix}/reef-calculator/volume`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(locale === 'ja' ? '/ja/manifest.webmanifest' : '/manifest.webmanifest');

      // Chromium's own reading of the manifest and its installability verdict.
      const cdp = await context.newCDPSession(page);
      const { errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!) as WebManifest;
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are off-the-record profiles, where Chromium never offers to install anything.
      expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

      expect(manifest).toMatchObject({
        lang: locale,
        start_url: prefix || '/',
        scope: prefix || '/',
        display: 'standalone',
        short_name: 'ReefCalc',
      });
      expect(manifest.name).toContain(locale === 'ja' ? 'サンゴ水槽の計算ツール' : 'reef aquarium calculators');
      for (const [size, purpose] of [
        [192, 'any'],
        [512, 'any'],
        [192, 'maskable'],
        [512, 'maskable'],
      ] as const) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeTruthy();
        const png = await (await request.get(icon!.src)).body();
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon!.src).toEqual([size, size]);
      }

      // The worker's scope covers the start URL, and the start URL opens offline.
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.scope);
      expect(new URL(manifest.start_url, baseURL).href.startsWith(scope)).toBe(true);
      await context.setOffline(true);
      const res = await page.goto(manifest.start_url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('the worker and the manifests carry the security headers; the worker may only reach this origin', async ({ request }) => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/ja/manifest.webmanifest']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy'], `${path}: one policy`).not.toContain(', ');
    }
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['content-security-policy']).toContain("connect-src 'self'");
    expect(sw.headers()['content-security-policy']).not.toMatch(/unsafe|\*/);
  });
});
