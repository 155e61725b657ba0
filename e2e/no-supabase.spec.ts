/**
 * The default build has no Supabase project: sign-in says so plainly, settings work in the browser,
 * /profile sends visitors to /login, and no page ever requests anything but this site.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

test('without Supabase: /login says sign-in is not configured, and no request leaves the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin || /\/(auth|storage|rest)\/v1\//.test(url.pathname) || /supabase/i.test(url.host)) foreign.push(r.url());
  });
  const errors = collectConsoleErrors(page);

  await page.goto('/login');
  await expect(page.getByTestId('login-not-configured')).toContainText('Sign-in is not configured on this server.');
  await expect(page.locator('main form')).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.locator('h1')).toHaveText('Settings');
  await expect(page.getByText('Accounts are not available on this server. Your settings are saved in this browser.')).toBeVisible();
  await page.getByTestId('settings-precision').selectOption('5');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved in this browser.');

  await page.goto('/');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await page.goto('/reef-calculator/dosing');
  await page.goto('/profile');
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await expect(page.getByTestId('login-not-configured')).toBeVisible();
  // Last: a Japanese page sets NEXT_LOCALE=ja, after which unprefixed paths redirect to /ja/….
  await page.goto('/ja/login');
  await expect(page.getByTestId('login-not-configured')).toContainText('このサーバーではログイン機能が設定されていません。');
  await expect(page.locator('main form')).toHaveCount(0);
  await page.waitForTimeout(300);

  expect(foreign).toEqual([]);
  expect(errors.take()).toEqual([]);
});
