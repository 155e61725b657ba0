/**
 * The reef log with an account: two browser contexts of one keeper, the Supabase stand-in forwarding /rest/v1 to
 * PostgreSQL (e2e/fake-supabase), so row-level security, constraints and triggers are PostgreSQL's own. The
 * two-browser and offline tests run in both languages (labels from messages/*.json).
 */
import { test } from '@playwright/test';
import { clearFakeRequests, createAccount, fakeRequests, uniqueEmail } from './fake';
import {
  addTest,
  createTank,
  entries,
  expect,
  M,
  restFault,
  serverLog,
  signedInContext,
  signInWithPassword,
  startsWith,
  status,
  tankSelect,
} from './log-helpers';

// Two browsers, sign-ins and sync passes: more than the default 30 s (and 7 s a step) on a shared machine.
test.describe.configure({ timeout: 180_000 });

for (const locale of ['en', 'ja'] as const) {
  const L = M[locale].Log;
  const S = M[locale].Account.logSync;

  test(`${locale}: signed in, a tank and entries reach a second browser, then edits and a deletion`, async ({ browser, baseURL }) => {
    const email = uniqueEmail(`log-sync-${locale}`);
    await createAccount(email);
    const a = await signedInContext(browser, baseURL, email, locale);
    await createTank(a.page, 'Display', '300', locale);
    await addTest(a.page, '8.1', locale);
    await addTest(a.page, '8.4', locale);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
    await expect(status(a.page)).toHaveText(S.synced);
    await expect.poll(async () => (await serverLog(email)).entries.length).toBe(2);

    const b = await signedInContext(browser, baseURL, email, locale);
    await expect(tankSelect(b.page, locale)).toContainText('Display');
    await expect(entries(b.page)).toHaveCount(2);
    await expect(b.page.getByTestId('entry-list')).toContainText('8.1 dKH');
    await expect(b.page.getByTestId('entry-list')).toContainText('8.4 dKH');

    // edits on B (the tank's name; an entry, in its form) and a deletion on A reach the other
    await b.page.getByRole('button', { name: L.tank.edit }).click();
    await b.page.getByRole('textbox', { name: L.form.fields.name }).fill('Display 2');
    await b.page.getByRole('button', { name: L.tank.save }).click();
    await expect(status(b.page)).toHaveAttribute('data-state', 'synced');
    await entries(b.page).filter({ hasText: '8.1 dKH' }).getByRole('button', { name: L.list.editLabel }).click();
    const alkalinity = b.page.getByRole('textbox', { name: startsWith(L.form.fields.alkalinity) });
    await expect(alkalinity).toHaveValue('8.1');
    await alkalinity.fill('7.9');
    await b.page.getByRole('button', { name: L.entry.saveChanges }).click();
    await expect(b.page.getByTestId('entry-list')).toContainText('7.9 dKH');
    await expect(status(b.page)).toHaveAttribute('data-state', 'synced');
    await entries(a.page).filter({ hasText: '8.4 dKH' }).getByRole('button', { name: L.list.deleteLabel }).click();
    await expect(entries(a.page)).toHaveCount(1);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');

    await a.page.reload();
    await expect(tankSelect(a.page, locale)).toContainText('Display 2');
    await expect(entries(a.page)).toHaveCount(1);
    await expect(entries(a.page).first()).toContainText('7.9 dKH');
    await b.page.reload();
    await expect(entries(b.page)).toHaveCount(1);
    await expect(entries(b.page).first()).toContainText('7.9 dKH');
    const log = await serverLog(email);
    expect(log.tanks.map((t) => t.name)).toEqual(['Display 2']);
    expect(log.entries.filter((e) => e.deleted_at).map((e) => e.values.alkalinity)).toEqual([8.4]);
    expect(log.entries.filter((e) => !e.deleted_at).map((e) => e.values.alkalinity)).toEqual([7.9]);
    await a.context.close();
    await b.context.close();
  });

  test(`${locale}: an entry made offline reaches the other browser once the connection returns`, async ({ browser, baseURL }) => {
    const email = uniqueEmail(`log-offline-${locale}`);
    await createAccount(email);
    const a = await signedInContext(browser, baseURL, email, locale);
    await createTank(a.page, 'Frag tank', '80', locale);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
    const b = await signedInContext(browser, baseURL, email, locale);
    await expect(tankSelect(b.page, locale)).toContainText('Frag tank');

    await a.context.setOffline(true);
    await addTest(a.page, '7.6', locale);
    await expect(status(a.page)).toHaveAttribute('data-state', 'offline');
    await expect(status(a.page)).toContainText(S.offline.split(/[.。]/)[0]);
    expect((await serverLog(email)).entries).toHaveLength(0);
    await a.context.setOffline(false);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');

    await b.page.reload();
    await expect(entries(b.page)).toHaveCount(1);
    await expect(entries(b.page).first()).toContainText('7.6 dKH');
    await a.context.close();
    await b.context.close();
  });
}

