/**
 * Editing and deleting in the livestock section (docs/collections.md): a keeper edits an animal and an event, deletes a
 * photo and then the animal (asked in the page first), and after a reload the changes hold, in both languages.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, openLogSection, type Locale } from './helpers';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const exactly = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe.configure({ timeout: 240_000 });

async function openLivestock(page: Page, locale: Locale, open: string) {
  await page.goto(logPath(locale));
  await expect(page.getByTestId('log-app')).toBeVisible();
  await openLogSection(page, open, page.getByTestId('livestock'));
}

for (const locale of locales) {
  const L = M[locale].Log;
  const C = M[locale].Collection;

  test(`${locale}: an animal and its event edited, a photo and then the animal deleted; all of it holds after a reload`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(logPath(locale));
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('300');
    await page.getByRole('button', { name: L.tank.create }).click();
    await openLogSection(page, C.open, page.getByTestId('livestock'));
    await page.getByTestId('livestock').getByRole('button', { name: C.add }).click();
    await page.getByRole('button', { name: C.search.notListed }).click();
    await page.getByLabel(C.fields.freeName, { exact: true }).fill('Blue tang');
    await page.getByRole('button', { name: C.save }).click();
    await page.getByTestId('animal-list').getByRole('button', { name: 'Blue tang' }).click();
    const panel = page.getByTestId('animal-panel');
    await page.getByLabel(C.fields.type).selectOption('moved');
    await page.locator('#event-zone').selectOption('middle');
    await panel.getByRole('button', { name: C.record.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(C.record.saved);
    const jpeg = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(320, 240);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#0e7490';
      ctx.fillRect(0, 0, 320, 240);
      return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg' })).arrayBuffer()));
    });
    await panel.getByLabel(C.photos.add).setInputFiles({ name: 'tang.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) });
    await expect(panel.getByTestId('photo-status')).toHaveText(C.photos.saved);
    await expect(panel.getByTestId('photo-thumb')).toHaveCount(1);

    // the animal: its form opens with its values; a nickname and a count changed
    await panel.getByRole('button', { name: fill(C.edit.animalLabel, { name: 'Blue tang' }) }).click();
    const form = page.getByTestId('edit-animal');
    await expect(form.getByLabel(C.fields.freeName, { exact: true })).toHaveValue('Blue tang');
    await form.getByLabel(C.fields.nickname).fill('Dory');
    await form.getByLabel(C.fields.count).fill('2');
    await form.getByRole('button', { name: C.edit.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(fill(C.edit.animalDone, { name: 'Dory' }));
    await expect(panel.getByRole('heading', { name: 'Dory' })).toBeVisible();

    // the move: to the lower zone, with a note
    const events = panel.getByTestId('animal-events');
    const move = events.locator('li', { hasText: fill(C.timeline.moved, { animal: 'Dory', zone: C.zones.middle }) });
    await move.getByRole('button', { name: exactly(C.edit.button) }).click();
    const eventForm = page.getByTestId('edit-event');
    await eventForm.getByLabel(C.fields.zone).selectOption('lower');
    await eventForm.getByLabel(C.fields.note).fill('Out of the flow');
    await eventForm.getByRole('button', { name: C.edit.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(C.edit.eventDone);
    const moved = fill(C.timeline.moved, { animal: 'Dory', zone: C.zones.lower });
    await expect(events).toContainText(moved);
    await expect(events).toContainText('Out of the flow');

    // the photo: asked first in the page, then gone
    const photos = panel.getByTestId('animal-photos');
    await photos.getByRole('button', { name: exactly(C.delete.button) }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toBeVisible();
    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} livestock, deleting a photo` });
    await ask.getByRole('button', { name: C.delete.confirm, exact: true }).click();
    await expect(photos.getByTestId('photo-status')).toHaveText(C.delete.photoDone);
    await expect(panel.getByTestId('photo-thumb')).toHaveCount(0);

    // after a reload: the nickname, the count, the move and no photo
    await openLivestock(page, locale, C.open);
    await page.getByTestId('animal-list').getByRole('button', { name: 'Dory' }).click();
    await expect(panel.getByTestId('animal-events')).toContainText(moved);
    await expect(panel.getByTestId('animal-events')).toContainText('Out of the flow');
    await expect(panel.getByTestId('animal-photos')).toContainText(C.photos.empty);
    await panel.getByRole('button', { name: fill(C.edit.animalLabel, { name: 'Dory' }) }).click();
    await expect(page.getByTestId('edit-animal').getByLabel(C.fields.count)).toHaveValue('2');
    await page.getByTestId('edit-animal').getByRole('button', { name: L.cancel }).click();

    // the animal: the question says what goes with it; it goes, from the list and the tank's entries
    await panel.getByRole('button', { name: fill(C.delete.animalLabel, { name: 'Dory' }) }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Dory');
    await page.getByRole('alertdialog').getByRole('button', { name: C.delete.confirm, exact: true }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(fill(C.delete.animalDone, { name: 'Dory' }));
    await expect(page.getByTestId('animal-list').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('entry-list')).not.toContainText('Dory');
    await openLivestock(page, locale, C.open);
    await expect(page.getByTestId('livestock')).toContainText(C.empty);
    await expect(page.getByTestId('entry-list')).not.toContainText('Dory');
    expect(errors.take()).toEqual([]);
  });
}
