/**
 * Faults and hostile input: generated paths and query strings, junk cookies, corrupt localStorage and hostile
 * links on every calculator, and an unreachable Supabase project. Nothing may answer 5xx, hang, throw in the
 * browser or show NaN/Infinity.
 */
import { existsSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { calculators } from '@/lib/calculators/registry';
import { flattenDraft, toDraft } from '@/lib/calculators/state';
import { storageKeys } from '@/lib/site';

// ------------------------------------------------------------------ generated paths

/** mulberry32: a small seeded generator, so a failing path can be reproduced from the seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FAULTS_SEED ?? 20261122);
const COUNT = 2000;

/** Percent-encodes what node:http refuses to send raw (non-ASCII, spaces, controls); keeps `%`, `..`, `//`. */
const wire = (s: string) =>
  s.replace(/[^\x21-\x7e]/g, (c) => [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

function generatePaths(seed: number, count: number): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const prefixes = ['', '', '/ja', '/en', '/ja/ja', '/en/ja', '/ja/en', '/xx', '/JA', '/ja-JP', '/', '/%6Aa', '/.', '/zh'];
  const known = [
    'reef-calculator',
    'blog',
    'contact',
    'sponsors',
    'login',
    'profile',
    'settings',
    'sitemap.xml',
    'feed.xml',
    ...calculators.map((c) => c.slug),
    'water-chemistry',
    'lighting',
  ];
  const nasty = [
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F',
    '%2F',
    '%2f%2f',
    '%5C',
    '%5c..%5c',
    '%00',
    '%E0%A4%A',
    '%E0%A4',
    '%',
    '%zz',
    '%C0%AF',
    '%FF',
    '日本語',
    '計算機',
    '🐠',
    'Ω',
    '\u200b',
    '~',
    ';',
    "'",
    '"',
    '<script>alert(1)</script>',
    '%3Cscript%3E',
    '\\',
    '\\\\evil.com',
    'index.html',
    '.env',
    '.git/config',
    'wp-login.php',
    '_next',
    '_next/static/..%2F..%2F',
    'api',
    'auth',
    '%20',
    '+',
    'CON',
    '//evil.example',
    'evil.example',
    '@evil.example',
    'javascript:alert(1)',
    'null',
    'undefined',
    '__proto__',
    'constructor',
  ];
  const queries = [
    '',
    '',
    '',
    '?',
    '?a=b',
    '?__proto__[x]=1',
    '?__proto__.polluted=1',
    '?x=%E0%A4%A',
    '?_rsc=1',
    '?next=//evil.example',
    '?next=https://evil.example',
    '?a=1&a=2&a=3',
    '?%',
    '?=',
    '?&&&',
    '?lang=ja',
    '?locale=xx',
    `?q=${'x'.repeat(3000)}`,
    '?q=日本語',
    '?%00=%00',
    '?a[]=1&a[b]=2',
  ];
  const segment = () => {
    const roll = r();
    if (roll < 0.35) return pick(known);
    if (roll < 0.8) return pick(nasty);
    if (roll < 0.9) return 'a'.repeat(1 + Math.floor(r() * 1500)); // very long segments
    return Math.floor(r() * 1e9).toString(36);
  };
  const out = new Set<string>();
  while (out.size < count) {
    const segs = Array.from({ length: Math.floor(r() * 4) }, segment);
    const sep = () => (r() < 0.1 ? '//' : '/');
    let path = pick(prefixes) + segs.map((s) => sep() + s).join('');
    if (!path.startsWith('/')) path = `/${path}`;
    if (r() < 0.1) path += '/';
    out.add(wire(path + pick(queries)));
  }
  return [...out];
}

interface Answer {
  path: string;
  status: number;
  location?: string;
  type?: string;
  ms: number;
  body: string;
}

function get(port: number, agent: Agent, path: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path, agent, headers: { accept: 'text/html' }, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          path,
          status: res.statusCode ?? 0,
          location: res.headers.location,
          type: res.headers['content-type'],
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString('utf8', 0, 4096),
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

test(`${COUNT} generated paths and query strings (seed ${SEED}): never a 5xx, always a 404, a page or a same-site redirect`, async ({
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { port, host } = new URL(baseURL!);
  const paths = generatePaths(SEED, COUNT);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const answers: Answer[] = [];
  const next = { i: 0 };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next.i < paths.length) {
        const path = paths[next.i++];
        answers.push(await get(Number(port), agent, path));
      }
    }),
  );
  agent.destroy();

  const bad: string[] = [];
  const statuses = new Map<number, number>();
  for (const a of answers) {
    statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    const where = `${a.status} ${a.path.slice(0, 160)}`;
    if (a.status >= 500) bad.push(`5xx: ${where}`);
    else if (a.status >= 300 && a.status < 400) {
      const target = new URL(a.location ?? '', `http://${host}`);
      if (target.host !== host) bad.push(`redirect off-site to ${a.location}: ${where}`);
    } else if (![200, 400, 404].includes(a.status)) bad.push(`unexpected: ${where}`);
    else if (a.status === 404 && !/text\/html/.test(a.type ?? '')) bad.push(`404 without a page: ${where}`);
    if (a.ms > 10_000) bad.push(`slow (${Math.round(a.ms)} ms): ${where}`);
  }
  const slowest = Math.max(...answers.map((a) => a.ms));
  test.info().annotations.push({
    type: 'statuses',
    description: `${JSON.stringify(Object.fromEntries(statuses))}, slowest ${Math.round(slowest)} ms`,
  });
  expect(bad).toEqual([]);
  expect(answers).toHaveLength(COUNT);
});

