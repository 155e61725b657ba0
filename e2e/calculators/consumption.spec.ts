import { expect, test, type Page } from '@playwright/test';
import { compute, schema } from '@/lib/calculators/consumption';
import { decimalsFor, levelQuantity } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import { LITERS_PER_US_GALLON } from '@/lib/units';

const PATH = '/reef-calculator/consumption';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** The module's result for an input given with the methods.md#contract names. */
const run = (i: Record<string, unknown>) => compute(schema.parse(i));

/** docs/methods.md#consumption, first row: alkalinity 8.0 → 7.2 dKH in 4 days in 400 L, no dosing, target 8.0. */
const ROW1 =
  'parameter=alkalinity&alkalinityUnit=dkh&volumeL=400&firstLevel=8&secondLevel=7.2&days=4&dosedAdditiveId=none&targetLevel=8&additiveId=redsea-foundation-b';

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const n = (v: number, d = 2) => formatNumber(v, locale, d);
  const L =
    locale === 'ja'
      ? {
          title: '消費量計算',
          volume: '総水量',
          accumulating: '蓄積しています（添加は不要）',
          invalid: '入力値が正しくありません',
          datesOrder: '2回目の測定日は1回目より後の日付にしてください。',
          maker: 'メーカー公表値',
          dosingTitle: '添加量計算',
          required: '値を入力してください',
        }
      : {
          title: 'Consumption planner',
          volume: 'Total system water',
          accumulating: 'Accumulating: no dose',
          invalid: 'Invalid Input Values',
          datesOrder: 'The second test must be after the first.',
          maker: "Maker's figure",
          dosingTitle: 'Additive dosing',
          required: 'Enter a value',
        };

  test.describe(`consumption (${locale})`, () => {
    test('a dosed interval: 70 mL of Foundation B between two tests gives the hold dose and the correction', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.title);
      const r = run({
        parameter: 'alkalinity',
        volumeL: 400,
        firstLevel: 8,
        secondLevel: 7.9,
        days: 7,
        dosedMl: 70,
        dosedAdditiveId: 'redsea-foundation-b',
        targetLevel: 8.3,
        additiveId: 'redsea-foundation-b',
      });
      await expect(output(page, 'doseMlPerDay')).toHaveText(n(r.doseMlPerDay!)); // ≈ 10.60 mL a day (methods.md#consumption)
      await expect(output(page, 'consumptionPerDay')).toHaveText(n(r.consumptionPerDay!));
      await expect(output(page, 'correctionMl')).toHaveText(n(r.correctionMl!));
      // a level shows the decimals of its quantity (docs/methods.md#precision): 0.1 dKH
      await expect(output(page, 'dosedRise')).toHaveText(n(r.dosedRise!, decimalsFor(levelQuantity('alkalinity', 'dkh'), r.dosedRise)));
      await expect(output(page, 'daysToFloor')).toHaveText(n(r.daysToFloor!, 1));
      await expect(output(page, 'doseMlPerDay')).toHaveAttribute('for', /dosedMl/);
      await expect(page.getByTestId('preset-info').first()).toContainText(L.maker);
      await expect(page.getByTestId('line-chart')).toBeVisible();
      await expect(page.getByTestId('chart-legend')).toBeVisible();
      // more doses a day split the same daily dose
      await field(page, 'dosesPerDay').fill('4');
      await expect(output(page, 'dosePerPortion')).toHaveText(n(r.doseMlPerDay! / 4));
    });

    test('the result opens the dosing screen with the correction prefilled', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const r = run({
        parameter: 'alkalinity',
        volumeL: 400,
        firstLevel: 8,
        secondLevel: 7.9,
        days: 7,
        dosedMl: 70,
        dosedAdditiveId: 'redsea-foundation-b',
        targetLevel: 8.3,
        additiveId: 'redsea-foundation-b',
      });
      // 7.9 → 8.3 dKH, with the hold dose as the daily dose of the running cost
      await page.getByTestId('dosing-link').click();
      await expect(page).toHaveURL(/\/reef-calculator\/dosing\?/);
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L.dosingTitle);
      await expect(field(page, 'current')).toHaveValue('7.9');
      await expect(field(page, 'target')).toHaveValue('8.3');
      await expect(output(page, 'doseMl')).toHaveText(n(r.correctionMl!, decimalsFor('dose', r.correctionMl))); // 0.1 mL from 10 mL up
    });

    test('a water change between the tests enters the balance at the midpoint', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'parameter').selectOption('calcium');
      await expect(field(page, 'firstLevel')).toHaveValue('430');
      await expect(field(page, 'secondLevel')).toHaveValue('410');
      await field(page, 'dosedAdditiveId').selectOption('none');
      await expect(field(page, 'dosedMl')).toHaveCount(0);
      await field(page, 'waterChange').check();
      // switching it on starts from natural seawater (420 ppm calcium), then the keeper types the salt's 450
      await expect(field(page, 'newWaterLevel')).toHaveValue('420');
      await field(page, 'newWaterLevel').fill('450');
      await field(page, 'additiveId').selectOption('calcium-chloride-dihydrate');
      const r = run({
        parameter: 'calcium',
        volumeL: 400,
        firstLevel: 430,
        secondLevel: 410,
        days: 7,
        waterChangePct: 10,
        newWaterLevel: 450,
        targetLevel: 420,
        additiveId: 'calcium-chloride-dihydrate',
      });
      expect(r.waterChangeEffect).toBeCloseTo(-3, 10); // W = 0.1·(420 − 450)
      await expect(output(page, 'waterChangeEffect')).toHaveText(n(-3, decimalsFor(levelQuantity('calcium'), -3))); // whole ppm
      await expect(output(page, 'consumptionPerDay')).toHaveText(n(r.consumptionPerDay!)); // 23/7 = 3.29
      await expect(output(page, 'consumptionIgnoringWaterChange')).toHaveText(n(20 / 7));
      await expect(output(page, 'doseGPerDay')).toHaveText(n(r.doseGPerDay!));
      await expect(output(page, 'doseMlPerDay')).toHaveCount(0);
      // the RODI button fills 0
      await page.getByTestId('new-water-presets').locator('[data-preset="rodi"]').click();
      await expect(field(page, 'newWaterLevel')).toHaveValue('0');
      await expect(output(page, 'waterChangeEffect')).toHaveText(n(42, decimalsFor(levelQuantity('calcium'), 42)));
    });

    test('a rising nitrate reads "accumulating" and offers no dose', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'parameter').selectOption('nitrate');
      await expect(field(page, 'firstLevel')).toHaveValue('5');
      await expect(field(page, 'secondLevel')).toHaveValue('12');
      await expect(field(page, 'dosedAdditiveId')).toHaveValue('none');
      await field(page, 'volumeL').fill('200');
      await expect(output(page, 'trend')).toHaveText(L.accumulating);
      await expect(output(page, 'consumptionPerDay')).toHaveText(n(-1));
      await expect(output(page, 'doseMlPerDay')).toHaveCount(0);
      await expect(output(page, 'doseGPerDay')).toHaveCount(0);
      await expect(page.locator('[data-warning="accumulating"]')).toBeVisible();
      await expect(page.getByTestId('dosing-link')).toHaveCount(0);
    });

    test('bad input: a clear message, no number, and what was typed stays', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'secondLevel').fill('7,9x');
      await field(page, 'days').fill('0');
      await expect(field(page, 'secondLevel')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#secondLevel-error')).toBeVisible();
      await expect(page.locator('#days-error')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toContainText(L.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.getByTestId('results')).not.toContainText('NaN');
      await expect(field(page, 'secondLevel')).toHaveValue('7,9x');
      await expect(field(page, 'days')).toHaveValue('0');
    });

    test('two dates: the wrong order is refused, the right one gives the days between them', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('label', { has: page.locator('input[name="intervalMode"][value="dates"]') }).click();
      await field(page, 'firstDate').fill('2026-11-10');
      await field(page, 'secondDate').fill('2026-11-03');
      await expect(page.locator('#secondDate-error')).toHaveText(L.datesOrder);
      await expect(page.getByTestId('invalid-input')).toBeVisible();
      await field(page, 'secondDate').fill('2026-11-15');
      const r = run({
        parameter: 'alkalinity',
        volumeL: 400,
        firstLevel: 8,
        secondLevel: 7.9,
        days: 5,
        dosedMl: 70,
        dosedAdditiveId: 'redsea-foundation-b',
        targetLevel: 8.3,
        additiveId: 'redsea-foundation-b',
      });
      await expect(output(page, 'doseMlPerDay')).toHaveText(n(r.doseMlPerDay!));
      await expect(page).toHaveURL(/[?&]days=5(&|$)/);
      await expect(page).toHaveURL(/[?&]firstDate=2026-11-10(&|$)/);
    });

    test("a water change without the new water's level asks for it", async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'waterChange').check();
      await field(page, 'newWaterLevel').fill('');
      await expect(page.locator('#newWaterLevel-error')).toContainText(L.required);
      await expect(page.getByTestId('invalid-input')).toBeVisible();
      await expect(field(page, 'newWaterLevel')).toHaveValue('');
      await expect(field(page, 'waterChangePct')).toHaveValue('10');
    });

    test('imperial units read the volume in US gallons', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.getByTestId('units-select').filter({ visible: true }).selectOption('imperial');
      await expect(page.locator('label[for="volumeL"]')).toContainText('gal');
      await field(page, 'volumeL').fill('100');
      await expect(page).toHaveURL(/volumeL=378\.54/);
      const r = run({
        parameter: 'alkalinity',
        volumeL: 100 * LITERS_PER_US_GALLON,
        firstLevel: 8,
        secondLevel: 7.9,
        days: 7,
        dosedMl: 70,
        dosedAdditiveId: 'redsea-foundation-b',
        targetLevel: 8.3,
        additiveId: 'redsea-foundation-b',
      });
      await expect(output(page, 'doseMlPerDay')).toHaveText(n(r.doseMlPerDay!));
      await expect(output(page, 'consumptionPerDay')).toHaveText(n(r.consumptionPerDay!));
    });

    test('a shared link carries the inputs under the contract names and reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}?${ROW1}`);
      await expect(field(page, 'secondLevel')).toHaveValue('7.2');
      const r = run({
        parameter: 'alkalinity',
        volumeL: 400,
        firstLevel: 8,
        secondLevel: 7.2,
        days: 4,
        targetLevel: 8,
        additiveId: 'redsea-foundation-b',
      });
      await expect(output(page, 'consumptionPerDay')).toHaveText(n(0.2));
      await expect(output(page, 'doseMlPerDay')).toHaveText(n(r.doseMlPerDay!)); // ≈ 8.45 mL a day
      await expect(output(page, 'correctionMl')).toHaveText(n(r.correctionMl!));
      await field(page, 'days').fill('5');
      for (const part of [
        'parameter=alkalinity',
        'volumeL=400',
        'firstLevel=8',
        'secondLevel=7.2',
        'days=5',
        'targetLevel=8',
        'additiveId=redsea-foundation-b',
        'waterChangePct=',
      ]) {
        await expect(page).toHaveURL(new RegExp(`[?&]${part.replace('.', '\\.')}`));
      }
      const dose = await output(page, 'doseMlPerDay').textContent();
      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'days')).toHaveValue('5');
      await expect(output(fresh, 'doseMlPerDay')).toHaveText(dose!);
      await other.close();
      // and a reload keeps them (auto-save)
      await page.goto(`${prefix}${PATH}`);
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'days')).toHaveValue('5');
    });
  });
}
