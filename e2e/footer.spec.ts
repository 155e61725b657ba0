/**
 * The footer's link lists are static markup (components/layout/static-link-list.tsx): nothing inside them is
 * hydrated, yet a link is prefetched on intent and a plain click navigates in the page, as IntentLink's links did.
 */
import { expect, test } from '@playwright/test';

for (const [path, list, locale] of [
  ['/reef-calculator/salinity', 'Calculators', ''],
  ['/ja/reef-calculator/salinity', '計算ツール', '/ja'],
] as const) {
  test(`footer links on ${path}: not hydrated, prefetched on intent, followed in the page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('settings-button')).toHaveAttribute('data-ready', 'true');
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: list }).getByRole('link');
    const link = links.filter({ hasNot: page.locator(`[href="${path}"]`) }).nth(1);
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${locale}/reef-calculator/[a-z-]+$`));
    expect(await links.evaluateAll((as) => as.filter((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber$'))).length)).toBe(0);

    // intent: the pointer comes onto the link, and the page's data is asked for before any click
    const prefetch = page.waitForRequest((r) => new URL(r.url()).pathname === href && r.headers()['rsc'] === '1');
    await link.hover();
    await prefetch;

    // a plain click: the same document, a new address and page
    await page.evaluate(() => Object.assign(window, { footerMarker: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { footerMarker?: boolean }).footerMarker)).toBe(true);
  });
}
