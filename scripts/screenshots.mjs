#!/usr/bin/env node
// Screenshots of every screen for reviewers (not test baselines): both themes, both locales, 390 px and 1366 px
// wide, full page, written to screenshots/ (git-ignored). The screens are the English sitemap's pages (home, hub,
// calculators, blog, posts, sponsors, contact) and those no crawler lists (the log, sign-in, settings, the offline
// screen), each also under /ja. Start a server first (npm run build && npx next start -p 3000 -H localhost), then:
// node scripts/screenshots.mjs [--base=http://localhost:3000] [--only=dosing,log,contact] (names are the last
// path segment; `home` for /). Uses Debian's chromium (CHROME_PATH to change it).
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
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].trim()).pathname);
const paths = [...new Set([...listed, '/log', '/login', '/settings', '/offline'])];
const nameOf = (path) => (path === '/' ? 'home' : path.split('/').filter(Boolean).join('_'));
const wanted = paths.filter((p) => only.length === 0 || only.includes(p === '/' ? 'home' : p.split('/').pop()));
if (wanted.length === 0) throw new Error(`no screens found in ${base}/sitemap.xml for --only=${only.join(',')}`);

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
        for (const path of wanted) {
          const url = `${base}${locale === 'ja' ? (path === '/' ? '/ja' : `/ja${path}`) : path}`;
          await page.goto(url, { waitUntil: 'networkidle' });
          // a calculator is photographed once it has read its inputs, the log once it has opened its storage
          if (path.startsWith('/reef-calculator/'))
            await page.locator('[data-testid="calculator"][data-ready="true"]').waitFor({ timeout: 20_000 });
          if (path === '/log') await page.getByTestId('log-app').waitFor({ timeout: 20_000 });
          const file = new URL(`${nameOf(path)}-${locale}-${theme}-${width}.png`, outDir);
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
