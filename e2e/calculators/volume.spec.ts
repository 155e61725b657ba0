import { expect, test, type Page } from '@playwright/test';
import { compute, defaults, schema } from '@/lib/calculators/volume';
import { formatNumber } from '@/lib/format';
import { expectNoSeriousAxeViolations, setUnits } from '../helpers';

const PATH = '/reef-calculator/volume';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const run = (input: object) => compute(schema.parse(input));

/** 120×45×45 cm outside, 10 mm glass, water 42 cm, 5 cm coarse sand, 30 L of rock by bulk volume, no sump, 3 % equipment. */
const CUSTOM = {
  lengthCm: 120,
  widthCm: 45,
  heightCm: 45,
  glassThicknessMm: 10,
  waterLevelCm: 42,
  sandHeightCm: 5,
  sandGrain: 'coarse',
  liveRockL: 30,
  equipmentPct: 3,
} as const;

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const f2 = (v: number | null) => formatNumber(v!, locale, 2);
  const text =
    locale === 'ja'
      ? {
          length: /^幅/,
          width: /^奥行き/,
          height: /^高さ/,
          level: /^水位/,
          bulk: '見かけの体積',
          invalid: '入力値が正しくありません',
          use: 'この水量を使う',
          coarse: '粗目（細かい砂利）',
          fromBottom: '内側の底面',
        }
      : {
          length: /^Length/,
          width: /^Width/,
          height: /^Height/,
          level: /^Water level/,
          bulk: 'Bulk volume',
          invalid: 'Invalid Input Values',
          use: 'Use this volume',
          coarse: 'Coarse (fine gravel)',
          fromBottom: 'inside bottom',
        };

  /** Types the CUSTOM tank into the form (metric). */
  async function fillCustom(page: Page) {
    for (const [id, v] of Object.entries(CUSTOM)) if (id !== 'sandGrain' && id !== 'liveRockL') await field(page, id).fill(String(v));
    await page.getByText(text.coarse, { exact: true }).click();
    await page.getByText(text.bulk, { exact: true }).click();
    await expect(field(page, 'liveRockKg')).toHaveCount(0);
    await field(page, 'liveRockL').fill(String(CUSTOM.liveRockL));
    await field(page, 'sump').uncheck();
    await expect(field(page, 'sump.lengthCm')).toHaveCount(0);
  }

  test.describe(`volume (${locale})`, () => {
    test('labels the fields in 幅×奥行き×高さ order and says where the water level is measured from', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByLabel(text.length)).toHaveAttribute('id', 'lengthCm');
      await expect(page.getByLabel(text.width)).toHaveAttribute('id', 'widthCm');
      await expect(page.getByLabel(text.height)).toHaveAttribute('id', 'heightCm');
      await expect(page.getByLabel(text.level)).toHaveAttribute('id', 'waterLevelCm');
      await expect(page.locator('[id="waterLevelCm-help"]')).toContainText(text.fromBottom);
      const ids = await page.locator('form input[type="text"]').evaluateAll((els) => els.slice(0, 3).map((e) => e.id));
      expect(ids).toEqual(['lengthCm', 'widthCm', 'heightCm']);
    });

    test('shows the defaults as compute() does, with the total in L and US gal', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const r = run(defaults);
      await expect(output(page, 'totalWaterL')).toHaveText(f2(r.totalWaterL));
      await expect(output(page, 'totalWaterUsGal')).toHaveText(f2(r.totalWaterUsGal));
      await expect(output(page, 'displayNetL')).toHaveText(f2(r.displayNetL));
      await expect(output(page, 'sumpWaterL')).toHaveText(f2(r.sumpWaterL));
      await expect(output(page, 'waterMassKg')).toHaveText(f2(r.waterMassKg)); // masses follow the precision setting (docs/methods.md#precision)
      await expect(output(page, 'totalWaterL')).toHaveAttribute('for', /lengthCm.*liveRockKg.*sump\.lengthCm.*equipmentPct/);
      await expect(page.getByTestId('stacked-bar').locator('[data-part]')).toHaveCount(5);
    });

    test('computes a tank with coarse sand, rock by volume and no sump, matching compute()', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await fillCustom(page);
      const r = run(CUSTOM);
      await expect(output(page, 'innerLengthCm')).toHaveText(f2(118));
      await expect(output(page, 'grossVolumeL')).toHaveText(f2(r.grossVolumeL));
      await expect(output(page, 'sandDisplacementL')).toHaveText(f2(r.sandDisplacementL));
      await expect(output(page, 'rockDisplacementL')).toHaveText(f2(15)); // 30 L bulk, porosity 0.5
      await expect(output(page, 'sumpWaterL')).toHaveText(f2(0));
      await expect(output(page, 'equipmentDisplacementL')).toHaveText(f2(r.equipmentDisplacementL));
      await expect(output(page, 'totalWaterL')).toHaveText(f2(r.totalWaterL));
      await expect(output(page, 'totalWaterUsGal')).toHaveText(f2(r.totalWaterUsGal));
      await expect(page.getByTestId('stacked-bar').locator('[data-part="sumpWater"]')).toHaveCount(0);
      await expect(page.getByTestId('warnings')).toHaveCount(0);
    });

    test('bad input shows a message and no number; a partial sump says what is missing', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'lengthCm').fill('9O');
      await expect(field(page, 'lengthCm')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[id="lengthCm-error"]')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toContainText(text.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await field(page, 'lengthCm').fill('90');
      await expect(output(page, 'totalWaterL')).toBeVisible();
      await field(page, 'sump.waterLevelCm').fill('');
      await expect(page.getByTestId('sump-issue')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toBeVisible();
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('reload keeps the inputs, including rock by volume and the sump switched off; a link reproduces them', async ({
      page,
      browser,
    }) => {
      await open(page, `${prefix}${PATH}`);
      await fillCustom(page);
      await expect(page).toHaveURL(/sump=_none/);
      const expected = f2(run(CUSTOM).totalWaterL);
      await expect(output(page, 'totalWaterL')).toHaveText(expected);
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'liveRockL')).toHaveValue('30');
      await expect(field(page, 'sump')).not.toBeChecked();
      await expect(output(page, 'totalWaterL')).toHaveText(expected);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'liveRockL')).toHaveValue('30');
      await expect(field(fresh, 'liveRockKg')).toHaveCount(0);
      await expect(field(fresh, 'sump')).not.toBeChecked();
      await expect(output(fresh, 'totalWaterL')).toHaveText(expected);
      await other.close();
    });

    test('switching the sump back on brings its values back', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'sump.lengthCm').fill('80');
      await field(page, 'sump').uncheck();
      await expect(output(page, 'sumpWaterL')).toHaveText(f2(0));
      await field(page, 'sump').check();
      await expect(field(page, 'sump.lengthCm')).toHaveValue('80');
      await expect(output(page, 'sumpWaterL')).toHaveText(f2(48)); // 80 × 30 × 20 cm
    });

    test('imperial units: inches in, gallons out, and the total in L and gal regardless', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      await expect(field(page, 'glassThicknessMm')).toHaveValue('0.315'); // 8 mm, shown to 3 decimals
      const tank = {
        lengthCm: '48',
        widthCm: '13',
        heightCm: '16',
        glassThicknessMm: '0',
        waterLevelCm: '',
        sandHeightCm: '0',
        liveRockKg: '0',
        equipmentPct: '0',
      };
      for (const [id, v] of Object.entries(tank)) await field(page, id).fill(v);
      await field(page, 'sump').uncheck();
      const gallons = (48 * 13 * 16) / 231; // 1 US gal = 231 in³
      await expect(output(page, 'totalWaterUsGal')).toHaveText(f2(gallons));
      await expect(output(page, 'grossVolumeL')).toHaveText(f2(gallons)); // a volume result follows the setting
      await expect(output(page, 'totalWaterL')).toHaveText(f2(gallons * 3.785411784));
      await expect(page).toHaveURL(/lengthCm=121\.92/);
    });

    test('"Use this volume" makes the total the starting volume of another calculator', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const litres = Math.round(run(defaults).totalWaterL! * 10) / 10;
      await page.getByRole('button', { name: text.use }).click();
      // a volume follows the precision setting, 2 decimals by default (docs/methods.md#precision)
      await expect(page.getByTestId('system-volume-status')).toContainText(`${formatNumber(litres, locale, 2)} L`);
      expect(await page.evaluate(() => localStorage.getItem('reefcalc:system-volume:v1'))).toBe(String(litres));
      await open(page, `${prefix}/reef-calculator/nutrients`);
      await expect(field(page, 'volumeL')).toHaveValue(String(litres));
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'volumeL')).toHaveValue(String(litres));
    });

    test('a corrupt system volume is ignored', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('reefcalc:system-volume:v1', '-12'));
      await open(page, `${prefix}/reef-calculator/nutrients`);
      await expect(field(page, 'volumeL')).not.toHaveValue('-12');
    });

    test('has no serious accessibility violation in light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, `${prefix}${PATH}`);
        await page.getByRole('button', { name: text.use }).click();
        await expectNoSeriousAxeViolations(page, { label: `${locale} ${scheme}` });
      }
    });
  });
}
