/**
 * The header hydrates little: its section links (desktop row and phone menu) and the logo's mark and name are static
 * markup (components/layout/nav-link-list.tsx, static-link-list.tsx), the settings panel's controls are rendered on
 * its first opening, yet the links prefetch, navigate in the page and show the current section as before.
 * The header fits: one row at 1366 px in Japanese, no label broken inside a word at 768 px,
 * aligned with the page's content, and language, theme and units in one settings popover that the keyboard opens
 * and closes. Everything is measured from the layout boxes, not eyeballed.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSeriousAxeViolationsInBothThemes, openSettings } from './helpers';

/** Texts in the header (and its open popover) laid out on more than one line: a label broken inside a word. */
async function brokenLabels(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility() || parent.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(`${text} (${lines.size} lines)`);
    }
    return broken;
  });
}

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  expect(b, `${selector} is laid out`).not.toBeNull();
  return b!;
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('settings-button')).toHaveAttribute('data-ready', 'true');
}

for (const path of ['/ja', '/']) {
  test.describe(`header on ${path}`, () => {
    test('one row at 1366 px, aligned with the content', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await openPage(page, path);
      const row = await box(page, '[data-testid="header-row"]');
      const main = await box(page, 'main');
      // the same column as the content: no 64 px offset at the left edge
      expect(Math.abs(row.x - main.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(row.width - main.width)).toBeLessThanOrEqual(1);

      const nav = page.locator('header nav').first();
      await expect(nav).toBeVisible();
      const items = [
        page.locator('header a[href="/"], header a[href="/ja"]').first(),
        ...(await nav.getByRole('link').all()),
        page.getByTestId('settings-button'),
      ];
      expect(items.length).toBe(8);
      const rowMiddle = row.y + row.height / 2;
      let right = row.x;
      for (const item of items) {
        const b = (await item.boundingBox())!;
        // every item on the row's middle line, left to right without overlapping
        expect(Math.abs(b.y + b.height / 2 - rowMiddle), `${await item.textContent()} sits on the one row`).toBeLessThanOrEqual(4);
        expect(b.x, `${await item.textContent()} starts after the item before it`).toBeGreaterThanOrEqual(right - 0.5);
        right = b.x + b.width;
      }
      expect(right).toBeLessThanOrEqual(row.x + row.width);
      expect(row.height, 'one row of controls (40 px) and its padding').toBeLessThan(70);
      expect(await brokenLabels(page)).toEqual([]);
    });

    test('at the narrowest width with the links (1024 px) the row still fits', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await openPage(page, path);
      const row = await box(page, '[data-testid="header-row"]');
      const links = page.locator('header nav').first().getByRole('link');
      await expect(links.last()).toBeVisible();
      const last = (await links.last().boundingBox())!;
      const settings = (await page.getByTestId('settings-button').boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(settings.x);
      expect(row.height).toBeLessThan(70);
      expect(await brokenLabels(page)).toEqual([]);
    });

    for (const width of [768, 390]) {
      test(`no label breaks inside a word at ${width} px, popover closed and open`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await openPage(page, path);
        await expect(page.getByTestId('menu-button')).toBeVisible();
        const row = await box(page, '[data-testid="header-row"]');
        expect(row.height).toBeLessThan(70);
        expect(await brokenLabels(page)).toEqual([]);

        const panel = await openSettings(page);
        const p = (await panel.boundingBox())!;
        expect(p.x, 'the popover stays on screen').toBeGreaterThanOrEqual(0);
        expect(p.x + p.width).toBeLessThanOrEqual(width);
        expect(await brokenLabels(page)).toEqual([]);
      });
    }
  });
}

test('the settings popover opens and closes by keyboard and holds language, theme and units', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openPage(page, '/ja/reef-calculator');
  const button = page.getByTestId('settings-button');
  const panel = page.getByTestId('settings-panel');
  await expect(button).toHaveAccessibleName('設定');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName('設定');
  // focus moves into the popover, onto the first language link
  await expect(panel.getByRole('link', { name: 'English' })).toBeFocused();
  await expect(panel.getByRole('combobox', { name: 'テーマ' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: '単位' })).toBeVisible();
  await expect(panel.getByRole('navigation', { name: '言語' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'settings popover open' });

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Space opens it too; the units select is reached with Tab and works from the keyboard
  await page.keyboard.press(' ');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab'); // 日本語
  await page.keyboard.press('Tab'); // theme
  await page.keyboard.press('Tab'); // units
  const units = panel.getByRole('combobox', { name: '単位' });
  await expect(units).toBeFocused();
  await units.selectOption('imperial');
  await expect(units).toHaveValue('imperial');

  // tabbing out of the popover closes it
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // a click elsewhere closes it
  await button.click();
  await expect(panel).toBeVisible();
  await page.locator('h1').click();
  await expect(panel).toBeHidden();
});

test('axe finds no serious violation in the header, popover open, in dark mode on a phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/ja');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await openSettings(page);
  await expectNoSeriousAxeViolations(page, { label: 'header, dark, 390 px' });
});

