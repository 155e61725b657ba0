/** What the reef log's account tests share: the stand-in's view of a keeper's rows, sign-in, and the log's controls. */
import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { FAKE_URL, PASSWORD, signInWithPassword as signIn } from './fake';

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
