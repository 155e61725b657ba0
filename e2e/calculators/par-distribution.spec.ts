import { expect, test, type Page } from '@playwright/test';
import { compute, ppfdAt, type ParInput } from '@/lib/calculators/par-distribution';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import { formatNumber } from '@/lib/format';
import { setUnits } from '../helpers';

const PATH = '/reef-calculator/par-distribution';

/** The default input with some fields changed (fixtures by index). */
function inputWith(over: Partial<ParInput> = {}, fixtures: Record<number, Partial<ParInput['fixtures'][number]>> = {}): ParInput {
  const base = structuredClone(screenDefaults) as ParInput;
  return { ...base, ...over, fixtures: base.fixtures.map((f, i) => ({ ...f, ...fixtures[i] })) };
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
}

const output = (page: Page, name: string) => page.locator(`output[name="${name}"]`);
const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The statistics on screen equal compute() of the same input, in the screen's precision. */
async function expectStats(page: Page, locale: string, input: ParInput) {
  const r = compute(input);
  await expect(output(page, 'average')).toHaveText(formatNumber(r.average!, locale, 0));
  await expect(output(page, 'maximum')).toHaveText(formatNumber(r.maximum!, locale, 0));
  await expect(output(page, 'minimum')).toHaveText(formatNumber(r.minimum!, locale, 0));
  await expect(output(page, 'uniformityMinAvg')).toHaveText(formatNumber(r.uniformityMinAvg!, locale, 2));
  await expect(output(page, 'uniformityMinMax')).toHaveText(formatNumber(r.uniformityMinMax!, locale, 2));
}

/** RGBA of the heat map canvas at a grid cell. */
const pixel = (page: Page, i: number, j: number) =>
  page.getByTestId('par-canvas').evaluate((c: HTMLCanvasElement, [x, y]) => [...c.getContext('2d')!.getImageData(x, y, 1, 1).data], [i, j]);

/** Makes every canvas refuse a WebGL context, as a browser with WebGL disabled does. */
const disableWebGL = (page: Page) =>
  page.addInitScript(() => {
    const proto = HTMLCanvasElement.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'getContext')!.value as (this: HTMLCanvasElement, ...a: unknown[]) => unknown;
    proto.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/^(webgl|webgl2|experimental-webgl)$/.test(type)) return null;
      return original.call(this, type, ...rest);
    } as typeof proto.getContext;
  });

