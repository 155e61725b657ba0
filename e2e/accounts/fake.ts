/**
 * Talks to the fake Supabase server (e2e/fake-supabase/app.ts): codes "e-mailed", the request log,
 * injected failures, and accounts made directly through its Auth API (faster than the sign-up screen).
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const FAKE_URL = `http://127.0.0.1:${process.env.E2E_FAKE_SUPABASE_PORT ?? 54329}`;
export const ANON_KEY = process.env.E2E_SUPABASE_ANON_KEY ?? 'fake-anon-key';
export const PASSWORD = 'coral-reef-42';

let counter = 0;
/** A fresh address per test, so tests never share an account. */
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@reef.example`;

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${FAKE_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', apikey: ANON_KEY },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
}

export interface SentCode {
  code: string;
  token_hash: string;
  type: string;
  /** how many codes this address got so far */
  sent: number;
}

/** The last code sent to `email` (what the e-mail would have said). */
export async function lastCode(email: string): Promise<SentCode> {
  const r = await call('GET', `/__test/last-otp?email=${encodeURIComponent(email)}`);
  expect(r.status, `a code was sent to ${email}`).toBe(200);
  return r.body as SentCode;
}

export interface LoggedRequest {
  method: string;
  path: string;
  origin: string | null;
}
export const fakeRequests = async () => (await call('GET', '/__test/requests')).body as LoggedRequest[];
export const clearFakeRequests = () => call('DELETE', '/__test/requests');
/** The next request to `path` answers `status` with Supabase error `code`. */
export const failNext = (path: string, status: number, code: string, method = 'POST') =>
  call('POST', '/__test/fail-next', { path, status, code, method });
export const fakeConfig = (values: { accessTokenTtl?: number; otpTtl?: number; maxRows?: number | null }) =>
  call('POST', '/__test/config', values);
export const fakeUser = async (email: string) =>
  (await call('GET', `/__test/user?email=${encodeURIComponent(email)}`)).body as {
    id: string;
    user_metadata: Record<string, unknown>;
  };

/** A confirmed account with a password (and user metadata `data`), made through the fake's sign-up and verify endpoints. */
export async function createAccount(email: string, password = PASSWORD, data?: Record<string, unknown>) {
  expect((await call('POST', '/auth/v1/signup', { email, password, data })).status).toBe(200);
  const { code } = await lastCode(email);
  expect((await call('POST', '/auth/v1/verify', { email, token: code, type: 'signup' })).status).toBe(200);
}

/** Names of the Supabase session cookies in `context` (`sb-127-auth-token`, possibly split into .0, .1 …). */
export async function sessionCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => /^sb-.+-auth-token(\.\d+)?$/.test(c.name));
}

/** Signs in by password on the sign-in page at `loginPath` and waits for the page it returns to. */
export async function signInWithPassword(page: Page, email: string, password = PASSWORD, loginPath = '/login') {
  await page.goto(loginPath);
  const form = page.getByTestId('sign-in-form');
  await page.getByTestId('switch-method').click();
  await expect(form).toHaveAttribute('data-mode', 'password');
  await form.getByLabel(/E-mail address|メールアドレス/).fill(email);
  await form.getByLabel(/^(Password|パスワード)$/).fill(password);
  await form.getByRole('button', { name: /^(Sign in|ログイン)$/ }).click();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
}
