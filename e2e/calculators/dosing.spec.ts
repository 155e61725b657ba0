import { expect, test, type Page } from '@playwright/test';
import { compute, type DosingInput } from '@/lib/calculators/dosing';
import { presetsFor, strengthFromLabel } from '@/lib/calculators/dosing/form';
import { decimalsFor, type Quantity } from '@/lib/calculators/precision';
import { defaultCurrency, formatCurrency, formatNumber } from '@/lib/format';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import { setUnits } from '../helpers';

const PATH = '/reef-calculator/dosing';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** A value as the screen shows it: its row of the precision table, else the default precision of 2. */
const shown = (v: number, locale: string, q?: Quantity) => formatNumber(v, locale, decimalsFor(q, v, 2));

/** The module's input for a form state (cost fields as the screen's defaults unless given). */
const input = (i: Partial<DosingInput> & Pick<DosingInput, 'volumeL' | 'current' | 'target'>): DosingInput => ({
  parameter: 'alkalinity',
  alkalinityUnit: 'dkh',
  additiveId: 'redsea-foundation-b',
  customForm: 'liquid',
  ...i,
});

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const L =
    locale === 'ja'
      ? {
          volume: '総水量',
          currentAlk: 'KHの現在値',
          invalid: '入力値が正しくありません',
          noDose: '添加は不要です',
          maker: 'メーカー公表値',
          no3: 'NO₃として',
          no3n: '硝酸態窒素（NO₃-N）',
          po4: 'PO₄として',
          label: '製品ラベルの表示',
        }
      : {
          volume: 'Total system water',
          currentAlk: 'Current alkalinity',
          invalid: 'Invalid Input Values',
          noDose: 'No dose needed',
          maker: "Maker's figure",
          no3: 'as NO₃',
          no3n: 'nitrate-nitrogen (NO₃-N)',
          po4: 'as PO₄',
          label: "Your product's label",
        };
  const money = (v: number) => formatCurrency(v, locale, defaultCurrency(locale));
  const price = locale === 'ja' ? 3500 : 25;

  test.describe(`dosing (${locale})`, () => {
    test('doses a preset and prices it, matching compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.getByRole('textbox', { name: L.volume }).fill('400');
      await page.getByRole('textbox', { name: L.currentAlk }).fill('7');
      await field(page, 'target').fill('8.2');
      // the cost prices the dose per day just computed (the daily amount is left empty)
      const dose = compute(input({ volumeL: 400, current: 7, target: 8.2 }));
      const r = compute(input({ volumeL: 400, current: 7, target: 8.2, dailyMl: dose.perDayDose!, price, packageMl: 1000 }));
      await expect(output(page, 'doseMl')).toHaveText(shown(r.doseMl!, locale, 'dose'));
      await expect(output(page, 'delta')).toHaveText(shown(1.2, locale, 'alkalinityDkh'));
      await expect(field(page, 'dailyMl')).toHaveAttribute('placeholder', shown(dose.perDayDose!, locale, 'dose'));
      await expect(output(page, 'doseMl')).toHaveAttribute('for', /volumeL/);
      await expect(page.getByTestId('preset-info')).toContainText(L.maker);
      await expect(page.getByTestId('preset-info')).toContainText('1 ml per 25 gal raises alk by 0.1 dKH');
      await expect(output(page, 'costPerDay')).toHaveText(money(r.costPerDay!));
      await expect(output(page, 'costPerMonth')).toHaveText(money(r.costPerMonth!));
      await expect(output(page, 'costPerYear')).toHaveText(money(r.costPerYear!));
      await expect(output(page, 'daysPerPackage')).toHaveText(formatNumber(1000 / dose.perDayDose!, locale, 0));
      // the whole correction at the bottle's price, before and after a daily amount is typed
      await expect(output(page, 'correctionCost')).toHaveText(money((r.doseMl! * price) / 1000));
      // a typed daily amount replaces it
      await field(page, 'dailyMl').fill('10');
      await expect(output(page, 'correctionCost')).toHaveText(money((r.doseMl! * price) / 1000));
      await expect(output(page, 'daysPerPackage')).toHaveText(formatNumber(100, locale, 0));
      await expect(output(page, 'costPerDay')).toHaveText(money((10 * price) / 1000));
      // yen has no decimals (1,065円), dollars two ($7.60)
      await expect(output(page, 'costPerMonth')).toHaveText(locale === 'ja' ? /^[\d,]+円$/ : /^\$\d+\.\d\d$/);
    });

    test('a new parameter lists only its additives, picks the first and hides the alkalinity unit', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(field(page, 'alkalinityUnit')).toBeVisible();
      await field(page, 'parameter').selectOption('magnesium');
      const mg = presetsFor('magnesium');
      await expect(field(page, 'additiveId')).toHaveValue(mg[0].id);
      await expect(field(page, 'additiveId').locator('option')).toHaveCount(mg.length + 1);
      await expect(field(page, 'alkalinityUnit')).toHaveCount(0);
      await expect(page.getByTestId('reef-range')).toContainText('1,250');
      await field(page, 'additiveId').selectOption('seachem-reef-advantage-mg');
      // a powder doses in grams: 300 L, 1250 → 1300 ppm
      const r = compute(
        input({ parameter: 'magnesium', additiveId: 'seachem-reef-advantage-mg', volumeL: 300, current: 1250, target: 1300 }),
      );
      await expect(output(page, 'doseG')).toHaveText(shown(r.doseG!, locale, 'dose'));
      await expect(output(page, 'doseMl')).toHaveCount(0);
    });

    test('changing the alkalinity unit re-expresses the levels, not the dose', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const before = await output(page, 'doseMl').textContent();
      await field(page, 'alkalinityUnit').selectOption('meqL');
      await expect(field(page, 'current')).toHaveValue('2.675'); // 7.5 dKH
      await expect(field(page, 'target')).toHaveValue('3.032'); // 8.5 dKH
      const r = compute(input({ alkalinityUnit: 'meqL', volumeL: 300, current: 2.675, target: 3.032 }));
      await expect(output(page, 'doseMl')).toHaveText(shown(r.doseMl!, locale, 'dose'));
      expect(Math.abs(r.doseMl! - Number(before!.replace(/,/g, '')))).toBeLessThan(0.05);
    });

    test('a custom product is typed as its label "X mL raises Y in Z L"', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'additiveId').selectOption('custom');
      await expect(page.getByRole('group', { name: L.label })).toBeVisible();
      await expect(field(page, 'labelRise')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('invalid-input')).toBeVisible();
      await field(page, 'labelAmount').fill('10');
      await field(page, 'labelRise').fill('1');
      await expect(field(page, 'labelVolumeL')).toHaveValue('100');
      const s = strengthFromLabel(10, 1, 100)!;
      const r = compute(input({ additiveId: 'custom', strengthPerMlPerL: s, volumeL: 300, current: 7.5, target: 8.5 }));
      await expect(output(page, 'doseMl')).toHaveText(shown(r.doseMl!, locale, 'dose')); // 30 mL
      await page.locator('label', { has: page.locator('input[name="customForm"][value="dry"]') }).click();
      await expect(output(page, 'doseG')).toHaveText(shown(r.doseMl!, locale, 'dose'));
    });

    test('no dose when the target is not above the current level', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'target').fill('7');
      await expect(output(page, 'needsDose')).toHaveText(L.noDose);
      await expect(output(page, 'doseMl')).toHaveCount(0);
      await expect(output(page, 'delta')).toHaveText(shown(-0.5, locale, 'alkalinityDkh'));
    });

    test('a rise above the daily ceiling is split day by day', async ({ page }) => {
      await open(
        page,
        `${prefix}${PATH}?volumeL=300&parameter=alkalinity&alkalinityUnit=dkh&additiveId=redsea-foundation-b&current=6&target=9`,
      );
      const r = compute(input({ volumeL: 300, current: 6, target: 9 }));
      expect(r.days).toBe(3);
      await expect(page.locator('[data-warning="riseAboveDailyCeiling"]')).toContainText('3');
      await expect(output(page, 'days')).toHaveText('3');
      await expect(output(page, 'perDayDose')).toHaveText(shown(r.perDayDose!, locale, 'dose'));
      await expect(output(page, 'perDayRise')).toHaveText(shown(1, locale, 'alkalinityDkh'));
      const rows = page.getByTestId('day-split').locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.last()).toContainText(shown(9, locale, 'alkalinityDkh'));
    });

    test('nitrate and phosphate fields say NO₃ / PO₄ and the result shows the value as N', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'parameter').selectOption('nitrate');
      await expect(page.locator('label[for="current"]')).toContainText(L.no3);
      await expect(page.locator('#current-help')).toContainText(L.no3n);
      // example levels 1 → 5 ppm NO3 = 0.904 ppm NO3-N
      await expect(output(page, 'deltaAsN')).toHaveText(formatNumber(4 / (62.004 / 14.007), locale, 3));
      await field(page, 'parameter').selectOption('phosphate');
      await expect(page.locator('label[for="target"]')).toContainText(L.po4);
      const r = compute(
        input({ parameter: 'phosphate', additiveId: presetsFor('phosphate')[0].id, volumeL: 300, current: 0.01, target: 0.03 }),
      );
      await expect(output(page, 'doseG')).toHaveText(shown(r.doseG!, locale, 'dose'));
    });

    test('bad input shows a message and no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'volumeL').fill('3OO');
      await expect(field(page, 'volumeL')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#volumeL-error')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toContainText(L.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await field(page, 'volumeL').fill('0');
      await expect(page.locator('#volumeL-error')).toBeVisible();
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'parameter').selectOption('calcium');
      await field(page, 'volumeL').fill('550');
      await field(page, 'target').fill('430');
      await expect(page).toHaveURL(/volumeL=550/);
      await expect(page).toHaveURL(/target=430/);
      const dose = await output(page, 'doseMl').textContent();
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'volumeL')).toHaveValue('550');
      await expect(field(page, 'parameter')).toHaveValue('calcium');
      await expect(output(page, 'doseMl')).toHaveText(dose!);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'target')).toHaveValue('430');
      await expect(output(fresh, 'doseMl')).toHaveText(dose!);
      await other.close();
    });

    test('imperial units show and read the volume in US gallons', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      await expect(page.locator('label[for="volumeL"]')).toContainText('gal');
      await field(page, 'volumeL').fill('100');
      await expect(page).toHaveURL(/volumeL=378\.54/);
      const r = compute(input({ volumeL: 100 * LITERS_PER_US_GALLON, current: 7.5, target: 8.5 }));
      await expect(output(page, 'doseMl')).toHaveText(shown(r.doseMl!, locale, 'dose'));
    });
  });
}
