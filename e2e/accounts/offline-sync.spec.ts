/**
 * The reef log of a signed-in keeper with the service worker running (docs/offline.md): /log is
 * reloaded offline and answered by the worker, an entry is recorded there, and once the connection returns it
 * reaches the account (PostgreSQL behind the Supabase stand-in, e2e/fake-supabase) and a second browser.
 * The accounts project blocks service workers (playwright.config.ts); this file allows them, as e2e/offline.spec.ts does.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { waitForActiveWorker } from '../helpers';
import { createAccount, FAKE_URL, PASSWORD, signInWithPassword as signIn, uniqueEmail } from './fake';

interface ServerLog {
  tanks: { id: string; name: string; deleted_at: string | null }[];
  entries: { id: string; tank_id: string; values: Record<string, number>; deleted_at: string | null }[];
}
const serverLog = async (email: string): Promise<ServerLog> =>
  (await (await fetch(`${FAKE_URL}/__test/log?email=${encodeURIComponent(email)}`)).json()) as ServerLog;

test.use({ serviceWorkers: 'allow' });
// The worker installs and downloads the precache first (about 10 s here), then sign-in, two browsers and sync passes.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const status = (page: Page) => page.getByTestId('log-sync-status');
const entries = (page: Page) => page.getByTestId('entry-list').locator('li');

test('an entry recorded offline on the page the service worker serves reaches the account once back online', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('log-sw-offline');
  await createAccount(email);
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  // the worker registers after load, precaches, then takes control of the page
  await page.goto('/log');
  await expect(page.getByTestId('log-app')).toBeVisible();
  await waitForActiveWorker(page);

  await page.getByRole('textbox', { name: 'Tank name' }).fill('Sump-less nano');
  await page.getByRole('textbox', { name: /^Total system volume/ }).fill('60');
  await page.getByRole('button', { name: 'Create tank' }).click();
  await expect(page.getByLabel('Tank', { exact: true })).toContainText('Sump-less nano');
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  await expect.poll(async () => (await serverLog(email)).tanks.length).toBe(1);

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), '/log offline is answered by the worker').toBe(true);
  await expect(page.getByTestId('log-app')).toBeVisible();
  await expect(page.getByLabel('Tank', { exact: true })).toContainText('Sump-less nano');
  await expect(status(page)).toHaveAttribute('data-state', 'offline');

  await page.getByRole('tab', { name: 'Water test' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: /^Alkalinity \(KH\)/ })
    .fill('7.7');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('7.7 dKH');
  await expect(status(page)).toHaveAttribute('data-state', 'offline');
  expect((await serverLog(email)).entries).toHaveLength(0); // nothing left the browser

  await context.setOffline(false);
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  await expect.poll(async () => (await serverLog(email)).entries.length).toBe(1);
  const log = await serverLog(email);
  expect(log.entries[0].values.alkalinity).toBeCloseTo(7.7, 10); // canonical dKH
  expect(log.entries[0].tank_id).toBe(log.tanks[0].id);
  expect(log.entries[0].deleted_at).toBeNull();

  // and a second browser of the same keeper sees it
  const other = await browser.newContext({ baseURL });
  const b = await other.newPage();
  await signIn(b, email, PASSWORD);
  await b.goto('/log');
  await expect(b.getByLabel('Tank', { exact: true })).toContainText('Sump-less nano');
  await expect(entries(b)).toHaveCount(1);
  await expect(entries(b).first()).toContainText('7.7 dKH');
  await other.close();
});
