import { expect, test, type Page } from '@playwright/test';
import { compute, levelSeries } from '@/lib/calculators/dilution';
import { formatNumber } from '@/lib/format';
import { litersToUsGallons, usGallonsToLiters } from '@/lib/units';
import { expectNoSeriousAxeViolations, setUnits } from '../helpers';

const PATH = '/reef-calculator/dilution';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);

const TEXT = {
  en: {
    resultingLevel: 'Level after a change',
    status: { good: 'Good', caution: 'Caution', issue: 'Issue' },
    natural: 'Natural seawater',
    rodi: 'RODI',
    invalid: 'Invalid Input Values',
    exceeds: "The water change can't be larger than the total water volume.",
    chart: 'Level after repeated changes of 20%',
  },
  ja: {
    resultingLevel: '水換え後の値',
    status: { good: '良好', caution: '注意', issue: '問題あり' },
    natural: '天然海水',
    rodi: 'RO水',
    invalid: '入力値が正しくありません',
    exceeds: '換水量は総水量より多くできません。',
    chart: '20%の水換えを繰り返したときの値',
  },
} as const;

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const tx = TEXT[locale];
  const f = (v: number, d = 2) => formatNumber(v, locale, d);

  test.describe(`dilution (${locale})`, () => {
    test('the required change as volume and %, levels before and after, status and chart', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#tankVolumeL').fill('250');
      const r = compute({ mode: 'requiredVolume', parameter: 'nitrate', tankVolumeL: 250, current: 20, target: 16, newWater: 0 });
      if (r.mode !== 'requiredVolume') throw new Error('mode');
      await expect(output(page, 'requiredVolumeL')).toHaveText(f(r.requiredVolumeL!)); // 50 L
      await expect(output(page, 'requiredPct')).toHaveText(f(r.requiredPct!, 1)); // 20 %
      await expect(output(page, 'levelBefore')).toHaveText(f(20));
      await expect(output(page, 'levelAfter')).toHaveText(f(16));
      await expect(output(page, 'status')).toHaveAttribute('data-value', 'good');
      await expect(page.getByTestId('status')).toHaveText(tx.status.good);
      await expect(page.getByLabel(locale === 'ja' ? /^現在値/ : /^Current level/)).toHaveId('current');
      await expect(page.locator('label[for="current"]')).toContainText('mg/L');
      const chart = page.getByTestId('line-chart');
      await expect(chart).toContainText(tx.chart);
      const series = levelSeries(20, 0, 0.2, 8);
      await expect(chart.locator('tbody tr')).toHaveCount(series.length);
      await expect(chart.locator('tbody tr').nth(2).locator('td').nth(1)).toHaveText(f(series[2]));
      await expectNoSeriousAxeViolations(page);
    });

    test('no serious axe violation in the dark theme', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(page, `${prefix}${PATH}?parameter=calcium&current=380&target=400&newWater=420`);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.locator('form summary').first().click(); // the salinity check (the kit converter's summary follows it)
      await expect(page.locator('#tankSalinity')).toBeVisible();
      await expect(page.getByTestId('line-chart')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('the resulting level of a given change', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('fieldset label').filter({ hasText: tx.resultingLevel }).click();
      await page.locator('#changeVolumeL').fill('20');
      const r = compute({ mode: 'resultingLevel', parameter: 'nitrate', tankVolumeL: 200, current: 20, newWater: 0, changeVolumeL: 20 });
      if (r.mode !== 'resultingLevel') throw new Error('mode');
      await expect(output(page, 'levelAfter')).toHaveText(f(r.levelAfter!)); // 18
      await expect(output(page, 'changePct')).toHaveText(f(r.changePct!, 1)); // 10 %
      await expect(output(page, 'delta')).toHaveText(f(r.delta!)); // −2
      await expect(output(page, 'requiredVolumeL')).toHaveCount(0);
      await expect(page.locator('#target')).toHaveCount(0);
    });

    test('presets fill the new water; the alkalinity unit converts the levels', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#parameter').selectOption('calcium');
      await page.locator('#current').fill('380');
      await page.locator('#target').fill('400');
      await page.getByRole('button', { name: tx.natural }).click();
      await expect(page.locator('#newWater')).toHaveValue('420');
      const r = compute({ mode: 'requiredVolume', parameter: 'calcium', tankVolumeL: 200, current: 380, target: 400, newWater: 420 });
      await expect(output(page, 'requiredPct')).toHaveText(f(50, 1));
      await expect(page.getByTestId('status')).toHaveText(tx.status[r.status]);
      await expect(page.locator('[data-warning="considerSmallerChanges"]')).toBeVisible();
      await page.getByRole('button', { name: tx.rodi, exact: true }).click();
      await expect(page.locator('#newWater')).toHaveValue('0');
      await expect(page.locator('[data-warning="targetWrongDirection"]')).toBeVisible();
      await expect(output(page, 'requiredVolumeL')).toHaveText(locale === 'ja' ? '計算できません' : 'n/a');
      await expect(page.getByTestId('status')).toHaveText(tx.status.issue);

      await page.locator('#parameter').selectOption('alkalinity');
      await page.locator('#current').fill('8');
      await page.locator('#target').fill('7.5');
      await page.getByRole('button', { name: tx.natural }).click();
      await expect(page.locator('#newWater')).toHaveValue('7');
      await page.locator('#alkalinityUnit').selectOption('meqL');
      await expect(page.locator('#current')).toHaveValue('2.8532');
      await expect(page.locator('#newWater')).toHaveValue('2.4966');
      await expect(page.locator('label[for="current"]')).toContainText('meq/L');
      await expect(output(page, 'requiredPct')).toHaveText(f(50, 1));
    });

    test('warnings: large change, beyond the new water, salinity difference', async ({ page }) => {
      await open(page, `${prefix}${PATH}?parameter=phosphate&current=0.2&target=0.05&newWater=0&tankVolumeL=100`);
      await expect(output(page, 'requiredPct')).toHaveText(f(75, 1));
      await expect(page.locator('[data-warning="largeChange"]')).toBeVisible();
      await expect(output(page, 'levelAfter')).toHaveText(f(0.05, 3)); // phosphate: 3 decimals
      await page.locator('#target').fill('0');
      await expect(page.locator('[data-warning="notAchievable"]')).toHaveCount(0);
      await page.locator('#parameter').selectOption('calcium');
      await page.locator('#current').fill('380');
      await page.locator('#target').fill('430');
      await page.locator('#newWater').fill('420');
      await expect(page.locator('[data-warning="targetBeyondNewWater"]')).toBeVisible();
      await page.locator('#parameter').selectOption('salinity');
      await page.locator('#current').fill('35');
      await page.locator('#target').fill('34');
      await page.locator('#newWater').fill('33');
      await expect(page.locator('[data-warning="largeSalinityDifference"]')).toBeVisible();
    });

    test('bad input shows a message and no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('fieldset label').filter({ hasText: tx.resultingLevel }).click();
      await page.locator('#changeVolumeL').fill('250');
      await expect(page.locator('#changeVolumeL-error')).toHaveText(tx.exceeds);
      await expect(page.getByTestId('invalid-input')).toContainText(tx.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await page.locator('#changeVolumeL').fill('２０');
      await expect(output(page, 'levelAfter')).toHaveText(f(18));
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#parameter').selectOption('alkalinity');
      await page.locator('#alkalinityUnit').selectOption('meqL');
      await page.locator('#current').fill('3');
      await page.locator('#target').fill('2.8');
      await page.locator('#newWater').fill('2.5');
      const r = compute({
        mode: 'requiredVolume',
        parameter: 'alkalinity',
        alkalinityUnit: 'meqL',
        tankVolumeL: 200,
        current: 3,
        target: 2.8,
        newWater: 2.5,
      });
      if (r.mode !== 'requiredVolume') throw new Error('mode');
      await expect(output(page, 'requiredVolumeL')).toHaveText(f(r.requiredVolumeL!)); // 80 L
      await expect(page).toHaveURL(/alkalinityUnit=meqL/);
      await expect(page).toHaveURL(/newWater=2\.5/);
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('#current')).toHaveValue('3');
      await expect(output(page, 'requiredVolumeL')).toHaveText(f(r.requiredVolumeL!));

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(fresh.locator('#alkalinityUnit')).toHaveValue('meqL');
      await expect(output(fresh, 'requiredVolumeL')).toHaveText(f(r.requiredVolumeL!));
      await other.close();
    });

    test('imperial units: the volumes in gallons', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      await expect(page.locator('#tankVolumeL')).toHaveValue(String(Number(litersToUsGallons(200).toFixed(3))));
      await page.locator('#tankVolumeL').fill('50');
      const r = compute({
        mode: 'requiredVolume',
        parameter: 'nitrate',
        tankVolumeL: usGallonsToLiters(50),
        current: 20,
        target: 16,
        newWater: 0,
      });
      if (r.mode !== 'requiredVolume') throw new Error('mode');
      await expect(output(page, 'requiredVolumeL')).toHaveText(f(litersToUsGallons(r.requiredVolumeL!))); // 10 gal
      await expect(page.locator('label[for="tankVolumeL"]')).toContainText('gal');
    });
  });
}
