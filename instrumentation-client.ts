// Runs once before hydration (README "Security headers").
import { config } from 'zod/v4/core';
import { dropUnknownTheme } from '@/lib/security/storage-hygiene';

// The CSP forbids eval, and zod 4 probes `Function('')` once to decide whether to compile its parsers;
// jitless mode skips the probe (and the eval).
config({ jitless: true });

// A junk theme in localStorage would make next-themes throw while hydrating.
try {
  dropUnknownTheme(window.localStorage);
} catch {
  // storage disabled: next-themes cannot read it either
}
