/**
 * Every report layout the ICP parser reads, pasted in a real browser and stored (all in English, the two Japanese
 * layouts in Japanese), each checked by its calcium in the preview and in the history after storing; then the
 * keeper's own product (refused with the field's message, stored, still there after a reload, dosed in the plan) and
 * the plan's retest put in the care schedule once, in both languages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, type Locale } from './helpers';
import { REPORT_B } from './icp-reports';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
const head = (message: string) => message.split('{')[0];
const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'lib/icp/fixtures', name), 'utf8');

/** One report of each layout: its file, the calcium as stored (mg/L) and how many values the preview stores. */
const LAYOUTS: Record<Locale, { file: string; calcium: string; count: number }[]> = {
  en: [
    { file: 'ati-de.txt', calcium: '402', count: 48 },
    { file: 'ati-en.html', calcium: '448', count: 25 },
    { file: 'fauna-marin-de.txt', calcium: '395', count: 34 },
    { file: 'oceamo-de.txt', calcium: '428', count: 41 },
    { file: 'oceamo-en.txt', calcium: '441', count: 42 },
    { file: 'triton-en.txt', calcium: '446', count: 22 },
    { file: 'tropic-marin-en.txt', calcium: '398', count: 36 },
    { file: 'other-en.txt', calcium: '431', count: 13 },
  ],
  ja: [
    { file: 'fauna-marin-ja.txt', calcium: '395', count: 25 },
    { file: 'other-ja.txt', calcium: '418', count: 14 },
  ],
};

async function openIcp(page: Page, locale: Locale, tank: string) {
  const L = M[locale].Log;
  await page.goto(logPath(locale));
  await expect(page.locator('h1')).toHaveText(L.title);
  await page.locator('#name').fill(tank);
  await page.locator('#volumeL').fill('300');
  await page.getByRole('button', { name: L.tank.create }).click();
  await expect(page.getByRole('heading', { name: fill(L.entry.title, { tank }) })).toBeVisible();
  await openPanel(page, locale);
}

async function openPanel(page: Page, locale: Locale) {
  await page.getByRole('button', { name: head(M[locale].Log.icp.open) }).click();
  await expect(page.getByRole('heading', { name: M[locale].Icp.import.title })).toBeVisible();
}

async function pasteAndStore(page: Page, locale: Locale, text: string, count: number) {
  const I = M[locale].Icp;
  await page.getByLabel(I.import.pasteLabel, { exact: true }).fill(text);
  await page.getByRole('button', { name: I.import.read }).click();
  await expect(page.getByTestId('icp-preview')).toBeVisible();
  return async () => {
    await page.getByRole('button', { name: I.preview.confirm }).click();
    const stored = locale === 'en' ? `Analysis stored: ${count} values.` : fill(I.preview.stored, { count });
    await expect(page.getByTestId('icp-import-status')).toHaveText(stored);
  };
}

test.describe.configure({ timeout: 240_000 });

for (const locale of locales) {
  const I = M[locale].Icp;

  test(`${locale}: one report of each layout is read and stored with its calcium`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openIcp(page, locale, 'Layouts');
    const layouts = LAYOUTS[locale];
    for (const [n, { file, calcium, count }] of layouts.entries()) {
      const store = await pasteAndStore(page, locale, fixture(file), count);
      const ca = page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(Ca)' });
      await expect(ca, file).toContainText(calcium);
      await expect(ca.getByRole('textbox'), file).toHaveValue(calcium);
      await store();
      await page.getByLabel(I.history.element, { exact: true }).selectOption('Ca');
      await expect(page.getByTestId('icp-history-chart'), file).toHaveAttribute('data-points', String(n + 1));
      await expect(page.getByTestId('icp-history-table'), file).toContainText(`${calcium} mg/L`);
    }
    expect(errors.take()).toEqual([]);
  });

  test(`${locale}: an own product is checked, kept across a reload and dosed; the retest goes in the schedule once`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const O = I.own;
    await openIcp(page, locale, 'Own');
    await (
      await pasteAndStore(page, locale, REPORT_B, 11)
    )();
    const own = page.getByTestId('icp-own-products');
    await expect(own).toContainText(O.none);

    // nothing typed: each required field says so; a word for a number is refused
    await own.getByRole('button', { name: O.add }).click();
    await expect(own.getByLabel(O.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(own.getByText(O.errors.required).first()).toBeVisible();
    await expect(own.getByTestId('icp-own-status')).toHaveText(O.fix);
    await own.getByLabel(O.name, { exact: true }).fill('My Strontium');
    await own.getByLabel(O.element, { exact: true }).selectOption('Sr');
    await own.getByLabel(O.amount, { exact: true }).fill('ten');
    await own.getByLabel(O.raises, { exact: true }).fill('1');
    await own.getByRole('button', { name: O.add }).click();
    await expect(own.getByText(O.errors.notNumber)).toBeVisible();
    await expect(own.getByText(O.errors.required)).toHaveCount(0);
    await own.getByLabel(O.amount, { exact: true }).fill('10');
    await own.getByLabel(fill(O.maxDaily, { unit: 'mg/L' }), { exact: true }).fill('1');
    await own.getByRole('button', { name: O.add }).click();
    await expect(own.getByTestId('icp-own-status')).toHaveText(fill(O.saved, { name: 'My Strontium' }));
    await expect(own.getByTestId('icp-own-list')).toContainText('My Strontium');

    // kept in the tank's log: still there after a reload
    await page.reload();
    await expect(page.locator('h1')).toHaveText(M[locale].Log.title);
    await openPanel(page, locale);
    await expect(page.getByTestId('icp-own-list')).toContainText('My Strontium');

    // the plan in the own line: strontium (5.1 mg/L, low) dosed with it, calcium has no product there
    const plan = page.getByTestId('icp-plan');
    await page.getByLabel(I.plan.line, { exact: true }).selectOption('custom');
    await expect(plan.locator('[data-element="Sr"]')).toContainText('My Strontium');
    await expect(plan.locator('[data-element="Sr"]')).toContainText(I.plan.ownSource);
    await expect(plan.locator('[data-element="Sr"]').getByRole('checkbox').first()).toBeVisible();
    await expect(plan.locator('[data-element="Ca"]')).toContainText(I.plan.reasons['no-product']);

    // the retest date as a schedule task, once
    const schedule = page.getByRole('region', { name: fill(M[locale].Schedule.tasks.title, { tank: 'Own' }) });
    const rows = schedule.getByTestId('task-row').filter({ hasText: I.plan.retestTitle });
    await expect(rows).toHaveCount(0);
    const add = page.getByTestId('icp-retest-add');
    await expect(add).toHaveText(I.plan.retestAdd);
    await add.click();
    await expect(add).toHaveText(I.plan.retestScheduled);
    await expect(add).toBeDisabled();
    await expect(rows).toHaveCount(1);
    await add.click({ force: true });
    await page.reload();
    await expect(page.locator('h1')).toHaveText(M[locale].Log.title);
    await openPanel(page, locale);
    await expect(page.getByTestId('icp-retest-add')).toHaveText(I.plan.retestScheduled);
    await expect(rows).toHaveCount(1);

    await expectNoSeriousAxeViolations(page, { label: `${locale} ICP own products` });
    expect(errors.take()).toEqual([]);
  });
}
