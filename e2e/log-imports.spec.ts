/**
 * Bring your own data, in a real browser, in both languages: an Apex datalog, an Alkatronic export and a spreadsheet
 * through the column mapper are imported (preview first), shown on the trend with their sources; importing them again
 * changes nothing; a Hanna reading is logged from the kit tab; the dose advice shows the consumption fitted to every
 * test with its ±.
 */
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { collectConsoleErrors, expectNoSeriousAxeViolations, locales, waitForActiveWorker, type Locale } from './helpers';

const M = { en, ja } as const;
const logPath = (locale: Locale) => (locale === 'en' ? '/log' : '/ja/log');
const FIXTURES = 'lib/log/importers/fixtures';

/** A message with its placeholders filled in; `{count, plural, one {…} other {…}}` as ICU reads it (en: one/other, ja: other). */
function fmt(message: string, values: Record<string, string | number>) {
  const plural = message
    .replace(/\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g, (_, k: string, one: string, other: string) =>
      (values[k] === 1 ? one : other).replace('#', String(values[k])),
    )
    .replace(/\{(\w+), plural, other \{([^{}]*)\}\}/g, (_, k: string, other: string) => other.replace('#', String(values[k])));
  return plural.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
}

test.describe.configure({ timeout: 240_000 });

for (const locale of locales) {
  const L = M[locale].Log;
  const T = L.transfer;
  const I = L.imports;

  async function importFile(page: Page, file: string) {
    await page.locator('#log-import').setInputFiles(file);
  }

  async function confirmNew(page: Page, count: number) {
    const preview = page.getByTestId('import-preview');
    await expect(page.getByTestId('import-counts')).toContainText(fmt(T.entryStatus.new, { count }));
    await preview.getByRole('button', { name: fmt(T.confirm, { count }) }).click();
    await expect(page.getByTestId('import-status')).toContainText(fmt(T.imported, { count }));
  }

  async function expectNothingNew(page: Page, count: number) {
    await expect(page.getByTestId('import-counts')).toContainText(fmt(T.entryStatus.same, { count }));
    await expect(page.getByTestId('import-nothing')).toHaveText(T.nothingToImport);
    await page.getByTestId('import-preview').getByRole('button', { name: T.cancel }).click();
  }

  test(`${locale}: at the tank on a phone and offline, a kit reading in a few taps on large targets`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale,
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto(logPath(locale));
    await expect(page.locator('h1')).toHaveText(L.title);
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('400');
    await page.getByRole('button', { name: L.tank.create }).click();
    await expect(page.getByRole('heading', { name: L.entry.title.replace('{tank}', 'Reef') })).toBeVisible();
    // a keeper who has opened the log before has its service worker, which keeps the log's screens for offline use
    await waitForActiveWorker(page);

    // the connection drops at the tank: the reading is kept in this browser all the same
    await context.setOffline(true);
    await page.getByRole('tab', { name: L.kits.tab }).tap();
    const kit = page.getByTestId('kit-entry');
    const hi772 = kit.getByLabel(L.kits.names['hanna-hi772'], { exact: true });
    await hi772.tap();
    await expect(hi772).toBeChecked();
    const value = kit.getByLabel(fmt(L.kits.reading, { kit: L.kits.names['hanna-hi772'], unit: I.units.dkh }));
    await value.fill('8.3');
    const save = kit.getByRole('button', { name: L.kits.save });
    // one-handed use: every target at least 48 px high, and the form fits the phone's width
    for (const target of [kit.locator('label', { hasText: L.kits.names['hanna-hi772'] }).first(), value, save]) {
      const box = await target.boundingBox();
      expect(box && box.height).toBeGreaterThanOrEqual(48);
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await save.tap();
    await expect(kit.getByTestId('kit-saved')).toHaveText(L.kits.saved);
    await expect(page.getByTestId('entry-list').locator('li')).toHaveCount(1);
    await context.setOffline(false);
    expect(errors.take()).toEqual([]);
    await context.close();
  });

  test(`${locale}: an Apex datalog, an Alkatronic export and a mapped spreadsheet, on the trend with their sources; again changes nothing; a Hanna reading; the fitted consumption`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(logPath(locale));
    await expect(page.locator('h1')).toHaveText(L.title);
    await page.locator('#name').fill('Reef');
    await page.locator('#volumeL').fill('400');
    await page.getByRole('button', { name: L.tank.create }).click();
    await expect(page.getByRole('heading', { name: L.entry.title.replace('{tank}', 'Reef') })).toBeVisible();
    const entries = page.getByTestId('entry-list').locator('li');

    // the Apex datalog: its format told by the content, its probes listed (ORP is not imported), nothing written yet
    await importFile(page, `${FIXTURES}/apex-datalog.xml`);
    await expect(page.getByTestId('import-source')).toHaveText(fmt(I.detected, { source: I.sources['apex-datalog'] }));
    const probes = page.getByTestId('import-probes');
    await expect(probes.getByLabel(fmt(I.probes.probe, { name: 'ORP', type: 'ORP', count: 1 }))).toHaveValue('');
    await expect(probes.getByLabel(fmt(I.probes.probe, { name: 'Alkx4', type: 'alk', count: 3 }))).toHaveValue('alkalinity');
    await expect(entries).toHaveCount(0);
    await confirmNew(page, 3);
    await expect(entries).toHaveCount(3);
    await expect(page.getByTestId('entry-list')).toContainText(I.sources['apex-datalog']);

    // the Alkatronic export: kh_value in hundredths of dKH; the hidden record is left out and said so
    await importFile(page, `${FIXTURES}/alkatronic.json`);
    await expect(page.getByTestId('import-source')).toHaveText(fmt(I.detected, { source: I.sources.alkatronic }));
    await expect(page.getByTestId('import-preview')).toContainText(fmt(I.leftOut, { count: 1 }));
    await confirmNew(page, 3);
    await expect(entries).toHaveCount(6);

    // a spreadsheet the log cannot read by its headers: the keeper says which column is which, once
    await importFile(page, `${FIXTURES}/table-decimal-comma.csv`);
    const mapper = page.getByTestId('import-mapper');
    await expect(mapper).toBeVisible();
    // each column's first values, joined as the locale joins a list (・ on /ja)
    await expect(mapper).toContainText(fmt(I.mapper.samples, { values: ['8,2', '8,0', '7,8'].join(L.entry.separator) }));
    await mapper.getByLabel(fmt(I.mapper.column, { name: 'Datum' })).selectOption({ label: I.mapper.roles.date });
    await mapper.getByLabel(fmt(I.mapper.column, { name: 'Uhrzeit' })).selectOption({ label: I.mapper.roles.time });
    await mapper.getByLabel(fmt(I.mapper.column, { name: 'KH-Wert (dKH)' })).selectOption({ label: L.parameters.alkalinity });
    await mapper.getByLabel(fmt(I.mapper.column, { name: 'Nitrat' })).selectOption({ label: L.parameters.nitrate });
    await expect(mapper.getByLabel(I.mapper.decimalComma)).toBeChecked();
    await expect(mapper.getByLabel(I.mapper.dateOrder)).toHaveValue('dmy');
    await mapper.getByRole('button', { name: I.mapper.apply }).click();
    await expect(page.getByTestId('import-source')).toHaveText(fmt(I.detected, { source: I.sources.table }));
    await confirmNew(page, 3);
    await expect(entries).toHaveCount(9);

    // the trend of alkalinity: every reading, with where it came from, in shapes and words
    const chart = page.getByTestId('trend-chart');
    await expect(chart).toHaveAttribute('data-tests', '9');
    await expect(chart.getByTestId('legend-device')).toHaveText(`◉ ${I.sourceKinds.device}`);
    await expect(chart.getByTestId('legend-file')).toHaveText(`⊖ ${I.sourceKinds.file}`);
    await expect(chart.getByRole('button', { name: new RegExp(I.sourceKinds.device) }).first()).toBeAttached();
    await expect(chart.getByRole('button', { name: new RegExp(I.sourceKinds.file) }).first()).toBeAttached();
    await expect(chart.getByTestId('fit-line')).toBeVisible();

    // each file again: nothing new; the table is read with the columns chosen before, without asking
    await importFile(page, `${FIXTURES}/apex-datalog.xml`);
    await expectNothingNew(page, 3);
    await importFile(page, `${FIXTURES}/alkatronic.json`);
    await expectNothingNew(page, 3);
    await importFile(page, `${FIXTURES}/table-decimal-comma.csv`);
    await expect(page.getByTestId('import-mapper-remembered')).toHaveText(new RegExp(I.mapper.remembered));
    await expectNothingNew(page, 3);
    await expect(entries).toHaveCount(9);

    // a malformed datalog is refused with its line, and nothing is written
    await page.locator('#log-paste').fill('<datalog>\n<record>\n<date>11/03/2026 08:00:00</date>\n');
    await page.getByRole('button', { name: I.pasteRead }).click();
    await expect(page.getByTestId('import-status')).toContainText(fmt(I.atLine, { line: 2 }));
    await expect(entries).toHaveCount(9);

    // a Hanna HI772 reading from the kit tab: the number as the meter shows it, saved with its kit
    await page.getByRole('tab', { name: L.kits.tab }).click();
    const kit = page.getByTestId('kit-entry');
    await kit.getByLabel(L.kits.names['hanna-hi772'], { exact: true }).check();
    await kit.getByLabel(fmt(L.kits.reading, { kit: L.kits.names['hanna-hi772'], unit: I.units.dkh })).fill('8.1');
    await kit.getByRole('button', { name: L.kits.save }).click();
    await expect(kit.getByTestId('kit-saved')).toHaveText(L.kits.saved);
    await expect(entries).toHaveCount(10);
    await expect(entries.first()).toContainText(L.kits.names['hanna-hi772']);

    // the consumption from every test, with its ±
    const fit = page.getByTestId('fit-alkalinity');
    await expect(fit).toContainText('±');
    await expect(fit).toContainText(fmt(L.advice.fitted, { count: 10, days: '§', rate: '§', uncertainty: '§', unit: '§' }).split('§')[0]);

    // a Hanna HI782 reading: the meter's unit (NO3 or NO3-N) is confirmed once, then remembered on this device
    await kit.getByLabel(L.kits.names['hanna-hi782'], { exact: true }).check();
    await kit.getByLabel(fmt(L.kits.reading, { kit: L.kits.names['hanna-hi782'], unit: L.kits.unitUnconfirmed })).fill('2.5');
    await kit.getByRole('button', { name: L.kits.save }).click();
    await expect(kit).toContainText(L.kits.errors.chooseUnit);
    await expect(entries).toHaveCount(10);
    await kit.getByLabel(I.units.no3n, { exact: true }).check();
    await kit.getByRole('button', { name: L.kits.save }).click();
    await expect(kit.getByTestId('kit-saved')).toHaveText(L.kits.saved);
    await expect(entries).toHaveCount(11);
    await expect(entries.first()).toContainText(L.kits.names['hanna-hi782']);
    expect(await page.evaluate(() => localStorage.getItem('reefcalc.log.kit-unit.hanna-hi782'))).toBe('no3n');

    await expectNoSeriousAxeViolations(page, { label: `${logPath(locale)} after imports` });
    expect(errors.take()).toEqual([]);
  });
}
