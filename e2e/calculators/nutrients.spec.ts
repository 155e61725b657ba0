import { expect, test, type Page } from '@playwright/test';
import { compute } from '@/lib/calculators/nutrients';
import { formatNumber } from '@/lib/format';
import { storageKeys } from '@/lib/site';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import { setUnits } from '../helpers';

const PATH = '/reef-calculator/nutrients';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** A page never idle: the kit writes the address in an idle moment (use-calculator.ts), so it never does. */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => {};
  });

/** Precision of the screen: phosphate and the "as N / as P" rises 3 decimals, the rest 2 (docs/methods.md#conventions). */
const DECIMALS = {
  nitrateRisePpm: 2,
  phosphateRisePpm: 3,
  nitrateNRisePpm: 3,
  phosphatePRisePpm: 3,
  nitrogenMg: 2,
  nitrateMg: 2,
  phosphorusMg: 2,
  phosphateMg: 2,
} as const;

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const L =
    locale === 'ja'
      ? {
          food: '餌の量',
          protein: '粗タンパク質',
          invalid: '入力値が正しくありません',
          advanced: '詳細設定',
          bound: '上限値',
          potential: '最大上昇量',
        }
      : {
          food: 'Amount of food',
          protein: 'Crude protein',
          invalid: 'Invalid Input Values',
          advanced: 'Advanced settings',
          bound: 'upper bounds',
          potential: 'Potential nitrate rise',
        };

  async function expectResults(page: Page, r: ReturnType<typeof compute>) {
    for (const [name, d] of Object.entries(DECIMALS)) {
      await expect(output(page, name)).toHaveText(formatNumber(r[name as keyof typeof DECIMALS]!, locale, d));
    }
  }

  test.describe(`nutrients (${locale})`, () => {
    test('the defaults reproduce Holmes-Farley: 5 g of 1 % P flakes in 100 US gal → up to 0.405 ppm PO₄', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(output(page, 'phosphateRisePpm')).toHaveText(formatNumber(0.405, locale, 3));
      await expect(page.getByTestId('results')).toContainText(L.potential);
      await expect(page.getByTestId('results')).toContainText(L.bound);
    });

    test('computes every output from typed food, matching compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.getByRole('textbox', { name: L.food }).fill('10');
      await page.getByRole('textbox', { name: L.protein }).fill('50');
      await field(page, 'phosphorusPct').fill('1.5');
      await field(page, 'volumeL').fill('200');
      await expectResults(page, compute({ foodG: 10, proteinPct: 50, phosphorusPct: 1.5, volumeL: 200 }));
      await expect(output(page, 'nitrateRisePpm')).toHaveAttribute('for', /proteinPct/);
      await expect(output(page, 'phosphateRisePpm')).toHaveAttribute('for', /phosphorusPct/);
    });

    test('the conversion fraction (advanced) scales every output', async ({ page }) => {
      await open(page, `${prefix}${PATH}?foodG=10&proteinPct=50&phosphorusPct=1.5&volumeL=200`);
      await expect(field(page, 'conversionFraction')).toBeHidden();
      await page.getByText(L.advanced).click();
      await field(page, 'conversionFraction').fill('0.25');
      await expectResults(page, compute({ foodG: 10, proteinPct: 50, phosphorusPct: 1.5, volumeL: 200, conversionFraction: 0.25 }));
      await field(page, 'conversionFraction').fill('');
      await expectResults(page, compute({ foodG: 10, proteinPct: 50, phosphorusPct: 1.5, volumeL: 200 }));
    });

    test('bad input shows a message and no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'proteinPct').fill('120');
      await expect(field(page, 'proteinPct')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#proteinPct-error')).toContainText('100');
      await expect(page.getByTestId('invalid-input')).toContainText(L.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await field(page, 'proteinPct').fill('45');
      await field(page, 'foodG').fill('five');
      await expect(page.locator('#foodG-error')).toBeVisible();
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'foodG').fill('3.5');
      await field(page, 'volumeL').fill('120');
      await expect(page).toHaveURL(/foodG=3\.5/);
      await expect(page).toHaveURL(/volumeL=120/); // the link below is the address once it holds both
      const no3 = await output(page, 'nitrateRisePpm').textContent();
      const po4 = await output(page, 'phosphateRisePpm').textContent();
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'foodG')).toHaveValue('3.5');
      await expect(output(page, 'nitrateRisePpm')).toHaveText(no3!);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'volumeL')).toHaveValue('120');
      await expect(output(fresh, 'phosphateRisePpm')).toHaveText(po4!);
      await other.close();
    });

    test('imperial units read the water volume in US gallons', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      await expect(field(page, 'volumeL')).toHaveValue('100');
      await field(page, 'volumeL').fill('50');
      await expect(page).toHaveURL(/volumeL=189\.27/);
      await expectResults(page, compute({ foodG: 5, proteinPct: 45, phosphorusPct: 1, volumeL: 50 * LITERS_PER_US_GALLON }));
    });
  });
}

test('a reload or a return before the address is written comes back with the last input; another link is read as it is', async ({
  page,
}) => {
  await neverIdle(page);
  await open(page, `${PATH}?foodG=3.5`);
  await field(page, 'volumeL').fill('120');
  const no3 = await output(page, 'nitrateRisePpm').textContent();
  expect(page.url()).not.toMatch(/volumeL=120/); // the address still holds the inputs before the last one
  await page.reload();
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'foodG')).toHaveValue('3.5');
  await expect(field(page, 'volumeL')).toHaveValue('120');
  await expect(output(page, 'nitrateRisePpm')).toHaveText(no3!);

  // The same by a link followed inside the site (no pagehide: the calculator unmounts) and the back button.
  await field(page, 'volumeL').fill('150');
  await page.locator('header nav a[href="/reef-calculator"]').first().click();
  await expect(page).toHaveURL(/\/reef-calculator$/);
  await page.goBack();
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'volumeL')).toHaveValue('150');

  await page.goto(`${PATH}?foodG=10`);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
  await expect(field(page, 'foodG')).toHaveValue('10');
  await expect(field(page, 'volumeL')).not.toHaveValue('120');
});

test('a page shown again from the back-forward cache forgets the address it kept on leaving: its write is still due', async ({ page }) => {
  await neverIdle(page);
  await open(page, `${PATH}?foodG=3.5`);
  const before = await output(page, 'nitrateRisePpm').textContent();
  await field(page, 'volumeL').fill('120');
  await expect(output(page, 'nitrateRisePpm')).not.toHaveText(before!);
  const kept = () => page.evaluate((key) => window.sessionStorage.getItem(key), storageKeys.unwrittenAddress('nutrients'));
  // What the browser fires when it puts the page into the back-forward cache and when it shows it again.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  expect(JSON.parse((await kept()) ?? 'null')).toMatchObject({ path: PATH, from: '?foodG=3.5' });
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  expect(await kept()).toBeNull();
  // A page shown on its first load (not from the cache) leaves a kept address alone.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
  expect(await kept()).not.toBeNull();
});
