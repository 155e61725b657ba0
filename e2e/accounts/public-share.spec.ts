/**
 * A shared tank's social card, "Copy readings" and "Report" (docs/public-pages.md), in both languages, on the accounts
 * build against the stand-in: the og:image of a shared tank answers a PNG and 404 once the share is switched off; the
 * readings line reaches the clipboard from the public page and from the log's share panel; a signed-out visitor is
 * sent to sign in to report, a signed-in one reports the tank and is thanked, and the sixth report in an hour gets the
 * rate-limit message in the visitor's language.
 */
import { test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from '../helpers';
import { createAccount, uniqueEmail } from './fake';
import { M, addTest, createTank, expect, keeperRest, serverLog, signedInContext, tankSelect, type Locale } from './log-helpers';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The og:image as a path on the site under test (its absolute form names the configured site address). */
const ogImagePath = async (page: Page) => {
  const content = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(content).toBeTruthy();
  const url = new URL(content!);
  return `${url.pathname}${url.search}`;
};

for (const locale of ['en', 'ja'] as Locale[]) {
  test(`a shared tank's card, copied readings and reports (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const prefix = locale === 'en' ? '' : '/ja';
    const C = M[locale].PublicShare.copy;
    const R = M[locale].PublicShare.report;
    const S = M[locale].Log.share;
    const email = uniqueEmail(`card-${locale}`);
    await createAccount(email);

    // the keeper: a tank with a test, a username, a public profile, and the tank shared in the log's panel
    const keeper = await signedInContext(browser, baseURL, email, locale);
    await keeper.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await createTank(keeper.page, 'Coral Corner', '300', locale);
    await addTest(keeper.page, '8.1', locale);
    await expect.poll(async () => (await serverLog(email)).entries.length).toBe(1);
    const username = `card_${Date.now().toString(36)}${locale}`;
    const Pr = M[locale].Profile;
    await keeper.page.goto(`${prefix}/profile`);
    const profileForm = keeper.page.getByTestId('profile-form');
    await profileForm.getByLabel(Pr.username, { exact: true }).fill(username);
    await profileForm.getByRole('button', { name: Pr.save }).click();
    await expect(keeper.page.getByTestId('profile-message')).toHaveText(Pr.saved);
    await (
      await keeperRest(email)
    )('POST', 'public_profiles', { display_name: 'Mika', is_public: true });
    await keeper.page.goto(`${prefix}/log`);
    await expect(tankSelect(keeper.page, locale)).toContainText('Coral Corner');
    await keeper.page.getByRole('button', { name: M[locale].Log.tank.edit }).click();
    const share = keeper.page.getByTestId('share-form');
    await share.getByRole('checkbox', { name: S.enabled }).check();
    await share.getByRole('button', { name: S.save }).click();
    await expect(share.getByRole('status')).toHaveText(S.savedOn);

    // Copy readings in the share panel: the line from this browser's log, with the public address
    const path = `${prefix}/u/${username}/coral-corner`;
    const panelCopy = keeper.page.getByTestId('copy-readings');
    await panelCopy.getByRole('button', { name: C.button }).click();
    await expect(panelCopy.getByRole('status')).toHaveText(C.copied);
    const fromPanel = await clipboard(keeper.page);
    expect(fromPanel).toContain(locale === 'en' ? 'Coral Corner ' : '【Coral Corner】');
    expect(fromPanel).toContain('KH 8.1 dKH');
    expect(fromPanel).toMatch(new RegExp(`${path}$`));

    // a visitor, signed out: the card, the line, and "sign in to report"
    const visitor = await browser.newContext({ baseURL });
    await visitor.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await visitor.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Coral Corner' })).toBeVisible();
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveCount(1);
    const image = await ogImagePath(page);
    const card = await page.request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    // kept by a browser or a shared cache for the pages' own minute (docs/public-pages.md "Caching and revalidation")
    expect(card.headers()['cache-control']).toBe('public, max-age=60, s-maxage=60');
    const png = await card.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 1200×630, from the PNG's header
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    await page.getByTestId('public-tank').getByRole('button', { name: C.button }).click();
    await expect(page.getByTestId('copy-readings').getByRole('status')).toHaveText(C.copied);
    expect(await clipboard(page)).toBe(fromPanel);
    const signIn = page.getByTestId('report-tank').getByRole('link', { name: R.signIn });
    await expect(signIn).toHaveAttribute('href', `${prefix}/login`);
    expect(errors.take()).toEqual([]);

    // a signed-in visitor reports the tank and is thanked
    const reporterEmail = uniqueEmail(`reporter-${locale}`);
    await createAccount(reporterEmail);
    const reporter = await signedInContext(browser, baseURL, reporterEmail, locale);
    await reporter.page.goto(path);
    const report = reporter.page.getByTestId('report-tank');
    await report.getByRole('button', { name: R.open }).click();
    await report.getByLabel(R.reason).selectOption({ label: R.reasons.spam });
    await report.getByLabel(R.note).fill('Advertising a shop');
    await expectNoSeriousAxeViolations(reporter.page, { label: `${locale} report form` });
    await report.getByRole('button', { name: R.send }).click();
    await expect(report.getByRole('status')).toHaveText(R.thanks);

    // four more reports within the hour (of other targets), then the sixth, on the profile, is refused
    const rest = await keeperRest(reporterEmail);
    for (const n of [1, 2, 3, 4]) await rest('POST', 'reports', { target_kind: 'post', target: `post-${n}`, reason: 'other' });
    await reporter.page.goto(`${prefix}/u/${username}`);
    const reportProfile = reporter.page.getByTestId('report-profile');
    await reportProfile.getByRole('button', { name: R.open }).click();
    await reportProfile.getByRole('button', { name: R.send }).click();
    await expect(reportProfile.getByRole('status')).toHaveText(R.tooMany);
    await reporter.context.close();

    // switched off: the card answers 404 at once
    await share.getByRole('checkbox', { name: S.enabled }).uncheck();
    await share.getByRole('button', { name: S.save }).click();
    await expect(share.getByRole('status')).toHaveText(S.savedOff);
    expect((await page.request.get(image)).status()).toBe(404);
    await visitor.close();
    await keeper.context.close();
  });
}
