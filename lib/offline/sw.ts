/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md), bundled after `next build` by scripts/build-worker.mjs
 * (Serwist's configurator mode) into `<distDir>/sw.js`, served at /sw.js by app/sw.js/route.ts.
 *
 * - Precache (lib/offline/precache.mjs): the calculator pages, hub, home, log and offline screen of both
 *   locales and the files they name. They are saved on install, so after one visit they open offline.
 * - Pages are fetched network-first, so a new deployment is taken on the next navigation; offline, the precache,
 *   then pages read before, then the offline screen of the visitor's language answer.
 * - `/_next/static` files are content-hashed: cache-first, kept when first used (the PAR 3D view's chunk).
 * - An update waits (no skipWaiting) until the visitor reloads from the notice (lib/offline/register.ts), so an
 *   open page never loads scripts of another build.
 * - Private and per-request responses are never handled or stored (rules.ts).
 */
import { CacheFirst, ExpirationPlugin, Serwist, type PrecacheEntry } from 'serwist';
import { isNetworkOnly, isShareablePage, offlinePage } from './rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const PAGES_CACHE = 'reefcalc-pages-v1';
/** Past this, a slow network loses to a saved copy of the page (a phone on one bar in the fish room). */
const NETWORK_TIMEOUT_MS = 4000;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'reefcalc-static-v1',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 60 })],
      }),
    },
  ],
});

const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

/** A saved copy of the page: this build's precache first, then pages read before (search ignored). */
async function savedPage(pathname: string): Promise<Response | undefined> {
  return (await serwist.matchPrecache(pathname)) ?? (await caches.open(PAGES_CACHE).then((c) => c.match(pathname)));
}

async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = await (event.preloadResponse as Promise<Response | undefined>);
  return preloaded ?? fetch(event.request);
}

function navigate(event: FetchEvent, networkOnly: boolean): Promise<Response> {
  const { pathname } = new URL(event.request.url);
  const network = fromNetwork(event);
  if (!networkOnly && !serwist.getPrecacheKeyForUrl(pathname)) {
    // Registered before anything reads the response, so the copy is taken first; kept even when a saved copy
    // answered first because the network was slow.
    const copy = network.then((r) => (isShareablePage(r) ? r.clone() : null));
    event.waitUntil(copy.then((r) => r && caches.open(PAGES_CACHE).then((c) => c.put(pathname, r))).catch(() => undefined));
  }
  return answer(network, pathname, networkOnly);
}

async function answer(network: Promise<Response>, pathname: string, networkOnly: boolean): Promise<Response> {
  try {
    const first = networkOnly ? await network : await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
    if (first !== 'timeout') return first;
    return (await savedPage(pathname)) ?? (await network);
  } catch {
    const saved = networkOnly ? undefined : await savedPage(pathname);
    return saved ?? (await serwist.matchPrecache(offlinePage(pathname))) ?? Response.error();
  }
}

// Serwist binds these handlers to itself; each does its work inside event.waitUntil, so the returned promise is not needed.
self.addEventListener('install', (event) => void serwist.handleInstall(event));
self.addEventListener('activate', (event) => void serwist.handleActivate(event));
self.addEventListener('message', (event) => void serwist.handleCache(event));
self.addEventListener('fetch', (event) => {
  const { request } = event;
  const networkOnly = isNetworkOnly(request, self.location.origin);
  // Navigations are answered here even when network-only, to consume the navigation preload and to show the
  // offline screen when there is no connection; nothing of theirs is stored.
  if (request.mode === 'navigate' && request.method === 'GET' && new URL(request.url).origin === self.location.origin) {
    event.respondWith(navigate(event, networkOnly));
    return;
  }
  if (!networkOnly) serwist.handleFetch(event);
});
