/**
 * The default build has no Supabase project: no sign-in button, /login says so plainly, settings work in the browser,
 * /profile sends visitors to /login, and no page ever requests anything but this site.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from './helpers';

test('without Supabase: /login says accounts are not available, the header has no sign-in button, and no request leaves the site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin !== origin || /\/(auth|storage|rest)\/v1\//.test(url.pathname) || /supabase/i.test(url.host)) foreign.push(r.url());
  });
  const errors = collectConsoleErrors(page);

  await page.goto('/login');
  await expect(page.getByTestId('login-not-configured')).toContainText('Accounts are not available on this site.');
  await expect(page.locator('main form')).toHaveCount(0);

  await page.goto('/settings');
  await expect(page.locator('h1')).toHaveText('Settings');
  await expect(page.getByText('Accounts are not available on this server. Your settings are saved in this browser.')).toBeVisible();
  await expect(page.getByTestId('settings-form')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('settings-precision').selectOption('5');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved in this browser.');

  await page.goto('/');
  await expect(page.locator('header nav').first()).toBeVisible();
  await expect(page.getByTestId('sign-in-link')).toHaveCount(0);
  await page.goto('/reef-calculator/dosing');
  await page.goto('/profile');
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await expect(page.getByTestId('login-not-configured')).toBeVisible();
  // Last: the Japanese sign-in page.
  await page.goto('/ja/login');
  await expect(page.getByTestId('login-not-configured')).toContainText('このサイトではアカウント機能は使えません。');
  await expect(page.locator('main form')).toHaveCount(0);
  await page.waitForTimeout(300);

  expect(foreign).toEqual([]);
  expect(errors.take()).toEqual([]);
});
