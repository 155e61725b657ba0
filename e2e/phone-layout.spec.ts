/**
 * Small layout rules, measured on a phone: formula blocks wrap instead of scrolling sideways, the PAR table's
 * caption sits outside its scroller, the breadcrumb's "/" is readable in dark mode and its link (the page's one link
 * in view) prefetches only on intent, the contact address breaks only after "@", and a Japanese page sets its text in
 * one face. (Blog: each post listed once and tags in the reader's language, in blog.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { calculators } from '@/lib/calculators/registry';
import { site } from '@/lib/site';

test.use({ viewport: { width: 390, height: 844 } });

/** How many lines each text node of an element is laid out on. */
async function linesPerTextNode(page: Page, testId: string): Promise<{ text: string; lines: number }[]> {
  return page.getByTestId(testId).evaluate((el) => {
    const out: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      out.push({ text, lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size });
    }
    return out;
  });
}

/** WCAG contrast ratio of two CSS colours (any syntax the browser knows, oklch included), read through a canvas. */
async function contrast(page: Page, fg: string, bg: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      const luminance = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, bl] = [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    },
    [fg, bg] as const,
  );
}

test('formula blocks wrap on a phone instead of scrolling sideways', async ({ page }) => {
  test.slow(); // one page per calculator
  for (const { slug } of calculators) {
    for (const prefix of ['', '/ja']) {
      await page.goto(`${prefix}/reef-calculator/${slug}`);
      const pre = page.locator('section[aria-labelledby="method-title"] pre');
      await expect(pre).toBeVisible();
      const { scroll, client } = await pre.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${prefix}/reef-calculator/${slug}: the formula fits its block`).toBeLessThanOrEqual(client);
    }
  }
});

test('the PAR table caption is outside the scroller and fits the screen in Japanese', async ({ page }) => {
  await page.goto('/ja/reef-calculator/par-distribution');
  await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const caption = page.getByTestId('par-table-caption');
  await expect(caption).toBeVisible();
  await expect(caption).not.toBeEmpty();
  await expect(page.getByTestId('par-table').getByRole('region').getByTestId('par-table-caption')).toHaveCount(0);
  const box = (await caption.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await caption.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByTestId('par-table').locator('table')).toHaveAccessibleDescription(await caption.innerText());
});

test('the breadcrumb "/" has at least 4.5:1 contrast in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/reef-calculator/salinity');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const slash = page.locator('main article > nav span[aria-hidden="true"]');
  await expect(slash).toHaveText('/');
  const color = await slash.evaluate((el) => getComputedStyle(el).color);
  expect(await contrast(page, color, site.colors.dark)).toBeGreaterThanOrEqual(4.5);
});

for (const p of ['', '/ja']) {
  test(`${p}/reef-calculator/salinity: the breadcrumb prefetches the hub when focused, not on sight`, async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (r) => {
      const h = r.headers();
      if (h['next-router-prefetch'] || h['next-router-segment-prefetch']) prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`${p}/reef-calculator/salinity`);
    await expect(page.getByTestId('calculator')).toHaveAttribute('data-ready', 'true');
    await page.waitForTimeout(1_500); // a link in view would have prefetched by now
    expect(prefetched, 'nothing prefetched on sight').toEqual([]);
    await page.locator('main article > nav').getByRole('link').focus();
    await expect.poll(() => prefetched.includes(`${p}/reef-calculator`)).toBe(true);
  });
}

for (const path of ['/contact', '/ja/contact']) {
  test(`${path}: the address breaks only after "@" on a phone`, async ({ page }) => {
    await page.goto(path);
    const email = page.getByTestId('contact-email');
    await expect(email).toHaveText(site.contactEmail);
    const parts = await linesPerTextNode(page, 'contact-email');
    expect(parts.map((p) => p.text).join('')).toBe(site.contactEmail);
    for (const part of parts) expect(part.lines, `"${part.text}" stays on one line`).toBe(1);
  });
}

/** The font families the browser drew the text of `selector`'s first match with (DevTools protocol). */
async function drawnFamilies(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}

test('a Japanese page sets kana, kanji, Latin and digits in one face; an English page keeps the system face', async ({ page }) => {
  // The heading (kanji and kana), the lead paragraph (Japanese with digits and Latin), a result (digits) and the
  // site's name (Latin): with the system face first, the last two and parts of the paragraph came from another face.
  await page.goto('/ja/reef-calculator/salinity');
  const ja = new Set<string>();
  for (const selector of ['h1', 'main p', 'output', '[data-testid="header-row"] a']) {
    const families = await drawnFamilies(page, selector);
    expect(families.length, `${selector} has text`).toBeGreaterThan(0);
    for (const family of families) ja.add(family);
  }
  expect([...ja]).toHaveLength(1);

  await page.goto('/reef-calculator/salinity');
  expect(await drawnFamilies(page, 'h1')).not.toContain([...ja][0]);
});
