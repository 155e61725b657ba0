/**
 * The account screens pass axe (WCAG 2.1 A/AA, serious and critical) in light and dark theme, and log no errors.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from '../helpers';
import { createAccount, signInWithPassword, uniqueEmail } from './fake';

async function axeBothThemes(page: Page, label: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page, { label: `${label} light`, soft: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page, { label: `${label} dark`, soft: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('sign-in screens, code step, profile, settings and the open account menu', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('a11y');
  await createAccount(email);

  for (const path of ['/login', '/ja/login']) {
    await page.goto(path);
    await axeBothThemes(page, `${path} code`);
    await page.getByTestId('switch-method').click();
    await expect(page.getByTestId('sign-in-form')).toHaveAttribute('data-mode', 'password');
    await axeBothThemes(page, `${path} password`);
    await page.getByTestId('create-account-link').click();
    await expect(page.getByTestId('sign-in-form')).toHaveAttribute('data-mode', 'signup');
    await axeBothThemes(page, `${path} sign-up`);
  }
  await page.context().clearCookies(); // /ja/login set NEXT_LOCALE=ja, which would send /login to /ja/login
  await page.goto('/login');
  await page.getByTestId('sign-in-form').getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await axeBothThemes(page, 'code step with an error');

  await signInWithPassword(page, email);
  for (const path of ['/profile', '/ja/profile', '/settings', '/ja/settings']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await axeBothThemes(page, path);
  }
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await axeBothThemes(page, 'account menu');
  expect(errors.take()).toEqual([]);
});
