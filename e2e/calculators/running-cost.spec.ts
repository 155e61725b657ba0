import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { compute, schema } from '@/lib/calculators/running-cost';
import { CSV_COLUMNS, SETUP_FORMAT } from '@/lib/calculators/running-cost/export';
import { starterSetup, type StarterSetup } from '@/lib/calculators/running-cost/starter';
import { draftToQuery, toDraft } from '@/lib/calculators/state';
import { formatCurrency, formatNumber, type CurrencyCode } from '@/lib/format';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { setUnits } from '../helpers';

const PATH = '/reef-calculator/running-cost';
const messages = { en: en.Calculators['running-cost'], ja: ja.Calculators['running-cost'] };
const kit = { en: en.CalculatorKit, ja: ja.CalculatorKit };
const names = { returnPump: 'a', wavemaker: 'b', light: 'c', heater: 'd', skimmer: 'e', additive: 'f' };

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The totals on screen equal compute() of the same setup, formatted in its currency. */
async function expectTotals(page: Page, setup: StarterSetup, locale: 'en' | 'ja', currency: CurrencyCode = setup.currency) {
  const r = compute(schema.parse(setup));
  for (const name of ['totalPerDay', 'totalPerMonth', 'totalPerYear', 'electricityPerDay', 'saltPerDay'] as const) {
    await expect(output(page, name)).toHaveText(formatCurrency(r[name]!, locale, currency));
  }
  await expect(output(page, 'kwhPerDay')).toHaveText(formatNumber(r.kwhPerDay!, locale, 2));
  return r;
}

