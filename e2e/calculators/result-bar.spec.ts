/**
 * Screens at a glance: the result bar on every calculator, money that keeps its currency, the slip guess for an SG
 * typed without its point, the error summary with the last valid result dimmed, and results that stay pending on a
 * shared link until the kit has read it. At 390 px and 1366 px, in both locales.
 */
import { expect, test, type Page } from '@playwright/test';
import { compute } from '@/lib/calculators/dosing';
import { calculators } from '@/lib/calculators/registry';
import { formatCurrency, formatNumber } from '@/lib/format';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { setUnits } from '../helpers';

const messages = { en, ja } as const;
const output = (page: Page, name: string) => page.locator(`output[name="${name}"]:not([data-stale] output)`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const bar = (page: Page) => page.getByTestId('result-bar');

/** Opens a calculator and waits for the kit to have read the address (hydration is slow on a busy machine). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

/** Foundation B dose for a volume and a rise (alkalinity, dKH) as the screen shows it: 1 decimal from 10 mL up. */
const dose = (volumeL: number, current: number, target: number) =>
  compute({
    parameter: 'alkalinity',
    alkalinityUnit: 'dkh',
    additiveId: 'redsea-foundation-b',
    customForm: 'liquid',
    volumeL,
    current,
    target,
  }).doseMl!;

for (const width of [390, 1366] as const) {
  for (const locale of ['en', 'ja'] as const) {
    const prefix = locale === 'ja' ? '/ja' : '';
    const kit = messages[locale].CalculatorKit;
    const fmt = (v: number, d: number) => formatNumber(v, locale, d);

    test.describe(`at a glance (${locale}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

      test('every calculator has a result bar with its headline result', async ({ page }) => {
        test.slow(); // several page loads and browser contexts
        for (const { slug } of calculators) {
          await open(page, `${prefix}/reef-calculator/${slug}`);
          await expect(bar(page), slug).toBeVisible();
          await expect(bar(page), slug).toHaveAttribute('data-state', 'ok');
          await expect(page.getByTestId('result-bar-value'), slug).toHaveText(/\d/);
        }
      });

      test('the result bar follows an edited input, stays in view while typing and leads to the results', async ({ page }) => {
        await open(page, `${prefix}/reef-calculator/dosing`);
        await field(page, 'volumeL').fill('400');
        await expect(page.getByTestId('result-bar-value')).toHaveText(fmt(dose(400, 7.5, 8.5), 1));
        await expect(page.getByTestId('result-bar-unit')).toHaveText('mL');
        await field(page, 'target').fill('8.2');
        await expect(page.getByTestId('result-bar-value')).toHaveText(fmt(dose(400, 7.5, 8.2), 1));
        await expect(page.getByTestId('result-bar-value')).toHaveText((await output(page, 'doseMl').textContent())!);
        // the last input of the form is focused: the bar is still inside the viewport
        await field(page, 'target').focus();
        await expect(bar(page)).toBeInViewport();
        await bar(page).click();
        await expect(page.locator('#results-title')).toBeInViewport();
        await expect(page.locator('#results-title')).toBeFocused();

        // an invalid input: the bar says so, the summary names the field, the last valid result stays dimmed
        await field(page, 'volumeL').fill('3OO');
        await expect(bar(page)).toHaveAttribute('data-state', 'stale');
        await expect(page.getByTestId('invalid-fields')).toContainText(messages[locale].Calculators.dosing.fields.volumeL);
        await expect(page.getByTestId('stale-results')).toBeVisible();
        await expect(page.getByTestId('stale-results').locator('output[name="doseMl"]')).toHaveText(fmt(dose(400, 7.5, 8.2), 1));
        await page.getByTestId('invalid-fields').getByRole('link').first().click();
        await expect(field(page, 'volumeL')).toBeFocused();
      });

      test('a price keeps its currency across the language switch and in a shared link', async ({ page, browser }) => {
        test.slow(); // several page loads and browser contexts
        await open(page, `${prefix}/reef-calculator/dosing`);
        const other = locale === 'en' ? 'ja' : 'en';
        // price a package in the other locale's currency, so the switch would misread it if the currency were lost
        const currency = locale === 'en' ? 'JPY' : 'USD';
        const price = locale === 'en' ? 3500 : 25;
        await field(page, 'currency').selectOption(currency);
        await field(page, 'price').fill(String(price));
        await expect(page).toHaveURL(new RegExp(`currency=${currency}`));
        const perDay = (dose(300, 7.5, 8.5) * price) / 1000;
        await expect(output(page, 'costPerDay')).toHaveText(formatCurrency(perDay, locale, currency));

        await page.getByTestId('locale-switcher').filter({ visible: true }).first().locator(`a[hreflang="${other}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${other === 'ja' ? '/ja' : ''}/reef-calculator/dosing\\?`));
        await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
        await expect(field(page, 'currency')).toHaveValue(currency);
        await expect(field(page, 'price')).toHaveValue(String(price));
        await expect(output(page, 'costPerDay')).toHaveText(formatCurrency(perDay, other, currency));
        await expect(output(page, 'costPerDay')).not.toHaveText(/^0円$|^\$0\.00$/);

        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const fresh = await context.newPage();
        await open(fresh, page.url());
        await expect(field(fresh, 'currency')).toHaveValue(currency);
        await expect(output(fresh, 'costPerDay')).toHaveText(formatCurrency(perDay, other, currency));
        await context.close();
        // a link without a currency reads its price in the locale's currency (the §12 names stay valid); a new
        // context, because a visit to /ja leaves a language cookie behind
        const plain = await browser.newContext({ viewport: { width, height: 900 } });
        const linked = await plain.newPage();
        await open(linked, `${prefix}/reef-calculator/dosing?price=${price}`);
        await expect(field(linked, 'currency')).toHaveValue(locale === 'en' ? 'USD' : 'JPY');
        await plain.close();
      });

      test('an SG typed as 1023 offers 1.023', async ({ page }) => {
        await open(page, `${prefix}/reef-calculator/salinity`);
        await field(page, 'unit').selectOption('sg');
        await field(page, 'value').fill('1023');
        const suggestion = page.getByTestId('value-suggestion');
        await expect(suggestion).toHaveText(messages[locale].Validation.didYouMean.replace('{value}', fmt(1.023, 3)));
        await suggestion.click();
        await expect(field(page, 'value')).toHaveValue('1.023');
        await expect(field(page, 'value')).not.toHaveAttribute('aria-invalid', 'true');
        await expect(bar(page)).toHaveAttribute('data-state', 'ok');
      });

      test('a shared link shows its results as pending, not the defaults, until the kit has read it', async ({ page }) => {
        const url = `${prefix}/reef-calculator/dosing?volumeL=1000&current=7&target=8`;
        // the server HTML carries the pending state (the page is static and cannot see the query)
        const html = await (await page.request.get(url)).text();
        expect(html).toContain('data-calc-pending-note');
        expect(html).toContain("if(location.search.length>1)document.documentElement.setAttribute('data-calc-pending','')");

        // hold the JavaScript back: what shows before hydration is what a slow phone shows
        const held: (() => Promise<void>)[] = [];
        let released = false;
        const scripts = (u: URL) => u.pathname.startsWith('/_next/static/') && u.pathname.endsWith('.js');
        await page.route(scripts, async (route) => {
          if (released) await route.continue();
          else held.push(() => route.continue());
        });
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await expect(page.getByTestId('results-pending')).toBeVisible();
        await expect(page.getByTestId('results-pending')).toHaveText(kit.pendingLink);
        await expect(page.getByTestId('results')).toBeHidden();
        await expect(page.getByTestId('result-bar-value')).toBeHidden();
        released = true;
        await Promise.all(held.map((go) => go()));
        await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
        await expect(page.getByTestId('results-pending')).toBeHidden();
        await expect(output(page, 'doseMl')).toHaveText(fmt(dose(1000, 7, 8), 1));
        await expect(page.getByTestId('result-bar-value')).toHaveText(fmt(dose(1000, 7, 8), 1));

        // without inputs in the address nothing is pending
        await open(page, `${prefix}/reef-calculator/dosing`);
        await expect(page.getByTestId('results-pending')).toBeHidden();
      });
    });
  }
}

