import { calculators } from '@/lib/calculators/registry';

/** Pages that exist in both locales and need nothing per request (sitemaps and the crawl test read this). */
export const staticRoutes = ['/', '/reef-calculator', '/log', '/sponsors', '/contact', '/settings'] as const;

export const calculatorRoutes = calculators.map((c) => `/reef-calculator/${c.slug}`);

/** Every public, indexable path without locale prefix. Blog paths join from lib/blog/posts.ts. */
export function publicPaths(): string[] {
  return [...staticRoutes, ...calculatorRoutes];
}
