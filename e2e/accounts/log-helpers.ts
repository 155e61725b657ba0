/**
 * What the reef log's account tests share: the stand-in's view of a keeper's rows, sign-in, the log's controls, and the
 * steps a keeper takes before a tank is public (a username, the share panel).
 */
import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { ANON_KEY, FAKE_URL, PASSWORD, signInWithPassword as signIn } from './fake';

export type Locale = 'en' | 'ja';
export const M = { en, ja } as const;
export const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
export const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export interface ServerLog {
  tanks: { id: string; name: string; deleted_at: string | null }[];
  entries: { id: string; values: Record<string, number>; deleted_at: string | null }[];
}
export const serverLog = async (email: string): Promise<ServerLog> =>
  (await (await fetch(`${FAKE_URL}/__test/log?email=${encodeURIComponent(email)}`)).json()) as ServerLog;
export const restFault = (mode: 'drop-after-commit' | 'error-500' | 'expire-token', table: string) =>
  fetch(`${FAKE_URL}/__test/rest-fault`, { method: 'POST', body: JSON.stringify({ mode, table, method: 'POST' }) });

export const expect = baseExpect.configure({ timeout: 30_000 });

export async function signInWithPassword(page: Page, email: string, locale: Locale = 'en') {
  await signIn(page, email, PASSWORD, locale === 'en' ? '/login' : '/ja/login');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}

export const status = (page: Page) => page.getByTestId('log-sync-status');
export const entries = (page: Page) => page.getByTestId('entry-list').locator('li');
export const tankSelect = (page: Page, locale: Locale = 'en') => page.getByLabel(M[locale].Log.tank.choose, { exact: true });

export async function signedInContext(browser: Browser, baseURL: string | undefined, email: string, locale: Locale = 'en') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithPassword(page, email, locale);
  await page.goto(logPath(locale));
  await expect(page.getByTestId('log-app')).toBeVisible();
  return { context, page };
}

export async function createTank(page: Page, name: string, volumeL = '300', locale: Locale = 'en') {
  const L = M[locale].Log;
  await page.getByRole('textbox', { name: L.form.fields.name }).fill(name);
  await page.getByRole('textbox', { name: startsWith(L.form.fields.volumeL) }).fill(volumeL);
  await page.getByRole('button', { name: L.tank.create }).click();
  await expect(tankSelect(page, locale)).toContainText(name);
}

export async function addTest(page: Page, alkalinity: string, locale: Locale = 'en') {
  const L = M[locale].Log;
  const before = await entries(page).count();
  await page.getByRole('tab', { name: L.entry.kinds.test }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('textbox', { name: startsWith(L.form.fields.alkalinity) })
    .fill(alkalinity);
  await page.getByRole('button', { name: L.entry.save }).click();
  await expect(entries(page)).toHaveCount(before + 1);
}

/** Claims `username` on the profile page, as a keeper does before anything can be public. */
export async function claimUsername(page: Page, username: string, locale: Locale = 'en') {
  const Pr = M[locale].Account.profile;
  await page.goto(locale === 'en' ? '/profile' : '/ja/profile');
  const profileForm = page.getByTestId('profile-form');
  await profileForm.getByLabel(Pr.username, { exact: true }).fill(username);
  await profileForm.getByRole('button', { name: Pr.save }).click();
  await expect(page.getByTestId('profile-message')).toHaveText(Pr.saved);
}

/**
 * Where a public page starts: the keeper signed in, a 300 L tank `tank` with one test of alkalinity, synced (the
 * stand-in holds the test), and `username` claimed on the profile page. The page is left on the profile.
 */
export async function keeperWithTank(
  browser: Browser,
  baseURL: string | undefined,
  { email, username, tank, alkalinity, locale }: { email: string; username: string; tank: string; alkalinity: string; locale: Locale },
) {
  const keeper = await signedInContext(browser, baseURL, email, locale);
  await createTank(keeper.page, tank, '300', locale);
  await addTest(keeper.page, alkalinity, locale);
  await expect.poll(async () => (await serverLog(email)).entries.length).toBe(1);
  await claimUsername(keeper.page, username, locale);
  return keeper;
}

/** Opens the log on the tank `name`, then its settings, and returns the share panel's form ("Public page"). */
export async function openShareForm(page: Page, name: string, locale: Locale = 'en'): Promise<Locator> {
  await page.goto(logPath(locale));
  await expect(tankSelect(page, locale)).toContainText(name);
  await page.getByRole('button', { name: M[locale].Log.tank.edit }).click();
  return page.getByTestId('share-form');
}

/** Switches the share on or off in its panel and saves, waiting for the panel to say it is saved. */
export async function saveShare(share: Locator, enabled: boolean, locale: Locale = 'en') {
  const S = M[locale].Log.share;
  await share.getByRole('checkbox', { name: S.enabled }).setChecked(enabled);
  await share.getByRole('button', { name: S.save }).click();
  await expect(share.getByRole('status')).toHaveText(enabled ? S.savedOn : S.savedOff);
}

/** The access token the account's password gives (the browser holds its own session). */
export async function accessToken(email: string) {
  const res = await fetch(`${FAKE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * The keeper's REST, with the session the keeper's password gives (the browser holds its own). With `revalidateAt`
 * (the site's base URL), a write to the shares is followed, as the site's own screens do, by the call that makes the
 * cached public pages stale.
 */
export async function keeperRest(email: string, { revalidateAt }: { revalidateAt?: string } = {}) {
  const token = await accessToken(email);
  return async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${FAKE_URL}/rest/v1/${path}`, {
      method,
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(r.status, `${method} ${path}`).toBeLessThan(300);
    if (revalidateAt !== undefined && method !== 'GET' && path.startsWith('tank_shares')) {
      const stale = await fetch(new URL('/api/public/revalidate', revalidateAt), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(stale.status, 'revalidate').toBe(204);
    }
    return r.status === 204 || r.status === 201 ? null : ((await r.json()) as unknown);
  };
}
