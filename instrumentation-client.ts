// Runs once before hydration (README "Security headers").
import { dropUnknownTheme } from '@/lib/security/storage-hygiene';

// zod's jitless mode (no `Function('')` probe under the CSP) is set where the schemas are built,
// lib/calculators/schema-kit.ts and lib/account/schema.ts, so that pages without a form load no zod at all.

// A junk theme in localStorage would make next-themes throw while hydrating.
try {
  dropUnknownTheme(window.localStorage);
} catch {
  // storage disabled: next-themes cannot read it either
}
