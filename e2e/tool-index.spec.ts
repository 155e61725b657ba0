/**
 * Home and hub as a tool index: an icon per calculator, a search box on the hub that finds a
 * calculator by name in both languages (「比重」, "salinity", "KH"), no row with one card and two empty thirds, and
 * on a phone a calculator on the first screen of the home page.
 */
import { expect, test, type Page } from '@playwright/test';
import { calculators } from '@/lib/calculators/registry';
import { expectNoSeriousAxeViolations } from './helpers';

const cards = (page: Page) => page.getByTestId('calculator-card');
const visibleSlugs = (page: Page) =>
  cards(page)
    .filter({ visible: true })
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));

for (const prefix of ['', '/ja']) {
  test(`${prefix || '/'}: every calculator card has its own icon, and no row is mostly empty at 1366 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const path of [`${prefix}/reef-calculator`, prefix || '/']) {
      await page.goto(path);
      await expect(cards(page)).toHaveCount(calculators.length);
      const icons = await cards(page)
        .locator('svg[data-icon]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')));
      expect(icons.sort()).toEqual(calculators.map((c) => c.slug).sort());

      // cards side by side form a row; each row spans most of the index's width
      const index = (await page.getByTestId('calculator-index').boundingBox())!;
      const boxes = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      const rows = new Map<number, { left: number; right: number }>();
      for (const b of boxes) {
        const key = Math.round(b.top);
        const row = rows.get(key) ?? { left: Infinity, right: -Infinity };
        rows.set(key, { left: Math.min(row.left, b.left), right: Math.max(row.right, b.right) });
      }
      for (const [top, row] of rows) expect(row.right - row.left, `${path}: the row at ${top} px`).toBeGreaterThan(index.width * 0.6);
    }
  });

  test(`${prefix || '/'}: a calculator shows on the first screen of the home page on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(prefix || '/');
    const first = cards(page).first().getByRole('link');
    const box = (await first.boundingBox())!;
    expect(box.y + box.height, 'the first calculator title ends above the fold').toBeLessThanOrEqual(844);
  });
}

test('the hub search finds calculators by name in both languages', async ({ page }) => {
  await page.goto('/reef-calculator');
  const search = page.getByRole('searchbox', { name: 'Find a calculator' });
  const status = page.getByTestId('calculator-search-status');
  await expect(cards(page)).toHaveCount(calculators.length);
  // typing waits for hydration: a value typed before it would not filter
  await expect(async () => {
    await search.fill('');
    await search.fill('比重');
    expect(await visibleSlugs(page)).not.toHaveLength(calculators.length);
  }).toPass();
  expect(await visibleSlugs(page)).toContain('salinity');
  expect(await visibleSlugs(page)).not.toContain('par-distribution');

  await search.fill('salinity');
  expect(await visibleSlugs(page)).toContain('salinity');
  expect(await visibleSlugs(page)).not.toContain('dosing');

  await search.fill('ＫＨ');
  expect(await visibleSlugs(page)).toEqual(expect.arrayContaining(['dosing', 'consumption']));
  expect(await visibleSlugs(page)).not.toContain('salinity');
  // what matches is one list, best first, without the group headings
  await expect(page.locator('[data-group]')).toHaveCount(0);

  // PAR is the PAR map's word, not the start of "two-part"
  await search.fill('PAR');
  expect(await visibleSlugs(page)).toEqual(['par-distribution']);
  // a keeper's words find the calculator they mean first, in either language and width
  for (const [query, first] of [
    ['floor load', 'volume'],
    ['water change', 'dilution'],
    ['baking soda', 'dosing'],
    ['６０ｃｍ', 'volume'],
  ] as const) {
    await search.fill(query);
    expect((await visibleSlugs(page))[0], query).toBe(first);
  }

  await search.fill('zzz');
  await expect(cards(page).filter({ visible: true })).toHaveCount(0);
  await expect(status).toHaveText('No calculator matches “zzz”. Try another word, in English or Japanese.');

  await search.fill('');
  await expect(cards(page).filter({ visible: true })).toHaveCount(calculators.length);
  await expect(status).toBeEmpty();
  await expectNoSeriousAxeViolations(page);
});

test('the Japanese hub finds 比重 and salinity alike', async ({ page }) => {
  await page.goto('/ja/reef-calculator');
  const search = page.getByRole('searchbox', { name: '計算ツールを探す' });
  await expect(async () => {
    await search.fill('');
    await search.fill('salinity');
    expect(await visibleSlugs(page)).not.toHaveLength(10);
  }).toPass();
  expect(await visibleSlugs(page)).toContain('salinity');
  expect(await visibleSlugs(page)).not.toContain('par-distribution');
  await search.fill('比重');
  expect(await visibleSlugs(page)).toContain('salinity');
  await search.fill('水換え');
  expect(await visibleSlugs(page)).toEqual(expect.arrayContaining(['dilution', 'saltmix']));
  expect((await visibleSlugs(page))[0]).toBe('dilution');
  // what Japanese keepers type (the second Japanese review's table), full-width and half-width alike
  for (const [query, first] of [
    ['規格水槽', 'volume'],
    ['床の耐荷重', 'volume'],
    ['濾過槽', 'volume'],
    ['海水濃度', 'salinity'],
    ['１．０２３', 'salinity'],
    ['ｿﾙﾄ', 'saltmix'],
    ['水替え', 'dilution'],
    ['重曹', 'dosing'],
    ['クーラー', 'running-cost'],
    ['メタハラ', 'par-distribution'],
  ] as const) {
    await search.fill(query);
    expect((await visibleSlugs(page))[0], query).toBe(first);
  }
  await search.fill('ＰＡＲ');
  expect(await visibleSlugs(page)).toEqual(['par-distribution']);
  await search.fill('');
  await expect(search).toHaveAttribute('placeholder', '比重、KH、水換え…');
  await search.fill('存在しない');
  await expect(page.getByTestId('calculator-search-status')).toContainText('「存在しない」に一致する計算ツールはありません。');
});