/** Elements under `root` (excluding it) that React hydrated: they carry a fiber key. */
async function hydratedInside(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((root) => [...root.querySelectorAll('*')].filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'))).length);
}

/** Waits for the router's request for `path`'s page data (a prefetch or a navigation), started by `action`. */
async function rscRequest(page: Page, path: string, action: () => Promise<unknown>) {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === path && r.headers()['rsc'] === '1');
  await action();
  await request;
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { headerMarker?: boolean }).headerMarker === true);

for (const [locale, prefix, names] of [
  ['en', '', { calculators: 'Calculators', blog: 'Blog', community: 'Community', main: 'Main', open: 'Open menu' }],
  ['ja', '/ja', { calculators: '計算ツール', blog: 'ブログ', community: 'コミュニティ', main: 'メイン', open: 'メニューを開く' }],
] as const) {
  test.describe(`static header links (${locale})`, () => {
    test('desktop: nothing inside the links hydrated, prefetched on sight, followed in the page, aria-current follows', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const blogHref = `${prefix}/blog`;
      // the section links are prefetched on sight, as `Link` did
      await rscRequest(page, blogHref, () => openPage(page, `${prefix}/reef-calculator/salinity`));
      const nav = page.getByRole('banner').getByRole('navigation', { name: names.main }).filter({ visible: true });
      await expect(nav.getByRole('link')).toHaveCount(6);
      expect(await hydratedInside(page, 'header nav ul >> visible=true')).toBe(0);
      expect(await hydratedInside(page, `header a[href="${prefix || '/'}"]`)).toBe(0);
      expect(await hydratedInside(page, '[data-testid="settings-button"]')).toBe(0);
      // the settings panel is empty until it is first opened
      expect(await page.getByTestId('settings-panel').evaluate((p) => p.childElementCount)).toBe(0);
      await expect(nav.getByRole('link', { name: names.calculators })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);

      // a plain click: the same document, the new page, the mark moved
      await page.evaluate(() => Object.assign(window, { headerMarker: true }));
      await nav.getByRole('link', { name: names.blog }).click();
      await expect(page).toHaveURL(new RegExp(`${blogHref}$`));
      await expect(nav.getByRole('link', { name: names.blog })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      expect(await marked(page)).toBe(true);

      // by keyboard: Enter follows the link in the page and the link keeps focus, as with `Link`
      const community = nav.getByRole('link', { name: names.community });
      await community.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/community$`));
      await expect(community).toHaveAttribute('aria-current', 'page');
      await expect(community).toBeFocused();
      expect(await marked(page)).toBe(true);

      // the logo: prefetched on intent, followed in the page
      const logo = page.locator(`header a[href="${prefix || '/'}"]`);
      await rscRequest(page, prefix || '/', () => logo.hover());
      await logo.click();
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${prefix || '/'}$`));
      await expect(nav.locator('[aria-current]')).toHaveCount(0);
      expect(await marked(page)).toBe(true);
    });

    test("phone: the menu's links are static, prefetched when shown, and following one closes the menu", async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 900 });
      await openPage(page, `${prefix}/reef-calculator/salinity`);
      const button = page.getByTestId('menu-button');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await hydratedInside(page, '[data-testid="menu-button"]')).toBe(0);
      await expect(button).toHaveAccessibleName(names.open);
      await page.evaluate(() => Object.assign(window, { headerMarker: true }));

      await rscRequest(page, `${prefix}/blog`, () => button.click());
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link')).toHaveCount(6);
      expect(await hydratedInside(page, `[id="${await button.getAttribute('aria-controls')}"] nav ul`)).toBe(0);
      await expect(panel.getByRole('link', { name: names.calculators })).toHaveAttribute('aria-current', 'page');
      await expect(panel.getByRole('link', { name: names.calculators })).toBeFocused();
      await expectNoSeriousAxeViolationsInBothThemes(page, `${locale} menu open, 412 px`);

      await panel.getByRole('link', { name: names.blog }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`));
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await marked(page)).toBe(true);

      // following the current section's own link changes no path and still closes the menu
      await button.click();
      await expect(panel.getByRole('link', { name: names.blog })).toHaveAttribute('aria-current', 'page');
      await panel.getByRole('link', { name: names.blog }).click();
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await marked(page)).toBe(true);
    });
  });
}

test('the settings panel renders its controls on first opening, the stored theme shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('reefcalc-theme', 'dark'));
  await openPage(page, '/reef-calculator/salinity');
  const panel = page.getByTestId('settings-panel');
  await expect(page.getByTestId('settings-button')).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);
  expect(await panel.evaluate((p) => p.childElementCount)).toBe(0);
  await openSettings(page);
  await expect(panel.getByTestId('theme-select')).toHaveValue('dark');
  await expect(panel.getByTestId('units-select')).toHaveValue('metric');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // closing keeps them: the second opening shows the same controls at once
  await expect(panel.getByTestId('theme-select')).toHaveCount(1);
});
