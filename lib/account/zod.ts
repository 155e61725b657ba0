import * as z from 'zod/mini';

// zod/mini, as in lib/calculators/schema-kit.ts: the account schemas run in the browser under a CSP without eval,
// so every module that builds one imports zod from here, configured before its first schema.
z.config({ jitless: true });

export { z };

/** A string passed through `fold` (trimming, Unicode folding) before the checks that follow. */
export const trimmed = (fold: (s: string) => string) => z.pipe(z.string(), z.transform(fold));
