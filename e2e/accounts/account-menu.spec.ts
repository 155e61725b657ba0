/**
 * The header's account menu: a disclosure that works by keyboard, closes on Escape and outside clicks,
 * and signs out (this browser only).
 */
import { expect, test } from '@playwright/test';
import { clearFakeRequests, createAccount, fakeRequests, sessionCookies, signInWithPassword, uniqueEmail } from './fake';

test('opens and closes by keyboard and by clicking outside', async ({ page }) => {
  const email = uniqueEmail('menu');
  await createAccount(email);
  await signInWithPassword(page, email);
  const button = page.getByTestId('account-menu-button');
  const menu = page.getByTestId('account-menu');
  await expect(button).toHaveAccessibleName('Account menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(`Signed in as ${email}`);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.locator('h1').click();
  await expect(menu).toBeHidden();

  await button.click();
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/settings');
  await expect(page.getByTestId('account-menu')).toBeHidden();
});

test('sign out stays on a public page and ends the session', async ({ page, context }) => {
  const email = uniqueEmail('signout');
  await createAccount(email);
  await signInWithPassword(page, email, undefined, '/ja/login');
  await page.goto('/ja/reef-calculator');
  await clearFakeRequests();
  await page.getByTestId('account-menu-button').click();
  // signing out reloads the page (a full load, so the proxy sees it): wait for it as a person would
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByTestId('account-menu').getByRole('button', { name: 'ログアウト' }).click();
  await reloaded;
  await page.waitForLoadState('load');
  await expect(page.getByTestId('sign-in-link')).toHaveText('ログイン');
  await expect(page).toHaveURL((u) => u.pathname === '/ja/reef-calculator');
  expect(await sessionCookies(context)).toEqual([]);
  expect((await fakeRequests()).map((r) => `${r.method} ${r.path}`)).toContain('POST /auth/v1/logout?scope=local');

  await page.goto('/ja/profile');
  await expect(page).toHaveURL((u) => u.pathname === '/ja/login');
});

test('sign out from the profile goes to the home page', async ({ page, context }) => {
  const email = uniqueEmail('signout-profile');
  await createAccount(email);
  await signInWithPassword(page, email);
  await page.goto('/profile');
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  expect(await sessionCookies(context)).toEqual([]);
});