test('imperial mode leads the volume screen with gallons and pounds', async ({ page }) => {
  await open(page, '/reef-calculator/volume');
  await setUnits(page, 'imperial');
  const first = page.getByTestId('results').locator('output').first();
  await expect(first).toHaveAttribute('name', 'totalWaterUsGal');
  await expect(page.getByTestId('result-bar-unit')).toHaveText('gal');
  await expect(page.locator('[data-result]', { has: page.locator('output[name="waterMassKg"]') }).locator('[data-result-unit]')).toHaveText(
    'lb',
  );
});

for (const locale of ['en', 'ja'] as const) {
  test(`${locale}: the weight section leads with the visitor's units, and its parts follow the setting`, async ({ page }) => {
    await open(page, `${locale === 'ja' ? '/ja' : ''}/reef-calculator/volume`);
    const weight = page.getByTestId('weight');
    const names = () => weight.locator('output').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    const unitOf = (name: string) =>
      weight.locator('[data-result]', { has: page.locator(`output[name="${name}"]`) }).locator('[data-result-unit]');
    const parts = ['weightWaterKg', 'panelsKg', 'sandKg', 'rockKg'];

    // metric: kilograms and N/m² first
    // /ja also gives the load in kg/m², right after N/m² (Japanese pages compare 約180 kg/m²)
    const kgM2 = locale === 'ja' ? ['floorLoadKgM2'] : [];
    await expect.poll(names).toEqual(['totalKg', 'totalLb', ...parts, 'footprintM2', 'floorLoadNm2', ...kgM2, 'floorLoadPsf']);
    for (const name of parts) await expect(unitOf(name)).toHaveText('kg');

    // imperial: pounds and psf first, the parts in pounds, the same figure as the water's mass above
    await setUnits(page, 'imperial');
    await expect.poll(names).toEqual(['totalLb', 'totalKg', ...parts, 'footprintM2', 'floorLoadPsf', 'floorLoadNm2', ...kgM2]);
    for (const name of parts) await expect(unitOf(name)).toHaveText('lb');
    await expect(output(page, 'weightWaterKg')).toHaveText((await output(page, 'waterMassKg').textContent()) ?? '');
    await expect(unitOf('totalLb')).toHaveText('lb');
  });
}

test('the salt-mix frequency reads bi-weekly', async ({ page }) => {
  await open(page, '/reef-calculator/running-cost');
  await expect(page.locator('input[name="salt.frequency"][value="biweekly"]').locator('xpath=..')).toContainText('Bi-weekly');
  await open(page, '/ja/reef-calculator/running-cost');
  await expect(page.locator('input[name="salt.frequency"][value="biweekly"]').locator('xpath=..')).toContainText('隔週');
});
