/**
 * Each account's reef log is its own in the browser (lib/log/accounts.ts): after sign-out nothing of it shows,
 * another account never sees, edits or uploads it, changes not yet uploaded are never dropped without the keeper's
 * choice, a sign-in as someone else in another tab is noticed before the next request, refused and conflicting
 * changes wait for the keeper, and a server that errs or never answers is retried. Against the Supabase stand-in
 * and PostgreSQL, in both languages where the keeper reads something.
 */
import { test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { expectNoSeriousAxeViolations } from '../helpers';
import { ANON_KEY, createAccount, FAKE_URL, failNext, fakeConfig, PASSWORD, sessionCookies, uniqueEmail } from './fake';
import {
  addTest,
  createTank,
  entries,
  expect,
  logPath,
  M,
  serverLog,
  signedInContext,
  signInWithPassword,
  startsWith,
  status,
  tankSelect,
  type Locale,
} from './log-helpers';
import { NO_REALTIME } from '../fake-supabase/test-client';

test.describe.configure({ timeout: 180_000 });

const dialog = (page: Page) => page.getByTestId('sign-out-dialog');

/** Opens the account menu and asks to sign out. */
async function askSignOut(page: Page, locale: Locale = 'en') {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: M[locale].Account.menu.signOut }).click();
}

/**
 * Chooses a way to sign out in the dialog and waits for the page to load again signed out (sign-out reloads the
 * page, so the next navigation must not race it).
 */
async function signOutWith(page: Page, name: string | RegExp) {
  const reloaded = page.waitForEvent('load');
  await dialog(page).getByRole('button', { name }).click();
  await reloaded;
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
}

/** The log as a visitor or another account sees it: the log, and none of `names` anywhere in it. */
async function seesNoneOf(page: Page, names: string[], locale: Locale = 'en') {
  await page.goto(logPath(locale));
  await expect(page.getByTestId('log-app')).toBeVisible();
  for (const name of names) await expect(page.getByTestId('log-app')).not.toContainText(name);
}

