import * as z from 'zod/mini';

// zod/mini, as in lib/calculators/schema-kit.ts: the account schemas run in the browser under a CSP without eval,
// so every module that builds one imports this module (which sets jitless mode) before its first parse. The
// schemas import zod's functions from 'zod/mini' themselves: re-exporting the namespace object from here kept the
// bundler from dropping what no schema uses, and put all of zod (its JSON-schema code and every locale's messages,
// 57 KB gzip) on the settings page.
z.config({ jitless: true });

/** A string passed through `fold` (trimming, Unicode folding) before the checks that follow. */
export const trimmed = (fold: (s: string) => string) => z.pipe(z.string(), z.transform(fold));
