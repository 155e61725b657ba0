/**
 * HTTP-level promises (docs/security.md), against `next start`: methods the site does not serve, odd request
 * targets, internal and control-character paths, no cookie on a response a shared cache may keep, and which
 * addresses follow the visitor's language (only /).
 */
import { createConnection } from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';

const PAGES = [
  '/',
  '/ja',
  '/reef-calculator/dosing',
  '/login',
  '/ja/login',
  '/blog/water-chemistry/salinity-specific-gravity-refractometer',
  '/profile',
  '/contact',
];
const ROUTES = ['/api/blog/en', '/auth/confirm', '/sitemap.xml', '/feed.xml', '/robots.txt'];
const FIXED_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'content-security-policy',
];
const JA_BROWSER = 'ja-JP,ja;q=0.9,en;q=0.5';

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  for (const name of FIXED_HEADERS) expect(headers[name], `${label}: ${name}`).toBeTruthy();
}

const setCookies = (res: APIResponse) =>
  res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);

/** One raw HTTP/1.1 exchange: the status line and headers (Playwright cannot send `*` or an absolute-form target). */
function raw(baseURL: string, requestLine: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = createConnection(Number(port), hostname);
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (d) => {
      data += d.toString('latin1');
      if (data.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => {
      const [head] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  });
}

test.describe('methods', () => {
  test('TRACE and other methods the site does not serve: 405 with Allow and the security headers, on every kind of path', async ({
    request,
  }) => {
    for (const path of [...PAGES, ...ROUTES]) {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
        const res = await request.fetch(path, { method, maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(405);
        expect(res.headers().allow, `${method} ${path}`).toBe('GET, HEAD, POST, OPTIONS');
        expectSecurityHeaders(res.headers(), `${method} ${path}`);
      }
    }
  });

  test('OPTIONS answers 204 with Allow; GET, HEAD and POST still reach the site', async ({ request }) => {
    for (const path of [...PAGES, ...ROUTES]) {
      const res = await request.fetch(path, { method: 'OPTIONS' });
      expect(res.status(), path).toBe(204);
      expect(res.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
      expectSecurityHeaders(res.headers(), `OPTIONS ${path}`);
    }
    expect((await request.get('/contact')).status()).toBe(200);
    expect((await request.head('/ja/contact')).status()).toBe(200);
    expect((await request.get('/api/blog/en')).status()).toBe(200);
    expect((await request.post('/contact', { maxRedirects: 0 })).status()).toBeLessThan(500);
  });

  test('request targets `*` and absolute-form: never a 5xx, never off the site', async ({ baseURL }) => {
    const star = await raw(baseURL!, 'OPTIONS * HTTP/1.1');
    expect(star.status).toBe(204);
    expect(star.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expectSecurityHeaders(star.headers, 'OPTIONS *');
    const getStar = await raw(baseURL!, 'GET * HTTP/1.1');
    expect(getStar.status).toBe(400);
    expectSecurityHeaders(getStar.headers, 'GET *');
    const trace = await raw(baseURL!, 'TRACE * HTTP/1.1');
    expect(trace.status).toBe(405);

    for (const target of ['http://evil.example/', 'http://evil.example/contact', 'https://evil.example//evil.example/']) {
      const res = await raw(baseURL!, `GET ${target} HTTP/1.1`);
      expect(res.status, target).toBeLessThan(500);
      if (res.headers.location) expect(new URL(res.headers.location, baseURL).host, target).toBe(new URL(baseURL!).host);
    }
  });
});

test.describe('paths', () => {
  test('*.rsc and control characters answer 404 with the headers', async ({ request }) => {
    for (const path of [
      '/xx/yy.rsc',
      '/reef-calculator/dosing.rsc',
      '/ja/blog.rsc',
      '/index.rsc',
      '/%00',
      '/ja/%00',
      '/%0A',
      '/contact%09',
      '/a%00b',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expectSecurityHeaders(res.headers(), path);
    }
  });
});

test.describe('cookies on cacheable responses', () => {
  test('prerendered pages set no cookie, with or without a locale cookie or a Japanese browser', async ({ request }) => {
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'NEXT_LOCALE=ja' },
      { cookie: 'NEXT_LOCALE=en' },
      { 'accept-language': JA_BROWSER },
      { 'accept-language': '*' },
      { 'accept-language': 'fr' },
    ];
    for (const path of [
      '/',
      '/ja',
      '/contact',
      '/ja/contact',
      '/reef-calculator/dosing',
      '/ja/blog',
      '/blog/water-chemistry/salinity-specific-gravity-refractometer',
    ]) {
      for (const headers of visitors) {
        const res = await request.get(path, { headers, maxRedirects: 0 });
        const label = `${path} ${JSON.stringify(headers)}`;
        if (res.status() === 307) {
          // only / follows the visitor; the redirect is theirs alone
          expect(path, label).toBe('/');
          expect(res.headers()['cache-control'], label).toBe('private, no-store');
          continue;
        }
        expect(res.status(), label).toBe(200);
        expect(res.headers()['cache-control'], label).toMatch(/s-maxage/);
        expect(setCookies(res), label).toEqual([]);
      }
    }
  });

  test('a response that must clear a cookie is kept out of shared caches', async ({ request }) => {
    const res = await request.get('/contact', { headers: { cookie: 'NEXT_LOCALE=xx' } });
    expect(setCookies(res).join()).toMatch(/NEXT_LOCALE=;.*Max-Age=0/i);
    expect(res.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('which addresses follow the visitor’s language', () => {
  const english = ['/blog', '/reef-calculator/dosing', '/contact?x=1', '/login', '/reef-calculator'];

  test('English addresses answer in English with a Japanese cookie or browser, and offer Japanese in the switch', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const setup of ['cookie', 'accept-language'] as const) {
      const context = await browser.newContext(
        setup === 'accept-language' ? { locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': JA_BROWSER } } : {},
      );
      if (setup === 'cookie') await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ja', url: test.info().project.use.baseURL! }]);
      const page = await context.newPage();
      for (const path of english) {
        const res = await page.goto(path);
        expect(res?.status(), `${setup} ${path}`).toBe(200);
        expect(new URL(page.url()).pathname + new URL(page.url()).search, `${setup}: ${path} stays`).toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        const switchToJa = page.getByTestId('locale-switcher').filter({ visible: true }).first().getByRole('link', { name: '日本語' });
        await expect(switchToJa).toHaveAttribute('href', path === '/contact?x=1' ? '/ja/contact' : `/ja${path}`);
      }
      // the cookie is still the one chosen, never rewritten by an English page
      if (setup === 'cookie') expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ja');
      else expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')).toBeUndefined();
      await context.close();
    }
  });

  test('/ on a first visit with a Japanese browser goes to /ja and remembers it for a year', async ({ request }) => {
    const res = await request.get('/', { headers: { 'accept-language': JA_BROWSER }, maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(new URL(res.headers().location, 'http://x').pathname).toBe('/ja');
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^NEXT_LOCALE=ja;/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expectSecurityHeaders(res.headers(), '/ → /ja');
  });

  test('/ with a chosen language follows the choice, whatever the browser says', async ({ request }) => {
    const ja = await request.get('/', { headers: { cookie: 'NEXT_LOCALE=ja', 'accept-language': 'en-US' }, maxRedirects: 0 });
    expect(ja.status()).toBe(307);
    expect(new URL(ja.headers().location, 'http://x').pathname).toBe('/ja');
    expect(setCookies(ja)).toEqual([]);
    const en = await request.get('/', { headers: { cookie: 'NEXT_LOCALE=en', 'accept-language': JA_BROWSER }, maxRedirects: 0 });
    expect(en.status()).toBe(200);
    expect(await en.text()).toContain('<html lang="en"');
    expect(setCookies(en)).toEqual([]);
  });
});
