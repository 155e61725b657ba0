import { specificGravity } from '@/lib/seawater';
import { expect, test, type Page } from '@playwright/test';
import { compute, findSaltPreset } from '@/lib/calculators/saltmix';
import { calibrateFromBatch } from '@/lib/calculators/saltmix/calibration';
import { formatNumber } from '@/lib/format';
import { litersToUsGallons } from '@/lib/units';
import { expectNoSeriousAxeViolations, setUnits } from '../helpers';

const PATH = '/reef-calculator/saltmix';
const CALIBRATION_KEY = 'reefcalc:salt-calibration:v1';

/** The page is static; inputs are read after hydration (data-ready). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const base = { saltId: 'custom', volumeL: 100, temperatureC: 25, targetSalinity: 35, targetUnit: 'ppt' } as const;

const TEXT = {
  en: {
    actions: { ADD_SALT: 'ADD SALT', ADD_RODI: 'ADD RODI', NONE: 'No adjustment needed' },
    addSalt: (g: string) => `Add ${g} g of salt mix.`,
    addRodi: (l: string) => `Add ${l} L of RODI.`,
    addRodiGal: (gal: string) => `Add ${gal} gal of RODI.`,
    circulate: "Mixed salt water should circulate for 24 hours before use. Follow the maker's instructions where they differ.",
    sg254: 'Target SG (25/4 °C, Japanese convention)',
    invalid: 'Invalid Input Values',
    grade: "Maker's figure on an assumed SG scale (grade C: less certain)",
    whyHigh: 'above every other brand',
    largeRodi: 'dilutes calcium, alkalinity and magnesium',
  },
  ja: {
    actions: { ADD_SALT: '塩を足す', ADD_RODI: 'RO水を足す', NONE: '調整は不要です' },
    addSalt: (g: string) => `人工海水の素を${g} g足してください。`,
    addRodi: (l: string) => `RO水を${l} L足してください。`,
    addRodiGal: (gal: string) => `RO水を${gal}米ガロン（gal）足してください。`,
    circulate: '作った海水は、使う前に24時間循環させてください。メーカーの指示がある場合はそちらに従ってください。',
    sg254: '目標の比重（25°C/4°C・国内で一般的な表記）',
    invalid: '入力値が正しくありません',
    grade: '比重の基準を仮定したメーカー公表値（グレードC：精度低め）',
    whyHigh: 'ほかの銘柄より多い理由',
    largeRodi: 'カルシウム・KH・マグネシウムも薄まる',
  },
} as const;

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const tx = TEXT[locale];
  const f = (v: number, d = 2) => formatNumber(v, locale, d);

  test.describe(`saltmix (${locale})`, () => {
    test('a new batch: ADD SALT with the grams of compute(), the 24-hour reminder and SG 25/4', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#volumeL').fill('50');
      const r = compute({ ...base, volumeL: 50 });
      await expect(output(page, 'action')).toHaveText(tx.actions.ADD_SALT);
      await expect(output(page, 'addSaltG')).toHaveText(f(r.addSaltG!, 1));
      await expect(page.getByTestId('action-detail')).toHaveText(tx.addSalt(f(r.addSaltG!, 1)));
      await expect(output(page, 'addSaltKg')).toHaveText(f(r.addSaltG! / 1000, 3)); // 1 817 g ≥ 1 kg
      await expect(output(page, 'finalVolumeL')).toHaveText(f(r.finalVolumeL!));
      await expect(output(page, 'sg254')).toHaveText(f(r.sg254!, 4));
      await expect(output(page, 'sg2525')).toHaveText(f(r.sg2525!, 4));
      await expect(page.getByText(tx.sg254, { exact: true })).toBeVisible();
      await expect(page.getByTestId('results')).toContainText(tx.circulate);
      await expect(output(page, 'addSaltG')).toHaveAttribute('for', /volumeL/);
      // /ja lists SG 25/4 before 25/25 (docs/methods.md#decisions)
      const order = await page.locator('output[name^="sg"]').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
      expect(order).toEqual(locale === 'ja' ? ['sg254', 'sg2525'] : ['sg2525', 'sg254']);
      await page.locator('#volumeL').fill('10');
      await expect(output(page, 'addSaltKg')).toHaveCount(0); // 363 g: grams only
    });

    test('a preset shows its grade, basis and source, and sets the grams', async ({ page }) => {
      await open(page, `${prefix}${PATH}?volumeL=100`);
      await page.locator('#saltId').selectOption('instant-ocean');
      const info = page.getByTestId('preset-info');
      // the maker states no SG scale: grade C, with the note saying why the figure is above every other brand's
      await expect(info).toHaveAttribute('data-grade', 'assumed-scale');
      await expect(info).toContainText(tx.grade);
      await expect(info).toContainText('35.95');
      const note = page.getByTestId('assumed-scale-note');
      await expect(note).toContainText(tx.whyHigh);
      await expect(note).toContainText(f(findSaltPreset('instant-ocean')!.ifReadOn254!, 1)); // 38.4 on 25 °C/4 °C
      await expect(info).toContainText(f(findSaltPreset('instant-ocean')!.gramsPerLiterAt35)); // 43.93
      const r = compute({ ...base, saltId: 'instant-ocean' });
      await expect(output(page, 'addSaltG')).toHaveText(f(r.addSaltG!, 1));
      await expect(output(page, 'brandFactor')).toHaveText(f(r.brandFactor!, 3));
      await page.locator('#gramsPerLiterAt35').fill('40');
      await expect(output(page, 'addSaltG')).toHaveText(
        f(compute({ ...base, saltId: 'instant-ocean', gramsPerLiterAt35: 40 }).addSaltG!, 1),
      );
      await page.locator('#saltId').selectOption('redsea-coral-pro');
      await expect(info).toHaveAttribute('data-grade', 'maker');
      await expect(note).toHaveCount(0);
      await expect(page.locator('#gramsPerLiterAt35')).toHaveValue('');
      await expect(output(page, 'addSaltG')).toHaveText(f(4060, 1));
    });

    test('salt water in hand: ADD RODI, the large-RODI warning and no adjustment', async ({ page }) => {
      await open(page, `${prefix}${PATH}?volumeL=100`);
      await page.locator('#currentSalinity').fill('37');
      const r = compute({ ...base, currentSalinity: 37 });
      await expect(output(page, 'action')).toHaveText(tx.actions.ADD_RODI);
      await expect(output(page, 'addRodiL')).toHaveText(f(r.addRodiL!)); // 5.87 L (docs/methods.md#saltmix)
      await expect(page.getByTestId('action-detail')).toHaveText(tx.addRodi(f(r.addRodiL!)));
      await expect(page.locator('[data-warning="largeRodiAddition"]')).toHaveCount(0); // 5.87 L ≤ 10 % of 100 L

      await page.locator('#currentSalinity').fill('40');
      await expect(output(page, 'addRodiL')).toHaveText(f(compute({ ...base, currentSalinity: 40 }).addRodiL!));
      await expect(page.locator('[data-warning="largeRodiAddition"]')).toContainText(tx.largeRodi);

      await page.locator('#currentSalinity').fill('35.05');
      await expect(output(page, 'action')).toHaveText(tx.actions.NONE);
      await expect(output(page, 'addRodiL')).toHaveCount(0);
      await expect(page.getByTestId('results')).toContainText(tx.circulate);

      await page.locator('#currentSalinity').fill('33');
      await expect(output(page, 'action')).toHaveText(tx.actions.ADD_SALT);
      await expect(output(page, 'addSaltG')).toHaveText(f(compute({ ...base, currentSalinity: 33 }).addSaltG!, 1));
    });

    test('switching to SG keeps the water; the 25/4 convention reads 比重1.023 as ≈ 34.5 ppt', async ({ page }) => {
      await open(page, `${prefix}${PATH}?volumeL=100&currentSalinity=37`);
      await page.locator('#targetUnit').selectOption('sg');
      // A typed SG is read as 25/4 on /ja and 25/25 in English (docs/methods.md#salinity); the readings keep the water.
      const conv = locale === 'ja' ? '25/4' : '25/25';
      const sg4 = (sp: number) => String(Number(specificGravity(sp, conv).toFixed(4)));
      await expect(page.locator('#targetSalinity')).toHaveValue(sg4(35));
      await expect(page.locator('#currentSalinity')).toHaveValue(sg4(37));
      const first = await page.locator('#sgConvention option').first().getAttribute('value');
      expect(first).toBe(conv);
      await expect(page.locator('#sgConvention')).toHaveValue(conv);
      if (locale === 'en') {
        await page.locator('#sgConvention').selectOption('25/4');
        // 35 ppt on 25/4 is 1.02337; re-expressing the 4-decimal 25/25 reading may land one step off.
        await expect
          .poll(async () => Math.abs(Number(await page.locator('#targetSalinity').inputValue()) - 1.02337))
          .toBeLessThanOrEqual(0.00011);
      }
      await page.locator('#targetSalinity').fill('1.023');
      const r = compute({
        ...base,
        targetSalinity: 1.023,
        targetUnit: 'sg',
        sgConvention: '25/4',
        currentSalinity: 37,
        currentUnit: 'ppt',
      });
      await expect(output(page, 'targetPracticalSalinity')).toHaveText(f(r.targetPracticalSalinity!));
      expect(Math.abs(r.targetPracticalSalinity! - 34.5)).toBeLessThan(0.1);
    });

    test('advanced units offer conductivity and density', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.locator('#targetUnit option[value="conductivity"]')).toHaveCount(0);
      await page
        .locator('summary')
        .filter({ hasText: locale === 'ja' ? '詳細設定' : 'Advanced units' })
        .click();
      await page.locator('#advancedUnits').check();
      await page.locator('#targetUnit').selectOption('conductivity');
      await expect(page.locator('#targetSalinity')).toHaveValue('53.07');
      await expect(page.locator('#conductivityCompensated')).toBeVisible();
      await expect(output(page, 'conductivity25MsCm')).toHaveText(f(53.07));
      await page.locator('#advancedUnits').uncheck();
      await expect(page.locator('#targetUnit')).toHaveValue('ppt');
      await expect(page.locator('#targetSalinity')).toHaveValue('35');
      await expectNoSeriousAxeViolations(page);
    });

    test('bad input shows a message and no number', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#volumeL').fill('0');
      await expect(page.locator('#volumeL')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#volumeL-error')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toContainText(tx.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await page.locator('#volumeL').fill('20');
      await page.locator('#targetSalinity').fill('50');
      await expect(page.locator('#targetSalinity-error')).toBeVisible();
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await page.locator('#saltId').selectOption('redsea-salt');
      await page.locator('#volumeL').fill('120');
      await page.locator('#currentSalinity').fill('36.4');
      await expect(page).toHaveURL(/currentSalinity=36.4/);
      const expected = compute({ ...base, saltId: 'redsea-salt', volumeL: 120, currentSalinity: 36.4 });
      await expect(output(page, 'addRodiL')).toHaveText(f(expected.addRodiL!));
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('#currentSalinity')).toHaveValue('36.4');
      await expect(output(page, 'addRodiL')).toHaveText(f(expected.addRodiL!));

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(fresh.locator('#saltId')).toHaveValue('redsea-salt');
      await expect(fresh.locator('#currentSalinity')).toHaveValue('36.4');
      await expect(output(fresh, 'addRodiL')).toHaveText(f(expected.addRodiL!));
      await other.close();
    });

    test('imperial units: gallons in, RODI in gallons out', async ({ page }) => {
      await open(page, `${prefix}${PATH}?volumeL=100&currentSalinity=37`);
      await setUnits(page, 'imperial');
      await expect(page.locator('#temperatureC')).toHaveValue('77');
      await page.locator('#volumeL').fill('30');
      const r = compute({ ...base, volumeL: 30 * 3.785411784, currentSalinity: 37 });
      const gal = f(litersToUsGallons(r.addRodiL!));
      await expect(output(page, 'addRodiL')).toHaveText(gal);
      await expect(page.getByTestId('action-detail')).toHaveText(tx.addRodiGal(gal));
    });

    test('calibrate from a measured batch, save it and use it as a custom salt', async ({ page }) => {
      await open(page, `${prefix}${PATH}?volumeL=100`);
      const panel = page.getByTestId('calibration');
      await panel.locator('summary').click();
      await page.locator('#calibration-gramsUsed').fill('1000');
      await page.locator('#calibration-rodiL').fill('25');
      await page.locator('#calibration-measuredPpt').fill('33');
      await page.locator('#calibration-temperatureC').fill('24');
      const c = calibrateFromBatch({ gramsUsed: 1000, rodiL: 25, measuredPpt: 33, temperatureC: 24 })!;
      await expect(output(page, 'calibratedGramsPerLiterAt35')).toHaveText(f(c.gramsPerLiterAt35)); // 42.50
      await panel.getByRole('button', { name: locale === 'ja' ? 'この値を保存して使う' : 'Save and use this figure' }).click();
      await expect(page.locator('#saltId')).toHaveValue('custom');
      await expect(page.locator('#gramsPerLiterAt35')).toHaveValue(String(Number(c.gramsPerLiterAt35.toFixed(2))));
      const r = compute({ ...base, gramsPerLiterAt35: Number(c.gramsPerLiterAt35.toFixed(2)) });
      await expect(output(page, 'addSaltG')).toHaveText(f(r.addSaltG!, 1));
      const stored = await page.evaluate(
        (k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as { batch: unknown },
        CALIBRATION_KEY,
      );
      expect(stored.batch).toEqual({ gramsUsed: 1000, rodiL: 25, measuredPpt: 33, temperatureC: 24 });

      await page.reload();
      await page.getByTestId('calibration').locator('summary').click();
      await expect(page.getByTestId('calibration-saved')).toContainText(f(c.gramsPerLiterAt35));
      await page
        .getByTestId('calibration-saved')
        .getByRole('button', { name: locale === 'ja' ? '保存した校正値を削除' : 'Delete the saved calibration' })
        .click();
      await expect(page.getByTestId('calibration-saved')).toHaveCount(0);
    });

    test('no serious axe violation in the dark theme, with every panel open', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await open(
        page,
        `${prefix}${PATH}?saltId=reef-crystals&currentSalinity=40&currentUnit=ppt&targetUnit=sg&targetSalinity=1.026&sgConvention=25/25`,
      ); // 25/25 stated: /ja reads a bare SG as 25/4
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      for (const summary of await page.locator('form summary').all()) await summary.click();
      await expect(page.locator('#calibration-gramsUsed')).toBeVisible();
      await expect(page.locator('[data-warning="largeRodiAddition"]')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('a corrupt saved calibration is ignored', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript((k) => window.localStorage.setItem(k, '{"batch":{"gramsUsed":"lots"},"savedAt":1}'), CALIBRATION_KEY);
      await open(page, `${prefix}${PATH}`);
      await page.getByTestId('calibration').locator('summary').click();
      await expect(page.locator('#calibration-gramsUsed')).toBeVisible();
      await expect(page.getByTestId('calibration-saved')).toHaveCount(0);
      await expect(output(page, 'action')).toHaveText(tx.actions.ADD_SALT);
      expect(errors).toEqual([]);
    });
  });
}
