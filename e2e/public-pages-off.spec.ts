/**
 * Without Supabase (the default build), public profile and tank addresses say plainly that accounts are off, in
 * both languages, with a 200 and no error (docs/public-pages.md).
 */
import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors } from './helpers';

for (const [path, M] of [
  ['/u/coral_keeper', en],
  ['/ja/u/coral_keeper/my-reef', ja],
] as const) {
  test(`${path} says accounts are off`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: M.PublicPages.offTitle })).toBeVisible();
    await expect(page.getByTestId('public-accounts-off')).toContainText(M.PublicPages.offText);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(errors.take()).toEqual([]);
  });
}

for (const [path, M] of [
  ['/community', en],
  ['/ja/community?kind=sps', ja],
] as const) {
  test(`${path} says accounts are off`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: M.Community.title })).toBeVisible();
    await expect(page.getByTestId('community-accounts-off')).toContainText(M.Community.offText);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('community-filters')).toHaveCount(0);
    expect(errors.take()).toEqual([]);
  });
}
