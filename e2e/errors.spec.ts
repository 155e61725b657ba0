/**
 * Not-found handling and locale redirects, and the contact page's copy and mailto actions.
 */
import { expect, test } from '@playwright/test';
import { siteName } from './helpers';

const notFound = [
  // An address no route matches: "Page not found".
  { path: '/some/path', lang: 'en', h1: 'Page Not Found', message: 'Page not found: /some/path' },
  // The message names the address the visitor asked for, prefix included.
  { path: '/ja/some/path', lang: 'ja', h1: 'ページが見つかりません', message: 'ページが見つかりません：/ja/some/path' },
  { path: '/reef-calculator/dosing/extra', lang: 'en', h1: 'Page Not Found', message: 'Page not found: /reef-calculator/dosing/extra' },
  // A route whose parameters fail validation (unknown calculator, unknown post): "Page Not Found".
  { path: '/reef-calculator/nope', lang: 'en', h1: 'Page Not Found', message: 'Page Not Found: /reef-calculator/nope' },
  {
    path: '/ja/reef-calculator/nope',
    lang: 'ja',
    h1: 'ページが見つかりません',
    message: 'ページが見つかりません：/ja/reef-calculator/nope',
  },
  {
    path: '/blog/water-chemistry/no-such-post',
    lang: 'en',
    h1: 'Blog Not Found',
    message: 'Page Not Found: /blog/water-chemistry/no-such-post',
  },
  {
    path: '/ja/blog/water-chemistry/no-such-post',
    lang: 'ja',
    h1: '記事が見つかりません',
    message: 'ページが見つかりません：/ja/blog/water-chemistry/no-such-post',
  },
] as const;

for (const { path, lang, h1, message } of notFound) {
  test(`${path} answers 404 with the ${lang} not-found screen`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(h1);
    await expect(page.getByTestId('not-found-message')).toHaveText(message);
    await expect(page).toHaveTitle(/^404\b/);
    await expect(page).toHaveTitle(`404: ${h1} | ${siteName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

test('/en redirects to / (English has no prefix)', async ({ page, request }) => {
  const res = await request.get('/en', { maxRedirects: 0 });
  expect(res.status()).toBeGreaterThanOrEqual(301);
  expect(res.status()).toBeLessThanOrEqual(308);
  expect(new URL(res.headers().location, 'http://x').pathname).toBe('/');

  const deep = await request.get('/en/contact?x=1', { maxRedirects: 0 });
  expect(deep.status()).toBeGreaterThanOrEqual(301);
  expect(deep.status()).toBeLessThanOrEqual(308);
  const target = new URL(deep.headers().location, 'http://x');
  expect(target.pathname + target.search).toBe('/contact?x=1');

  await page.goto('/en');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('/fr/x (an unknown locale) answers 404', async ({ page, request }) => {
  expect((await request.get('/fr/x')).status()).toBe(404);
  expect((await request.get('/fr')).status()).toBe(404);
  const res = await page.goto('/fr/x');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

const contact = [
  {
    path: '/contact',
    copy: 'Copy address',
    copied: 'Address copied to clipboard',
    mail: 'Open in mail app',
    reply: 'Replies typically within 24–48 hours.',
  },
  {
    path: '/ja/contact',
    copy: 'アドレスをコピー',
    copied: 'メールアドレスをコピーしました',
    mail: 'メールアプリで開く',
    reply: '通常24～48時間以内に返信します。',
  },
] as const;

for (const c of contact) {
  test(`${c.path}: Copy puts the address on the clipboard and confirms it; mailto uses the same address`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(c.path);
    const email = page.getByTestId('contact-email');
    await expect(email).toHaveText(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
    const address = (await email.textContent())!.trim();

    const status = page.getByRole('status').filter({ hasText: c.copied });
    await expect(status).toHaveCount(0);
    await page.getByRole('button', { name: c.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: c.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    await expect(page.getByRole('link', { name: c.mail })).toHaveAttribute('href', `mailto:${address}`);
    await expect(page.getByText(c.reply)).toBeVisible();
  });
}
