/**
 * The guard (lib/account/guard.ts in proxy.ts): /profile without a session goes to /login with the page
 * remembered in a cookie, and back there after signing in; the session refresh in the proxy.
 */
import { expect, test } from '@playwright/test';
import {
  ANON_KEY,
  clearFakeRequests,
  createAccount,
  FAKE_URL,
  fakeConfig,
  fakeRequests,
  PASSWORD,
  sessionCookies,
  signInWithPassword,
  uniqueEmail,
} from './fake';

test('a visitor is sent from /profile to /login, with the page remembered in a cookie and no Supabase call', async ({ request }) => {
  await clearFakeRequests();
  for (const [path, login] of [
    ['/profile', '/login'],
    ['/ja/profile', '/ja/login'],
    ['/en/profile', '/login'],
    ['/profile/', '/login'],
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(300);
    expect(res.status(), path).toBeLessThan(400);
    const location = new URL(res.headers().location, 'http://x');
    if (path === '/profile/') continue; // Next drops the trailing slash first, then the guard answers
    expect(location.pathname, path).toBe(login);
    const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('reefcalc-return-to='));
    expect(cookie?.value, path).toContain(`reefcalc-return-to=${encodeURIComponent(path)}`);
    expect(cookie?.value.toLowerCase()).toContain('httponly');
  }
  expect(await fakeRequests()).toEqual([]);
});

for (const [locale, profile, login, labels] of [
  ['en', '/profile', '/login', { email: 'E-mail address', password: 'Password', submit: 'Sign in', title: 'Profile' }],
  ['ja', '/ja/profile', '/ja/login', { email: 'メールアドレス', password: 'パスワード', submit: 'ログイン', title: 'プロフィール' }],
] as const) {
  test(`round trip (${locale}): ${profile} → ${login} → signed in → ${profile}`, async ({ page, context }) => {
    const email = uniqueEmail(`guard-${locale}`);
    await createAccount(email);
    await page.goto(profile);
    await expect(page).toHaveURL((u) => u.pathname === login);
    expect((await context.cookies()).find((c) => c.name === 'reefcalc-return-to')?.value).toBe(encodeURIComponent(profile));

    const form = page.getByTestId('sign-in-form');
    await page.getByTestId('switch-method').click(); // the e-mailed code is the default way in
    await expect(form).toHaveAttribute('data-mode', 'password');
    await form.getByLabel(labels.email).fill(email);
    await form.getByLabel(labels.password).fill(PASSWORD);
    await form.getByRole('button', { name: labels.submit, exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === profile);
    await expect(page.locator('h1')).toHaveText(labels.title);
    await expect(page.getByTestId('profile-email')).toContainText(email);
    // The cookie is read once.
    expect((await context.cookies()).find((c) => c.name === 'reefcalc-return-to')).toBeUndefined();
  });
}

test('a session the server no longer accepts is sent to sign in again', async ({ page, context }) => {
  const email = uniqueEmail('revoked');
  await createAccount(email);
  await signInWithPassword(page, email);

  // Sign out everywhere behind this browser's back (another device chose "sign out of all sessions").
  const cookies = await sessionCookies(context);
  const raw = cookies
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => c.value)
    .join('');
  const session = JSON.parse(Buffer.from(raw.replace(/^base64-/, ''), 'base64url').toString()) as { access_token: string };
  const res = await fetch(`${FAKE_URL}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}` },
  });
  expect(res.status).toBe(204);

  await page.goto('/profile');
  await expect(page).toHaveURL((u) => u.pathname === '/login');
});

test('the proxy refreshes an expiring session and the page sees the new cookie', async ({ page, context }) => {
  const email = uniqueEmail('refresh');
  await createAccount(email);
  // Tokens that live 60 s are inside auth-js' 90 s refresh margin: every request with the cookie refreshes.
  await fakeConfig({ accessTokenTtl: 60 });
  try {
    await signInWithPassword(page, email);
    const before = (await sessionCookies(context)).map((c) => c.value).join('');

    await clearFakeRequests();
    const res = await page.goto('/profile');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('profile-email')).toContainText(email);
    const calls = await fakeRequests();
    const refreshes = calls.filter((c) => c.path === '/auth/v1/token?grant_type=refresh_token' && c.origin === null);
    expect(refreshes.length, JSON.stringify(calls)).toBeGreaterThanOrEqual(1);
    const after = (await sessionCookies(context)).map((c) => c.value).join('');
    expect(after).not.toBe(before);
  } finally {
    await fakeConfig({ accessTokenTtl: 3600 });
  }
});

test('a signed-in page load costs one Auth call in the proxy; prefetches and client-side navigations cost none', async ({ page }) => {
  const email = uniqueEmail('prefetch');
  await createAccount(email);
  await signInWithPassword(page, email);

  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch'] || r.headers()['next-router-segment-prefetch']) prefetches.push(r.url());
  });
  await clearFakeRequests();
  await page.goto('/reef-calculator');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await page.waitForTimeout(2_000); // viewport prefetches of the header, footer and calculator links
  expect(prefetches.length, 'the page prefetched its links').toBeGreaterThan(0);
  const fromServer = async () => (await fakeRequests()).filter((r) => r.origin === null).map((r) => `${r.method} ${r.path}`);
  expect(await fromServer()).toEqual(['GET /auth/v1/user']);

  await clearFakeRequests();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/contact');
  await expect(page.locator('h1')).toHaveText('Contact');
  expect(await fromServer(), 'a client-side navigation to a public page').toEqual([]);

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu').getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/profile');
  await expect(page.getByTestId('profile-email')).toContainText(email);
  expect((await fromServer()).length, 'a guarded page checks the session').toBeGreaterThanOrEqual(1);
});
