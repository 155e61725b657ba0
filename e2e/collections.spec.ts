/**
 * Livestock in the log, no account, in a real browser, in both languages: a coral found in the species list by its
 * Latin or kana name and added to a tank, an event recorded (it shows on the tank's timeline), a phone photo with GPS
 * in its EXIF stored without it (the stored picture is read back from IndexedDB), a refused file, a frag with its
 * lineage, and the zip export brought back into a fresh browser with its photo, twice without duplicates.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { containsBytes, EXIF_HEADER, GPS_LATITUDE, withGps } from './gps-jpeg';
import { collectConsoleErrors, expectNoSeriousAxeViolations, gradientJpeg, locales, openLogSection, type Locale } from './helpers';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const plural = (message: string, count: number) =>
  fill(message, { count }).replace(
    /\{count, plural, (?:one \{([^{}]*)\} )?other \{([^{}]*)\}\}/,
    (_, one: string | undefined, other: string) => (count === 1 && one !== undefined ? one : other).replace('#', String(count)),
  );

test.describe.configure({ timeout: 240_000 });

async function openLog(page: Page, locale: Locale) {
  await page.goto(logPath(locale));
  await expect(page.getByTestId('log-app')).toBeVisible();
}

/** The browser's gradient JPEG with a phone's EXIF GPS block inserted. */
async function gpsJpeg(page: Page): Promise<Buffer> {
  return Buffer.from(withGps(new Uint8Array(await gradientJpeg(page))));
}

/** The stored pictures of the signed-out log, read straight from IndexedDB. */
async function storedPictures(page: Page): Promise<number[][]> {
  return page.evaluate(
    () =>
      new Promise<number[][]>((resolve, reject) => {
        const open = indexedDB.open('reefcalc-log');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const all = open.result.transaction('photoBlobs').objectStore('photoBlobs').getAll();
          all.onsuccess = async () => {
            const rows = all.result as { full: Blob; thumb: Blob }[];
            const out: number[][] = [];
            for (const r of rows) for (const b of [r.full, r.thumb]) out.push(Array.from(new Uint8Array(await b.arrayBuffer())));
            open.result.close();
            resolve(out);
          };
        };
      }),
  );
}

