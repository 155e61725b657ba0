/**
 * The public profile form on /profile (docs/public-pages.md), in both languages: the keeper claims a username, fills
 * the public profile (a non-https link refused with a message, then an https one), picks an avatar that is squared and
 * stripped in the browser and uploaded to its public name, and switches the profile on; a visitor in a fresh context
 * sees the profile with the avatar loaded, the link, and no e-mail address. Both pages pass axe.
 */
import { test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from '../helpers';
import { createAccount, uniqueEmail } from './fake';
import { M, claimUsername, expect, signInWithPassword, type Locale } from './log-helpers';
import { makePng } from './png';

for (const locale of ['en', 'ja'] as Locale[]) {
  test(`a keeper fills the public profile with a link and an avatar; a visitor sees it (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const Pr = M[locale].Account.profile;
    const P = Pr.public;
    const prefix = locale === 'en' ? '' : '/ja';
    const email = uniqueEmail(`pubprof-${locale}`);
    await createAccount(email);
    const keeper = await browser.newContext({ baseURL });
    const page = await keeper.newPage();
    await signInWithPassword(page, email, locale);
    await page.goto(`${prefix}/profile`);

    // without a username the form says one is needed for the address
    const form = page.getByTestId('public-profile-form');
    await expect(page.getByTestId('public-profile-address')).toHaveText(P.needsUsername);

    const username = `pp_${Date.now().toString(36)}${locale}`;
    await claimUsername(page, username, locale);
    await page.reload();
    await expect(page.getByTestId('public-profile-address')).toContainText(`/u/${username}`);

    const publicSwitch = form.getByRole('checkbox', { name: P.isPublic });
    await expect(publicSwitch).not.toBeChecked();
    await publicSwitch.check();
    await form.getByLabel(P.displayName, { exact: true }).fill('Mika 🐠');
    await form.getByLabel(P.bio, { exact: true }).fill('サンゴと暮らす');
    await form.getByLabel(P.location, { exact: true }).fill('Yokohama');
    await form.getByRole('button', { name: P.addLink }).click();
    await form.getByLabel(P.linkLabel.replace('{number}', '1'), { exact: true }).fill('Reef blog');
    const url = form.getByLabel(P.linkUrl.replace('{number}', '1'), { exact: true });
    await url.fill('http://reef.example/blog');
    await form.getByRole('button', { name: P.save }).click();
    await expect(page.getByTestId('public-profile-message')).toHaveText(P.invalid);
    await expect(form.getByText(P.errors.httpsOnly)).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await url.fill('https://reef.example/blog');
    await form.getByRole('button', { name: P.save }).click();
    await expect(page.getByTestId('public-profile-message')).toHaveText(P.savedOn);

    // the avatar: squared and stripped in the browser, uploaded to its public name
    await form.getByTestId('public-avatar-input').setInputFiles({ name: 'reef.png', mimeType: 'image/png', buffer: makePng(600, 400) });
    await expect(page.getByTestId('public-avatar-message')).toHaveText(P.avatarSaved);
    const preview = form.getByRole('img', { name: P.avatarAlt });
    await expect(preview).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\/public\/[0-9a-f-]{36}$/);
    await expectNoSeriousAxeViolations(page, { label: `${locale} profile with public profile` });

    // a visitor, signed out, in a fresh context
    const visitor = await browser.newContext({ baseURL });
    const v = await visitor.newPage();
    const errors = collectConsoleErrors(v);
    await v.goto(`${prefix}/u/${username}`);
    await expect(v.getByRole('heading', { level: 1, name: 'Mika 🐠' })).toBeVisible();
    const profile = v.getByTestId('public-profile');
    await expect(profile).toContainText('サンゴと暮らす');
    await expect(profile).toContainText('Yokohama');
    await expect(profile.getByRole('link', { name: 'Reef blog' })).toHaveAttribute('href', 'https://reef.example/blog');
    const avatar = v.getByRole('img', { name: M[locale].PublicPages.avatarAlt.replace('{name}', 'Mika 🐠') });
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    expect(await v.content()).not.toContain(email);
    await expectNoSeriousAxeViolations(v, { label: `${prefix}/u profile with avatar` });
    expect(errors.take()).toEqual([]);

    // removed: the visitor's page shows no picture
    await form.getByRole('button', { name: P.removeAvatar }).click();
    await expect(page.getByTestId('public-avatar-message')).toHaveText(P.avatarRemoved);
    await v.reload();
    await expect(v.getByTestId('public-avatar')).toHaveCount(0);
    await visitor.close();
    await keeper.close();
  });
}
