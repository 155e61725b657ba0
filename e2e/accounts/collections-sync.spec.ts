/**
 * Livestock with an account: an animal and its photo added in one browser reach a second browser context of the same
 * keeper, the photo downloaded from the private bucket on demand; the livestock section passes axe there too. Deleting
 * the photo then removes its objects from the bucket once the tombstone has synced, a failed attempt retried. A photo
 * added with the section open finishes uploading after it is closed (the uploader runs page-wide).
 */
import { test, type Page } from '@playwright/test';
import { withGps } from '../gps-jpeg';
import { createAccount, failNext, FAKE_URL, fakeUser, uniqueEmail } from './fake';
import { createTank, expect, M, serverLog, signedInContext, status } from './log-helpers';
import { expectNoSeriousAxeViolations } from '../helpers';

test.describe.configure({ timeout: 180_000 });

/** The names the stand-in's log-photos bucket holds under `prefix`. */
const bucketObjects = async (prefix: string) =>
  (await (await fetch(`${FAKE_URL}/__test/objects?bucket=log-photos&prefix=${encodeURIComponent(prefix)}`)).json()) as string[];

for (const locale of ['en', 'ja'] as const) {
  const C = M[locale].Collection;

  test(`${locale}: an animal and its photo reach a second browser, the photo from the keeper's private folder`, async ({
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail(`coll-sync-${locale}`);
    await createAccount(email);
    const a = await signedInContext(browser, baseURL, email, locale);
    await createTank(a.page, 'Reef', '300', locale);
    await a.page.getByRole('button', { name: C.open }).click();
    await a.page.getByRole('button', { name: C.add }).click();
    await a.page.getByRole('button', { name: C.search.notListed }).click();
    await a.page.getByLabel(C.fields.freeName, { exact: true }).fill('Blue tang');
    await a.page.getByRole('button', { name: C.save }).click();
    await a.page.getByTestId('animal-list').getByRole('button', { name: 'Blue tang' }).click();
    const jpeg = await a.page.evaluate(async () => {
      const canvas = new OffscreenCanvas(320, 240);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#1d4ed8';
      ctx.fillRect(0, 0, 320, 240);
      return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer()));
    });
    await a.page
      .getByTestId('animal-panel')
      .getByLabel(C.photos.add)
      .setInputFiles({ name: 'tang.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(withGps(new Uint8Array(jpeg))) });
    await expect(a.page.getByTestId('photo-status')).toHaveText(C.photos.saved);
    // uploaded in the background; the photo's entry then carries its path, which the sync sends
    await expect
      .poll(async () => (await serverLog(email)).entries.some((e) => typeof (e.values as Record<string, unknown>).storagePath === 'string'))
      .toBe(true);
    await expect(status(a.page)).toHaveAttribute('data-state', 'synced');

    const b = await signedInContext(browser, baseURL, email, locale);
    await b.page.getByRole('button', { name: C.open }).click();
    await b.page.getByTestId('animal-list').getByRole('button', { name: 'Blue tang' }).click();
    await expect(b.page.getByTestId('animal-panel').getByTestId('photo-thumb')).toHaveCount(1);
    await expectNoSeriousAxeViolations(b.page, { label: `livestock signed in (${locale})` });

    // the photo deleted: once its tombstone has synced, its picture and thumbnail leave the bucket, the first failed
    // attempt retried in the background (lib/collection/photo-removal.ts)
    const { id: uid } = await fakeUser(email);
    await expect.poll(() => bucketObjects(`${uid}/`)).toHaveLength(2);
    await failNext('/storage/v1/object/log-photos', 500, 'unexpected_failure', 'DELETE');
    await a.page.getByTestId('animal-panel').locator('[id^="photo-delete-"]').click();
    await a.page.getByTestId('confirm-delete').getByRole('button', { name: C.delete.confirm }).click();
    await expect(a.page.getByTestId('photo-status')).toHaveText(C.delete.photoDone);
    await expect
      .poll(async () => (await serverLog(email)).entries.filter((e) => e.deleted_at !== null).length, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => bucketObjects(`${uid}/`), { timeout: 30_000 }).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
}

test('a photo added with the livestock section open finishes uploading after the section is closed', async ({ browser, baseURL }) => {
  const C = M.en.Collection;
  const email = uniqueEmail('coll-upload-closed');
  await createAccount(email);
  const a = await signedInContext(browser, baseURL, email);
  // the bucket's uploads are held until the section is closed, so the upload cannot finish while it is open
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let arrived = 0;
  await a.page.route('**/storage/v1/object/log-photos/**', async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    arrived++;
    await held;
    await route.continue();
  });
  await createTank(a.page, 'Reef', '300');
  await a.page.getByRole('button', { name: C.open }).click();
  await a.page
    .getByTestId('tank-photos')
    .getByLabel(C.photos.add)
    .setInputFiles({ name: 'reef.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await bluePicture(a.page)) });
  await expect(a.page.getByTestId('photo-status')).toHaveText(C.photos.saved);
  await expect.poll(() => arrived).toBeGreaterThan(0);
  await a.page.getByRole('button', { name: C.close }).click();
  await expect(a.page.getByTestId('livestock')).toHaveCount(0);
  release();
  // the page-wide uploader (components/log/log-app.tsx, PhotoUploads) finishes it: the entry gets its path
  await expect
    .poll(async () => (await serverLog(email)).entries.some((e) => typeof (e.values as Record<string, unknown>).storagePath === 'string'))
    .toBe(true);
  await expect(status(a.page)).toHaveAttribute('data-state', 'synced');
  await expect(a.page.getByTestId('livestock')).toHaveCount(0);

  // a second browser of the keeper downloads the picture from the bucket
  const b = await signedInContext(browser, baseURL, email);
  await b.page.getByRole('button', { name: C.open }).click();
  await expect(b.page.getByTestId('tank-photos').getByTestId('photo-thumb')).toHaveCount(1);
  await a.context.close();
  await b.context.close();
});

/** A small JPEG of one colour, made in the page. */
async function bluePicture(page: Page) {
  return new Uint8Array(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(320, 240);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#1d4ed8';
      ctx.fillRect(0, 0, 320, 240);
      return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer()));
    }),
  );
}
