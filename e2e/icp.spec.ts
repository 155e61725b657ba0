/**
 * A tank's ICP tests in a real browser, no account, in both languages: a lab report imported by paste, an unread line
 * corrected in the preview, a second lab's report, one element's history across the two labs, the ICP value on the
 * kit's calcium chart, a plan in two product lines, a ticked day found in the log, the same report refused the second
 * time, and a PDF read (pdf.js in its worker under the site's CSP) while a scan is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { imageOnlyPdf, textPdf } from '@/lib/icp/fixtures/tiny-pdf';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, type Locale } from './helpers';
import { REPORT_A, REPORT_B } from './icp-reports';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
/** The text before a message's first placeholder. */
const head = (message: string) => message.split('{')[0];

async function openIcp(page: Page, locale: Locale, tank: string) {
  const L = M[locale].Log;
  await page.goto(logPath(locale));
  await expect(page.locator('h1')).toHaveText(L.title);
  await page.locator('#name').fill(tank);
  await page.locator('#volumeL').fill('300');
  await page.getByRole('button', { name: L.tank.create }).click();
  await expect(page.getByRole('heading', { name: fill(L.entry.title, { tank }) })).toBeVisible();
  await page.getByRole('button', { name: fill(L.icp.open, { count: 0 }) }).click();
  await expect(page.getByRole('heading', { name: M[locale].Icp.import.title })).toBeVisible();
}

async function pasteAndRead(page: Page, locale: Locale, text: string) {
  const I = M[locale].Icp.import;
  await page.getByLabel(I.pasteLabel, { exact: true }).fill(text);
  await page.getByRole('button', { name: I.read }).click();
  await expect(page.getByTestId('icp-preview')).toBeVisible();
}

async function confirm(page: Page, locale: Locale, count: number) {
  const P = M[locale].Icp.preview;
  await page.getByRole('button', { name: P.confirm }).click();
  const stored = locale === 'en' ? `Analysis stored: ${count} values.` : fill(P.stored, { count });
  await expect(page.getByTestId('icp-import-status')).toHaveText(stored);
}

test.describe.configure({ timeout: 240_000 });