// ------------------------------------------------------------------ cookies

const SESSION = 'sb-127-auth-token';

test.describe('malformed, oversized and stale cookies', () => {
  test('junk Supabase session chunks: the page renders and every chunk is cleared', async ({ request }) => {
    for (const path of ['/', '/ja/contact', '/reef-calculator/salinity', '/ja/no-such-page']) {
      const res = await request.get(path, {
        headers: { cookie: `${SESSION}.0=base64-eyJhY2Nlc3Nfd; ${SESSION}.1=%%%junk%%; sb-oldproject-auth-token=${'x'.repeat(300)}` },
      });
      expect(res.status(), path).toBe(path.includes('no-such') ? 404 : 200);
      // Next streams a 404 as a shell that the browser fills in; pages come with their heading.
      expect(await res.text()).toContain(path.includes('no-such') ? 'NEXT_HTTP_ERROR_FALLBACK;404' : '<h1');
      const cleared = res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie' && /Max-Age=0/i.test(h.value))
        .map((h) => h.value.split('=')[0]);
      expect(cleared.sort(), path).toEqual([`${SESSION}.0`, `${SESSION}.1`, 'sb-oldproject-auth-token'].sort());
    }
  });

  test('an unknown NEXT_LOCALE is replaced or cleared, never kept', async ({ request }) => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/ja', 'ja'],
      ['/contact', 'en'],
    ] as const) {
      const res = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=xx' } });
      expect(res.status(), path).toBe(200);
      expect(await res.text()).toContain(`<html lang="${lang}"`);
      const locale = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('NEXT_LOCALE='));
      expect(locale, path).toHaveLength(1);
      expect(locale[0].value, path).toMatch(new RegExp(`^NEXT_LOCALE=(${lang};|;.*Max-Age=0)`));
    }
  });

  test('oversized and garbled cookie headers: pages render; past Node’s 16 KB header limit the answer is 431, not a 5xx', async ({
    request,
  }) => {
    const cases = [
      `${SESSION}=${'A'.repeat(5000)}`,
      `junk=${'x'.repeat(8000)}`,
      Array.from({ length: 150 }, (_, i) => `c${i}=${i}`).join('; '),
      '=; ;;; =x; a=1=2; b="unterminated; NEXT_LOCALE=; sb-=x; sb--auth-token.0=; %=%',
    ];
    for (const cookie of cases) {
      const res = await request.get('/ja', { headers: { cookie } });
      expect(res.status(), cookie.slice(0, 40)).toBe(200);
      expect(await res.text()).toContain('<html lang="ja"');
    }
    const huge = await request.get('/', { headers: { cookie: `a=${'x'.repeat(10_000)}; b=${'y'.repeat(10_000)}` } });
    expect(huge.status()).toBe(431);
  });

  test('junk theme and preferences in localStorage: the page renders, nothing in them runs', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
    await page.addInitScript(
      ([theme, units]) => {
        localStorage.setItem(theme, 'neon"></script><script>alert(1)</script>');
        localStorage.setItem(units, '{"system":"martian"');
      },
      [storageKeys.theme, storageKeys.units],
    );
    for (const path of ['/', '/ja/reef-calculator/volume']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      // next-themes puts an unknown stored theme on <html class> as text (classList): cosmetic, never markup.
      expect(await page.evaluate(() => [...document.scripts].some((el) => el.text.includes('alert(1)'))), path).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});

