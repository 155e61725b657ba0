import { unstable_cache } from 'next/cache';
import { createPublicClient, readCommunityPage } from './read';
import type { CommunityPage, CommunityQuery } from './types';

/** The tag of every cached page of the community listing; the revalidation route expires it on a keeper's change. */
export const COMMUNITY_TAG = 'community';

/**
 * A page of the community listing, read through the anonymous key and kept in Next's data cache for a minute at most
 * per filter and cursor (the arguments are the key). `/community` reads its filters from the query string, so the
 * page itself renders per request; this keeps those renders from reaching the database on every view. A failed read
 * throws and is not cached (docs/public-pages.md "Caching and revalidation").
 */
export const readCommunityPageCached = unstable_cache(
  async (query: CommunityQuery): Promise<CommunityPage> => {
    const db = createPublicClient();
    return db ? readCommunityPage(db, query) : { cards: [], next: null };
  },
  ['community-page'],
  { revalidate: 60, tags: [COMMUNITY_TAG] },
);
