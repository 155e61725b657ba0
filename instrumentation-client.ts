// Runs once before hydration (docs/security.md "Security headers").
import { dropUnknownTheme } from '@/lib/security/storage-hygiene';

// zod's jitless mode (no `Function('')` probe under the CSP) is set where the schemas are built,
// lib/calculators/schema-kit.ts and lib/account/schema.ts, so that pages without a form load no zod at all.

// A junk theme in localStorage would make next-themes throw while hydrating.
try {
  dropUnknownTheme(window.localStorage);
} catch {
  // storage disabled: next-themes cannot read it either
}

// The service worker (offline use, the update notice) is registered once the page has loaded and the browser is
// idle; its code is a separate chunk, so nothing of it runs before the page is interactive.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const register = () => {
    import('@/lib/offline/register').then((m) => m.registerWorker()).catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
