/**
 * The account screens pass axe (WCAG 2.1 A/AA, serious and critical) in light and dark theme, and log no errors.
 */
import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolationsInBothThemes } from '../helpers';
import { createAccount, signInWithPassword, uniqueEmail } from './fake';

test('sign-in screens, code step, profile, settings and the open account menu', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail('a11y');
  await createAccount(email);

  for (const path of ['/login', '/ja/login']) {
    await page.goto(path);
    await expectNoSeriousAxeViolationsInBothThemes(page, `${path} code`, { soft: true });
    await page.getByTestId('switch-method').click();
    await expect(page.getByTestId('sign-in-form')).toHaveAttribute('data-mode', 'password');
    await expectNoSeriousAxeViolationsInBothThemes(page, `${path} password`, { soft: true });
    await page.getByTestId('create-account-link').click();
    await expect(page.getByTestId('sign-in-form')).toHaveAttribute('data-mode', 'signup');
    await expectNoSeriousAxeViolationsInBothThemes(page, `${path} sign-up`, { soft: true });
  }
  await page.context().clearCookies(); // /ja/login set NEXT_LOCALE=ja, which would send /login to /ja/login
  await page.goto('/login');
  await page.getByTestId('sign-in-form').getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('auth-error')).toBeVisible();
  await expectNoSeriousAxeViolationsInBothThemes(page, 'code step with an error', { soft: true });

  await signInWithPassword(page, email);
  for (const path of ['/profile', '/ja/profile', '/settings', '/ja/settings']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoSeriousAxeViolationsInBothThemes(page, path, { soft: true });
  }
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expectNoSeriousAxeViolationsInBothThemes(page, 'account menu', { soft: true });
  expect(errors.take()).toEqual([]);
});
