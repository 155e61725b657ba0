import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The default build (Supabase unset): every public page. */
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * The accounts build: the same site built with NEXT_PUBLIC_SUPABASE_URL pointing at the fake Supabase server
 * (NEXT_PUBLIC_* are inlined at build time, hence a second build; scripts/test.sh makes it).
 */
const AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 3301);
const AUTH_URL = `http://localhost:${AUTH_PORT}`;
const AUTH_DIST_DIR = process.env.E2E_AUTH_DIST_DIR ?? '.next-auth';
const FAKE_SUPABASE_PORT = Number(process.env.E2E_FAKE_SUPABASE_PORT ?? 54329);
const hasAuthBuild = existsSync(`${AUTH_DIST_DIR}/BUILD_ID`);
if (!hasAuthBuild) console.warn(`accounts project: no build in ${AUTH_DIST_DIR}; see scripts/test.sh for the second build`);

/** Debian's chromium; Playwright never downloads a browser here. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The site registers a service worker after load (docs/offline.md). Specs run with it blocked, so
 * that each test's fresh context does not download the precache and page.route() sees every request;
 * e2e/offline.spec.ts allows it.
 */
const browser = {
  ...devices['Desktop Chrome'],
  serviceWorkers: 'block' as const,
  launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: './e2e',
  // Only specs: unit tests of the Supabase stand-in (e2e/fake-supabase/*.test.ts) belong to vitest.
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // 2 cores: next start and one browser.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // Recording a trace costs every test its screencast and snapshots, passing or not: about a sixth to a third of the
  // run on a 2-core machine (docs/performance.md#the-test-suite-on-a-quiet-and-on-a-busy-machine). CI records the
  // retry of a failed test, which shows the same failure; a local run (no retries) keeps the failed test's own trace.
  use: { baseURL: BASE_URL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: [
    { name: 'site', testIgnore: 'accounts/**', use: { ...browser, baseURL: BASE_URL } },
    { name: 'accounts', testMatch: 'accounts/**/*.spec.ts', use: { ...browser, baseURL: AUTH_URL } },
  ],
  webServer: [
    {
      // -H localhost, not 127.0.0.1: next-intl's as-needed rewrite treats 127.0.0.1 as an external host.
      command: `npx next start -p ${PORT} -H localhost`,
      url: `${BASE_URL}/sitemap.xml`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Supabase stand-in, loopback only: Auth and Storage in memory, /rest/v1 forwarded to its own PostgreSQL database (e2e/fake-supabase).
      command: 'node --import tsx e2e/fake-supabase/server.ts',
      url: `http://127.0.0.1:${FAKE_SUPABASE_PORT}/__test/health`,
      env: { FAKE_SUPABASE_PORT: String(FAKE_SUPABASE_PORT), FAKE_SUPABASE_ANON_KEY: process.env.E2E_SUPABASE_ANON_KEY ?? 'fake-anon-key' },
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(hasAuthBuild
      ? [
          {
            command: `npx next start -p ${AUTH_PORT} -H localhost`,
            url: `${AUTH_URL}/sitemap.xml`,
            env: { NEXT_DIST_DIR: AUTH_DIST_DIR },
            reuseExistingServer: !process.env.CI,
            timeout: 90_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