// ------------------------------------------------------------------ calculators

/** Values that have broken number parsing somewhere. */
const HOSTILE_VALUES = [
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '１２３',
  '1,5',
  '1e-320',
  '9'.repeat(400),
  '',
  ' ',
  '-1',
  '<img src=x onerror=alert(1)>',
  '"\u0000',
  '%E0%A4%A',
  'true',
  '[]',
  '{}',
];

/** Input names of a calculator, from its defaults (the same names the link uses). */
function inputNames(slug: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require, not import(): Playwright compiles TypeScript on require only
  const mod = require(`../lib/calculators/${slug}`) as { defaults: unknown };
  return Object.keys(flattenDraft(toDraft(mod.defaults)));
}

async function expectCalm(page: Page, label: string) {
  await expect(page.locator('h1'), label).toBeVisible();
  // Hydrated, and the saved/linked inputs read (CalculatorState.ready).
  await page.waitForLoadState('networkidle');
  const text = await page.locator('main').innerText();
  expect(text, `${label}: NaN/Infinity shown`).not.toMatch(/\bNaN\b|\bInfinity\b|undefined|\[object Object\]/);
  expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted), `${label}: prototype polluted`).toBeUndefined();
}

test.describe('every calculator survives corrupt storage and hostile links', () => {
  test.setTimeout(90_000);

  test('corrupt localStorage: defaults or a message, no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const junk = (slug: string, i: number, names: string[]) =>
      [
        '{',
        'null',
        '[]',
        '"x"',
        JSON.stringify({ v: 1, draft: 'x' }),
        JSON.stringify({ v: 99, draft: {} }),
        JSON.stringify({ v: 1, draft: { __proto__: { polluted: 1 }, constructor: { prototype: { polluted: 1 } } } }),
        JSON.stringify({ v: 1, draft: Object.fromEntries(names.map((n, k) => [n, HOSTILE_VALUES[(k + i) % HOSTILE_VALUES.length]])) }),
        'x'.repeat(200_000),
      ][i % 9];
    for (const [i, { slug }] of calculators.entries()) {
      const names = inputNames(slug);
      await page.goto('/robots.txt'); // same origin, no page script: storage is set before the calculator reads it
      await page.evaluate(([keys, values]) => keys.forEach((k, n) => localStorage.setItem(k, values[n])), [
        [storageKeys.calculator(slug), storageKeys.units, storageKeys.systemVolume, storageKeys.theme],
        [junk(slug, i, names), '{"v":1,"system":42}', ['NaN', '-5', '{}', '1e309'][i % 4], 'dark; }'],
      ] as const);
      const path = `${i % 2 ? '/ja' : ''}/reef-calculator/${slug}`;
      await page.goto(path);
      await expectCalm(page, `${path} with corrupt storage ${i % 9}`);
    }
    expect(errors).toEqual([]);
  });

  test('hostile query strings: defaults or a message, no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    for (const [i, { slug }] of calculators.entries()) {
      const names = inputNames(slug);
      const params = names.map((n, k) => `${encodeURIComponent(n)}=${encodeURIComponent(HOSTILE_VALUES[(k + i) % HOSTILE_VALUES.length])}`);
      const extra = [
        '__proto__.polluted=1',
        'constructor.prototype.polluted=1',
        `${names[0]}.__proto__.polluted=1`,
        'rows.99999.x=1',
        'rows.-1.x=1',
        `${'a.'.repeat(200)}b=1`,
        `${names[0]}=${'9'.repeat(5000)}`,
      ];
      const path = `${i % 2 ? '' : '/ja'}/reef-calculator/${slug}?${[...params, ...extra].join('&')}`;
      await page.goto(path);
      await expectCalm(page, `${slug} with a hostile link`);
    }
    expect(errors).toEqual([]);
  });
});