for (const locale of ['en', 'ja'] as const) {
  const A = M[locale].Account.signOutLog;

  test(`${locale}: after sign-out nothing of the account shows; another account never sees it; signing in again brings it back`, async ({
    browser,
    baseURL,
  }) => {
    const emailA = uniqueEmail(`own-log-a-${locale}`);
    const emailB = uniqueEmail(`own-log-b-${locale}`);
    await createAccount(emailA);
    await createAccount(emailB);
    const { context, page } = await signedInContext(browser, baseURL, emailA, locale);
    await createTank(page, 'Reef A', '300', locale);
    await addTest(page, '8.1', locale);
    await expect(status(page)).toHaveAttribute('data-state', 'synced');

    await askSignOut(page, locale);
    await expect(dialog(page)).toContainText(A.saved);
    await signOutWith(page, A.keep);

    // a visitor in the same browser: none of A's log, and what the visitor makes stays theirs
    await seesNoneOf(page, ['Reef A', '8.1'], locale);
    await createTank(page, 'Visitor tank', '60', locale);

    // keeper B in the same browser: neither A's rows nor the visitor's, which are only offered
    await signInWithPassword(page, emailB, locale);
    await seesNoneOf(page, ['Reef A', '8.1', 'Visitor tank'], locale);
    await expect(page.getByTestId('log-sync-offer')).toBeVisible();
    await createTank(page, 'Reef B', '120', locale);
    await expect.poll(async () => (await serverLog(emailB)).tanks.map((t) => t.name)).toEqual(['Reef B']);
    await expect(status(page)).toHaveAttribute('data-state', 'synced');
    expect((await serverLog(emailA)).tanks.map((t) => t.name)).toEqual(['Reef A']);

    await askSignOut(page, locale);
    await signOutWith(page, A.remove);

    // A again: the log kept on this device is back at once, and B's is nowhere
    await signInWithPassword(page, emailA, locale);
    await page.goto(logPath(locale));
    await expect(tankSelect(page, locale)).toContainText('Reef A');
    await expect(tankSelect(page, locale)).not.toContainText('Reef B');
    await expect(entries(page)).toHaveCount(1);
    await context.close();
  });

  test(`${locale}: signing out with changes not yet uploaded warns: upload first, keep them here, or discard`, async ({
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail(`unsent-${locale}`);
    await createAccount(email);
    const { context, page } = await signedInContext(browser, baseURL, email, locale);
    await createTank(page, 'Display', '300', locale);
    await expect(status(page)).toHaveAttribute('data-state', 'synced');
    const cut = () => page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));

    // 1. upload first: refused while the server cannot be reached, then done
    await cut();
    await addTest(page, '7.7', locale);
    await expect(status(page)).toHaveAttribute('data-state', 'error');
    await askSignOut(page, locale);
    await expect(dialog(page).getByTestId('sign-out-unsent')).toHaveAttribute('data-count', '1');
    await expectNoSeriousAxeViolations(page, { label: `${locale} sign-out dialog` });
    await expect(dialog(page).getByRole('button', { name: A.upload })).toBeFocused(); // the modal dialog takes focus
    await dialog(page).getByRole('button', { name: A.upload }).click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await page.unroute('**/rest/v1/**');
    await signOutWith(page, A.upload);
    expect((await serverLog(email)).entries.map((e) => e.values.alkalinity)).toEqual([7.7]);

    // 2. keep them on this device: nothing shows signed out, and they go up at the next sign-in
    await signInWithPassword(page, email, locale);
    await page.goto(logPath(locale));
    await expect(entries(page)).toHaveCount(1);
    await cut();
    await addTest(page, '8.3', locale);
    await askSignOut(page, locale);
    await signOutWith(page, A.keepUnsent);
    await page.unroute('**/rest/v1/**');
    await seesNoneOf(page, ['Display', '8.3'], locale);
    expect((await serverLog(email)).entries).toHaveLength(1);
    await signInWithPassword(page, email, locale);
    await page.goto(logPath(locale));
    await expect(entries(page)).toHaveCount(2);
    await expect.poll(async () => (await serverLog(email)).entries.map((e) => e.values.alkalinity).sort()).toEqual([7.7, 8.3]);

    // 3. discard: gone from this device, never uploaded
    await cut();
    await addTest(page, '9.9', locale);
    await askSignOut(page, locale);
    await signOutWith(
      page,
      A.discardUnsent.replace('{count, plural, one {# change} other {# changes}}', '1 change').replace('{count}', '1'),
    );
    await page.unroute('**/rest/v1/**');
    await signInWithPassword(page, email, locale);
    await page.goto(logPath(locale));
    await expect(entries(page)).toHaveCount(2);
    await expect(page.getByTestId('entry-list')).not.toContainText('9.9');
    expect((await serverLog(email)).entries).toHaveLength(2);
    await context.close();
  });

  test(`${locale}: two devices edit the same entry: the second is shown both versions and chooses`, async ({ browser, baseURL }) => {
    const email = uniqueEmail(`conflict-${locale}`);
    await createAccount(email);
    const S = M[locale].Account.logSync.held;
    const L = M[locale].Log;
    const a = await signedInContext(browser, baseURL, email, locale);
    await createTank(a.page, 'Display', '300', locale);
    await addTest(a.page, '8.0', locale);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
    const b = await signedInContext(browser, baseURL, email, locale);
    await expect(entries(b.page)).toHaveCount(1);

    const edit = async (page: Page, value: string) => {
      await entries(page).first().getByRole('button', { name: L.list.editLabel }).click();
      await page.getByRole('textbox', { name: startsWith(L.form.fields.alkalinity) }).fill(value);
      await page.getByRole('button', { name: L.entry.saveChanges }).click();
      await expect(page.getByTestId('entry-list')).toContainText(`${value} dKH`);
    };
    await b.context.setOffline(true);
    await edit(a.page, '8.2');
    // The server must hold A's edit before B's goes out: A's status can still read "synced" in the moment between
    // the save and its outbox item being counted, and B's edit would then be the first to arrive.
    await expect.poll(async () => (await serverLog(email)).entries.map((e) => e.values.alkalinity)).toEqual([8.2]);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
    await edit(b.page, '8.4');
    await b.context.setOffline(false);

    const held = b.page.getByTestId('log-sync-held-item');
    await expect(held).toHaveAttribute('data-held', 'conflict');
    await expect(held.getByTestId('held-mine')).toContainText('8.4 dKH');
    await expect(held.getByTestId('held-theirs')).toContainText('8.2 dKH');
    await expect(entries(b.page).first()).toContainText('8.2 dKH'); // the server's, until the keeper chooses
    await expectNoSeriousAxeViolations(b.page, { label: `${locale} held conflict, light` });
    await b.page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(b.page, { label: `${locale} held conflict, dark` });
    expect((await serverLog(email)).entries.map((e) => e.values.alkalinity)).toEqual([8.2]);
    await held.getByRole('button', { name: S.keepMine }).click();
    await expect(held).toHaveCount(0);
    await expect(status(b.page)).toHaveAttribute('data-state', 'synced');
    await expect.poll(async () => (await serverLog(email)).entries.map((e) => e.values.alkalinity)).toEqual([8.4]);
    await a.page.reload();
    await expect(entries(a.page).first()).toContainText('8.4 dKH');
    await a.context.close();
    await b.context.close();
  });
}

