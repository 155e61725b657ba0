/**
 * /profile: the fields (checked in the browser with the server's schema), saving to user metadata, and the
 * avatar: checked, resized to 256 px in the browser, uploaded to Storage, surviving a reload, reset.
 */
import { expect, test } from '@playwright/test';
import { ANON_KEY, createAccount, FAKE_URL, fakeUser, signInWithPassword, uniqueEmail } from './fake';
import { makePng } from './png';

/** A username no other test (nor a retry of this one) has claimed in the fake's table. */
const freshUsername = (tag: string) => `${tag}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test('profile fields are checked, saved in the account and still there after a reload', async ({ page }) => {
  const email = uniqueEmail('profile');
  const username = freshUsername('reef_aiko');
  await createAccount(email);
  await signInWithPassword(page, email);
  await page.goto('/profile');
  await expect(page.locator('h1')).toHaveText('Profile');
  const form = page.getByTestId('profile-form');
  const message = page.getByTestId('profile-message');

  // Refused in the browser, nothing sent.
  await form.getByLabel('Username', { exact: true }).fill('Reef Fan');
  await form.getByLabel('Website', { exact: true }).fill('javascript:alert(1)');
  await form.getByLabel('Bio', { exact: true }).fill('x'.repeat(161));
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(message).toHaveText('Check the highlighted fields.');
  await expect(form.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Use 3–30 characters: lowercase letters a–z, digits and _.').last()).toBeVisible();
  await expect(page.getByText('Enter a full address that starts with http:// or https://.')).toBeVisible();
  await expect(page.getByText('Use at most 160 characters.')).toBeVisible();
  await expect(page.getByText('161 / 160')).toBeVisible();
  expect((await fakeUser(email)).user_metadata).toEqual({});

  await form.getByLabel('Name', { exact: true }).fill('Aiko Tanaka');
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Bio', { exact: true }).fill('SPS 🐠 and a 90 cm tank.');
  await form.getByLabel('Location', { exact: true }).fill('Osaka');
  await form.getByLabel('Website', { exact: true }).fill('https://reef.example');
  for (let i = 0; i < 5; i++) await form.getByRole('button', { name: 'Add link' }).click();
  await expect(form.getByRole('button', { name: 'Add link' })).toBeDisabled();
  await form.getByLabel('Link 1', { exact: true }).fill('https://a.example');
  await form.getByLabel('Link 2', { exact: true }).fill('ftp://b.example');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a full address that starts with http:// or https://.')).toBeVisible();
  await form.getByLabel('Link 2', { exact: true }).fill('http://b.example/tank');
  await form.getByRole('button', { name: 'Remove link 5' }).click();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(message).toHaveText('Profile saved.');

  expect((await fakeUser(email)).user_metadata).toMatchObject({
    name: 'Aiko Tanaka',
    username,
    bio: 'SPS 🐠 and a 90 cm tank.',
    location: 'Osaka',
    website: 'https://reef.example',
    links: ['https://a.example', 'http://b.example/tank'], // empty rows are dropped
  });

  await page.reload();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Aiko Tanaka');
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue(username);
  await expect(form.getByLabel('Bio', { exact: true })).toHaveValue('SPS 🐠 and a 90 cm tank.');
  await expect(form.getByLabel('Location', { exact: true })).toHaveValue('Osaka');
  await expect(form.getByLabel('Website', { exact: true })).toHaveValue('https://reef.example');
  await expect(form.getByLabel('Link 2', { exact: true })).toHaveValue('http://b.example/tank');
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-menu')).toContainText('Signed in as Aiko Tanaka');
});

test('the Japanese profile page speaks Japanese', async ({ page }) => {
  const email = uniqueEmail('profile-ja');
  await createAccount(email);
  await signInWithPassword(page, email, undefined, '/ja/login');
  await page.goto('/ja/profile');
  await expect(page.locator('h1')).toHaveText('プロフィール');
  const form = page.getByTestId('profile-form');
  await form.getByLabel('ユーザー名').fill('ab');
  await form.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expect(page.getByTestId('profile-message')).toHaveText('印のついた項目を確認してください。');
  await form.getByLabel('ユーザー名').fill('reef_ja');
  await form.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expect(page.getByTestId('profile-message')).toHaveText('プロフィールを保存しました。');
});

test('avatar: type and size checked, resized to 256 px, uploaded, kept after a reload, reset to the default', async ({ page }) => {
  const email = uniqueEmail('avatar');
  await createAccount(email);
  await signInWithPassword(page, email);
  await page.goto('/profile');
  const { id } = await fakeUser(email);
  const editor = page.getByTestId('avatar-editor');
  const input = page.getByTestId('avatar-input');
  const message = page.getByTestId('avatar-message');
  await expect(editor.getByTestId('avatar-default')).toBeVisible();

  await input.setInputFiles({ name: 'fish.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(message).toHaveText('Choose a PNG, JPEG or WebP image.');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(message).toHaveText('The image is larger than 5 MB. Choose a smaller one.');
  await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(message).toHaveText('This image could not be read. Choose another one.');

  await input.setInputFiles({ name: 'tank.png', mimeType: 'image/png', buffer: makePng(640, 480) });
  await expect(message).toHaveText('Profile picture updated.');
  const img = editor.getByTestId('avatar-image');
  await expect(img).toHaveAttribute('src', new RegExp(`^${FAKE_URL}/storage/v1/object/public/avatars/${id}/avatar\\?v=\\d+$`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(256);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(256);

  const stored = await fetch(`${FAKE_URL}/storage/v1/object/public/avatars/${id}/avatar`);
  expect(stored.status).toBe(200);
  expect(stored.headers.get('content-type')).toBe('image/png');

  // Another type replaces the picture under the same name (the folder holds one avatar), with the new type.
  const before = await img.getAttribute('src');
  await input.setInputFiles({ name: 'tank.jpg', mimeType: 'image/jpeg', buffer: makePng(300, 300) });
  await expect(message).toHaveText('Profile picture updated.');
  await expect(img).not.toHaveAttribute('src', before!);
  await expect(img).toHaveAttribute('src', new RegExp(`^${FAKE_URL}/storage/v1/object/public/avatars/${id}/avatar\\?v=\\d+$`));
  const replaced = await fetch(`${FAKE_URL}/storage/v1/object/public/avatars/${id}/avatar`);
  expect(replaced.headers.get('content-type')).toBe('image/jpeg');
  // Nobody lists the bucket anonymously (the storage policies; the picture shows by its public URL alone).
  const listed = await fetch(`${FAKE_URL}/storage/v1/object/list/avatars`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: id, limit: 100, offset: 0 }),
  });
  expect(await listed.json()).toEqual([]);

  await page.reload();
  await expect(editor.getByTestId('avatar-image')).toHaveAttribute('src', /\/avatars\/.+\/avatar\?v=\d+$/);
  await expect(page.getByTestId('account-menu-button').getByTestId('avatar-image')).toBeVisible();

  await editor.getByRole('button', { name: 'Reset to default' }).click();
  await expect(message).toHaveText('The default picture is back.');
  await expect(editor.getByTestId('avatar-default')).toBeVisible();
  await page.reload();
  await expect(editor.getByTestId('avatar-default')).toBeVisible();
  expect((await fakeUser(email)).user_metadata.avatar_url ?? null).toBeNull();
  expect((await fetch(`${FAKE_URL}/storage/v1/object/public/avatars/${id}/avatar`)).ok, 'the old file is removed').toBe(false);
});

test('a username belongs to one account at a time', async ({ browser, baseURL }) => {
  const username = freshUsername('coral');
  const [emailA, emailB] = [uniqueEmail('name-a'), uniqueEmail('name-b')];
  await createAccount(emailA);
  await createAccount(emailB);

  const a = await browser.newContext({ baseURL });
  const pageA = await a.newPage();
  await signInWithPassword(pageA, emailA);
  await pageA.goto('/profile');
  const formA = pageA.getByTestId('profile-form');
  await formA.getByLabel('Username', { exact: true }).fill(username);
  await formA.getByRole('button', { name: 'Save profile' }).click();
  await expect(pageA.getByTestId('profile-message')).toHaveText('Profile saved.');
  // Saving again keeps it: the claim is the account's own.
  await formA.getByLabel('Location', { exact: true }).fill('Naha');
  await formA.getByRole('button', { name: 'Save profile' }).click();
  await expect(pageA.getByTestId('profile-message')).toHaveText('Profile saved.');
  await expect.poll(async () => (await fakeUser(emailA)).user_metadata.location).toBe('Naha');

  // Another account, in Japanese: refused next to the field, nothing saved, what was typed stays.
  const b = await browser.newContext({ baseURL });
  const pageB = await b.newPage();
  await signInWithPassword(pageB, emailB, undefined, '/ja/login');
  await pageB.goto('/ja/profile');
  const formB = pageB.getByTestId('profile-form');
  await formB.getByLabel('名前', { exact: true }).fill('Ken');
  await formB.getByLabel('ユーザー名', { exact: true }).fill(username);
  await formB.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expect(pageB.getByTestId('profile-message')).toHaveText('印のついた項目を確認してください。');
  await expect(pageB.getByText('このユーザー名はすでに使われています。別のユーザー名を入力してください。')).toBeVisible();
  await expect(formB.getByLabel('ユーザー名', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(formB.getByLabel('ユーザー名', { exact: true })).toHaveValue(username);
  await expect(formB.getByLabel('名前', { exact: true })).toHaveValue('Ken');
  expect((await fakeUser(emailB)).user_metadata.username).toBeUndefined();

  // The first account gives it up; now the second one can have it.
  await formA.getByLabel('Username', { exact: true }).fill('');
  await formA.getByRole('button', { name: 'Save profile' }).click();
  await expect(pageA.getByTestId('profile-message')).toHaveText('Profile saved.');
  await formB.getByRole('button', { name: 'プロフィールを保存' }).click();
  await expect(pageB.getByTestId('profile-message')).toHaveText('プロフィールを保存しました。');
  await expect.poll(async () => (await fakeUser(emailB)).user_metadata.username).toBe(username);
  await a.close();
  await b.close();
});
