/**
 * Public profile and tank pages (docs/public-pages.md), in both languages: a keeper's log goes up by sync, the keeper
 * claims a username on the profile page, makes the profile public (written through the stand-in's REST as that keeper;
 * the form is e2e/accounts/public-profile.spec.ts), and shares the tank in the log's tank settings with its kind and description; a visitor in a fresh context reads the profile and the latest
 * reading. Switched off, the tank page answers 404 and leaves the profile. Both pages pass axe in both themes.
 */
import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations, expectNoSeriousAxeViolationsInBothThemes } from '../helpers';
import { createAccount, fakeUser, uniqueEmail } from './fake';
import { M, expect, keeperRest, keeperWithTank, openShareForm, saveShare, serverLog, type Locale } from './log-helpers';

for (const locale of ['en', 'ja'] as Locale[]) {
  test(`a shared tank and its keeper's profile are public until the share is switched off (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const P = M[locale].PublicPages;
    const prefix = locale === 'en' ? '' : '/ja';
    const email = uniqueEmail(`pub-${locale}`);
    await createAccount(email);

    // the keeper's log, synced as it is written
    const username = `keeper_${Date.now().toString(36)}${locale}`;
    const keeper = await keeperWithTank(browser, baseURL, { email, username, tank: 'Coral Corner', alkalinity: '8.1', locale });
    const tankId = (await serverLog(email)).tanks[0].id;

    const rest = await keeperRest(email);
    // two ICP analyses, written through REST as the keeper (the importer's screen is tested in its own spec)
    const userId = (await fakeUser(email)).id;
    const analyte = (element: string, detection: 'measured' | 'below', n: number) => ({
      element,
      section: 'aquarium',
      detection,
      value: detection === 'measured' ? n : null,
      limit: detection === 'below' ? n : null,
      unit: 'mg/L',
      reported: { value: String(n), unit: 'mg/l' },
    });
    for (const [at, ca] of [
      ['2026-10-01T08:00:00Z', 420],
      ['2026-11-15T08:00:00Z', 440],
    ] as const) {
      await rest('POST', 'log_entries', {
        id: randomUUID(),
        user_id: userId,
        tank_id: tankId,
        kind: 'icp',
        at,
        values: {
          lab: 'triton',
          reportId: null,
          fingerprint: `e2e-${at}`,
          analytes: [analyte('Ca', 'measured', ca), analyte('Sn', 'below', 0.0005)],
        },
      });
    }
    await rest('POST', 'public_profiles', { display_name: 'Mika 🐠', bio: 'サンゴと暮らす', location: 'Yokohama', is_public: true });
    // the tank's settings: switched on, at the address made from its name, with the sections chosen
    const S = M[locale].Log.share;
    const share = await openShareForm(keeper.page, 'Coral Corner', locale);
    await expect(share.getByRole('textbox', { name: S.slug })).toHaveValue('coral-corner');
    await share.getByRole('checkbox', { name: S.enabled }).check();
    await share.getByRole('checkbox', { name: S.sectionNames.livestock }).uncheck();
    await share.getByRole('checkbox', { name: S.sectionNames.trends }).check();
    await share.getByRole('checkbox', { name: S.sectionNames.icp }).check();
    await share.getByRole('combobox', { name: S.kind }).selectOption({ label: S.kinds.sps });
    await share.getByRole('textbox', { name: S.description }).fill('Acropora under LEDs.');
    await expect(share.getByRole('combobox', { name: S.cover })).toHaveValue('');
    await saveShare(share, true, locale);
    await expectNoSeriousAxeViolations(keeper.page, { label: `${locale} log share panel` });
    const [row] = (await rest(
      'GET',
      `tank_shares?select=enabled,show_readings,show_trends,show_livestock,show_icp,show_journal,kind,description,cover_photo_id&tank_id=eq.${tankId}`,
    )) as object[];
    expect(row).toEqual({
      enabled: true,
      show_readings: true,
      show_trends: true,
      show_livestock: false,
      show_icp: true,
      show_journal: true,
      kind: 'sps',
      description: 'Acropora under LEDs.',
      cover_photo_id: null,
    });

    // a visitor, signed out, in a fresh context
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    const errors = collectConsoleErrors(page);
    const hydratedIn = (selector: string) =>
      page
        .locator(selector)
        .evaluate(
          (root) => [...root.querySelectorAll('*')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))).length,
        );
    await page.goto(`${prefix}/u/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mika 🐠' })).toBeVisible();
    await expect(page.getByTestId('public-profile')).toContainText('サンゴと暮らす');
    await expect(page.getByTestId('public-profile')).toContainText('Yokohama');
    await expect(page.getByTestId('public-profile')).toContainText(P.kinds.sps);
    await expect(page.getByTestId('public-profile')).toContainText('Acropora under LEDs.');
    await expect(page.getByTestId('public-profile')).not.toContainText(email);
    await expectNoSeriousAxeViolationsInBothThemes(page, `${prefix}/u profile`);
    // the tanks' cards and the location are static markup, none of their elements hydrated (docs/performance.md
    // "Public tank page"); a card's link is still followed in the page, as its Link was
    await expect(page.getByTestId('settings-button')).toHaveAttribute('data-ready', 'true');
    for (const selector of ['section[aria-labelledby="public-tanks"]', '[data-testid="public-profile"] dl'])
      expect(await hydratedIn(selector), selector).toBe(0);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('link', { name: 'Coral Corner' }).click();
    await expect(page).toHaveURL(`${prefix}/u/${username}/coral-corner`);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Coral Corner' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: P.journal })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: P.livestock })).toHaveCount(0);
    const alk = page
      .getByTestId('public-readings')
      .getByRole('row', { name: new RegExp(M[locale].Log.parameters.alkalinity.replace(/[()]/g, '\\$&')) });
    await expect(alk).toContainText('8.1 dKH');
    // against the tank's targets (the log's defaults, 7.0–11.0 dKH), with the date it was tested
    await expect(alk).toContainText(`${P.range.replace('{low}', '7.0').replace('{high}', '11.0')} dKH`);
    // the trend of alkalinity: an SVG with a name, the target band, the summary in words and the data as a table
    const T = P.tankSections;
    const alkName = M[locale].Log.parameters.alkalinity;
    await expect(page.getByRole('heading', { level: 2, name: T.trends })).toBeVisible();
    const chart = page.locator('[data-testid="public-trend"][data-parameter="alkalinity"]');
    const svg = chart.getByRole('img');
    await expect(svg).toHaveAccessibleName(new RegExp(`^${alkName.replace(/[()]/g, '\\$&')}`));
    await expect(svg.getByTestId('target-band')).toHaveCount(1);
    // every charted test in the section's one table: a row per date, a column per parameter with its unit
    const trends = page.getByRole('region', { name: T.trends });
    await trends.locator('summary').click();
    const data = trends.getByTestId('public-trend-table');
    await expect(data).toBeVisible();
    await expect(data.getByRole('columnheader', { name: new RegExp(`^${alkName.replace(/[()]/g, '\\$&')}.*dKH`) })).toHaveCount(1);
    await expect(data.locator('tbody tr')).toHaveCount(1);
    await expect(data.locator('tbody tr')).toContainText('8.1');
    // the latest ICP analysis as a lab report: the element's name in the reader's language, a non-detect, the change
    await expect(page.getByRole('heading', { level: 2, name: T.icp })).toBeVisible();
    const icp = page.getByTestId('public-icp');
    const ca = icp.getByRole('row', { name: new RegExp(locale === 'en' ? 'Calcium' : 'カルシウム') });
    await expect(ca).toContainText('440 mg/L');
    await expect(ca).toContainText('+20 mg/L');
    await expect(icp).toContainText('< 0.5 µg/L');
    // the photo route: a photo that is not public, and an id that names none, are both not found
    expect((await page.request.get(`/api/public/photo/${randomUUID()}`)).status()).toBe(404);
    expect((await page.request.get('/api/public/photo/not-a-photo')).status()).toBe(404);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/u/${username}/coral-corner$`));
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
      'href',
      new RegExp(`/ja/u/${username}/coral-corner$`),
    );
    expect(await page.content()).not.toContain(email);
    await expectNoSeriousAxeViolationsInBothThemes(page, `${prefix}/u tank`);
    // cached (ISR): the next visit is served from the cache, its inline scripts allowed by the cached copy's hashes
    const tankPath = `${prefix}/u/${username}/coral-corner`;
    const cached = await page.goto(tankPath);
    expect(cached?.status()).toBe(200);
    expect(cached?.headers()['x-nextjs-cache']).toBe('HIT');
    expect(cached?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    // hydrated: the header's settings button is live and opens its panel
    await expect(page.getByTestId('settings-button')).toHaveAttribute('data-ready', 'true');
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-panel')).toBeVisible();
    // the readings' table and the sections are static markup: React hydrated none of the elements in them
    // (docs/performance.md "Public tank page"), its report and copy controls being islands beside them
    for (const id of ['public-trends', 'public-icp', 'public-journal'])
      expect(await hydratedIn(`section[aria-labelledby="${id}"]`), id).toBe(0);
    expect(await hydratedIn('[data-testid="public-readings"]')).toBe(0);
    expect(errors.take()).toEqual([]);

    // switched off: the tank page is gone at once, and the profile no longer lists it
    await saveShare(share, false, locale);
    const gone = await page.goto(tankPath);
    expect(gone?.status()).toBe(404);
    await page.goto(`${prefix}/u/${username}`);
    await expect(page.getByTestId('public-profile')).toContainText(P.noTanks);
    // switched on again: the cached 404 is made stale by the save, and the page is back
    await saveShare(share, true, locale);
    expect((await page.goto(tankPath))?.status()).toBe(200);
    expect(errors.take().filter((e) => !/404/.test(e))).toEqual([]);
    await visitor.close();
    await keeper.context.close();
  });
}
