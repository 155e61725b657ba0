/**
 * Registers the service worker (lib/offline/sw.ts) and shows the update notice. Loaded by
 * instrumentation-client.ts only once the page has loaded and the browser is idle, so it adds nothing to the
 * JavaScript a page runs before it is interactive.
 *
 * Updates: a new worker waits while any page of the old build is open. When one is waiting, the notice
 * (components/layout/update-notice.tsx) offers a reload; the button lets the new worker take over and reloads
 * this page once it has. Pages already open never load scripts of the other build.
 */

const NOTICE_ID = 'update-notice';

function showNotice(onReload: () => void) {
  const region = document.getElementById(NOTICE_ID);
  const content = document.getElementById(`${NOTICE_ID}-content`)?.firstElementChild;
  if (!region || !content || region.childElementCount > 0) return;
  const notice = content.cloneNode(true) as HTMLElement;
  notice.querySelector('[data-update-reload]')?.addEventListener('click', onReload, { once: true });
  region.append(notice);
}

export async function registerWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    return; // no worker (blocked, private mode, a build without one): the site works as a plain website
  }
  let reloadAsked = false;
  const offer = (worker: ServiceWorker | null) =>
    showNotice(() => {
      reloadAsked = true;
      if (worker && worker.state !== 'activated') worker.postMessage({ type: 'SKIP_WAITING' });
      else window.location.reload();
    });

  // Only an update counts: the first worker of a visit takes over at once and needs no reload.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const incoming = registration.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && container.controller) offer(incoming);
    });
  });
  const hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (reloadAsked) window.location.reload();
    // Another tab took the update: this page's old scripts may be gone from the cache, so offer the reload here too.
    else if (hadController) offer(null);
  });
  // A tab left open for days still learns of new builds when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
