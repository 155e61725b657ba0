/**
 * Security headers (docs/security.md "Security headers"): the MDN HTTP Observatory's own tests and grader run against this
 * server, the headers on pages and on the files the proxy never sees, static pages that stay
 * static under their hash-based CSP, and no CSP violation in a browser on the pages that run the most script.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readSitemap } from './helpers';

interface ObservatoryResult {
  name: string;
  pass: boolean;
  result: string;
}

/** What this spec uses of the Observatory's modules (plain JavaScript, untyped). */
interface Retrieved {
  responses: { auto: { status: number } | null };
}
type ObservatoryTest = (r: Retrieved) => { pass: boolean; result: string; constructor: { name: string } };
interface Retriever {
  retrieve: (host: string, options: { httpPort: string; path: string; headers: string[] }) => Promise<Retrieved>;
}
interface Constants {
  ALL_TESTS: ObservatoryTest[];
}
interface Grader {
  getScoreModifier: (result: string) => number;
  getGradeForScore: (score: number) => { grade: string };
}

/** Observatory checks that can only pass over HTTPS (HSTS is ignored on http; the http → https redirect). */
const NEEDS_HTTPS = new Set(['strict-transport-security', 'redirection']);

const observatoryDir = dirname(createRequire(__filename).resolve('@mdn/mdn-http-observatory/package.json'));

/** Runs every Observatory test on one path of this server, as the public scanner does for a site's front page. */
async function observatory(baseURL: string, path: string, headers: string[] = []) {
  // The package ships without its HSTS preload list (its install script downloads it); none of ours is preloaded.
  const preload = join(observatoryDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
  const load = <T>(file: string) => import(pathToFileURL(join(observatoryDir, 'src', file)).href) as Promise<T>;
  const [{ retrieve }, { ALL_TESTS }, { getScoreModifier, getGradeForScore }] = await Promise.all([
    load<Retriever>('retriever/retriever.js'),
    load<Constants>('constants.js'),
    load<Grader>('grader/grader.js'),
  ]);
  const { hostname, port } = new URL(baseURL);
  const requests = await retrieve(hostname, { httpPort: port, path, headers });
  expect(requests.responses.auto, `${path} answered`).toBeTruthy();
  const results: ObservatoryResult[] = ALL_TESTS.map((t) => {
    const out = t(requests);
    return { name: out.constructor.name, pass: out.pass, result: out.result };
  });
  const score = results.reduce((s, r) => s + getScoreModifier(r.result), 100);
  return { status: requests.responses.auto!.status, results, score, grade: getGradeForScore(score).grade };
}

/** The first blog post and calculator of the English sitemap (so content changes never break this spec). */
async function samplePaths(request: APIRequestContext) {
  const paths = (await readSitemap(request, 'en')).map((e) => e.path);
  const post = paths.find((p) => /^\/blog\/[^/]+\/[^/]+$/.test(p));
  const calculator = paths.find((p) => /^\/reef-calculator\/[^/]+$/.test(p));
  expect(post, 'a blog post in the sitemap').toBeTruthy();
  expect(calculator, 'a calculator in the sitemap').toBeTruthy();
  return { post: post!, calculator: calculator! };
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v] as const),
  );

test.describe('HTTP Observatory', () => {
  test('every check that does not need HTTPS passes on pages of both locales, a calculator, a post and a 404', async ({
    request,
    baseURL,
  }) => {
    const { post, calculator } = await samplePaths(request);
    const paths = ['/', '/contact', '/ja', '/ja/contact', calculator, `/ja${calculator}`, post, '/ja/no-such-page'];
    const report: string[] = [];
    for (const path of paths) {
      // X-Forwarded-Proto as a TLS-terminating proxy sends it: cookies are then Secure, as they would be over HTTPS.
      const { status, results, score, grade } = await observatory(baseURL!, path, ['X-Forwarded-Proto: https']);
      expect(status, path).toBe(path.includes('no-such-page') ? 404 : 200);
      const failed = results.filter((r) => !r.pass && !NEEDS_HTTPS.has(r.name));
      expect(failed, `${path}: ${JSON.stringify(failed)}`).toEqual([]);
      const csp = results.find((r) => r.name === 'content-security-policy')!;
      expect(csp.result, path).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
      report.push(`${path}: ${score} (${grade}) on plain http`);
    }
    // Plain http (no proxy in front): the same, except that cookies cannot be Secure.
    const plain = await observatory(baseURL!, '/ja');
    expect(plain.results.filter((r) => !r.pass && !NEEDS_HTTPS.has(r.name) && r.name !== 'cookies')).toEqual([]);
    test.info().annotations.push({ type: 'observatory', description: report.join('; ') });
  });
});

