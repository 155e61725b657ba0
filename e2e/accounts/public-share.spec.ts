/**
 * A shared tank's social card, "Copy readings" and "Report" (docs/public-pages.md), in both languages, on the accounts
 * build against the stand-in: the og:image of a shared tank answers a PNG and 404 once the share is switched off; the
 * readings line reaches the clipboard from the public page and from the log's share panel; a signed-out visitor is
 * sent to sign in to report, a signed-in one reports the tank and one photo of a post and is thanked, and the sixth
 * report in an hour gets the rate-limit message in the visitor's language. The post's photo gets its public copy once
 * the keeper's open log has the published post (components/log/public-copy-watcher.tsx); unpublished in the log's
 * journal, the post and its photo leave the page and the copy is removed; switched off, the page answers 404.
 */
import { createHash, randomUUID } from 'node:crypto';
import { test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from '../helpers';
import { ANON_KEY, FAKE_URL, createAccount, fakeUser, uniqueEmail } from './fake';
import {
  M,
  accessToken,
  expect,
  keeperRest,
  keeperWithTank,
  openShareForm,
  saveShare,
  serverLog,
  signedInContext,
  type Locale,
  type ServerLog,
} from './log-helpers';

/** The names the stand-in's log-photos bucket holds under `prefix`. */
const bucketObjects = async (prefix: string) =>
  (await (await fetch(`${FAKE_URL}/__test/objects?bucket=log-photos&prefix=${encodeURIComponent(prefix)}`)).json()) as string[];

/** Whether the server's copy of the journal post `id` is published. */
const isPublished = (log: ServerLog, id: string) =>
  (log.entries.find((e) => e.id === id)?.values as { published?: boolean } | undefined)?.published;

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
    const email = uniqueEmail(`card-${locale}`);
    await createAccount(email);

    // the keeper: a tank with a test, a username, a public profile, and the tank shared in the log's panel
    const username = `card_${Date.now().toString(36)}${locale}`;
    const keeper = await keeperWithTank(browser, baseURL, { email, username, tank: 'Coral Corner', alkalinity: '8.1', locale });
    await keeper.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await (
      await keeperRest(email)
    )('POST', 'public_profiles', { display_name: 'Mika', is_public: true });
    const share = await openShareForm(keeper.page, 'Coral Corner', locale);
    await saveShare(share, true, locale);

    // a published post with a photo, written as the keeper through REST with the picture in the private folder (the
    // journal's screen has its own spec): once the open log has pulled them, the photo's public copy is made
    const rest = await keeperRest(email);
    const uid = (await fakeUser(email)).id;
    const tankId = (await serverLog(email)).tanks[0].id;
    const photoId = randomUUID();
    const postId = randomUUID();
    const jpeg = Buffer.from(
      await keeper.page.evaluate(async () => {
        const canvas = new OffscreenCanvas(320, 240);
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#0e7490';
        ctx.fillRect(0, 0, 320, 240);
        return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer()));
      }),
    );
    const stored = await fetch(`${FAKE_URL}/storage/v1/object/log-photos/${uid}/${photoId}.jpg`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${await accessToken(email)}`, 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    expect(stored.status).toBe(200);
    await rest('POST', 'log_entries', {
      id: photoId,
      user_id: uid,
      tank_id: tankId,
      kind: 'photo',
      at: '2026-11-20T08:00:00Z',
      values: {
        animalId: null,
        takenAt: '2026-11-20T08:00:00Z',
        width: 320,
        height: 240,
        bytes: jpeg.length,
        thumbBytes: 1000,
        mime: 'image/jpeg',
        storagePath: `${uid}/${photoId}.jpg`,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
      },
    });
    const post = { title: 'New frag', body: 'Colours up.', photoIds: [photoId] };
    await rest('POST', 'log_entries', {
      id: postId,
      user_id: uid,
      tank_id: tankId,
      kind: 'journal',
      at: '2026-11-20T09:00:00Z',
      values: { ...post, published: true },
    });
    await openShareForm(keeper.page, 'Coral Corner', locale);
    await expect.poll(() => bucketObjects('public/'), { timeout: 30_000 }).toContain(`public/${photoId}.jpg`);

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
    await expect(page.getByTestId('report-post').getByRole('link', { name: R.signIn })).toHaveAttribute('href', `${prefix}/login`);
    // the post's photo is shown, with no report control under it for a visitor signed out
    const shown = page.getByTestId('public-journal').getByRole('img');
    await expect(shown).toHaveCount(1);
    await expect(page.getByTestId('report-photo')).toHaveCount(0);
    // offered narrower too (the photo route resizes), and the browser shows what it chose
    await expect(shown).toHaveAttribute('srcset', `/api/public/photo/${photoId}?w=240 240w, /api/public/photo/${photoId} 320w`);
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    const narrow = await page.request.get(`/api/public/photo/${photoId}?w=240`);
    expect(narrow.headers()['content-type']).toBe('image/jpeg');
    expect((await sharp(await narrow.body()).metadata()).width).toBe(240);
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

    // the post's own report control is the signed-in one: a button in place of the link
    const reportPost = reporter.page.getByTestId('public-journal').getByTestId('report-post');
    await expect(reportPost.getByRole('button', { name: R.open })).toHaveCount(1);
    await expect(reporter.page.getByTestId('public-journal').getByRole('link', { name: R.signIn })).toHaveCount(0);
    // the post's photo reported on its own: its button names the photo, the keyboard opens it
    const reportPhoto = reporter.page.getByTestId('public-journal').getByTestId('report-photo');
    const openPhoto = reportPhoto.getByRole('button', { name: R.photoLabel.split('{photo}')[0] });
    await expect(openPhoto).toHaveText(R.openPhoto);
    await openPhoto.focus();
    await reporter.page.keyboard.press('Enter');
    await reportPhoto.getByLabel(R.reason).selectOption({ label: R.reasons.inappropriate });
    await expectNoSeriousAxeViolations(reporter.page, { label: `${locale} photo report form` });
    await reportPhoto.getByRole('button', { name: R.send }).click();
    await expect(reportPhoto.getByRole('status')).toHaveText(R.thanks);

    // three more reports within the hour (of other targets), then the sixth, on the profile, is refused
    const reporterRest = await keeperRest(reporterEmail);
    for (const n of [1, 2, 3]) await reporterRest('POST', 'reports', { target_kind: 'post', target: `post-${n}`, reason: 'other' });
    await reporter.page.goto(`${prefix}/u/${username}`);
    const reportProfile = reporter.page.getByTestId('report-profile');
    await reportProfile.getByRole('button', { name: R.open }).click();
    await reportProfile.getByRole('button', { name: R.send }).click();
    await expect(reportProfile.getByRole('status')).toHaveText(R.tooMany);
    await reporter.context.close();

    // the keeper unpublishes the post in the log's journal; the log pushes it with the row's version
    const J = M[locale].Journal;
    await keeper.page.getByRole('button', { name: J.open, exact: true }).click();
    await keeper.page.locator(`#journal-edit-${postId}`).click();
    const edit = keeper.page.getByTestId('journal-form');
    await expect(edit.getByLabel(J.bodyLabel, { exact: true })).toHaveValue(post.body);
    await edit.getByLabel(J.published, { exact: true }).uncheck();
    await edit.getByRole('button', { name: J.saveChanges }).click();
    await expect(keeper.page.getByTestId('journal-notice')).toHaveText(J.updated);
    await expect.poll(async () => isPublished(await serverLog(email), postId)).toBe(false);
    // the open log's copy watcher removes the photo's public copy, and the photo route no longer has it
    await expect.poll(() => bucketObjects('public/'), { timeout: 30_000 }).not.toContain(`public/${photoId}.jpg`);
    expect((await page.request.get(`/api/public/photo/${photoId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/public/photo/${photoId}?w=240`)).status()).toBe(404);
    // once the pages are revalidated, the visitor's next load shows neither the post nor its photo
    const stale = await page.request.post('/api/public/revalidate', { headers: { authorization: `Bearer ${await accessToken(email)}` } });
    expect(stale.status()).toBe(204);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Coral Corner' })).toBeVisible();
    await expect(page.getByText(M[locale].PublicPages.noPosts)).toBeVisible();
    await expect(page.getByTestId('public-journal')).toHaveCount(0);
    await expect(page.getByText(post.body)).toHaveCount(0);
    await expect(page.locator(`img[src*="${photoId}"]`)).toHaveCount(0);

    // switched off: the card and the page answer 404 at once
    await saveShare(share, false, locale);
    expect((await page.request.get(image)).status()).toBe(404);
    expect((await page.goto(path))?.status()).toBe(404);
    await visitor.close();
    await keeper.context.close();
  });
}