/** RFC 4180 records (the CSV ends every record with CRLF). */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const m = messages[locale];
  const starter = starterSetup(locale, names);

  test.describe(`running cost (${locale})`, () => {
    test('starts from a small reef in the locale currency, with totals matching compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(field(page, 'priceKwh')).toHaveValue(String(starter.priceKwh));
      await expect(field(page, 'currency')).toHaveValue(locale === 'ja' ? 'JPY' : 'USD');
      await expect(page.getByTestId('list-devices').locator('li[data-row]')).toHaveCount(5);
      await expect(field(page, 'devices.2.name')).toHaveValue(m.starter.light);
      await expect(field(page, 'devices.2.hoursPerDay')).toHaveValue('10');
      await expect(page.getByText(m.help.devices.hoursPerDay).first()).toBeVisible();
      const r = await expectTotals(page, starter, locale);
      await expect(output(page, 'electricitySharePct')).toHaveText(`${formatNumber(r.electricitySharePct!, locale, 1)}%`);
      await expect(page.getByTestId('stacked-bar')).toContainText(m.categories.electricity);
      if (locale === 'ja') await expect(output(page, 'totalPerMonth')).toHaveText(/^[\d,]+円$/);
      else await expect(output(page, 'totalPerMonth')).toHaveText(/^\$[\d,]+\.\d\d$/);
    });

    test('rows added, edited and removed survive a reload, and the totals follow', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const devices = page.getByTestId('list-devices');
      await devices.getByRole('button', { name: m.addRow.devices }).click();
      await expect(devices.locator('li[data-row]')).toHaveCount(6);
      await field(page, 'devices.5.name').fill('Chiller');
      await field(page, 'devices.5.watts').fill('120');
      await field(page, 'devices.5.hoursPerDay').fill('5');
      await devices.getByRole('button', { name: kit[locale].removeRow.replace('{n}', '2') }).click();
      await expect(devices.locator('li[data-row]')).toHaveCount(5);
      await field(page, 'priceKwh').fill(locale === 'ja' ? '35' : '0.2');
      const foods = page.getByTestId('list-foods');
      await foods.getByRole('button', { name: kit[locale].removeRow.replace('{n}', '1') }).click();
      await expect(foods).toContainText(kit[locale].listEmpty);

      const [pump, , light, heater, skimmer] = starter.devices!;
      const expected: StarterSetup = {
        ...starter,
        priceKwh: locale === 'ja' ? 35 : 0.2,
        devices: [pump, light, heater, skimmer, { name: 'Chiller', watts: 120, hoursPerDay: 5, powerPct: 100, runs24h: false }],
        foods: [],
      };
      await expect(page).toHaveURL(/foods=_empty/);
      await expectTotals(page, expected, locale);

      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(devices.locator('li[data-row]')).toHaveCount(5);
      await expect(field(page, 'devices.1.name')).toHaveValue(m.starter.light);
      await expect(field(page, 'devices.4.name')).toHaveValue('Chiller');
      await expect(field(page, 'devices.4.watts')).toHaveValue('120');
      await expect(foods).toContainText(kit[locale].listEmpty);
      await expectTotals(page, expected, locale);
    });

    test('the salt section switches off (salt null), stays off after reload and in a shared link', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      const toggle = page.getByLabel(m.fields.saltEnabled);
      await expect(toggle).toBeChecked();
      await field(page, 'salt.waterChangePct').fill('20');
      await toggle.uncheck();
      await expect(field(page, 'salt.tankVolumeL')).toHaveCount(0);
      const off = { ...starter, salt: null };
      await expectTotals(page, off, locale);
      await expect(page).toHaveURL(/salt=_none/);

      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByLabel(m.fields.saltEnabled)).not.toBeChecked();
      await expectTotals(page, off, locale);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(fresh.getByLabel(m.fields.saltEnabled)).not.toBeChecked();
      await expectTotals(fresh, off, locale);
      await other.close();

      await page.getByLabel(m.fields.saltEnabled).check();
      await expect(field(page, 'salt.tankVolumeL')).toHaveValue(String(starter.salt!.tankVolumeL));
      await expectTotals(page, starter, locale);
    });

    test('a bad value shows its message and no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const watts = field(page, 'devices.0.watts');
      await watts.fill('-5');
      await expect(watts).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('invalid-input')).toContainText(kit[locale].invalidTitle);
      await expect(page.getByTestId('invalid-fields')).toContainText(m.fields.devices.watts);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.getByRole('button', { name: m.exportCsv })).toBeDisabled();
    });

    test('the currency can be changed and every amount follows it', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'currency').selectOption('EUR');
      await expect(page.getByText(`(${messages[locale].currencySymbol.EUR}/kWh)`)).toBeVisible();
      await expectTotals(page, starter, locale, 'EUR');
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'currency')).toHaveValue('EUR');
      await expectTotals(page, starter, locale, 'EUR');
    });

    test('a salt pack as sold in Japan fills the capacity and shows its grade and source', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const packs = m.saltPacks as { names: Record<string, string>; sources: Record<string, string> };
      await field(page, 'saltPack').selectOption('redsea-salt-7kg');
      await expect(field(page, 'salt.bucketCapacityL')).toHaveValue('210');
      await expect(field(page, 'saltPack').locator('option:checked')).toHaveText(packs.names['redsea-salt-7kg']);
      const info = page.getByTestId('preset-info');
      await expect(info).toHaveAttribute('data-grade', 'retailer');
      await expect(info).toContainText(packs.sources['redsea-salt-7kg']);
      await expect(info).toContainText(kit[locale].grades.retailer);
      // the pack's 210 L is mixed weaker than reef water: its litres at 35 ppt, one click away and back
      const reef = page.getByTestId('pack-at-reef');
      await expect(reef).toHaveAttribute('data-in-use', 'stated');
      await expect(reef).toContainText('185 L');
      await expect(reef).toContainText('38.2');
      await reef.getByRole('button').click();
      await expect(field(page, 'salt.bucketCapacityL')).toHaveValue('185');
      await expect(reef).toHaveAttribute('data-in-use', 'reef');
      await expect(field(page, 'saltPack')).toHaveValue('redsea-salt-7kg');
      await reef.getByRole('button').click();
      await expect(field(page, 'salt.bucketCapacityL')).toHaveValue('210');
      // a capacity that is no pack's takes the pack's name away
      await field(page, 'salt.bucketCapacityL').fill('200');
      await expect(field(page, 'saltPack')).toHaveValue('');
      await expect(info).toHaveCount(0);
    });

    test('a price keeps its currency across the language switch', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const other = locale === 'en' ? 'ja' : 'en';
      // the other locale's currency, so that a switch that lost it would read the same prices as its own
      const currency: CurrencyCode = locale === 'en' ? 'JPY' : 'USD';
      await field(page, 'currency').selectOption(currency);
      await expect(page).toHaveURL(new RegExp(`currency=${currency}`));
      await expectTotals(page, starter, locale, currency);
      await page.getByTestId('locale-switcher').filter({ visible: true }).first().locator(`a[hreflang="${other}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${other === 'ja' ? '/ja' : ''}${PATH}\\?`));
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
      await expect(field(page, 'currency')).toHaveValue(currency);
      // the same setup and prices, written in the other language, in the currency the visitor chose
      await expectTotals(page, starter, other, currency);
    });

    test('a malformed, foreign or invalid import file is refused with a message and nothing is lost', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'devices.0.name').fill('My pump');
      const before = await output(page, 'totalPerYear').textContent();
      const input = page.getByTestId('import-file');
      const alert = page.getByTestId('import-error');
      const cases: [string, string][] = [
        ['{"format": "reefcalc.running-cost", ', m.importErrors.malformed],
        [JSON.stringify({ devices: [] }), m.importErrors.wrongShape],
        [
          JSON.stringify({ format: SETUP_FORMAT, version: 1, setup: { ...starter, devices: [{ ...starter.devices![0], watts: 'lots' }] } }),
          m.importErrors.invalid.replace(
            '{field}',
            m.importErrors.rowField.replace('{list}', m.groups.devices).replace('{n}', '1').replace('{field}', m.fields.devices.watts),
          ),
        ],
      ];
      for (const [text, message] of cases) {
        await input.setInputFiles({ name: 'setup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
        await expect(alert).toHaveText(message);
        await expect(field(page, 'devices.0.name')).toHaveValue('My pump');
        await expect(output(page, 'totalPerYear')).toHaveText(before!);
      }
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'devices.0.name')).toHaveValue('My pump');
    });

    test('the setup file round-trips through Export and Import', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'devices.0.name').fill('Exported pump');
      await field(page, 'currency').selectOption('GBP');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: m.exportJson }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.json$/);
      const file = readFileSync(await download.path(), 'utf8');
      const saved = JSON.parse(file) as { setup: { devices: { name: string }[] } };
      expect(saved).toMatchObject({ format: SETUP_FORMAT, version: 1, currency: 'GBP' });
      expect(saved.setup.devices).toHaveLength(5);
      expect(saved.setup.devices[0].name).toBe('Exported pump');

      await page.getByRole('button', { name: kit[locale].reset }).click();
      await expect(field(page, 'devices.0.name')).toHaveValue(m.starter.returnPump);
      await page.getByTestId('import-file').setInputFiles({ name: 'setup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
      await expect(page.getByTestId('import-status')).toHaveText(m.importDone);
      await expect(field(page, 'devices.0.name')).toHaveValue('Exported pump');
      await expect(field(page, 'currency')).toHaveValue('GBP');
      await expectTotals(page, starter, locale, 'GBP');
    });

    test('the CSV download has the expected columns, one row per item and the totals of compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'devices.0.name').fill('=SUM(A1:A9)');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: m.exportCsv }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = readFileSync(await download.path(), 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const rows = readCsv(text.slice(1));
      const currency = starter.currency;
      const header = CSV_COLUMNS.map((c) => m.csv.columns[c].replace('{currency}', currency));
      expect(rows[0]).toEqual(header);
      expect(rows[0][0]).toBe(m.csv.columns.section);
      expect(rows[0].slice(-3)).toEqual(header.slice(-3));
      expect(rows[1].slice(0, 2)).toEqual([m.categories.electricity, "'=SUM(A1:A9)"]);
      expect(rows).toHaveLength(1 + 5 + 1 + 1 + 1 + 5);
      const r = compute(schema.parse(starter));
      const total = rows.at(-1)!;
      expect(total.slice(0, 2)).toEqual([m.csv.total, m.csv.allCategories]);
      expect(Number(total[CSV_COLUMNS.indexOf('costPerDay')])).toBeCloseTo(r.totalPerDay!, 4);
      expect(Number(total[CSV_COLUMNS.indexOf('costPerMonth')])).toBeCloseTo(r.totalPerMonth!, 4);
      expect(Number(total[CSV_COLUMNS.indexOf('costPerYear')])).toBeCloseTo(r.totalPerYear!, 3);
    });

    test('a setup too long for a link says so and offers the setup file', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByTestId('link-too-long')).toHaveCount(0);
      const many = {
        ...starter,
        devices: Array.from({ length: 30 }, (_, i) => ({
          name: `Device number ${i + 1}`,
          watts: 10 + i,
          hoursPerDay: 12,
          powerPct: 80,
          runs24h: false,
        })),
      };
      await open(page, `${prefix}${PATH}?${draftToQuery(toDraft(many))}`);
      await expect(page.getByTestId('link-too-long')).toBeVisible();
      await expect(page.getByRole('button', { name: m.exportJson })).toBeEnabled();
      await expectTotals(page, many, locale);
    });

    test('imperial units show the water volume in gallons and keep litres inside', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      const volume = field(page, 'salt.tankVolumeL');
      await expect(volume).toHaveValue(String(Number((150 / 3.785411784).toFixed(3))));
      await volume.fill('50');
      await expect(page).toHaveURL(/salt\.tankVolumeL=189\.27/);
      await expectTotals(page, { ...starter, salt: { ...starter.salt!, tankVolumeL: 50 * 3.785411784 } }, locale);
    });
  });
}
