/**
 * Shared helpers for the e2e specs: sitemap reader, console-error collector, axe check and small locators.
 * Calculator and blog specs reuse them; keep them free of page-specific knowledge.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { site } from '@/lib/site';

export type Locale = 'en' | 'ja';
export const locales: readonly Locale[] = ['en', 'ja'];
export const siteName = site.name;

/** Where each locale's sitemap lives (English at the root, the others under their prefix). */
export const sitemapPath = (locale: Locale) => (locale === 'en' ? '/sitemap.xml' : `/${locale}/sitemap.xml`);

export interface SitemapEntry {
  /** Absolute URL as listed (on the configured site URL, e.g. http://localhost:3000/ja/contact). */
  loc: string;
  /** The same URL relative to the test server: pathname + search, resolved against Playwright's baseURL. */
  path: string;
  /** hreflang → absolute URL (en, ja, x-default). */
  alternates: Record<string, string>;
  lastmod: string | null;
}

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attr = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m ? decodeXml(m[1]) : null;
};

/** Maps an absolute site URL (sitemaps name http://localhost:3000) onto the server under test. */
export function toTestPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
}

/** Reads the entries of our own sitemap format (one <url> per page). Well-formedness is checked in site.spec.ts. */
export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = decodeXml(/<loc>([\s\S]*?)<\/loc>/.exec(body)?.[1].trim() ?? '');
    const alternates: Record<string, string> = {};
    for (const [tag] of body.matchAll(/<xhtml:link\b[^>]*>/g)) {
      const lang = attr(tag, 'hreflang');
      const href = attr(tag, 'href');
      if (attr(tag, 'rel') === 'alternate' && lang && href) alternates[lang] = href;
    }
    const lastmod = /<lastmod>([\s\S]*?)<\/lastmod>/.exec(body)?.[1].trim() ?? null;
    return { loc, path: loc ? toTestPath(loc) : '', alternates, lastmod };
  });
}

/** Fetches and parses one locale's sitemap; fails the test if it does not answer 200 with at least one URL. */
export async function readSitemap(request: APIRequestContext, locale: Locale): Promise<SitemapEntry[]> {
  const res = await request.get(sitemapPath(locale));
  expect(res.status(), `${sitemapPath(locale)} status`).toBe(200);
  const entries = parseSitemap(await res.text());
  expect(entries.length, `${sitemapPath(locale)} lists no <url>`).toBeGreaterThan(0);
  return entries;
}

export interface ConsoleErrors {
  /** Errors since the last take(), then forgets them. */
  take: () => string[];
}

/**
 * Collects console.error messages and uncaught page errors of `page`.
 * `ignore` drops expected noise, e.g. the 404 of a deliberately missing page.
 */