for (const locale of locales) {
  const I = M[locale].Icp;

  test(`${locale}: two labs' reports pasted, corrected, charted and planned; a ticked day is in the log`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openIcp(page, locale, 'Reef');

    await pasteAndRead(page, locale, REPORT_A);
    const preview = page.getByTestId('icp-preview');
    await expect(preview).toContainText(fill(I.preview.reportId, { id: 'ATI-2026-000101' }));
    await expect(page.getByLabel(I.preview.sampledAt, { exact: true })).toHaveValue('2026-11-01');
    // as printed and as stored: iodine 55 µg/l is kept as 0.055 mg/L, tin's "---" as not detected
    const iodine = page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(I)' });
    await expect(iodine).toContainText('55 µg/l');
    await expect(iodine.getByRole('textbox')).toHaveValue('0.055');
    await expect(page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(Sn)' })).toContainText(
      I.detections['not-detected'],
    );
    // the unread line, shown with its text, corrected and read again
    const line = page.getByLabel(fill(I.preview.lineLabel, { n: 1 }), { exact: true });
    await expect(line).toHaveValue('Barium\tBa\t1O\tµg/l');
    await page.getByRole('button', { name: I.preview.readLine }).click();
    await expect(page.getByTestId('icp-unparsed')).toContainText(I.preview.lineStillUnread);
    await line.fill('Barium Ba 10 µg/l');
    await page.getByRole('button', { name: I.preview.readLine }).click();
    await expect(page.getByTestId('icp-unparsed')).toHaveCount(0);
    await expect(page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(Ba)' })).toContainText('10 µg/l');
    // a value corrected by the keeper: a wrong entry is refused with its message, nothing stored
    const calcium = page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(Ca)' }).getByRole('textbox');
    await calcium.fill('4x0');
    await page.getByRole('button', { name: I.preview.confirm }).click();
    await expect(preview.getByRole('alert')).toHaveText(I.preview.errors.correction);
    await calcium.fill('432');
    await confirm(page, locale, 13);
    await expect(page.getByRole('heading', { name: new RegExp(head(I.table.title)) })).toBeVisible();
    await expect(page.getByTestId('icp-latest').getByRole('row').filter({ hasText: '(Ca)' })).toContainText('432 mg/L');

    // the same report again adds nothing
    await pasteAndRead(page, locale, REPORT_A);
    await page.getByRole('button', { name: I.preview.confirm }).click();
    await expect(page.getByTestId('icp-import-status')).toContainText(head(I.preview.duplicate));

    // a second lab
    await pasteAndRead(page, locale, REPORT_B);
    await confirm(page, locale, 11);
    await expect(page.getByTestId('icp-latest').getByRole('row').filter({ hasText: '(Ca)' })).toContainText('−72 mg/L');
    await expect(page.getByTestId('icp-latest').getByRole('row').filter({ hasText: '(Ca)' })).toContainText(I.table.standing.low);

    // one element across both labs
    await page.getByLabel(I.history.element, { exact: true }).selectOption('Ca');
    await expect(page.getByTestId('icp-history-chart')).toHaveAttribute('data-points', '2');
    const history = page.getByTestId('icp-history-table');
    await expect(history.getByRole('row').filter({ hasText: I.labs.ati })).toContainText('432 mg/L');
    await expect(history.getByRole('row').filter({ hasText: I.labs.oceamo })).toContainText('360 mg/L');

    // the ICP calcium on the log's calcium chart, beside the kit's tests
    await page.locator('#trend-parameter').selectOption('calcium');
    await expect(page.getByTestId('trend-chart').locator('svg')).toHaveAttribute('data-icp', '2');
    await expect(page.getByTestId('trend-chart')).toContainText(M[locale].Log.trends.legendIcp);

    // the plan in two lines
    const plan = page.getByTestId('icp-plan');
    await page.getByLabel(I.plan.line, { exact: true }).selectOption('fauna-marin');
    await expect(plan.locator('[data-element="Ca"]')).toContainText('Balling Light Calcium Mix');
    await expect(plan.locator('[data-element="Ca"]')).toContainText(I.plan.reasons['below-target']);
    await expect(page.getByTestId('icp-retest')).toContainText(head(I.plan.retest));
    await page.getByLabel(I.plan.line, { exact: true }).selectOption('red-sea');
    const ca = plan.locator('[data-element="Ca"]');
    await expect(ca).toContainText('Reef Foundation A');
    const day1 = ca.getByRole('checkbox').first();
    await day1.click();
    await expect(day1).toBeChecked();
    await expect(day1).toBeDisabled();
    await expect(ca).toContainText(I.plan.logged);
    // the dose is in the log
    const doseLine = page.getByTestId('entry-list').locator('li').filter({ hasText: 'Reef Foundation A' });
    await expect(doseLine).toHaveCount(1);
    await expect(doseLine).toContainText(M[locale].Log.entry.kinds.dose);
    await expect(page.getByTestId('entry-list').locator('li').filter({ hasText: M[locale].Log.entry.kinds.icp })).toHaveCount(2);

    await expectNoSeriousAxeViolations(page, { label: `${locale} ICP tests` });
    expect(errors.take()).toEqual([]);
  });
}

test('en: a text PDF is read into the preview; a scan and a non-PDF are refused', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const I = M.en.Icp;
  await openIcp(page, 'en', 'Nano');
  const input = page.getByLabel(I.import.pdfLabel, { exact: true });
  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(imageOnlyPdf()) });
  await expect(page.getByTestId('icp-import-error')).toHaveText(I.import.errors.pdf.imagesOnly);
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Calcium 430 mg/l') });
  await expect(page.getByTestId('icp-import-error')).toHaveText(I.import.errors.pdf.notPdf);
  const lines = REPORT_B.split('\n').filter((l) => l.trim());
  await input.setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(textPdf([lines.slice(0, 12), lines.slice(12)])),
  });
  await expect(page.getByTestId('icp-preview')).toBeVisible();
  await expect(page.getByLabel(I.preview.sampledAt, { exact: true })).toHaveValue('2026-11-15');
  await expect(page.getByTestId('icp-preview-table').getByRole('row').filter({ hasText: '(Sr)' })).toContainText('5,1 mg/l');
  await confirm(page, 'en', 11);
  // pdf.js and its worker ran under the page's CSP without a refusal (a CSP violation is a console error)
  expect(errors.take()).toEqual([]);
});
