/**
 * A HEIC photo in a browser that cannot decode it (Chromium), in both languages: the keeper is told why and how to
 * save JPEG instead, and nothing is stored (no picture in IndexedDB, no photo entry). The file passes the first-bytes
 * check, so the refusal comes from the photo worker's decoder, not from the check before it.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, locales, openLogSection } from './helpers';
import { minimalHeic } from './heic-file';

const M = { en, ja } as const;

/** What the signed-out log holds: pictures in `photoBlobs`, and photo entries. */
async function stored(page: Page): Promise<{ pictures: number; photoEntries: number }> {
  return page.evaluate(
    () =>
      new Promise<{ pictures: number; photoEntries: number }>((resolve, reject) => {
        const open = indexedDB.open('reefcalc-log');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const tx = open.result.transaction(['photoBlobs', 'entries']);
          const pictures = tx.objectStore('photoBlobs').count();
          const entries = tx.objectStore('entries').getAll();
          tx.oncomplete = () => {
            const photoEntries = (entries.result as { kind: string }[]).filter((e) => e.kind === 'photo').length;
            open.result.close();
            resolve({ pictures: pictures.result, photoEntries });
          };
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB read failed'));
        };
      }),
  );
}

for (const locale of locales) {
  const L = M[locale].Log;
  const C = M[locale].Collection;

  test(`${locale}: a HEIC photo Chromium cannot decode is refused with a clear message, nothing stored`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const heic = minimalHeic();
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    await page.goto(locale === 'en' ? '/log' : '/ja/log');
    await expect(page.getByTestId('log-app')).toBeVisible();
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('300');
    await page.getByRole('button', { name: L.tank.create }).click();
    await openLogSection(page, C.open, page.getByTestId('livestock'));
    const photos = page.getByTestId('tank-photos');
    await expect(photos.getByText(C.photos.empty)).toBeVisible();

    const input = photos.getByLabel(C.photos.add);
    await expect(input).toBeEnabled();
    await input.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic });
    await expect(photos.getByTestId('photo-error')).toHaveText(C.photos.errors.heic);
    await expect(photos.getByRole('alert')).toHaveText(C.photos.errors.heic);
    // the "preparing" line is gone and the form takes another photo
    await expect(photos.getByTestId('photo-status')).toHaveText('');
    await expect(input).toBeEnabled();
    await expect(photos.getByText(C.photos.empty)).toBeVisible();
    await expect(photos.getByTestId('photo-thumb')).toHaveCount(0);
    expect(await stored(page)).toEqual({ pictures: 0, photoEntries: 0 });
    expect(errors.take()).toEqual([]);
  });
}
