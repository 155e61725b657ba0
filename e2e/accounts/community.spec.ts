/**
 * The community page (docs/public-pages.md "The community page"), in both languages: a keeper's shared tank is
 * listed for a visitor, the kind and size filters (a plain GET form) show and hide it, a bad query reads as the first
 * page, a signed-in keeper follows it and finds it under "Tanks you follow", unfollows it, and once the share is
 * switched off it is gone from both lists. The cards are not hydrated. The page passes axe in both themes.
 */
import { test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolationsInBothThemes } from '../helpers';
import { createAccount, uniqueEmail } from './fake';
import { M, claimUsername, createTank, expect, keeperRest, serverLog, signedInContext, type Locale } from './log-helpers';

for (const locale of ['en', 'ja'] as Locale[]) {
  test(`a shared tank on /community: filters, follow and unfollow, gone when switched off (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const C = M[locale].Community;
    const P = M[locale].PublicPages;
    const prefix = locale === 'en' ? '' : '/ja';
    const email = uniqueEmail(`community-${locale}`);
    await createAccount(email);

    // a keeper's 90 L tank, synced, with a username and a share of kind "nano" (written through REST as the keeper)
    const keeper = await signedInContext(browser, baseURL, email, locale);
    const stamp = Date.now().toString(36);
    const name = `Nano ${stamp}`;
    await createTank(keeper.page, name, '90', locale);
    await expect.poll(async () => (await serverLog(email)).tanks.length).toBe(1);
    const tankId = (await serverLog(email)).tanks[0].id;
    const username = `comm_${stamp}${locale}`;
    await claimUsername(keeper.page, username, locale);
    const rest = await keeperRest(email, { revalidateAt: String(baseURL) });
    await rest('POST', 'tank_shares', { tank_id: tankId, slug: `nano-${stamp}`, enabled: true, kind: 'nano', description: 'Zoanthids 🐠' });
    const [{ id: shareId }] = (await rest('GET', `tank_shares?select=id&tank_id=eq.${tankId}`)) as { id: string }[];

    // a visitor, signed out: the card, its links, and filters that show and hide it
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(`${prefix}/community`);
    await expect(page.getByRole('heading', { level: 1, name: C.title })).toBeVisible();
    const card = page.getByTestId('tank-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Zoanthids 🐠');
    await expect(card).toContainText(P.kinds.nano);
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', `${prefix}/u/${username}/nano-${stamp}`);
    await expect(card.getByRole('link', { name: `@${username}` })).toHaveAttribute('href', `${prefix}/u/${username}`);
    await expect(card.getByRole('link', { name: C.follow.signIn })).toBeVisible();
    // the cards are static markup, their sign-in links included: none of their elements hydrated (docs/performance.md
    // "Public tank page")
    await expect(page.getByTestId('settings-button')).toHaveAttribute('data-ready', 'true');
    const hydrated = await page
      .getByTestId('community-list')
      .evaluate(
        (list) => [...list.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))).length,
      );
    expect(hydrated).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/community$`));
    await expectNoSeriousAxeViolationsInBothThemes(page, `${prefix}/community`);

    const form = page.getByTestId('community-filters');
    await form.getByLabel(C.kind, { exact: true }).selectOption('fish_only');
    await form.getByRole('button', { name: C.apply }).click();
    await expect(page).toHaveURL(/kind=fish_only/);
    await expect(page.getByTestId('tank-card').filter({ hasText: name })).toHaveCount(0);
    await form.getByLabel(C.kind, { exact: true }).selectOption('nano');
    await form.getByLabel(C.size, { exact: true }).selectOption('upTo100');
    await form.getByRole('button', { name: C.apply }).click();
    await expect(page).toHaveURL(/size=upTo100/);
    await expect(card).toBeVisible();
    await form.getByLabel(C.size, { exact: true }).selectOption('over600');
    await form.getByRole('button', { name: C.apply }).click();
    await expect(page.getByTestId('tank-card').filter({ hasText: name })).toHaveCount(0);
    // a query this site never made reads as no filter and the first page
    const odd = await page.goto(`${prefix}/community?size=huge&kind=%3Cb%3E&after=garbage`);
    expect(odd?.status()).toBe(200);
    await expect(card).toBeVisible();
    await expect(page.getByTestId('followed-tanks')).toHaveCount(0);
    expect(errors.take()).toEqual([]);

    // the keeper, signed in: follow from the card, listed under "Tanks you follow", unfollow from there
    await keeper.page.goto(`${prefix}/community?kind=nano`);
    const followed = keeper.page.getByTestId('followed-tanks');
    await expect(followed).toContainText(C.followingEmpty);
    await keeper.page
      .getByTestId('community-list')
      .getByRole('button', { name: C.follow.followName.replace('{name}', name) })
      .click();
    await expect(followed.getByRole('link', { name })).toBeVisible();
    const follows = (await rest('GET', 'tank_follows?select=share_id')) as { share_id: string }[];
    expect(follows).toEqual([{ share_id: shareId }]);
    await keeper.page.reload();
    await expect(followed.getByRole('link', { name })).toBeVisible();
    await expectNoSeriousAxeViolationsInBothThemes(keeper.page, `${prefix}/community signed in`);
    await followed.getByRole('button', { name: C.follow.unfollowName.replace('{name}', name) }).click();
    await expect(followed).toContainText(C.followingEmpty);
    expect(await rest('GET', 'tank_follows?select=share_id')).toEqual([]);

    // followed from the tank's own page, then switched off: gone from the listing and from "Tanks you follow"
    await keeper.page.goto(`${prefix}/u/${username}/nano-${stamp}`);
    await keeper.page.getByRole('button', { name: C.follow.followName.replace('{name}', name) }).click();
    await expect(keeper.page.getByRole('button', { name: C.follow.unfollowName.replace('{name}', name) })).toBeVisible();
    await keeper.page.goto(`${prefix}/community`);
    await expect(followed.getByRole('link', { name })).toBeVisible();
    await rest('PATCH', `tank_shares?id=eq.${shareId}`, { enabled: false });
    await page.goto(`${prefix}/community?kind=nano`);
    await expect(page.getByTestId('community-list').or(page.getByTestId('community-empty'))).toBeVisible();
    await expect(page.getByTestId('tank-card').filter({ hasText: name })).toHaveCount(0);
    await keeper.page.reload();
    await expect(followed).toContainText(C.followingEmpty);
    await visitor.close();
    await keeper.context.close();
  });
}
