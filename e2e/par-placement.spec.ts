/**
 * A PAR map saved from the PAR calculator to a tank of the log (no account), in both languages: without a tank the
 * calculator points to the log; with one, the map is saved, a coral added to that tank gets its PAR filled in from
 * the map at the spot and height chosen, and the stored PAR holds after a reload; a move recorded to a new spot, and
 * that move reopened, read the same map (the value stays editable).
 */
import { expect, test, type Page } from '@playwright/test';
import { parAtPlacement } from '@/lib/collection/par-map';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import { formatDate, formatNumber } from '@/lib/format';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, openLogSection } from './helpers';

const M = { en, ja } as const;
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

test.describe.configure({ timeout: 180_000 });

async function openCalculator(page: Page, prefix: string) {
  await page.goto(`${prefix}/reef-calculator/par-distribution`);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

for (const locale of locales) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const S = M[locale].Calculators['par-distribution'].save;
  const C = M[locale].Collection;
  const L = M[locale].Log;
  const coral = locale === 'en' ? 'Blue tort' : '青いトート';
  // the map's size as the intro writes it: no spaces around × in Japanese (the glossary's typography)
  const size = locale === 'en' ? '90 × 45 cm' : '90×45 cm';

  test(`${locale}: a PAR map saved to a tank fills in a coral's PAR, which holds after a reload`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // no tank yet: the calculator says so and links to the log
    await openCalculator(page, prefix);
    const save = page.getByTestId('par-save');
    // the section opens the log's database only when the keeper scrolls near it, not with the page
    await expect(save).toContainText(S.loading);
    await page.waitForTimeout(1_000); // the page's own work after hydration has run by now
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
    await save.scrollIntoViewIfNeeded();
    await expect(save.getByTestId('par-save-no-tank')).toBeVisible();
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBeGreaterThan(0);
    await expect(save.getByRole('link', { name: S.noTank.replace(/^.*<log>(.*)<\/log>.*$/, '$1') })).toHaveAttribute(
      'href',
      `${prefix}/log`,
    );

    await page.goto(`${prefix}/log`);
    await expect(page.getByTestId('log-app')).toBeVisible();
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('300');
    await page.getByRole('button', { name: L.tank.create }).click();
    await expect(page.getByRole('button', { name: C.open })).toBeVisible();

    // the default map (90 × 45 cm, water 40 cm deep, two LED pucks) saved to that tank
    await openCalculator(page, prefix);
    await save.scrollIntoViewIfNeeded();
    await expect(save.getByLabel(S.tank)).toHaveValue(/.+/);
    await save.getByRole('button', { name: S.button }).click();
    await expect(save.getByTestId('par-save-status')).toContainText(fill(S.saved, { tank: 'Reef' }));
    await expectNoSeriousAxeViolations(page);

    // a coral placed in that tank: the spot and height fill its PAR from the map
    await page.goto(`${prefix}/log`);
    const section = page.getByTestId('livestock');
    await openLogSection(page, C.open, section);
    await section.getByRole('button', { name: C.add }).click();
    const map = page.getByTestId('animal-par-map');
    await expect(map).toContainText(formatDate(new Date(), locale));
    await expect(map).toContainText(size);
    await page.getByRole('button', { name: C.search.notListed }).click();
    await page.getByLabel(C.fields.freeName, { exact: true }).fill(coral);
    await page.getByLabel(C.parMap.xCm).fill('22.5');
    await page.getByLabel(C.parMap.yCm).fill('22.5');
    await page.getByLabel(C.fields.heightCm).fill('25');
    const want = parAtPlacement(screenDefaults, { xCm: 22.5, yCm: 22.5, heightCm: 25 });
    if (!want.ok) throw new Error('the default map gives no PAR at the spot');
    const higher = parAtPlacement(screenDefaults, { xCm: 22.5, yCm: 22.5, heightCm: 30 });
    if (!higher.ok) throw new Error('the default map gives no PAR at the spot');
    expect(higher.par).not.toBe(want.par);
    await expect(page.getByLabel(C.fields.par)).toHaveValue(String(want.par));
    await expect(page.getByTestId('animal-par-reading')).toContainText(formatNumber(want.par, locale, 0));
    // moving the spot reads the map again; the value stays editable
    await page.getByLabel(C.fields.heightCm).fill('30');
    await expect(page.getByLabel(C.fields.par)).toHaveValue(String(higher.par));
    await page.getByLabel(C.fields.heightCm).fill('25');
    await expect(page.getByLabel(C.fields.par)).toHaveValue(String(want.par));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: C.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(fill(C.saved, { name: coral }));

    // reloaded: the coral's placement keeps the PAR from the map
    await page.reload();
    await expect(page.getByTestId('log-app')).toBeVisible();
    await openLogSection(page, C.open, page.getByTestId('livestock'));
    await page.getByTestId('animal-list').getByRole('button', { name: coral }).click();
    const panel = page.getByTestId('animal-panel');
    await expect(panel).toContainText(fill(C.panel.parAt, { par: formatNumber(want.par, locale, 0) }));

    // a move to a new spot: the PAR is read from the map there, and stays editable
    const moved = parAtPlacement(screenDefaults, { xCm: 67.5, yCm: 22.5, heightCm: 10 });
    if (!moved.ok) throw new Error('the default map gives no PAR at the new spot');
    await expect(page.getByTestId('event-par-map')).toContainText(size);
    await page.locator('#event-zone').selectOption('lower');
    await page.locator('#event-mapX').fill('67.5');
    await page.locator('#event-mapY').fill('22.5');
    await page.locator('#event-heightCm').fill('10');
    await expect(page.locator('#event-par')).toHaveValue(String(moved.par));
    await page.locator('#event-par').fill(String(moved.par + 1));
    await page.locator('#event-par').fill(String(moved.par));
    await panel.getByRole('button', { name: C.record.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(C.record.saved);
    await expect(panel).toContainText(fill(C.panel.parAt, { par: formatNumber(moved.par, locale, 0) }));

    // the move reopened: its placement is read from the same map, and a measured value wins
    const line = fill(C.timeline.moved, { animal: coral, zone: C.zones.lower });
    await page.getByTestId('animal-events').locator('li').filter({ hasText: line }).getByRole('button', { name: C.edit.button }).click();
    const edit = page.getByTestId('edit-event');
    await expect(edit.getByTestId(/-par-map$/)).toContainText(size);
    const again = parAtPlacement(screenDefaults, { xCm: 22.5, yCm: 22.5, heightCm: 12 });
    if (!again.ok) throw new Error('the default map gives no PAR at the spot');
    await edit.getByLabel(C.parMap.xCm).fill('22.5');
    await edit.getByLabel(C.parMap.yCm).fill('22.5');
    await edit.getByLabel(C.fields.heightCm).fill('12');
    await expect(edit.getByLabel(C.fields.par)).toHaveValue(String(again.par));
    await expectNoSeriousAxeViolations(page);
    await edit.getByLabel(C.fields.par).fill('123');
    await edit.getByRole('button', { name: C.edit.save }).click();
    await expect(page.getByTestId('livestock-notice')).toHaveText(C.edit.eventDone);
    await expect(panel).toContainText(fill(C.panel.parAt, { par: formatNumber(123, locale, 0) }));
    expect(errors.take()).toEqual([]);
  });
}