for (const locale of ['en', 'ja'] as const) {
  const prefix = locale === 'ja' ? '/ja' : '';
  const text =
    locale === 'ja'
      ? {
          length: '水槽の幅（W・内寸）',
          invalid: '入力値が正しくありません',
          belowSand: 'マップの水深が底砂より深くなっています',
          show3d: '3D表示を開く',
          noWebgl: 'WebGLが必要です',
          generic: '一般的な目安',
          ownFigure: 'ご自身で入力した値',
          map: '水深30 cmのPAR分布',
        }
      : {
          length: 'Tank length (inside, left to right)',
          invalid: 'Invalid Input Values',
          belowSand: 'The map depth is below the sand bed',
          show3d: 'Show 3D view',
          noWebgl: 'needs WebGL',
          generic: 'Generic estimate',
          ownFigure: 'Your own figure',
          map: 'PAR map at 30 cm depth',
        };

  test.describe(`par-distribution (${locale})`, () => {
    test('statistics match compute() for the defaults and after an edit; the table samples the model', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByRole('heading', { name: text.map })).toBeVisible();
      await expectStats(page, locale, inputWith());
      await expect(output(page, 'average')).toHaveAttribute('for', /fixtures\.0\.xCm/);

      await page.getByLabel(text.length).fill('120');
      await field(page, 'fixtures.1.heightCm').fill('35');
      const input = inputWith({ tankLengthCm: 120 }, { 1: { heightCm: 35 } });
      await expectStats(page, locale, input);

      const table = page.getByTestId('par-table');
      await expect(table.locator('thead th')).toHaveCount(1 + 13); // 0, 10 … 120 cm
      const cell = table.locator('tbody tr').nth(2).locator('td').nth(2); // Y 20, X 20
      await expect(table.locator('tbody tr').nth(2).locator('th')).toHaveText('20');
      await expect(cell).toHaveText(formatNumber(ppfdAt(input, 20, 20)!, locale, 0));
    });

    test('dragging a fixture moves its fields and repaints the map', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const canvas = page.getByTestId('par-canvas');
      await expect(canvas).toHaveAttribute('data-painted', /\d+/);
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      const before = await pixel(page, 44, 15); // the cell under fixture 2 (x 67.5 cm, y 22.5 cm; 1.5 cm cells)
      const painted = Number(await canvas.getAttribute('data-painted'));

      const handle = page.getByTestId('par-handle-1');
      const hb = (await handle.boundingBox())!;
      const start = { x: hb.x + hb.width / 2, y: hb.y + hb.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x - box.width * 0.5, start.y + box.height * 0.2, { steps: 12 });
      await expect.poll(async () => Number(await canvas.getAttribute('data-painted'))).toBeGreaterThan(painted + 3);
      await page.mouse.up();

      // pointer x 67.5 − 45 = 22.5 cm, y 22.5 + 9 = 31.5 cm (rounded to 0.5 cm; the handle centre may sit a pixel off)
      await expect(page).toHaveURL(/fixtures\.1\.xCm=/);
      const x = Number(await field(page, 'fixtures.1.xCm').inputValue());
      const y = Number(await field(page, 'fixtures.1.yCm').inputValue());
      expect(Math.abs(x - 22.5)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(y - 31.5)).toBeLessThanOrEqual(0.5);
      await expect(handle).toHaveAttribute('data-x', String(x));
      expect(await pixel(page, 44, 15)).not.toEqual(before);
      await expectStats(page, locale, inputWith({}, { 1: { xCm: x, yCm: y } }));

      // the readout follows the pointer over the map
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
      const readout = page.getByTestId('par-readout');
      await expect(readout).toContainText(`X 22.5 cm`);
      const v = ppfdAt(inputWith({}, { 1: { xCm: x, yCm: y } }), 22.5, 22.5)!;
      await expect(readout).toContainText(formatNumber(v, locale, 0));
    });

    test('the arrow keys move a focused fixture by 1 cm, with Shift by 5 cm', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const handle = page.getByTestId('par-handle-0');
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect(field(page, 'fixtures.0.xCm')).toHaveValue('24.5');
      await expect(field(page, 'fixtures.0.yCm')).toHaveValue('26.5');
      await expect(page).toHaveURL(/fixtures\.0\.yCm=26\.5/);
      await expect(handle).toBeFocused();
      const input = inputWith({}, { 0: { xCm: 24.5, yCm: 26.5 } });
      await expectStats(page, locale, input);
      await expect(page.getByTestId('par-announce')).toContainText(formatNumber(ppfdAt(input, 24.5, 26.5)!, locale, 0));
      await expect(page.getByTestId('par-readout')).toContainText('24.5');
    });

    test('a preset fills its figures and shows its grade; editing a figure makes the fixture custom', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      const row = page.getByTestId('list-fixtures').locator('[data-row="0"]');
      await expect(row.getByTestId('preset-info')).toContainText(text.generic);
      await field(page, 'fixtures.0.type').selectOption('led-puck-60');
      await expect(field(page, 'fixtures.0.ppfdRef')).toHaveValue('900');
      await expect(field(page, 'fixtures.0.beamDeg')).toHaveValue('60');
      await expectStats(page, locale, inputWith({}, { 0: { type: 'led-puck-60', ppfdRef: 900, beamDeg: 60 } }));
      await field(page, 'fixtures.0.ppfdRef').fill('750');
      await expect(field(page, 'fixtures.0.type')).toHaveValue('custom');
      await expect(row.getByTestId('preset-info')).toHaveAttribute('data-grade', 'custom');
      await expect(row.getByTestId('preset-info')).toContainText(text.ownFigure);
    });

    test('bad input shows the message and no number; a map below the sand bed is refused', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'depthCm').fill('45');
      await expect(page.locator('[id="depthCm-error"]')).toContainText(text.belowSand);
      await expect(page.getByTestId('invalid-input')).toContainText(text.invalid);
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.getByTestId('par-canvas')).toHaveCount(0);
      await field(page, 'depthCm').fill('40');
      await expectStats(page, locale, inputWith({ depthCm: 40 }));
      await field(page, 'fixtures.0.beamDeg').fill('9x');
      await expect(field(page, 'fixtures.0.beamDeg')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('output:not([data-stale] output)')).toHaveCount(0); // the last valid result may stay, dimmed
      await expect(page.getByTestId('results')).not.toContainText('NaN');
    });

    test('reload keeps the inputs and a shared link reproduces the results', async ({ page, browser }) => {
      await open(page, `${prefix}${PATH}`);
      await field(page, 'depthCm').fill('12');
      await field(page, 'fixtures.0.heightCm').fill('15');
      await page.getByTestId('list-fixtures').getByRole('button').first().click(); // duplicate row 1: the copy follows it
      await expect(field(page, 'fixtures.1.name')).toHaveValue('LED 1');
      await expect(field(page, 'fixtures.2.name')).toHaveValue('LED 2');
      await expect(page).toHaveURL(/fixtures\.1\.heightCm=15/);
      const expected = await output(page, 'average').textContent();
      await page.reload();
      await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
      await expect(field(page, 'depthCm')).toHaveValue('12');
      await expect(page.getByTestId('par-handle-2')).toBeVisible();
      await expect(output(page, 'average')).toHaveText(expected!);

      const other = await browser.newContext();
      const fresh = await other.newPage();
      await open(fresh, page.url());
      await expect(field(fresh, 'fixtures.1.heightCm')).toHaveValue('15');
      await expect(output(fresh, 'average')).toHaveText(expected!);
      await other.close();
      const base = inputWith({ depthCm: 12 }, { 0: { heightCm: 15 } });
      await expectStats(page, locale, { ...base, fixtures: [base.fixtures[0], base.fixtures[0], base.fixtures[1]] });
    });

    test('imperial units convert lengths at the edge', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await setUnits(page, 'imperial');
      // 45 cm = 17.7165… in, shown to the kit's display precision
      await expect.poll(async () => Number(await field(page, 'tankWidthCm').inputValue())).toBeCloseTo(45 / 2.54, 2);
      await field(page, 'tankLengthCm').fill('36'); // 91.44 cm
      await expect(page).toHaveURL(/tankLengthCm=91\.44/);
      await expectStats(page, locale, inputWith({ tankLengthCm: 91.44 }));
      await expect(page.getByRole('heading', { name: /11\.8 in/ })).toBeVisible(); // 30 cm
      await page.getByTestId('par-handle-0').focus();
      await expect(page.getByTestId('par-readout')).toContainText('8.9 in'); // 22.5 cm
    });

    test('coral zones overlay the map with their rule-of-thumb ranges', async ({ page }) => {
      await open(page, `${prefix}${PATH}`);
      await expect(page.getByTestId('par-zones')).toHaveCount(0);
      await page.getByTestId('par-zones-toggle').check();
      await expect(page.getByTestId('par-zones').locator('g[data-zone="sps"] path').first()).toHaveAttribute('d', /^M/);
      await expect(page.getByTestId('par-legend').locator('[data-zone="lps"]')).toContainText(locale === 'ja' ? '100～350' : '100–350');
    });

    test('without WebGL the page works and says why there is no 3D view', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await disableWebGL(page);
      await open(page, `${prefix}${PATH}`);
      await expectStats(page, locale, inputWith());
      await expect(page.getByTestId('par-canvas')).toHaveAttribute('data-painted', /\d+/);
      const section = page.getByTestId('par-3d');
      await section.scrollIntoViewIfNeeded(); // scrolling into view opens it, as the button does
      await expect(section).toHaveAttribute('data-state', 'noWebgl');
      await expect(page.getByTestId('par-3d-message')).toContainText(text.noWebgl);
      await expect(section.locator('canvas')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('the 3D view loads only on request and opens without errors', async ({ page }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const scripts: { url: string; afterClick: boolean }[] = [];
      let clicked = false;
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), afterClick: clicked });
      });
      await open(page, `${prefix}${PATH}`);
      const section = page.getByTestId('par-3d');
      await expect(section).toHaveAttribute('data-state', 'idle');
      const bodies = async (afterClick: boolean) =>
        Promise.all(scripts.filter((s) => s.afterClick === afterClick).map(async (s) => (await page.request.get(s.url)).text()));
      // three.js is not in the first-load scripts (its renderer's name is a string constant of the bundle)
      expect((await bodies(false)).some((body) => body.includes('WebGLRenderer'))).toBe(false);

      // the server renders the button disabled (a tap before hydration would be lost); hydration enables it
      const html = await (await page.request.get(`${prefix}${PATH}`)).text();
      expect(html).toMatch(new RegExp(`<button[^>]*\\bdisabled\\b[^>]*>${text.show3d}</button>`));
      const show = page.getByRole('button', { name: text.show3d });
      await expect(show).toBeEnabled();

      clicked = true;
      // a click that scrolls the section into view races its own auto-open, so the button is pressed in place
      await show.dispatchEvent('click');
      await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
      await expect(section.locator('canvas')).toBeVisible();
      expect((await bodies(true)).some((body) => body.includes('WebGLRenderer'))).toBe(true);

      // the scene follows the inputs
      await field(page, 'depthCm').fill('20');
      await expect(output(page, 'average')).toHaveText(formatNumber(compute(inputWith({ depthCm: 20 })).average!, locale, 0));
      await expect(section).toHaveAttribute('data-state', 'ready');
      expect(errors).toEqual([]);
    });
  });
}
