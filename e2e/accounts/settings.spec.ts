/**
 * /settings: saved in the browser for everyone, and in the account for a signed-in user, so that a fresh
 * browser that signs in gets the same theme, language, units and precision.
 */
import { expect, test } from '@playwright/test';
import { clearFakeRequests, createAccount, fakeRequests, fakeUser, PASSWORD, signInWithPassword, uniqueEmail } from './fake';
import { openSettings } from '../helpers';

test('without an account: saved in this browser only, with a link to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.locator('h1')).toHaveText('Settings');
  await expect(page.getByTestId('settings-account').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
    'href',
    '/login?next=%2Fsettings',
  );
  await clearFakeRequests();
  // A choice made before the form hydrates would be reset by it (React replays the change with the hydrated value).
  await expect(page.getByTestId('settings-form')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('settings-precision').selectOption('3');
  await expect(page.getByTestId('settings-status')).toHaveText('Saved in this browser.');
  expect(await page.evaluate(() => localStorage.getItem('reefcalc:precision:v1'))).toBe('3');
  await page.getByTestId('settings-units').selectOption('imperial');
  await expect((await openSettings(page)).getByTestId('units-select')).toHaveValue('imperial');
  expect(await fakeRequests()).toEqual([]);
});

test('settings follow the account to a fresh browser', async ({ browser, baseURL }) => {
  const email = uniqueEmail('settings');
  await createAccount(email);

  // Browser A: sign in, choose settings.
  const a = await browser.newContext({ baseURL });
  const pageA = await a.newPage();
  await signInWithPassword(pageA, email, PASSWORD, '/login?next=/settings');
  await expect(pageA).toHaveURL((u) => u.pathname === '/settings');
  await expect(pageA.getByTestId('settings-account')).toContainText(`Signed in as ${email}.`);
  await expect(pageA.getByTestId('settings-account').getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile');

  const status = pageA.getByTestId('settings-status');
  await pageA.getByTestId('settings-theme').selectOption('dark');
  await expect(status).toHaveText('Saved in this browser and in your account.');
  await expect(pageA.locator('html')).toHaveClass(/\bdark\b/);
  await pageA.getByTestId('settings-units').selectOption('imperial');
  await expect(status).toHaveText('Saved in this browser and in your account.');
  await pageA.getByTestId('settings-precision').selectOption('4');
  await expect
    .poll(async () => (await fakeUser(email)).user_metadata.settings)
    .toEqual({ theme: 'dark', language: 'en', units: 'imperial', precision: 4 });
  await pageA.getByTestId('settings-language').selectOption('ja');
  await expect(pageA).toHaveURL((u) => u.pathname === '/ja/settings');
  await expect(pageA.locator('h1')).toHaveText('設定');
  await expect
    .poll(async () => (await fakeUser(email)).user_metadata.settings)
    .toEqual({ theme: 'dark', language: 'ja', units: 'imperial', precision: 4 });
  await a.close();

  // Browser B: nothing saved yet; signing in brings everything over, the language included.
  const b = await browser.newContext({ baseURL, colorScheme: 'light' });
  const pageB = await b.newPage();
  await pageB.goto('/login');
  await expect(pageB.locator('html')).not.toHaveClass(/\bdark\b/);
  const formB = pageB.getByTestId('sign-in-form');
  await pageB.getByTestId('switch-method').click(); // the e-mailed code is the default way in
  await expect(formB).toHaveAttribute('data-mode', 'password');
  await formB.getByLabel('E-mail address').fill(email);
  await formB.getByLabel('Password').fill(PASSWORD);
  await formB.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(pageB).toHaveURL((u) => u.pathname === '/ja');
  await expect(pageB.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(pageB.locator('html')).toHaveClass(/\bdark\b/);
  await pageB.goto('/ja/settings');
  await expect(pageB.getByTestId('settings-theme')).toHaveValue('dark');
  await expect(pageB.getByTestId('settings-units')).toHaveValue('imperial');
  await expect(pageB.getByTestId('settings-precision')).toHaveValue('4');
  await expect(pageB.getByTestId('settings-language')).toHaveValue('ja');
  expect((await b.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ja');
  await b.close();
});

test("the header's theme, units and language controls save to the account too, and only when signed in", async ({
  browser,
  baseURL,
  page,
}) => {
  // Signed out: the header changes this browser only.
  await page.goto('/reef-calculator');
  await clearFakeRequests();
  await (await openSettings(page)).getByTestId('theme-select').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await (await openSettings(page)).getByTestId('units-select').selectOption('imperial');
  expect(await page.evaluate(() => localStorage.getItem('reefcalc-theme'))).toBe('dark');
  expect(await fakeRequests()).toEqual([]);

  const email = uniqueEmail('header-settings');
  await createAccount(email);
  const a = await browser.newContext({ baseURL, colorScheme: 'light' });
  const pageA = await a.newPage();
  await signInWithPassword(pageA, email, PASSWORD, '/login?next=/reef-calculator');
  await expect(pageA).toHaveURL((u) => u.pathname === '/reef-calculator');
  await expect(pageA.getByTestId('account-menu-button')).toBeVisible();

  await (await openSettings(pageA)).getByTestId('theme-select').selectOption('dark');
  await expect(pageA.locator('html')).toHaveClass(/\bdark\b/);
  await expect
    .poll(async () => (await fakeUser(email)).user_metadata.settings)
    .toEqual({ theme: 'dark', language: 'en', units: 'metric', precision: 2 });
  await (await openSettings(pageA)).getByTestId('units-select').selectOption('imperial');
  await expect
    .poll(async () => (await fakeUser(email)).user_metadata.settings)
    .toEqual({ theme: 'dark', language: 'en', units: 'imperial', precision: 2 });
  await pageA.getByTestId('locale-switcher').filter({ visible: true }).first().getByRole('link', { name: '日本語' }).click();
  await expect(pageA).toHaveURL((u) => u.pathname === '/ja/reef-calculator');
  await expect
    .poll(async () => (await fakeUser(email)).user_metadata.settings)
    .toEqual({ theme: 'dark', language: 'ja', units: 'imperial', precision: 2 });
  await a.close();
});
