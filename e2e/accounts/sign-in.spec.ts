/**
 * Accounts build (Supabase = the fake server): what visitors cost, sign-in by code (the default) and by password,
 * sign-up,
 * errors in both languages, the resend cooldown, the e-mail link target and the return path.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ANON_KEY,
  clearFakeRequests,
  createAccount,
  failNext,
  FAKE_URL,
  fakeRequests,
  lastCode,
  PASSWORD,
  sessionCookies,
  signInWithPassword,
  uniqueEmail,
} from './fake';

/** The one sign-in form, switched to `mode` the way a visitor does it (the code is the default). */
async function signInForm(page: Page, mode: 'code' | 'password' | 'signup' = 'code') {
  const form = page.getByTestId('sign-in-form');
  await expect(form).toHaveAttribute('data-mode', 'code');
  if (mode === 'password') await page.getByTestId('switch-method').click();
  if (mode === 'signup') await page.getByTestId('create-account-link').click();
  await expect(form).toHaveAttribute('data-mode', mode);
  return form;
}

test.describe('visitors', () => {
  test('cost Supabase nothing: no request from the browser or the server, and public pages stay prerendered', async ({ page, request }) => {
    await clearFakeRequests();
    const browserCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(FAKE_URL)) browserCalls.push(r.url());
    });
    for (const path of [
      '/',
      '/reef-calculator',
      '/reef-calculator/dosing',
      '/settings',
      '/ja/settings',
      '/login',
      '/ja/login',
      '/contact',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-link')).toBeVisible();
    }
    await page.waitForTimeout(500); // late requests of the last page
    expect(browserCalls).toEqual([]);
    expect(await fakeRequests(), 'requests the fake Supabase received').toEqual([]);

    const home = await request.get('/');
    expect(home.headers()['x-nextjs-prerender'], '/ is served from the prerendered HTML').toMatch(/^1(, 1)*$/);
    const settings = await request.get('/ja/settings');
    expect(settings.headers()['x-nextjs-prerender']).toMatch(/^1(, 1)*$/);
  });

  test('the header sign-in link remembers the page', async ({ page }) => {
    await page.goto('/reef-calculator/salinity');
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/login?next=%2Freef-calculator%2Fsalinity');
    await page.goto('/ja/reef-calculator');
    await expect(page.getByTestId('sign-in-link')).toHaveAttribute('href', '/ja/login?next=%2Freef-calculator');
  });
});

