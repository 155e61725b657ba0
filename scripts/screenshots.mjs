#!/usr/bin/env node
// Screenshots of every calculator for reviewers (not test baselines): both themes, both locales, 390 px and
// 1366 px wide, full page, written to screenshots/ (git-ignored). Start a server first (npm run build && npx next
// start -p 3000 -H localhost), then: node scripts/screenshots.mjs [--base=http://localhost:3000] [--only=dosing,volume]
// Uses Debian's chromium (CHROME_PATH to change it). The calculators come from the site's own sitemap.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const arg = (name, fallback) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=') ?? fallback;
const base = arg('base', process.env.BASE_URL ?? 'http://localhost:3000');
const only = arg('only', '').split(',').filter(Boolean);
const outDir = new URL('../screenshots/', import.meta.url);
mkdirSync(outDir, { recursive: true });

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const slugs = [...sitemap.matchAll(/<loc>[^<]*\/reef-calculator\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]);
const wanted = [...new Set(slugs)].filter((s) => only.length === 0 || only.includes(s));
if (wanted.length === 0) throw new Error(`no calculators found in ${base}/sitemap.xml`);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let count = 0;
try {
  for (const width of [390, 1366]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width, height: width < 800 ? 844 : 900 },
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      // the site's theme defaults to the system's, which colorScheme sets
      const page = await context.newPage();
      for (const locale of ['en', 'ja']) {
        for (const slug of wanted) {
          await page.goto(`${base}${locale === 'ja' ? '/ja' : ''}/reef-calculator/${slug}`, { waitUntil: 'networkidle' });
          await page.locator('[data-testid="calculator"][data-ready="true"]').waitFor({ timeout: 20_000 });
          const file = new URL(`${slug}-${locale}-${theme}-${width}.png`, outDir);
          await page.screenshot({ path: file.pathname, fullPage: true });
          count += 1;
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${count} screenshots in ${outDir.pathname}`);