test.describe('headers', () => {
  test('prerendered pages keep being served from the prerender cache, with a hash-based CSP', async ({ request }) => {
    const { post, calculator } = await samplePaths(request);
    for (const path of ['/', '/ja', calculator, `/ja${calculator}`, post, '/reef-calculator', '/ja/blog']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(res.status(), path).toBe(200);
      expect(h['x-nextjs-cache'], `${path} x-nextjs-cache`).toBe('HIT');
      expect(h['x-nextjs-prerender'], `${path} x-nextjs-prerender`).toBeTruthy();
      const csp = directives(h['content-security-policy']);
      const scriptSrc = csp.get('script-src')!;
      expect(scriptSrc[0]).toBe("'self'");
      expect(
        scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)),
        `${path}: ${scriptSrc.join(' ')}`,
      ).toBe(true);
      expect(scriptSrc.length, `${path} lists its inline scripts`).toBeGreaterThan(2);
      const html = await res.text();
      expect(html).not.toContain('nonce=');
    }
  });

  test('other pages get a fresh nonce that Next puts on its scripts', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/ja/no-such-page', '/no-such-page', '/reef-calculator/no-such-tool', '/blog/no/such-post']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const scriptSrc = directives(res.headers()['content-security-policy']).get('script-src')!;
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      const html = await res.text();
      const tagged = [...html.matchAll(/<script\b[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(tagged.length, `${path} scripts carry the nonce`).toBeGreaterThan(0);
      expect(new Set(tagged), path).toEqual(new Set([nonce]));
    }
    expect(nonces.size).toBe(4);
  });

  test('every kind of response carries the security headers', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)![1];
    const paths = [
      '/',
      '/ja/no-such-page',
      '/en',
      '/sitemap.xml',
      '/ja/sitemap.xml',
      '/feed.xml',
      '/robots.txt',
      '/icon.svg',
      '/api/blog/en',
      chunk,
      '/no-such-file.php',
      '/ja/%E0%A4%A',
      '/api/%FF',
    ];
    for (const path of paths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
      const h = res.headers();
      expect(h['strict-transport-security'], path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(h['permissions-policy'], path).toContain('camera=()');
      const csp = h['content-security-policy'];
      expect(csp, path).toBeTruthy();
      expect(csp, `${path}: exactly one policy`).not.toContain(', ');
      const d = directives(csp);
      expect(d.get('frame-ancestors'), path).toEqual(["'none'"]);
      const scripts = d.get('script-src') ?? d.get('default-src')!;
      expect(scripts.join(' '), path).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https?:/);
      if (d.has('script-src')) {
        expect(d.get('object-src'), path).toEqual(["'none'"]);
        expect(d.get('base-uri'), path).toEqual(["'self'"]);
        expect(d.get('form-action'), path).toEqual(["'self'"]);
        for (const k of ['default-src', 'img-src', 'style-src', 'connect-src', 'font-src']) expect(d.has(k), `${path} ${k}`).toBe(true);
        // plain http on localhost: upgrading would break every subresource
        expect(d.has('upgrade-insecure-requests'), path).toBe(false);
      }
    }
  });
});

test('with accounts configured, the browser may talk to the Supabase project and load its avatars', async ({ request }) => {
  const authDir = process.env.E2E_AUTH_DIST_DIR ?? '.next-auth';
  test.skip(!process.env.CI && !existsSync(`${authDir}/BUILD_ID`), `no accounts build in ${authDir}`);
  const supabase = `http://127.0.0.1:${process.env.E2E_FAKE_SUPABASE_PORT ?? 54329}`;
  for (const path of ['/', '/ja/no-such-page']) {
    const res = await request.get(`http://localhost:${process.env.E2E_AUTH_PORT ?? 3301}${path}`);
    const d = directives(res.headers()['content-security-policy']);
    expect(d.get('connect-src'), path).toEqual(["'self'", supabase]);
    expect(d.get('img-src'), path).toContain(supabase);
    expect(d.get('script-src')!.join(' '), path).not.toContain(supabase);
  }
});

/** Records CSP violations (the DOM event and the console report) from before the first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy/i.test(m.text())) fromConsole.push(m.text());
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return async (label: string) => {
    const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect([...events, ...fromConsole], `${label}: CSP violations`).toEqual([]);
    expect(pageErrors, `${label}: page errors`).toEqual([]);
  };
}

test.describe('no CSP violation in the browser', () => {
  test('home, then a client-side navigation, a calculator with input, a blog post and a 404', async ({ page, request }) => {
    const { post, calculator } = await samplePaths(request);
    const check = await watchCsp(page);

    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    // Hydrated: the theme script ran and React took over (the theme select answers).
    await expect(page.locator('html')).toHaveAttribute('class', /light|dark/);
    await check('/');

    await page.locator(`a[href="${calculator}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${calculator}$`));
    await expect(page.locator('h1')).toBeVisible();
    await check(`client navigation to ${calculator}`);

    await page.goto(`/ja${calculator}`);
    const input = page.locator('main input[type="text"], main input[inputmode]').first();
    await input.fill('30');
    await input.press('Tab');
    await expect(page.locator('main output, main [data-testid]').first()).toBeVisible();
    await check(`/ja${calculator} with input`);

    await page.goto(post);
    await expect(page.locator('article h1, h1').first()).toBeVisible();
    await check(post);

    const res = await page.goto('/ja/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('ページが見つかりません');
    await check('/ja/no-such-page');
  });

  test('the PAR page with its 3D view open', async ({ page }) => {
    test.setTimeout(120_000);
    const check = await watchCsp(page);
    await page.goto('/reef-calculator/par-distribution');
    const section = page.getByTestId('par-3d');
    await expect(section).toHaveAttribute('data-state', 'idle');
    // the button is disabled until hydrated; pressed in place, as a click that scrolls races the section's auto-open
    const show = page.getByRole('button', { name: 'Show 3D view' });
    await expect(show).toBeEnabled();
    await show.dispatchEvent('click');
    await expect(section).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
    await expect(section.locator('canvas')).toBeVisible();
    await check('PAR 3D');
  });
});