test('a failed sync (response lost after the commit; a 500) is retried without duplicates', async ({ browser, baseURL }) => {
  const email = uniqueEmail('log-faults');
  await createAccount(email);
  const a = await signedInContext(browser, baseURL, email);
  await createTank(a.page, 'Display');
  await expect(status(a.page)).toHaveAttribute('data-state', 'synced');

  await restFault('drop-after-commit', 'log_entries');
  await clearFakeRequests();
  await addTest(a.page, '8.0');
  // the first upload committed but its answer was lost; the upload is sent again (by the back-off, or by the
  // browser itself on a dropped keep-alive connection) and the entry is stored once
  await expect
    .poll(async () => (await fakeRequests()).filter((r) => r.method === 'POST' && r.path.startsWith('/rest/v1/log_entries')).length)
    .toBeGreaterThanOrEqual(2);
  await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
  expect((await serverLog(email)).entries).toHaveLength(1);

  // three 500s in a row (each rolled back after the statement ran): the error is shown, then the back-off gets through
  for (let i = 0; i < 3; i++) await restFault('error-500', 'log_entries');
  await addTest(a.page, '8.2');
  await expect(status(a.page)).toHaveAttribute('data-state', 'error');
  await expect(status(a.page)).toContainText('Could not reach your account (1 change waiting).');
  await expect(a.page.getByRole('button', { name: 'Retry now' })).toBeVisible();
  await expect(status(a.page)).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });

  const log = await serverLog(email);
  expect(log.entries).toHaveLength(2);
  expect(new Set(log.entries.map((e) => e.id)).size).toBe(2);
  await a.context.close();
});

test('first sign-in: entries made before are counted and added to the account only when asked', async ({ browser, baseURL }) => {
  const email = uniqueEmail('log-adopt');
  await createAccount(email);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/log');
  await createTank(page, 'Nano', '60');
  await addTest(page, '8.3');
  await addTest(page, '8.5');
  await expect(page.getByTestId('log-sync')).toHaveCount(0); // signed out: no account line

  await signInWithPassword(page, email);
  await page.goto('/log');
  const offer = page.getByTestId('log-sync-offer');
  await expect(offer).toContainText('This browser holds 1 tank and 2 entries made before you signed in.');
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  expect(await serverLog(email)).toEqual({ tanks: [], entries: [] }); // nothing added silently

  await offer.getByRole('button', { name: 'Add them to my account' }).click();
  await expect(page.getByTestId('log-sync-adopted')).toHaveText('Added to your account: 1 tank and 2 entries.');
  await expect(offer).toHaveCount(0);
  await expect.poll(async () => (await serverLog(email)).entries.length).toBe(2);
  expect((await serverLog(email)).tanks.map((t) => t.name)).toEqual(['Nano']);
  await context.close();
});
