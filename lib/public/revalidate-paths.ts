/**
 * Which cached public pages a keeper's change makes stale (docs/public-pages.md "Caching and revalidation").
 * Paths are the routes as Next caches them, with the locale always named (`/en/u/…`, `/ja/u/…`): the proxy rewrites
 * `/u/…` to `/en/u/…`, and revalidatePath takes the route's own path, not the address in the browser.
 */
import { routing } from '@/lib/i18n/routing';
import { isSlug, isUsername } from './page-text';

export interface KeeperShare {
  /** the owner's username as the share row carries it (null while the account has none) */
  username: string | null;
  slug: string;
}

/**
 * Every page that shows something of this keeper: the profile and /community in both languages, and each share's
 * page and social image (a path with no page is harmless to revalidate). Names that could not name a page are left out.
 */
export function revalidationPaths(usernames: readonly (string | null | undefined)[], shares: readonly KeeperShare[]): string[] {
  const out = new Set<string>();
  for (const locale of routing.locales) {
    out.add(`/${locale}/community`);
    for (const u of usernames) if (u && isUsername(u)) out.add(`/${locale}/u/${u}`);
    for (const { username, slug } of shares) {
      if (!username || !isUsername(username)) continue;
      out.add(`/${locale}/u/${username}`);
      if (!isSlug(slug)) continue;
      out.add(`/${locale}/u/${username}/${slug}`);
      out.add(`/${locale}/u/${username}/${slug}/opengraph-image`);
    }
  }
  return [...out];
}
