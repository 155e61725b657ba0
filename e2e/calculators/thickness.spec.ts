import { expect, test, type Page } from '@playwright/test';
import { compute, defaults, nearestStandardSheetMm, schema } from '@/lib/calculators/thickness';
import { formatNumber } from '@/lib/format';
import { expectNoSeriousAxeViolations, setUnits } from '../helpers';

const PATH = '/reef-calculator/thickness';

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const run = (input: object) => compute(schema.parse({ ...defaults, ...input }));
const PANELS = ['front', 'side', 'bottom'] as const;

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const f = (v: number, d = 2) => formatNumber(v, locale, d);
  const text =
    locale === 'ja'
      ? {
          reference: '計算結果はあくまで目安です。設計は専門業者に確認してもらってください。',
          acrylic: 'アクリル',
          open: 'フランジなし（上部開放）',
          invalid: '入力値が正しくありません',
          water: /^水面の高さ/,
          fnzas: 'FNZAS',
        }
      : {
          reference: 'Results are for reference only. Have a professional check your design.',
          acrylic: 'Acrylic',
          open: 'Open top (rimless, no brace)',
          invalid: 'Invalid Input Values',
          water: /^Water height/,
          fnzas: 'FNZAS',
        };

  /** Every panel's thickness and deflection in mm and in, and its standard sheet, as compute() gives them. */
  async function expectPanels(page: Page, input: object) {
    const r = run(input);
    const material = (input as { material?: string }).material === 'acrylic' ? 'acrylic' : 'glass';
    for (const name of PANELS) {
      const p = r[name];
      if (!p) {
        await expect(output(page, `${name}.thicknessMm`)).toHaveCount(0);
        continue;
      }
      await expect(output(page, `${name}.thicknessMm`)).toHaveText(f(p.thicknessMm));
      await expect(output(page, `${name}.thicknessIn`)).toHaveText(f(p.thicknessMm / 25.4, 3));
      await expect(output(page, `${name}.deflectionMm`)).toHaveText(f(p.deflectionMm));
      await expect(output(page, `${name}.deflectionIn`)).toHaveText(f(p.deflectionMm / 25.4, 3));
      const sheet = nearestStandardSheetMm(p.thicknessMm, material);
      if (sheet !== null) await expect(output(page, `${name}.standardSheetMm`)).toHaveText(f(sheet, 0));
    }
    return r;
  }

  test.describe(`thickness (${locale})`, () => {
    test('glass defaults: allowable stress 5.05 N/mm², three panels, the reference note and the FNZAS note', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByLabel(text.water)).toHaveAttribute('id', 'waterHeightMm');
      await expect(output(page, 'allowableStressNmm2')).toHaveText(f(5.05));
      await expectPanels(page, {});
      await expect(output(page, 'front.thicknessMm')).toHaveAttribute('for', /waterHeightMm.*lengthMm.*safetyFactor/);
      await expect(page.getByTestId('reference-note')).toHaveText(text.reference);
      await expect(page.getByTestId('results')).toContainText(text.fnzas);
    });

    test('a tall glass tank with a low safety factor matches compute() and warns', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const input = { waterHeightMm: 600, lengthMm: 1800, widthMm: 600, safetyFactor: 3 };
      for (const [id, v] of Object.entries(input)) await field(page, id).fill(String(v));
      const r = await expectPanels(page, input);
      await expect(output(page, 'allowableStressNmm2')).toHaveText(f(r.allowableStressNmm2!));
      await expect(page.locator('[data-warning="safetyFactorBelowTypical"]')).toBeVisible();
    });

    test('acrylic: sheet type, custom psi only for custom, open top ×1.5 with its warnings', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await page.getByText(text.acrylic, { exact: true }).click();
      await expect(field(page, 'safetyFactor')).toHaveCount(0);
      await expect(field(page, 'allowableStressPsi')).toHaveCount(0);
      await expectPanels(page, { material: 'acrylic' });
      await field(page, 'acrylicType').selectOption('custom');
      await field(page, 'allowableStressPsi').fill('750');
      await page.getByText(text.open, { exact: true }).click();
      const input = { material: 'acrylic', acrylicType: 'custom', allowableStressPsi: 750, top: 'open' };
      const r = await expectPanels(page, input);
      const braced = run({ ...input, top: 'braced' });
      expect(r.front!.thicknessMm).toBeCloseTo(braced.front!.thicknessMm * 1.5, 9);
      await expect(page.locator('[data-warning="openTopDeflection"]')).toBeVisible();
      await expect(page.getByTestId('reference-note')).toHaveText(text.reference);
    });

    test('side and bottom panels can be switched off', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'panels.side').uncheck();
      await expect(output(page, 'side.thicknessMm')).toHaveCount(0);
      await field(page, 'panels.bottom').uncheck();
      await expect(output(page, 'bottom.thicknessMm')).toHaveCount(0);
      await expect(page.getByTestId('results')).not.toContainText(text.fnzas);
      await expectPanels(page, { panels: { side: false, bottom: false } });
      await field(page, 'panels.side').check();
      await expect(output(page, 'side.thicknessMm')).toBeVisible();
    });

    test('bad input shows a message and no number, and the reference note stays', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'waterHeightMm').fill('4２0x');
      await expect(field(page, 'waterHeightMm')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('[id="waterHeightMm-error"]')).toBeVisible();
      await expect(page.getByTestId('invalid-input')).toContainText(text.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.getByTestId('reference-note')).toHaveText(text.reference);
      await field(page, 'safetyFactor').fill('0.5');
      await expect(page.locator('[id="safetyFactor-error"]')).toBeVisible();
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await page.getByText(text.acrylic, { exact: true }).click();
      await field(page, 'acrylicType').selectOption('extruded');
      await field(page, 'waterHeightMm').fill('500');
      await field(page, 'panels.bottom').uncheck();
      const input = { material: 'acrylic', acrylicType: 'extruded', waterHeightMm: 500, panels: { side: true, bottom: false } };
      await expect(page).toHaveURL(/panels\.bottom=false/);
      await expectPanels(page, input);
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'acrylicType')).toHaveValue('extruded');
      await expect(field(page, 'panels.bottom')).not.toBeChecked();
      await expectPanels(page, input);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'waterHeightMm')).toHaveValue('500');
      await expectPanels(fresh, input);
      await other.close();
    });

    test('imperial: the inputs are in inches (72×24×24 in acrylic is about 0.43 in thick)', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      await expect(field(page, 'waterHeightMm')).toHaveValue('16.535'); // 420 mm, shown to 3 decimals
      await page.getByText(text.acrylic, { exact: true }).click();
      for (const [id, v] of Object.entries({ waterHeightMm: '24', lengthMm: '72', widthMm: '24' })) await field(page, id).fill(v);
      await expect(page).toHaveURL(/lengthMm=1828\.8/);
      const r = await expectPanels(page, { material: 'acrylic', waterHeightMm: 609.6, lengthMm: 1828.8, widthMm: 609.6 });
      expect(r.front!.thicknessMm / 25.4).toBeCloseTo(0.43, 2); // docs/methods.md#thickness-acrylic
      await expect(page.locator('[data-warning="largeDeflection"]')).toBeVisible();
    });

    test('has no serious accessibility violation in light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, `${prefix}${PATH}?material=acrylic&top=open&acrylicType=custom`);
        await expectNoSeriousAxeViolations(page, { label: `${locale} ${scheme}` });
      }
    });
  });
}