test("another account signed in in a second tab: noticed before the next request; neither log gets the other's rows", async ({
  browser,
  baseURL,
}) => {
  const emailA = uniqueEmail('tab-a');
  const emailB = uniqueEmail('tab-b');
  await createAccount(emailA);
  await createAccount(emailB);
  const { context, page } = await signedInContext(browser, baseURL, emailA);
  await createTank(page, 'Reef A');
  await expect(status(page)).toHaveAttribute('data-state', 'synced');

  // B signs in elsewhere in this browser through a link (as /auth/confirm does): the session cookies become B's,
  // and no event reaches the first tab
  const other = await signedInContext(browser, baseURL, emailB);
  await createTank(other.page, 'Reef B');
  await expect(status(other.page)).toHaveAttribute('data-state', 'synced');
  await context.addCookies(await sessionCookies(other.context));
  await other.context.close();

  // the first tab still shows A's log; its next write would go out with B's session, and is stopped before it does,
  // and the page follows the account now signed in
  await addTest(page, '8.0');
  await expect(tankSelect(page)).toContainText('Reef B');
  await expect(tankSelect(page)).not.toContainText('Reef A');
  const [a, b] = [await serverLog(emailA), await serverLog(emailB)];
  expect(a.tanks.map((t) => t.name)).toEqual(['Reef A']);
  expect(a.entries).toHaveLength(0); // waiting in A's own log for A's next sign-in
  expect(b.tanks.map((t) => t.name)).toEqual(['Reef B']);
  expect(b.entries).toHaveLength(0);

  // A signs in again: the entry kept in A's log goes to A's account
  await askSignOut(page);
  await signOutWith(page, M.en.Account.signOutLog.keep);
  await signInWithPassword(page, emailA);
  await page.goto('/log');
  await expect(tankSelect(page)).toContainText('Reef A');
  await expect(entries(page)).toHaveCount(1);
  await expect.poll(async () => (await serverLog(emailA)).entries.length).toBe(1);
  await context.close();
});

test('a 404 during a deploy (stale schema cache) is retried, not set aside', async ({ browser, baseURL }) => {
  const email = uniqueEmail('deploy-404');
  await createAccount(email);
  const { context, page } = await signedInContext(browser, baseURL, email);
  await createTank(page, 'Display');
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  await failNext('/rest/v1/log_entries', 404, 'PGRST205');
  await addTest(page, '8.1');
  await expect(status(page)).toHaveAttribute('data-state', 'error');
  await expect(status(page)).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });
  await expect(page.getByTestId('log-sync-held')).toHaveCount(0);
  expect((await serverLog(email)).entries).toHaveLength(1);
  await context.close();
});

test('a request that is never answered times out, and the sync carries on once the server answers', async ({ browser, baseURL }) => {
  const email = uniqueEmail('black-hole');
  await createAccount(email);
  const { context, page } = await signedInContext(browser, baseURL, email);
  await createTank(page, 'Display');
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  await page.route('**/rest/v1/log_entries**', () => {}); // a black hole: never answered, never refused
  await addTest(page, '8.1');
  await expect(status(page)).toHaveAttribute('data-state', 'error', { timeout: 60_000 });
  await page.unroute('**/rest/v1/log_entries**');
  await page.getByRole('button', { name: M.en.Account.logSync.retry }).click();
  await expect(status(page)).toHaveAttribute('data-state', 'synced');
  expect((await serverLog(email)).entries).toHaveLength(1);
  await context.close();
});

test('a server that caps every read at 100 rows: a new browser still receives all 250 entries', async ({ browser, baseURL }) => {
  const email = uniqueEmail('max-rows');
  await createAccount(email);
  // 250 entries already in the account (another device's work), written as that device's sync would
  const client = createClient(FAKE_URL, ANON_KEY, { auth: { persistSession: false }, realtime: NO_REALTIME });
  const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  const userId = data.user!.id;
  const tankId = crypto.randomUUID();
  const common = { user_id: userId, created_at: new Date().toISOString(), deleted_at: null, base_version: 0 };
  expect(
    (
      await client
        .from('log_tanks')
        .upsert([{ ...common, id: tankId, name: 'Display', volume_l: 300, targets: {}, change_id: crypto.randomUUID() }])
    ).error,
  ).toBeNull();
  const rows = Array.from({ length: 250 }, (_, i) => ({
    ...common,
    id: crypto.randomUUID(),
    tank_id: tankId,
    kind: 'test',
    at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
    values: { alkalinity: 8 },
    change_id: crypto.randomUUID(),
  }));
  expect((await client.from('log_entries').upsert(rows)).error).toBeNull();
  await fakeConfig({ maxRows: 100 });
  try {
    const { context, page } = await signedInContext(browser, baseURL, email);
    await expect(page.getByRole('heading', { name: M.en.Log.list.title.replace('{count}', '250') })).toBeVisible();
    await context.close();
  } finally {
    await fakeConfig({ maxRows: 1000 });
  }
});
