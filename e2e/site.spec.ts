/**
 * Site-wide checks: every URL of both sitemaps renders (200, one h1, right lang, no console error) and passes axe
 * in light and dark theme; sitemaps, robots.txt and per-page metadata are well formed.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  expectPageMetadata,
  locales,
  readSitemap,
  sitemapPath,
  type Locale,
} from './helpers';
import { calculators } from '@/lib/calculators/registry';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

type CalculatorMessages = { method: { summary: string; formula: string; notes?: string[]; sources: string[] } };

/** Both axe passes: light first, then dark through prefers-color-scheme (the theme defaults to "system"). */
async function axeInBothThemes(page: Page, label: string) {
  await expect(page.locator('html'), `${label}: light theme`).not.toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page, { label: `${label} light`, soft: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // next-themes follows the media query only once hydrated, so this also waits for hydration.
  await expect(page.locator('html'), `${label}: dark theme`).toHaveClass(/\bdark\b/);
  await expectNoSeriousAxeViolations(page, { label: `${label} dark`, soft: true });
}

for (const locale of locales) {
  test(`every ${locale} sitemap URL renders, is accessible in light and dark, and has its metadata`, async ({ page, request }) => {
    const entries = await readSitemap(request, locale);
    test.setTimeout(30_000 + entries.length * 15_000);
    const errors = collectConsoleErrors(page);
    for (const entry of entries) {
      await test.step(entry.path, async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        const res = await page.goto(entry.path);
        expect.soft(res?.status(), `${entry.path} status`).toBe(200);
        // A broken URL is reported once above; its 404 screen would only repeat the failure below.
        if (res?.status() !== 200) {
          errors.take();
          return;
        }
        await expect.soft(page.locator('html'), `${entry.path} lang`).toHaveAttribute('lang', locale);
        await expect.soft(page.locator('h1'), `${entry.path} has exactly one h1`).toHaveCount(1);
        await expectPageMetadata(page, { locale, canonical: entry.loc, alternates: entry.alternates }, { soft: true });
        await axeInBothThemes(page, entry.path);
        expect.soft(errors.take(), `${entry.path} console errors`).toEqual([]);
      });
    }
  });
}

test('sitemaps parse as XML with hreflang alternates and lastmod; robots.txt names both', async ({ page, request }) => {
  const origins = new Set<string>();
  for (const locale of locales) {
    const res = await request.get(sitemapPath(locale));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    // A real XML parser (the browser's): a parsererror element means the document is not well formed.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      const urls = [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => ({
        loc: u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent?.trim() ?? null,
        lastmod: u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent?.trim() ?? null,
        alternates: Object.fromEntries(
          [...u.getElementsByTagNameNS(XHTML, 'link')]
            .filter((l) => l.getAttribute('rel') === 'alternate')
            .map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        ) as Record<string, string>,
      }));
      return { error, root: doc.documentElement.localName, rootNs: doc.documentElement.namespaceURI, urls };
    }, xml);
    expect(parsed.error, `${sitemapPath(locale)} is well-formed XML`).toBeNull();
    expect(parsed.root).toBe('urlset');
    expect(parsed.rootNs).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.urls.length).toBeGreaterThan(0);
    // The regex reader the crawl uses sees the same URLs as the XML parser.
    expect((await readSitemap(request, locale)).map((e) => e.loc)).toEqual(parsed.urls.map((u) => u.loc));

    for (const url of parsed.urls) {
      expect(url.loc, 'every <url> has a <loc>').toBeTruthy();
      const loc = new URL(url.loc);
      origins.add(loc.origin);
      const isJa = loc.pathname === '/ja' || loc.pathname.startsWith('/ja/');
      expect(isJa, `${url.loc} belongs in the ${locale} sitemap`).toBe(locale === 'ja');
      expect(url.lastmod, `${url.loc} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/);
      expect(Number.isNaN(Date.parse(url.lastmod)), `${url.loc} lastmod is a date`).toBe(false);
      const langs = Object.keys(url.alternates).sort();
      // Pages in both languages list en, ja and x-default; a post written in one language lists it and x-default.
      expect(
        [
          ['en', 'ja', 'x-default'],
          [locale, 'x-default'],
        ],
        `${url.loc} alternates`,
      ).toContainEqual(langs);
      expect(url.alternates[locale], `${url.loc} is its own ${locale} alternate`).toBe(url.loc);
      expect(url.alternates['x-default'], `${url.loc} x-default is the English page where there is one`).toBe(url.alternates.en ?? url.loc);
    }
  }
  expect([...origins], 'one site origin across the sitemaps').toHaveLength(1);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapLines = (await robots.text())
    .split('\n')
    .filter((l) => /^sitemap:/i.test(l))
    .map((l) => l.replace(/^sitemap:\s*/i, '').trim());
  const origin = [...origins][0];
  expect(sitemapLines.sort()).toEqual([`${origin}/ja/sitemap.xml`, `${origin}/sitemap.xml`]);
});

const metadataSample: Record<Locale, string[]> = {
  en: ['/', '/reef-calculator', '/contact', '/login'],
  ja: ['/ja', '/ja/reef-calculator', '/ja/contact', '/ja/login'],
};

for (const locale of locales) {
  test(`${locale} pages carry canonical, hreflang alternates, og:title/og:description and "{Title} | ReefCalc"`, async ({
    page,
    request,
  }) => {
    const origin = new URL((await readSitemap(request, locale))[0].loc).origin;
    for (const path of metadataSample[locale]) {
      await test.step(path, async () => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        // Pages outside the sitemap (login) are checked against the same URL scheme.
        await expectPageMetadata(page, { locale, canonical: `${origin}${path === '/' ? '' : path}` });
      });
    }
  });
}

test('pages outside the sitemaps (sign-in, 404) pass axe in both themes', async ({ page }) => {
  const errors = collectConsoleErrors(page, [/Failed to load resource: the server responded with a status of 404/]);
  for (const path of ['/login', '/ja/login', '/no/such/page', '/ja/no/such/page']) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await axeInBothThemes(page, path);
      expect.soft(errors.take(), `${path} console errors`).toEqual([]);
    });
  }
});

/** Text as React escapes it into HTML. */
const htmlText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// The build precompiles the messages (next.config.ts), which turns their lists into objects: this holds the
// "How this is calculated" section of every calculator to the formula, notes and sources of messages/*.json.
test('every calculator shows its formula, every note and every source, in both languages', async ({ request }) => {
  for (const locale of locales) {
    const messages = (locale === 'en' ? en : ja) as unknown as { Calculators: Record<string, CalculatorMessages> };
    for (const { slug } of calculators) {
      const method = messages.Calculators[slug].method;
      const html = await (await request.get(`${locale === 'en' ? '' : '/ja'}/reef-calculator/${slug}`)).text();
      expect(method.sources.length, `${locale} ${slug}: sources in messages`).toBeGreaterThan(0);
      for (const text of [method.summary, method.formula, ...(method.notes ?? []), ...method.sources]) {
        expect.soft(html.includes(`>${htmlText(text)}<`), `${locale} ${slug}: "${text.slice(0, 60)}"`).toBe(true);
      }
    }
  }
});
