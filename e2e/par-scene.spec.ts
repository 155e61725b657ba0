/**
 * The PAR 3D view does not trap the page: the wheel over it scrolls the page, Ctrl+wheel zooms
 * the view instead, a vertical swipe is left to the browser (touch-action: pan-y), and on a phone the camera is
 * placed so that the whole tank fits the canvas (nothing drawn touches its edges); while it loads, its text is
 * readable on the dark box.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

async function openScene(page: Page): Promise<Locator> {
  await page.goto('/reef-calculator/par-distribution');
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const section = page.getByTestId('par-3d');
  const show = section.getByRole('button', { name: 'Show 3D view' });
  await expect(show).toBeEnabled();
  // a click that scrolls the section into view races its own auto-open, so the button is pressed in place
  await show.dispatchEvent('click');
  await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
  const canvas = section.locator('canvas');
  await expect(canvas).toBeVisible();
  return canvas;
}

/**
 * Pixels of the canvas's outermost ring that differ from the ring's most common colour (the empty background).
 * The few pixels next to each corner are left out: the frame's rounded corners show the page there.
 */
async function edgePixelsDrawn(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
    const CORNER = 12;
    const ring: number[][] = [];
    const px = (x: number, y: number) => [...data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)];
    for (let x = CORNER; x < width - CORNER; x++) ring.push(px(x, 0), px(x, height - 1));
    for (let y = CORNER; y < height - CORNER; y++) ring.push(px(0, y), px(width - 1, y));
    const counts = new Map<string, number>();
    for (const p of ring) counts.set(p.join(), (counts.get(p.join()) ?? 0) + 1);
    const bg = [...counts.entries()]
      .sort((a, b) => b[1] - a[1])[0][0]
      .split(',')
      .map(Number);
    return ring.filter((p) => p.some((v, i) => Math.abs(v - bg[i]) > 8)).length;
  }, png.toString('base64'));
}

test('the wheel over the 3D view scrolls the page; Ctrl+wheel zooms the view', async ({ page }) => {
  test.setTimeout(150_000);
  const canvas = await openScene(page);
  await canvas.scrollIntoViewIfNeeded();
  // the "save to my log" section above loads as it comes near; its final height is what the page scrolls by
  await expect(page.getByTestId('par-save-no-tank')).toBeVisible();
  // the page can scroll further down from here (the method section and the footer follow)
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.scrollY - window.innerHeight)).toBeGreaterThan(300);

  const centre = async () => {
    const b = (await canvas.boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 844 - b.y - 10));
  };
  await centre();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);

  // with Ctrl held the view zooms (its pixels change) and the page stays where it is
  await canvas.scrollIntoViewIfNeeded();
  await centre();
  const still = await page.evaluate(() => window.scrollY);
  const shot = await canvas.screenshot();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(async () => Buffer.compare(await canvas.screenshot(), shot) !== 0).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(still);
});

test('a vertical swipe is left to the page, and the whole tank fits the canvas on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  const canvas = await openScene(page);
  expect(await canvas.evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y');
  expect(await canvas.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).touchAction)).toBe('pan-y');
  await canvas.scrollIntoViewIfNeeded();
  // the "save to my log" section above loads as it comes near and grows; once it has, the canvas stays put for the shot
  await expect(page.getByTestId('par-save-no-tank')).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  // something is drawn, and none of it reaches the canvas's edges
  const png = await canvas.screenshot();
  await test.info().attach('3D view at 390 px', { body: png, contentType: 'image/png' });
  expect(png.length).toBeGreaterThan(2_000);
  expect(await edgePixelsDrawn(page, png)).toBe(0);
});

test('while the 3D view loads, its "Loading…" reads clearly on the dark box, in both languages', async ({ page }) => {
  for (const [path, show, loading] of [
    ['/reef-calculator/par-distribution', 'Show 3D view', 'Loading…'],
    ['/ja/reef-calculator/par-distribution', '3D表示を開く', '読み込み中…'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    // every script asked for from now on is held: the scene's chunk never arrives, so its loading text stays
    await page.route('**/_next/static/**/*.js', () => undefined);
    const section = page.getByTestId('par-3d');
    await section.getByRole('button', { name: show }).dispatchEvent('click');
    await expect(section.getByText(loading, { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