test.describe('sign up with a code', () => {
  test('English: account, code, signed in on the home page', async ({ page, context }) => {
    const email = uniqueEmail('signup');
    await page.goto('/login');
    const form = await signInForm(page, 'signup');
    await expect(form.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByTestId('code-sent')).toHaveText(`Enter the 6-digit code we sent to ${email}`);
    const code = page.getByLabel('6-digit code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByTestId('resend-button')).toBeDisabled();
    await expect(page.getByTestId('resend-button')).toHaveText(/^Resend code \((60|59|58) s\)$/);

    const sent = await lastCode(email);
    expect(sent.type).toBe('signup');
    await code.fill(sent.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    expect((await sessionCookies(context)).length).toBeGreaterThan(0);
  });

  test('Japanese: messages for an empty form, a bad address, a taken address and a wrong code', async ({ page }) => {
    const taken = uniqueEmail('taken');
    await createAccount(taken);
    const email = uniqueEmail('signup-ja');
    await page.goto('/ja/login');
    const form = await signInForm(page, 'signup');
    await expect(form.getByRole('heading', { name: 'アカウントを作成' })).toBeVisible();
    const error = form.getByTestId('auth-error');

    await form.getByRole('button', { name: '新規登録' }).click();
    await expect(error).toHaveText('メールアドレスまたは電話番号と、パスワードを入力してください。');

    await form.getByLabel('メールアドレス').fill('reef-at-example');
    await form.getByLabel('パスワード').fill(PASSWORD);
    await form.getByRole('button', { name: '新規登録' }).click();
    await expect(error).toHaveText('メールアドレスの形式が正しくありません');
    await expect(form.getByLabel('メールアドレス')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('メールアドレス').fill(taken);
    await form.getByRole('button', { name: '新規登録' }).click();
    await expect(error).toHaveText('このメールアドレスのアカウントはすでにあります。ログインしてください。');

    // Full-width input from a Japanese IME is folded to ASCII.
    await form.getByLabel('メールアドレス').fill(email.replace('@', '＠'));
    await form.getByRole('button', { name: '新規登録' }).click();
    await expect(page.getByTestId('code-sent')).toHaveText(`${email}宛てに送信した6桁の認証コードを入力してください。`);
    await expect(page.getByTestId('resend-button')).toHaveText(/^コードを再送信（\d+秒）$/);

    await page.getByLabel('6桁の認証コード').fill('000000');
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('認証コードの有効期限が切れているか、正しくありません。');

    const { code } = await lastCode(email);
    await page.getByLabel('6桁の認証コード').fill(code.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))); // １２３４５６
    await page.getByRole('button', { name: '認証する' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/ja');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });
});

test.describe('sign in with a password', () => {
  test('from the header link, back on the page it was on', async ({ page }) => {
    const email = uniqueEmail('password');
    await createAccount(email);
    await page.goto('/reef-calculator/salinity');
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('next') === '/reef-calculator/salinity');
    const form = await signInForm(page, 'password');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/reef-calculator/salinity');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });

  test('English errors, never Supabase text', async ({ page }) => {
    const email = uniqueEmail('errors');
    await createAccount(email);
    await page.goto('/login');
    const form = await signInForm(page, 'password');
    const error = form.getByTestId('auth-error');
    const submit = form.getByRole('button', { name: 'Sign in', exact: true });

    await submit.click();
    await expect(error).toHaveText('You must provide either an email or phone number and a password');

    await form.getByLabel('E-mail address').fill('not-an-address');
    await form.getByLabel('Password').fill('x');
    await submit.click();
    await expect(error).toHaveText('Invalid email format');

    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill('wrong-password');
    await submit.click();
    await expect(error).toHaveText('Password has expired or is invalid.');
    await expect(page.getByText('Invalid login credentials')).toHaveCount(0);

    await failNext('/auth/v1/token', 500, 'unexpected_failure');
    await form.getByLabel('Password').fill(PASSWORD);
    await submit.click();
    await expect(error).toHaveText('Something went wrong. Please try again.');
    await expect(page.getByText('Injected failure')).toHaveCount(0);

    await page.getByTestId('switch-method').click();
    const codeForm = page.getByTestId('sign-in-form');
    await expect(codeForm).toHaveAttribute('data-mode', 'code');
    await expect(codeForm.getByLabel('Password')).toHaveCount(0);
    await expect(codeForm.getByLabel('E-mail address'), 'the address carries over between the ways in').toHaveValue(email);
    await codeForm.getByLabel('E-mail address').fill('');
    await codeForm.getByRole('button', { name: 'Send code' }).click();
    await expect(codeForm.getByTestId('auth-error')).toHaveText('You must provide either an email or phone number.');
    await codeForm.getByLabel('E-mail address').fill(uniqueEmail('nobody'));
    await codeForm.getByRole('button', { name: 'Send code' }).click();
    await expect(codeForm.getByTestId('auth-error')).toHaveText('User not found. Please sign up.');
  });

  test('Japanese errors', async ({ page }) => {
    const email = uniqueEmail('errors-ja');
    await createAccount(email);
    await page.goto('/ja/login');
    const form = await signInForm(page, 'password');
    await form.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(form.getByTestId('auth-error')).toHaveText('メールアドレスまたは電話番号と、パスワードを入力してください。');
    await form.getByLabel('メールアドレス').fill(email);
    await form.getByLabel('パスワード').fill('wrong-password');
    await form.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(form.getByTestId('auth-error')).toHaveText('メールアドレスまたはパスワードが正しくありません。');

    await page.getByTestId('switch-method').click();
    const codeForm = page.getByTestId('sign-in-form');
    await expect(codeForm).toHaveAttribute('data-mode', 'code');
    await codeForm.getByLabel('メールアドレス').fill('');
    await codeForm.getByRole('button', { name: '認証コードを送信' }).click();
    await expect(codeForm.getByTestId('auth-error')).toHaveText('メールアドレスまたは電話番号を入力してください。');
    await codeForm.getByLabel('メールアドレス').fill(uniqueEmail('nobody'));
    await codeForm.getByRole('button', { name: '認証コードを送信' }).click();
    await expect(codeForm.getByTestId('auth-error')).toHaveText('アカウントが見つかりません。新規登録してください。');
  });

  test('the code is the default way in; a password and a new account are on the same screen, by keyboard', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByTestId('sign-in-form');
    await expect(form).toHaveAttribute('data-mode', 'code');
    await expect(form.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(form.getByLabel('Password')).toHaveCount(0);
    const create = page.getByTestId('create-account-link');
    await expect(create, 'creating an account is a link below the form').toHaveAttribute('href', '/login?create=1');
    await expect(create).toHaveText('Create an account');

    await page.getByTestId('switch-method').focus();
    await page.keyboard.press('Enter');
    await expect(form).toHaveAttribute('data-mode', 'password');
    await expect(form.getByLabel('Password')).toBeVisible();
    await expect(page.getByTestId('switch-method')).toHaveText('Sign in with an e-mailed code instead');

    await create.focus();
    await page.keyboard.press('Enter');
    await expect(form).toHaveAttribute('data-mode', 'signup');
    await expect(form.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.getByTestId('back-to-sign-in').click();
    await expect(form).toHaveAttribute('data-mode', 'code');

    await page.goto('/ja/login?create=1');
    await expect(form, 'the link opens the sign-up way directly too').toHaveAttribute('data-mode', 'signup');
  });
});

test.describe('sign in with a code', () => {
  test('wrong code, resend after the visible cooldown, then the new code', async ({ page, context }) => {
    // The codes are checked by verifyOtp, so no PKCE verifier is kept (lib/supabase/server.ts).
    const verifierCookies = async () => (await context.cookies()).filter((c) => c.name.endsWith('-code-verifier'));
    const email = uniqueEmail('otp');
    await createAccount(email);
    await page.clock.install();
    await page.goto('/login?next=/contact');
    await (await signInForm(page)).getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByTestId('code-sent')).toContainText(email);
    const first = await lastCode(email);
    expect(first.type).toBe('email');
    expect(await verifierCookies()).toEqual([]);

    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText('Password has expired or is invalid.');

    const resend = page.getByTestId('resend-button');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend code \(\d+ s\)$/);
    const before = Number(/\((\d+) s\)/.exec((await resend.textContent()) ?? '')?.[1]);
    await page.clock.fastForward(20_000);
    await expect(resend).toHaveText(new RegExp(`^Resend code \\((${before - 21}|${before - 20}|${before - 19}) s\\)$`));
    await page.clock.fastForward(45_000);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText('Resend code');

    await resend.click();
    await expect(page.getByTestId('code-resent')).toHaveText(`We sent a new code to ${email}.`);
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^Resend code \((60|59) s\)$/);
    const second = await lastCode(email);
    expect(second.sent).toBe(first.sent + 1);

    await page.getByLabel('6-digit code').fill(first.code === second.code ? '000000' : first.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('auth-error'), 'the first code no longer works').toHaveText('Password has expired or is invalid.');

    await page.getByLabel('6-digit code').fill(second.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/contact');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    expect(await verifierCookies()).toEqual([]);
  });

  test('a failed resend says so, in both languages', async ({ page }) => {
    const email = uniqueEmail('resend-fail');
    await createAccount(email);
    await page.clock.install();
    for (const [path, send, resendName, message] of [
      ['/login', 'Send code', 'Resend code', 'Failed to resend the OTP. Please try again.'],
      ['/ja/login', '認証コードを送信', 'コードを再送信', '認証コードを再送信できませんでした。もう一度お試しください。'],
    ] as const) {
      await page.goto(path);
      await (await signInForm(page)).getByRole('textbox').fill(email);
      await page.getByRole('button', { name: send }).click();
      await expect(page.getByTestId('code-sent')).toContainText(email);
      await page.clock.fastForward(61_000);
      await failNext('/auth/v1/otp', 429, 'over_email_send_rate_limit');
      await page.getByRole('button', { name: resendName }).click();
      await expect(page.getByTestId('auth-error')).toHaveText(message);
    }
  });
});

test.describe('e-mail link target /auth/confirm', () => {
  test('verifies the token hash and goes to a safe next path only', async ({ page, request }) => {
    const email = uniqueEmail('link');
    await createAccount(email);
    const sendCode = async () => {
      const res = await fetch(`${FAKE_URL}/auth/v1/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: ANON_KEY },
        body: JSON.stringify({ email, create_user: false }),
      });
      expect(res.status).toBe(200);
      return (await lastCode(email)).token_hash;
    };

    const hostile = await request.get(
      `/auth/confirm?token_hash=${await sendCode()}&type=email&next=${encodeURIComponent('//evil.example/x')}`,
      { maxRedirects: 0 },
    );
    expect(hostile.status()).toBe(307);
    expect(hostile.headers().location).toMatch(/^(http:\/\/localhost:\d+)?\/$/);

    await page.goto(`/auth/confirm?token_hash=${await sendCode()}&type=email&next=/ja/profile`);
    await expect(page).toHaveURL((u) => u.pathname === '/ja/profile');
    await expect(page.getByTestId('profile-email')).toContainText(email);

    await page.context().clearCookies();
    await page.goto('/auth/confirm?token_hash=nope&type=email&next=/ja/profile');
    await expect(page).toHaveURL((u) => u.pathname === '/ja/login' && u.searchParams.get('error') === 'link');
    await expect(page.getByTestId('link-failed')).toHaveText(
      'リンクの有効期限が切れているか、すでに使われています。下のフォームからログインしてください。',
    );
  });
});

test('a hostile ?next= lands on the home page', async ({ page, baseURL }) => {
  const email = uniqueEmail('next');
  await createAccount(email);
  for (const next of ['//evil.example', 'https://evil.example/x', '/%5Cevil.example', 'javascript:alert(1)', '/\tevil.example']) {
    await page.context().clearCookies();
    await signInWithPassword(page, email, PASSWORD, `/login?next=${encodeURIComponent(next)}`);
    await expect(page, `after ?next=${next}`).toHaveURL(`${baseURL}/`);
  }
});

test('a locale prefix in front of a host (/ja//evil.example) never leaves the site, by form or cookie, in either language or after the account language is applied', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const plain = uniqueEmail('prefix');
  const english = uniqueEmail('prefix-en');
  await createAccount(plain);
  await createAccount(english, PASSWORD, { settings: { language: 'en' } });
  // [account, sign-in page, how the return path arrives, where the visitor must land]
  const cases = [
    [plain, '/login?next=%2Fja%2F%2Fevil.example', 'form', '/'],
    [plain, '/ja/login?next=%2Fen%2F%2Fevil.example', 'form', '/ja'],
    [plain, '/ja/login', 'cookie', '/ja'],
    // the Japanese page, then the account's English applied after sign-in
    [english, '/ja/login?next=%2Fja%2F%2Fevil.example', 'form', '/'],
  ] as const;
  for (const [email, login, via, home] of cases) {
    await page.context().clearCookies();
    if (via === 'cookie') await page.context().addCookies([{ name: 'reefcalc-return-to', value: '/ja//evil.example', url: baseURL! }]);
    await signInWithPassword(page, email, PASSWORD, login);
    await expect(page, `${login} (${via})`).toHaveURL(`${baseURL}${home}`);
  }
});