export function collectConsoleErrors(page: Page, ignore: readonly RegExp[] = []): ConsoleErrors {
  let errors: string[] = [];
  const keep = (text: string) => !ignore.some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
    const text = `console.error: ${msg.text()}${where}`;
    if (keep(text)) errors.push(`${page.url()} ${text}`);
  });
  page.on('pageerror', (err) => {
    const text = `pageerror: ${err.message}`;
    if (keep(text)) errors.push(`${page.url()} ${text}`);
  });
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations (WCAG 2.1 A/AA) of the current page, one readable line block each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}\n        ${n.html.slice(0, 160)}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s)) ${v.helpUrl}\n${nodes}${more}`;
    });
}

/** Fails (softly with `soft: true`) if axe finds a serious or critical violation; the message lists them. */
export async function expectNoSeriousAxeViolations(page: Page, { label = page.url(), soft = false } = {}) {
  const found = await seriousAxeViolations(page);
  const check = soft ? expect.soft : expect;
  check(found, `axe (${label}):\n${found.join('\n')}`).toEqual([]);
}

/**
 * Axe in the light theme, then the dark one (the page's `dark` class checked first), then back to light, the
 * browser's default. Soft with `soft: true`, so one screen's finding does not hide the next screen's.
 */
export async function expectNoSeriousAxeViolationsInBothThemes(page: Page, label: string, { soft = false } = {}) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectNoSeriousAxeViolations(page, { label: `${label} ${scheme}`, soft });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A JPEG the browser encodes (a gradient, 640×480), as a photo picked from a phone would arrive. */
export async function gradientJpeg(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 480);
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 640, 480);
    g.addColorStop(0, '#0e7490');
    g.addColorStop(1, '#f59e0b');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 640, 480);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

/** The one visible copy of a control that exists in both the desktop header and the mobile panel. */
export const visible = (locator: Locator) => locator.filter({ visible: true }).first();

/** Opens the header's settings popover (language, theme, units) once it is hydrated, and returns its panel. */
export async function openSettings(page: Page): Promise<Locator> {
  const button = page.getByTestId('settings-button');
  const panel = page.getByTestId('settings-panel');
  await expect(button).toHaveAttribute('data-ready', 'true');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Opens one of the log's on-demand sections (livestock, journal) by its button and waits for `section`. The button
 * can move while the tank view above it settles, so a click that lands elsewhere is repeated; once the section is
 * open the button is named for closing it and is not clicked again.
 */
export async function openLogSection(page: Page, openLabel: string, section: Locator) {
  await expect(async () => {
    const open = page.getByRole('button', { name: openLabel, exact: true });
    if (await open.isVisible()) await open.click();
    await expect(section).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks the unit system in the header's settings popover. */
export async function setUnits(page: Page, system: 'metric' | 'imperial') {
  await (await openSettings(page)).getByTestId('units-select').selectOption(system);
}

/** The current document's head metadata, read in the page. */
export async function readHeadMetadata(page: Page) {
  return page.evaluate(() => {
    const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content ?? null;
    const alternates: Record<string, string> = {};
    for (const l of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      alternates[l.getAttribute('hreflang') ?? ''] = l.getAttribute('href') ?? '';
    }
    return {
      title: document.title,
      canonicals: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      alternates,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogLocale: meta('meta[property="og:locale"]'),
    };
  });
}

/**
 * Canonical, hreflang alternates, Open Graph and "{Title} | ReefCalc" of the current page.
 * `expected.canonical` and `expected.alternates` come from the sitemap (absolute URLs on the configured site URL).
 */
export async function expectPageMetadata(
  page: Page,
  expected: { locale: Locale; canonical?: string; alternates?: Record<string, string> },
  { soft = false } = {},
) {
  const check = soft ? expect.soft : expect;
  const m = await readHeadMetadata(page);
  const where = `${page.url()}:`;
  check(m.title, `${where} title reads "{Title} | ${siteName}"`).toMatch(new RegExp(`^(?!${siteName} \\|).+ \\| ${siteName}$`));
  check(m.canonicals, `${where} exactly one canonical link`).toHaveLength(1);
  if (expected.canonical) check(m.canonicals[0], `${where} canonical`).toBe(expected.canonical);
  // Every page has its own locale and x-default; a blog post written in one language has only that one.
  check(Object.keys(m.alternates), `${where} hreflang alternates`).toEqual(expect.arrayContaining(['x-default']));
  check(Object.keys(m.alternates).filter((k) => k !== 'x-default').length, `${where} hreflang languages`).toBeGreaterThan(0);
  if (expected.alternates) check(m.alternates, `${where} alternates match the sitemap`).toEqual(expected.alternates);
  check(m.ogTitle, `${where} og:title`).toBe(m.title);
  check(m.ogDescription?.trim() || null, `${where} og:description`).not.toBeNull();
  check(m.ogDescription, `${where} og:description equals the description`).toBe(m.description);
  check(m.ogUrl, `${where} og:url equals the canonical`).toBe(m.canonicals[0]);
  check(m.ogLocale, `${where} og:locale`).toBe(expected.locale === 'ja' ? 'ja_JP' : 'en_US');
}

/**
 * Waits until the service worker controls the page and has finished activating. `ready` and `controller` come while
 * the worker may still be `activating` (it claims clients in its activate step): wait for the state a person's next
 * visit would find.
 */
export async function waitForActiveWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe('activated');
}