// ------------------------------------------------------------------ Supabase unreachable

/**
 * The accounts build (playwright.config.ts: NEXT_PUBLIC_SUPABASE_URL = the fake server) with the fake switched to
 * an outage: `reset` drops every connection, `hang` accepts and never answers (a black-holed project).
 * No third build: the switch lives in e2e/fake-supabase/app.ts.
 */
const AUTH_URL = `http://localhost:${process.env.E2E_AUTH_PORT ?? 3301}`;
const AUTH_DIST_DIR = process.env.E2E_AUTH_DIST_DIR ?? '.next-auth';
const FAKE = `http://127.0.0.1:${process.env.E2E_FAKE_SUPABASE_PORT ?? 54329}`;
const outage = (mode: 'reset' | 'hang' | null) =>
  fetch(`${FAKE}/__test/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outage: mode }),
  });

/** A session cookie in @supabase/ssr's format for the fake project (`sb-127-auth-token`), with an expired token. */
function staleSessionCookie() {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const jwt = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', exp: 1, role: 'authenticated' })}.c2ln`;
  const session = {
    access_token: jwt,
    refresh_token: 'r-stale',
    expires_at: 1,
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: 'u1' },
  };
  return `sb-127-auth-token=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

for (const mode of ['reset', 'hang'] as const) {
  test.describe(`Supabase unreachable (${mode})`, () => {
    test.skip(!process.env.CI && !existsSync(`${AUTH_DIST_DIR}/BUILD_ID`), `no accounts build in ${AUTH_DIST_DIR}`);
    test.beforeEach(async () => expect((await outage(mode)).status).toBe(200));
    test.afterEach(async () => void (await outage(null)));

    test('public pages answer 200 quickly, with and without a session cookie', async ({ request }) => {
      for (const cookie of ['', staleSessionCookie()]) {
        for (const path of ['/', '/ja/reef-calculator/salinity', '/login']) {
          const started = Date.now();
          const res = await request.get(`${AUTH_URL}${path}`, { headers: cookie ? { cookie } : {}, timeout: 15_000 });
          expect(res.status(), `${path}${cookie ? ' with a session cookie' : ''}`).toBe(200);
          expect(Date.now() - started, `${path} answered within 5 s`).toBeLessThan(5_000);
        }
      }
    });

    test('sign-in shows its error message within a few seconds', async ({ page }) => {
      await page.goto(`${AUTH_URL}/login`);
      const form = page.getByTestId('sign-in-form');
      await page.getByTestId('switch-method').click();
      await expect(form).toHaveAttribute('data-mode', 'password');
      await form.getByLabel('E-mail address').fill('reef@reef.example');
      await form.getByLabel('Password', { exact: true }).fill('coral-reef-42');
      const started = Date.now();
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(form.getByTestId('auth-error')).toHaveText('Something went wrong. Please try again.', { timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(8_000);
    });
  });
}
