/**
 * The social card of a public tank page, drawn once per change of what it shows (docs/public-pages.md "Caching and
 * revalidation"). The image route stays dynamic and asks the database on every request whether the share is public
 * and at which version (its `activity_at`, which the database moves on every change a page may show); the drawn PNG
 * is kept in Next's data cache under that version, so the renderer runs again only once the version moves or the
 * revalidation route expires the share's tag.
 */
import { unstable_cache } from 'next/cache';

/** The card's address as the cache keys it; `version` is the share's `activity_at`. */
export interface CardKey {
  locale: string;
  username: string;
  slug: string;
  version: string;
}

/** A drawn card; `complete` is false when a part was left out by a failure (the cover photo), so it is not kept. */
export interface DrawnCard {
  png: Uint8Array;
  complete: boolean;
}

/**
 * Largest card kept: Next's data cache stores at most 2 MB per entry (the bytes as base64, a third larger); a larger
 * card is served without being kept.
 */
export const MAX_CACHED_CARD_BYTES = 1_400_000;
/** A ceiling on a kept card's age, so a new deploy's design reaches every card within a day even without a change. */
export const CARD_CACHE_SECONDS = 86_400;
/** What a browser or a shared cache may keep: the pages' own ISR window, so a card switched off is gone in a minute. */
export const CARD_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/** The tag of one share's cached cards (both languages); the revalidation route expires it on the keeper's change. */
export const cardTag = (username: string, slug: string) => `public-card:${username}/${slug}`;

/** The share's card tag for a path `lib/public/revalidate-paths.ts` lists, or null for a path that is not a card. */
export function cardTagOfPath(path: string): string | null {
  const m = /^\/[a-z]{2}\/u\/([^/]+)\/([^/]+)\/opengraph-image$/.exec(path);
  return m ? cardTag(m[1], m[2]) : null;
}

/** Thrown out of the cached function so that Next does not keep the result: no card, or one not to keep. */
class NotKept extends Error {
  constructor(readonly png: Uint8Array | null) {
    super('card not kept');
  }
}

export type CacheFn = typeof unstable_cache;

/**
 * The card's PNG for `key`: from the data cache when this version was drawn before, else drawn by `draw` and kept
 * (as base64: the data cache holds JSON). Null when `draw` finds no public tank (switched off between the version's
 * read and the drawing); that answer is not kept. `cache` is Next's unstable_cache; tests give a stand-in.
 */
export async function cachedCardPng(
  key: CardKey,
  draw: () => Promise<DrawnCard | null>,
  cache: CacheFn = unstable_cache,
): Promise<Uint8Array | null> {
  const read = cache(
    async (k: CardKey): Promise<string> => {
      void k; // the key is the arguments; the drawing reads its own params
      const card = await draw();
      if (!card) throw new NotKept(null);
      if (!card.complete || card.png.byteLength > MAX_CACHED_CARD_BYTES) throw new NotKept(card.png);
      return Buffer.from(card.png).toString('base64');
    },
    ['public-card'],
    { revalidate: CARD_CACHE_SECONDS, tags: [cardTag(key.username, key.slug)] },
  );
  try {
    return new Uint8Array(Buffer.from(await read(key), 'base64'));
  } catch (e) {
    if (e instanceof NotKept) return e.png;
    throw e;
  }
}

/** The card as the image route answers it: the PNG with the pages' cache lifetime, or 404 kept by no one. */
export function cardResponse(png: Uint8Array | null): Response {
  if (!png) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(png), { status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': CARD_CACHE_CONTROL } });
}
