import { expect, test, type Page } from '@playwright/test';
import { compute } from '@/lib/calculators/salinity';
import { formatNumber } from '@/lib/format';
import { setUnits } from '../helpers';

const PATH = '/reef-calculator/salinity';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const labels =
    locale === 'ja'
      ? {
          temp: '水温',
          value: '比重',
          invalid: '入力値が正しくありません',
          hint: '水温と塩分濃度を正しく入力してください。',
          unit: '測定値の単位',
        }
      : {
          temp: 'Water temperature',
          value: 'Salinity',
          invalid: 'Invalid Input Values',
          hint: 'Please enter valid temperature and salinity values',
          unit: 'Reading unit',
        };

  test.describe(`salinity (${locale})`, () => {
    test('labels every field in the visitor language', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByLabel(labels.temp)).toHaveAttribute('id', 'temperatureC');
      await expect(page.getByLabel(labels.unit)).toHaveAttribute('id', 'unit');
      await expect(page.getByLabel(new RegExp(`^${labels.value}(\\s*\\(|$)`))).toHaveAttribute('id', 'value');
    });

    test('computes every unit from a reading, matching compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}?unit=ppt`);
      await page.locator('#temperatureC').fill('27');
      await page.locator('#value').fill('34.5');
      const r = compute({ temperatureC: 27, value: 34.5, unit: 'ppt' });
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(r.practicalSalinity!, locale, 2));
      await expect(output(page, 'sg2525')).toHaveText(formatNumber(r.sg2525!, locale, 4));
      await expect(output(page, 'sg254')).toHaveText(formatNumber(r.sg254!, locale, 4));
      await expect(output(page, 'conductivity25MsCm')).toHaveText(formatNumber(r.conductivity25MsCm!, locale, 2));
      await expect(output(page, 'densityGcm3')).toHaveText(formatNumber(r.densityGcm3!, locale, 4));
      await expect(output(page, 'sg2525')).toHaveAttribute('for', /temperatureC/);
    });

    test('reads an SG on the chosen convention and keeps the water when the unit changes', async ({ page }) => {
      await open(page, `${prefix}${PATH}?temperatureC=25&value=35&unit=ppt`);
      await page.locator('#unit').selectOption('sg');
      // 35 ppt re-expressed as SG on the locale's scale, shown as an instrument reads it (4 decimals): 25/25 1.02637 → 1.0264,
      // on /ja 25/4 1.02337 → 1.0234 (the water stays within 0.07 ppt)
      const conv = locale === 'ja' ? '25/4' : '25/25';
      const sg = locale === 'ja' ? 1.0234 : 1.0264;
      await expect(page.locator('#value')).toHaveValue(String(sg));
      const r = compute({ temperatureC: 25, value: sg, unit: 'sg', sgConvention: conv });
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(r.practicalSalinity!, locale, 2));
      expect(Math.abs(r.practicalSalinity! - 35)).toBeLessThan(0.07);
    });

    test('switching units at the end of the range keeps the water inside it (42 ppt as SG)', async ({ page }) => {
      await open(page, `${prefix}${PATH}?temperatureC=25&value=42&unit=ppt`);
      await page.locator('#unit').selectOption('sg');
      await page.locator('#sgConvention').selectOption('25/25');
      await expect(page.locator('#value-error')).toHaveCount(0);
      const shown = Number(await page.locator('#value').inputValue());
      const r = compute({ temperatureC: 25, value: shown, unit: 'sg', sgConvention: '25/25' });
      expect(r.practicalSalinity!).toBeLessThanOrEqual(42);
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(r.practicalSalinity!, locale, 2));
    });

    test('the Japanese 比重1.023 convention (25/4) is ≈ 34.5 ppt', async ({ page }) => {
      await open(page, `${prefix}${PATH}?temperatureC=25&value=1.023&unit=sg&sgConvention=25%2F4`);
      const r = compute({ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4' });
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(r.practicalSalinity!, locale, 2));
      expect(r.practicalSalinity!).toBeGreaterThan(34.3);
      expect(r.practicalSalinity!).toBeLessThan(34.7);
    });

    test('a glass hydrometer read in tank water: the box appears on its scales and reads the same digits as warmer water', async ({
      page,
    }) => {
      await open(page, `${prefix}${PATH}?temperatureC=25&value=1.0236&unit=sg&sgConvention=25%2F25`);
      const box = page.getByLabel(
        locale === 'ja' ? /^比重計は上の水温のまま読んだ/ : /^Read with the sample at the water temperature above/,
      );
      await expect(box).toHaveCount(0); // a refractometer's scale: no such box
      await page.locator('#sgConvention').selectOption('15/4');
      await expect(box).not.toBeChecked();
      // what a 15/4 hydrometer floated in this water at 25 °C shows, beside its scale's own value
      await expect(output(page, 'sg154AtT')).toBeVisible();
      await page.locator('#value').fill('1.0236');
      const asScale = compute({ temperatureC: 25, value: 1.0236, unit: 'sg', sgConvention: '15/4' });
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(asScale.practicalSalinity!, locale, 2));
      await box.check();
      await expect(page.locator('#value')).toHaveValue('1.0236'); // the digits stay: the box says how they were read
      const asRead = compute({ temperatureC: 25, value: 1.0236, unit: 'sg', sgConvention: '15/4', hydrometerAtTankTemperature: true });
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(asRead.practicalSalinity!, locale, 2));
      expect(Math.abs(asRead.practicalSalinity! - 35)).toBeLessThan(0.1);
      await page.locator('#unit').selectOption('ppt'); // the same water in ppt, then back on the hydrometer as read
      await page.locator('#unit').selectOption('sg');
      await expect(page.locator('#value')).toHaveValue('1.0236');
    });

    test('bad input shows a message, keeps the text and shows no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const value = page.locator('#value');
      await value.fill('3x5');
      await expect(value).toHaveValue('3x5');
      await expect(value).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('invalid-input')).toContainText(labels.invalid);
      await expect(page.getByTestId('invalid-fields')).toContainText(labels.value);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await page.locator('#temperatureC').fill('55');
      await expect(page.locator('#temperatureC-error')).toBeVisible();
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('full-width digits are accepted', async ({ page }) => {
      await open(page, `${prefix}${PATH}?unit=ppt`);
      await page.locator('#value').fill('３５．０');
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(35, locale, 2));
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}?unit=ppt`);
      await page.locator('#temperatureC').fill('26');
      await page.locator('#value').fill('33.2');
      await expect(page).toHaveURL(/temperatureC=26/);
      await expect(page).toHaveURL(/value=33\.2/);
      const expected = await output(page, 'sg2525').textContent();
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('#value')).toHaveValue('33.2');
      await expect(output(page, 'sg2525')).toHaveText(expected!);

      const link = page.url();
      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, link);
      await expect(fresh.locator('#value')).toHaveValue('33.2');
      await expect(output(fresh, 'sg2525')).toHaveText(expected!);
      await other.close();
    });

    test('imperial units convert the temperature at the edge', async ({ page }) => {
      await open(page, `${prefix}${PATH}?temperatureC=25&value=35&unit=ppt`);
      await setUnits(page, 'imperial');
      await expect(page.locator('#temperatureC')).toHaveValue('77');
      await page.locator('#temperatureC').fill('82.4'); // 28 °C
      await expect(page).toHaveURL(/temperatureC=28/);
      const r = compute({ temperatureC: 28, value: 35, unit: 'ppt' });
      await expect(output(page, 'conductivityMsCm')).toHaveText(formatNumber(r.conductivityMsCm!, locale, 2));
    });

    test('a corrupt saved state falls back to the defaults', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('reefcalc:calc:salinity:v1', '{"v":1,"draft":{"value":"NaN"}}'));
      await open(page, `${prefix}${PATH}`);
      // The screen's own defaults: 35 ppt in English, 比重 1.023 (25/4) on /ja (docs/methods.md#salinity)
      const start =
        locale === 'ja'
          ? { value: '1.023', sp: compute({ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: '25/4' }).practicalSalinity! }
          : { value: '35', sp: 35 };
      await expect(page.locator('#value')).toHaveValue(start.value);
      await expect(output(page, 'practicalSalinity')).toHaveText(formatNumber(start.sp, locale, 2));
    });
  });
}
