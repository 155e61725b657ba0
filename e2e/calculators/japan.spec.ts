/**
 * What Japanese keepers expect, in both languages: 比重 25/4 by default on /ja (a link's convention wins),
 * reef targets from 34–36 ppt, 規格水槽 presets, total weight and floor load, the allowable-stress lead field
 * of the glass screen and the kit-reading converter.
 */
import { expect, test, type Page } from '@playwright/test';
import { compute as salinity } from '@/lib/calculators/salinity';
import { compute as volume, schema as volumeSchema } from '@/lib/calculators/volume';
import { findTankPreset, volumeFromPreset } from '@/lib/calculators/tank-presets';
import { tankWeight } from '@/lib/calculators/volume/weight';
import { formatNumber } from '@/lib/format';

/** The page is static; inputs are read after hydration (data-ready), which a loaded machine can take a while to reach. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
}
const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const f = (v: number, d: number) => formatNumber(v, locale, d);

  test.describe(`Japanese keepers (${locale})`, () => {
    test('a typed 1.023 is read on the locale’s SG scale without touching a setting', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/salinity`);
      if (locale === 'en') await page.locator('#unit').selectOption('sg'); // English starts in ppt
      await expect(page.locator('#sgConvention')).toHaveValue(locale === 'ja' ? '25/4' : '25/25');
      await page.locator('#value').fill('1.023');
      const r = salinity({ temperatureC: 25, value: 1.023, unit: 'sg', sgConvention: locale === 'ja' ? '25/4' : '25/25' });
      await expect(output(page, 'practicalSalinity')).toHaveText(f(r.practicalSalinity!, 2));
      if (locale === 'ja') expect(Math.abs(r.practicalSalinity! - 34.5)).toBeLessThan(0.05);
      // both numbers of the same water side by side
      await expect(page.getByTestId('same-water')).toContainText(f(r.sg254!, 4));
      await expect(page.getByTestId('same-water')).toContainText(f(r.sg2525!, 4));
    });

    test('a link’s sgConvention wins over the locale’s default', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/salinity?temperatureC=25&value=1.026&unit=sg&sgConvention=25%2F25`);
      await expect(page.locator('#sgConvention')).toHaveValue('25/25');
      const r = salinity({ temperatureC: 25, value: 1.026, unit: 'sg', sgConvention: '25/25' });
      await expect(output(page, 'practicalSalinity')).toHaveText(f(r.practicalSalinity!, 2));
      await page.locator('#sgConvention').selectOption('15/4');
      await expect(output(page, 'sg154')).toBeVisible();
    });

    test('reef targets derive from 34–36 ppt; 25/4 first on /ja; 1.023 (25/4) is within every row', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/salinity?temperatureC=25&value=1.023&unit=sg&sgConvention=25%2F4`);
      const rows = page.getByTestId('reef-targets').locator('li');
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-target')));
      expect(ids).toEqual(
        locale === 'ja'
          ? ['salinity', 'sg254', 'sg2525', 'densityGcm3', 'conductivity25']
          : ['salinity', 'sg2525', 'sg254', 'densityGcm3', 'conductivity25'],
      );
      for (const id of ids) await expect(page.locator(`[data-target="${id}"]`)).toHaveAttribute('data-position', 'within');
      await expect(page.locator('[data-target="sg254"]')).toContainText(`${f(1.0226, 4)}`);
      await expect(page.locator('[data-target="sg254"]')).toContainText(`${f(1.0241, 4)}`);
      await page.locator('#value').fill('1.021'); // ≈ 32 ppt: low everywhere
      await expect(page.locator('[data-target="salinity"]')).toHaveAttribute('data-position', 'below');
      await expect(page.locator('[data-target="sg2525"]')).toHaveAttribute('data-position', 'below');
    });

    test('a 規格水槽 preset fills the volume screen; weight and floor load against both references', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/volume`);
      const picker = page.locator('#tankPreset');
      await expect(picker.locator('option[value="jp60"]')).toHaveText(locale === 'ja' ? '60cm規格（60×30×36 cm）' : '60 × 30 × 36 cm');
      await picker.selectOption('jp60');
      await expect(page.locator('#lengthCm')).toHaveValue('60');
      await expect(page.locator('#glassThicknessMm')).toHaveValue('6');
      await expect(page.locator('#waterLevelCm')).toHaveValue('32.4');
      await expect(page.getByTestId('tank-presets').getByTestId('preset-info')).toHaveAttribute('data-grade', 'generic');
      await page.locator('#lengthCm').fill('61'); // edited: no longer the preset
      await expect(picker).toHaveValue('');
      await picker.selectOption('jp60');

      const input = volumeSchema.parse({
        ...volumeFromPreset(findTankPreset('jp60')!),
        sandHeightCm: 3,
        sandGrain: 'medium',
        liveRockKg: 15,
        sump: { lengthCm: 60, widthCm: 30, waterLevelCm: 20 },
        equipmentPct: 2,
      });
      const w = tankWeight({ ...input, material: 'glass' }, volume(input))!;
      await expect(output(page, 'totalKg')).toHaveText(f(w.totalKg!, 2));
      await expect(output(page, 'floorLoadNm2')).toHaveText(f(w.floorLoadNm2!, 2));
      // Japanese pages compare floor load in kg/m² (約180 kg/m²): /ja shows it too
      if (locale === 'ja') await expect(output(page, 'floorLoadKgM2')).toHaveText(f(w.floorLoadKgM2!, 2));
      else await expect(output(page, 'floorLoadKgM2')).toHaveCount(0);
      const refs = page.getByTestId('floor-references').locator('li');
      await expect(refs.first()).toHaveAttribute('data-reference', locale === 'ja' ? 'jp' : 'us');
      await expect(page.getByTestId('floor-references')).toContainText(f(w.jpPct!, 0));
      await expect(page.getByTestId('floor-references')).toContainText(f(w.usPct!, 0));
      await page.getByText(locale === 'ja' ? 'アクリル（1.19 g/cm³）' : 'Acrylic (1.19 g/cm³)').click();
      const a = tankWeight({ ...input, material: 'acrylic' }, volume(input))!;
      await expect(output(page, 'totalKg')).toHaveText(f(a.totalKg!, 2));
      await page.locator('#standLengthCm').fill('-1');
      await expect(page.locator('#standLengthCm-error')).toBeVisible();
      await expect(page.getByTestId('weight')).toHaveCount(0);
    });

    test('glass leads with the allowable bending stress; strength and safety factor update it both ways', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/thickness`);
      const lead = page.locator('#allowableStressNmm2');
      await expect(page.getByLabel(locale === 'ja' ? /^許容曲げ応力（設計値）/ : /^Allowable bending stress/)).toHaveAttribute(
        'id',
        'allowableStressNmm2',
      );
      await expect(lead).toHaveValue('5.05');
      await lead.fill('5');
      await expect(page.locator('#tensileStrengthNmm2')).toHaveValue('19');
      await expect(output(page, 'allowableStressNmm2')).toHaveText(f(5, 2));
      await page.locator('#safetyFactor').fill('4');
      await expect(lead).toHaveValue('4.75'); // 19 / 4
      await page.locator('#tensileStrengthNmm2').fill('20');
      await expect(lead).toHaveValue('5');
      await lead.fill('abc');
      await expect(lead).toHaveValue('abc');
      await expect(page.locator('#allowableStressNmm2-error')).toBeVisible();
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.locator('#tensileStrengthNmm2')).toHaveValue('20');
    });

    test('thickness presets compare the usual glass and explain framed tanks', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/thickness`);
      await page.locator('#tankPreset').selectOption('jp60');
      await expect(page.locator('#waterHeightMm')).toHaveValue('324'); // 360 − 6 − 30
      await expect(page.getByTestId('preset-comparison')).toContainText('6');
      await expect(page.getByTestId('framed-note')).toBeVisible();
    });

    test('a nitrate-nitrogen kit reading goes into the dosing screen as NO3', async ({ page }) => {
      await open(page, `${prefix}/reef-calculator/dosing?parameter=nitrate&additiveId=potassium-nitrate&current=2&target=5`);
      const box = page.getByTestId('converter-nitrate');
      await box.locator('summary').click();
      await box.getByLabel(locale === 'ja' ? 'テストキットの値' : 'Kit reading').fill('2');
      await expect(box.getByTestId('converted-nitrate')).toContainText(f(8.85, 2));
      await box.getByRole('button', { name: locale === 'ja' ? '現在値に入れる' : 'Use as the current level' }).click();
      await expect(page.locator('#current')).toHaveValue('8.85');
    });
  });
}
