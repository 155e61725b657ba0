/**
 * Journal posts in the log, no account, in a real browser, in both languages: bad input refused with a clear message
 * and nothing typed lost, a post written with a new photo of the tank and published, read back after a reload (its
 * text as typed, never as HTML), edited back to a draft, and deleted after the question, its photo kept.
 */
import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, gradientJpeg, locales, type Locale } from './helpers';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
/** A message with its placeholders filled (`{name}` and `{name, number}`; the numbers here need no grouping). */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)(?:, number)?\}/g, (_, k: string) => String(values[k]));

test.describe.configure({ timeout: 180_000 });

for (const locale of locales) {
  const J = M[locale].Journal;
  const L = M[locale].Log;
  const C = M[locale].Collection;
  const title = locale === 'en' ? 'First frags' : '初めてのフラグ';
  const body =
    locale === 'en'
      ? 'Glued three frags.\n\n  Mille on top, <b>not bold</b>.\nAlk steady.'
      : 'フラグを3つ接着しました。\n\n  ハイマツは上段に、<b>太字ではない</b>。\nKHは安定。';

  test(`${locale}: a post written with a new photo, published, read after a reload, edited and deleted`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(logPath(locale));
    await expect(page.getByTestId('log-app')).toBeVisible();
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('300');
    await page.getByRole('button', { name: L.tank.create }).click();
    await page.getByRole('button', { name: J.open, exact: true }).click();
    const section = page.getByTestId('journal');
    await expect(section.getByRole('heading', { name: fill(J.title, { tank: 'Reef' }) })).toBeVisible();
    const form = section.getByTestId('journal-form');

    // an empty post, then a title too long: a message in the reader's language, and nothing typed is lost
    await form.getByRole('button', { name: J.save }).click();
    await expect(form.getByTestId('journal-error')).toHaveText(J.errors.summary);
    await expect(form).toContainText(J.errors.bodyRequired);
    await expect(form.getByLabel(J.bodyLabel, { exact: true })).toBeFocused();
    const longTitle = 'a'.repeat(201);
    await form.getByLabel(J.titleLabel, { exact: true }).fill(longTitle);
    await form.getByLabel(J.bodyLabel, { exact: true }).fill(body);
    await form.getByRole('button', { name: J.save }).click();
    await expect(form).toContainText(fill(J.errors.tooLong, { max: 200, count: 201 }));
    await expect(form.getByLabel(J.titleLabel, { exact: true })).toHaveValue(longTitle);
    await expect(form.getByLabel(J.bodyLabel, { exact: true })).toHaveValue(body);
    await expect(section.getByTestId('journal-post')).toHaveCount(0);

    // a new photo of the tank through the photo pipeline, ticked for the post; published
    await form.getByLabel(J.titleLabel, { exact: true }).fill(title);
    await form
      .getByLabel(J.addPhoto, { exact: true })
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await gradientJpeg(page) });
    await expect(form.getByTestId('journal-photo-status')).toHaveText(J.photoAdded);
    await expect(form.getByTestId('journal-photo-choices').getByRole('checkbox')).toBeChecked();
    await form.getByLabel(J.published, { exact: true }).check();
    await expect(form).toContainText(J.publishedHelp);
    await form.getByRole('button', { name: J.save }).click();
    await expect(section.getByTestId('journal-notice')).toHaveText(J.saved);
    await expect(form.getByLabel(J.bodyLabel, { exact: true })).toHaveValue('');
    await expectNoSeriousAxeViolations(page, { label: `${locale} journal` });

    // after a reload: the post with its title, its text as typed (spaces and lines kept, no HTML), its photo
    await page.reload();
    await page.getByRole('button', { name: J.open, exact: true }).click();
    const post = page.getByTestId('journal-post');
    await expect(post).toHaveCount(1);
    await expect(post.getByRole('heading', { name: title })).toBeVisible();
    await expect(post.getByTestId('journal-state')).toHaveText(J.publishedBadge);
    expect(await post.getByTestId('journal-body').evaluate((p) => p.textContent)).toBe(body.trimEnd());
    await expect(post.getByTestId('journal-body').locator('b')).toHaveCount(0);
    await expect(post.getByTestId('journal-post-photos').getByTestId('journal-thumb')).toBeVisible();
    await expect(page.getByTestId('entry-list')).toContainText(`${L.entry.kinds.journal}${L.entry.separator}${title}`);

    // edited: a new title, back to a draft
    await post.locator('[id^="journal-edit-"]').click();
    const edit = page.getByTestId('journal-form');
    await expect(edit.getByLabel(J.titleLabel, { exact: true })).toBeFocused();
    await expect(edit.getByLabel(J.bodyLabel, { exact: true })).toHaveValue(body.trimEnd());
    await edit.getByLabel(J.titleLabel, { exact: true }).fill(`${title} 2`);
    await edit.getByLabel(J.published, { exact: true }).uncheck();
    await edit.getByRole('button', { name: J.saveChanges }).click();
    await expect(page.getByTestId('journal-notice')).toHaveText(J.updated);
    await expect(post.getByRole('heading', { name: `${title} 2` })).toBeVisible();
    await expect(post.getByTestId('journal-state')).toHaveText(J.draft);
    await expect(page.getByTestId('entry-list')).toContainText(fill(L.entry.journalDraft, { headline: `${title} 2` }));
    await expectNoSeriousAxeViolations(page, { label: `${locale} journal edited` });

    // deleted after the question; the photo stays among the tank's photos
    await post.locator('[id^="journal-delete-"]').click();
    const confirm = page.getByTestId('confirm-delete');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: C.delete.confirm }).click();
    await expect(page.getByTestId('journal-notice')).toHaveText(J.deleted);
    await expect(page.getByTestId('journal-post')).toHaveCount(0);
    await expect(page.getByTestId('journal-photo-choices').getByTestId('journal-thumb')).toHaveCount(1);
    expect(errors.take()).toEqual([]);
  });
}
