/**
 * Visitor preferences and shell navigation: language switch and cookie, Accept-Language, theme without flash,
 * units across pages, the mobile menu by keyboard and the skip link.
 */
import { expect, test } from '@playwright/test';
import { openSettings, visible } from './helpers';

const DAY_S = 24 * 60 * 60;

test.describe('language', () => {
  test('the switch keeps path and query and remembers the choice for a year', async ({ page, context }) => {
    await page.goto('/contact?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = visible(page.getByTestId('locale-switcher'));
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await switcher.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/ja/contact' && url.search === '?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('h1')).toHaveText('お問い合わせ');

    const cookie = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    await expect.poll(async () => (await cookie())?.value).toBe('ja');
    const jaCookie = await cookie();
    const daysAhead = (jaCookie!.expires - Date.now() / 1000) / DAY_S;
    expect(daysAhead, 'NEXT_LOCALE expires about 365 days ahead').toBeGreaterThan(364);
    expect(daysAhead).toBeLessThan(366);
    expect(jaCookie!.path).toBe('/');
    expect(jaCookie!.sameSite).toBe('Lax');

    await visible(page.getByTestId('locale-switcher')).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact' && url.search === '?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Contact');
    await expect.poll(async () => (await cookie())?.value).toBe('en');
  });

  test('switching back to English does not start a prefetch loop', async ({ page }) => {
    await page.goto('/ja/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await visible(page.getByTestId('locale-switcher')).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Contact');
    // After a second for the viewport prefetches, idling should cost no more than the odd request.
    // (networkidle is no use here: a request loop never lets the network go idle.)
    await page.waitForTimeout(1_000);
    const rsc: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('_rsc=')) rsc.push(new URL(r.url()).pathname);
    });
    await page.waitForTimeout(3_000);
    const perPath = Object.entries(rsc.reduce<Record<string, number>>((acc, p) => ({ ...acc, [p]: (acc[p] ?? 0) + 1 }), {}));
    expect(rsc.length, `RSC requests while idle for 3 s: ${JSON.stringify(perPath)}`).toBeLessThanOrEqual(12);
  });

  test.describe('with a Japanese browser', () => {
    test.use({ locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });

    test('a first visit to / lands on /ja', async ({ page, context }) => {
      expect(await context.cookies()).toEqual([]);
      await page.goto('/');
      await expect(page).toHaveURL(/\/ja$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });
  });

  test('an English browser stays on /', async ({ page }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('theme', () => {
  test('dark is applied, survives a reload and is set before first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Records, in document order, when <html>'s class changes and when <header>/<main> are parsed, and the class at DOMContentLoaded.
    await page.addInitScript(() => {
      const w = window as unknown as { __themeLog: string[]; __classAtDcl: string | null };
      w.__themeLog = [];
      w.__classAtDcl = null;
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes' && r.target === document.documentElement) w.__themeLog.push('html.class');
          for (const n of r.addedNodes) if (n.nodeName === 'HEADER' || n.nodeName === 'MAIN') w.__themeLog.push(n.nodeName);
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
      document.addEventListener('DOMContentLoaded', () => {
        w.__classAtDcl = document.documentElement.className;
      });
    });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    const select = (await openSettings(page)).getByTestId('theme-select');
    await select.selectOption('dark');
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(select).toHaveValue('dark');
    expect(await page.evaluate(() => localStorage.getItem('reefcalc-theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect((await openSettings(page)).getByTestId('theme-select')).toHaveValue('dark');
    const { log, classAtDcl } = await page.evaluate(() => {
      const w = window as unknown as { __themeLog: string[]; __classAtDcl: string | null };
      return { log: w.__themeLog, classAtDcl: w.__classAtDcl };
    });
    expect(classAtDcl, 'html.dark is set by DOMContentLoaded').toMatch(/\bdark\b/);
    const firstClass = log.indexOf('html.class');
    expect(firstClass, `class set before <header> is parsed: ${log.join(' → ')}`).toBeGreaterThanOrEqual(0);
    expect(firstClass).toBeLessThan(log.indexOf('HEADER'));

    // Back to light on another page: the choice is site-wide.
    await (await openSettings(page)).getByTestId('theme-select').selectOption('light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.goto('/ja/contact');
    await expect(html).toHaveClass(/\blight\b/);
  });

  test('switching the theme does not animate colours, and loading a page restyles nothing', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Stylesheets added or removed from the start of the load on (a restyle of the whole document each).
    await page.addInitScript(() => {
      const w = window as unknown as { __styleLog: string[] };
      w.__styleLog = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of [...r.addedNodes, ...r.removedNodes])
            if (n.nodeName === 'STYLE' && !(n as Element).hasAttribute('data-precedence')) w.__styleLog.push(n.nodeName);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/reef-calculator');
    const select = (await openSettings(page)).getByTestId('theme-select');
    expect(await page.evaluate(() => (window as unknown as { __styleLog: string[] }).__styleLog)).toEqual([]);

    // The hub's cards have a colour transition for hover; a theme switch must not run it.
    await page.evaluate(() => {
      const w = window as unknown as { __transitions: number };
      w.__transitions = 0;
      document.addEventListener('transitionrun', () => (w.__transitions += 1), true);
    });
    await select.selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await select.selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // A frame for any transition to have started.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(0);
  });
});

test.describe('units', () => {
  test('imperial survives a reload and is shared across pages and locales', async ({ page }) => {
    await page.goto('/');
    const select = async () => (await openSettings(page)).getByTestId('units-select');
    await expect(await select()).toHaveValue('metric');
    await (await select()).selectOption('imperial');
    await expect(await select()).toHaveValue('imperial');
    expect(await page.evaluate(() => localStorage.getItem('reefcalc:units:v1'))).toBe('imperial');

    await page.reload();
    await expect(await select()).toHaveValue('imperial');

    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sponsors' }).click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(await select()).toHaveValue('imperial');

    await page.goto('/ja/reef-calculator');
    await expect(await select()).toHaveValue('imperial');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with Enter, closes with Escape returning focus, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('menu-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    // The settings stay in the header's popover, outside the menu.
    await expect(page.getByTestId('settings-button')).toBeVisible();
    await expect(page.getByTestId('theme-select').filter({ visible: true })).toHaveCount(0);

    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Calculators' })).toBeFocused();
    await expect(panel.getByTestId('theme-select')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Calculators' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Reef log' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Community' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Blog' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Sponsors' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
});

test.describe('skip link', () => {
  for (const [path, name] of [
    ['/', 'Skip to main content'],
    ['/ja/contact', '本文へスキップ'],
  ] as const) {
    test(`moves focus to main on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute('href', '#main');
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      await expect(page).toHaveURL(/#main$/);
    });
  }
});