for (const locale of locales) {
  const L = M[locale].Log;
  const C = M[locale].Collection;
  const query = locale === 'en' ? 'Acropora millepora' : 'はいまつ';
  const nickname = locale === 'en' ? 'Green mille' : '緑のハイマツ';
  const fragName = locale === 'en' ? 'Mille frag' : 'ハイマツの子株';

  test(`${locale}: a coral found and added, an event, a photo without its GPS, a frag's lineage, the zip export re-imported`, async ({
    page,
    browser,
  }, info) => {
    const errors = collectConsoleErrors(page);
    await openLog(page, locale);
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('300');
    await page.getByRole('button', { name: L.tank.create }).click();
    const section = page.getByTestId('livestock');
    await openLogSection(page, C.open, section);
    await expect(section.getByRole('heading', { name: fill(C.title, { tank: 'Reef' }) })).toBeVisible();

    // find the species by its Latin or kana name, and add it
    await section.getByRole('button', { name: C.add }).click();
    await page.getByLabel(C.search.label).fill(query);
    await page.getByRole('list', { name: C.search.results }).getByRole('button').first().click();
    await expect(section).toContainText('Acropora millepora');
    await page.getByLabel(C.fields.nickname).fill(nickname);
    await page.getByLabel(C.fields.price).fill('3000');
    await page.getByRole('button', { name: C.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(fill(C.saved, { name: nickname }));
    await expect(page.getByTestId('animal-list')).toContainText(nickname);
    // a coral is counted as one (株 on /ja, not 匹)
    await expect(page.getByTestId('animal-list')).toContainText(locale === 'en' ? '1 coral' : '1株');

    // its panel: care notes with sources, an event recorded, on the animal and on the tank's timeline
    await page.getByTestId('animal-list').getByRole('button', { name: nickname }).click();
    const panel = page.getByTestId('animal-panel');
    await expect(panel.getByTestId('care-notes')).toContainText(C.care.par);
    // the price as the site writes money (1,235円 on /ja), the feeding in words, not the catalogue's key
    await expect(panel).toContainText(locale === 'en' ? '$3,000.00' : '3,000円');
    await expect(panel).toContainText(locale === 'en' ? '1 coral' : '1株');
    await expect(panel.getByTestId('care-notes')).toContainText(C.care.feedings['light-only']);
    await page.getByLabel(C.fields.type).selectOption('moved');
    await page.locator('#event-zone').selectOption('middle');
    await panel.getByRole('button', { name: C.record.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(C.record.saved);
    await expect(panel.getByTestId('animal-events').locator('li')).toHaveCount(2);
    const moved = fill(C.timeline.moved, { animal: nickname, zone: C.zones.middle });
    await expect(panel.getByTestId('animal-events')).toContainText(moved);
    await expect(page.getByTestId('entry-list')).toContainText(moved);

    // a file that is not a picture: a clear message, nothing stored
    const photoInput = panel.getByLabel(C.photos.add);
    await photoInput.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await expect(panel.getByTestId('photo-error')).toHaveText(C.photos.errors.notImage);
    expect(await storedPictures(page)).toEqual([]);

    // a phone photo with GPS: stored resized and re-encoded, without EXIF or the position
    const tagged = await gpsJpeg(page);
    expect(containsBytes(tagged, GPS_LATITUDE)).toBe(true);
    await photoInput.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: tagged });
    await expect(panel.getByTestId('photo-status')).toHaveText(C.photos.saved);
    await expect(panel.getByTestId('photo-thumb')).toHaveCount(1);
    const stored = await storedPictures(page);
    expect(stored).toHaveLength(2);
    for (const bytes of stored) {
      const b = new Uint8Array(bytes);
      expect([b[0], b[1]]).toEqual([0xff, 0xd8]);
      expect(containsBytes(b, EXIF_HEADER)).toBe(false);
      expect(containsBytes(b, [0xff, 0xe1])).toBe(false);
      expect(containsBytes(b, GPS_LATITUDE)).toBe(false);
    }
    expect(stored[1].length).toBeLessThan(30 * 1024);
    await expect(page.getByTestId('entry-list')).toContainText(fill(C.timeline.photoOf, { animal: nickname }));

    // fragment it: the child with its lineage, an event on both
    await panel.getByRole('button', { name: C.frag.open }).click();
    await page.locator('#frag-nickname').fill(fragName);
    await page.getByRole('button', { name: C.frag.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(fill(C.frag.saved, { name: fragName }));
    await expect(panel.getByTestId('lineage').getByRole('button', { name: fragName })).toBeVisible();
    await expect(panel.getByTestId('animal-events')).toContainText(fill(C.timeline.fragged, { animal: nickname, child: fragName }));
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} livestock panel` });
    await panel.getByTestId('lineage').getByRole('button', { name: fragName }).click();
    await expect(page.getByTestId('lineage')).toContainText(fill(C.lineage.parent, { name: nickname }));
    await page.getByRole('button', { name: C.panel.close }).click();
    await expect(page.getByTestId('animal-list').getByRole('button')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} livestock list` });

    // the zip export: the JSON and the photo's files
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: L.transfer.exportZip }).click();
    const zip = info.outputPath('log.zip');
    await (await download).saveAs(zip);
    expect((await readFile(zip)).subarray(0, 2).toString()).toBe('PK');

    // a fresh browser: the zip brings the tank, the animals, their events and the photo; a second time, nothing
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await openLog(fresh, locale);
    for (const round of [1, 2]) {
      await fresh.locator('#log-import').setInputFiles(zip);
      await expect(fresh.getByTestId('import-preview')).toBeVisible();
      if (round === 1) {
        await fresh.getByRole('button', { name: plural(L.transfer.confirm, 7) }).click();
        await expect(fresh.getByTestId('import-status')).toContainText(plural(L.transfer.imported, 7));
      } else {
        await expect(fresh.getByTestId('import-nothing')).toBeVisible();
        await fresh.getByRole('button', { name: L.transfer.cancel }).click();
      }
    }
    await openLogSection(fresh, C.open, fresh.getByTestId('livestock'));
    await expect(fresh.getByTestId('animal-list').getByRole('button')).toHaveCount(2);
    await fresh.getByTestId('animal-list').getByRole('button', { name: nickname }).click();
    await expect(fresh.getByTestId('animal-panel').getByTestId('photo-thumb')).toHaveCount(1);
    await expect(fresh.getByTestId('lineage').getByRole('button', { name: fragName })).toBeVisible();
    expect(await storedPictures(fresh)).toHaveLength(2);
    await other.close();
    expect(errors.take()).toEqual([]);
  });
}
