/**
 * The photo route's answers kept in the server's memory for as long as browsers and shared caches may keep them
 * (`PHOTO_CACHE`, a minute): a page view then costs no Storage download and no resize for a photo another visitor
 * asked for within the minute, on a server with no CDN in front as well as with one. Bounded by bytes, the least
 * recently used answer leaves first. A keeper's change empties it (app/api/public/revalidate), so a photo whose share
 * is switched off answers 404 at once from this server; other servers of the same site forget it within the minute,
 * as the HTTP caches do.
 */

export interface CachedPhoto {
  bytes: ArrayBuffer;
  type: 'image/jpeg' | 'image/webp';
}

interface Entry extends CachedPhoto {
  until: number;
}

export class PhotoCache {
  /** Map keeps insertion order: the first key is the least recently used one (`get` moves a hit to the end). */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxBytes: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPhoto | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    this.remove(key, hit);
    if (hit.until <= this.now()) return null;
    this.entries.set(key, hit);
    this.bytes += hit.bytes.byteLength;
    return { bytes: hit.bytes, type: hit.type };
  }

  set(key: string, photo: CachedPhoto): void {
    const size = photo.bytes.byteLength;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (size > this.limits.maxBytes) return;
    for (const [k, e] of this.entries) {
      if (this.bytes + size <= this.limits.maxBytes) break;
      this.remove(k, e);
    }
    this.entries.set(key, { ...photo, until: this.now() + this.limits.ttlMs });
    this.bytes += size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** The bytes held, for the tests of the bound. */
  get size(): number {
    return this.bytes;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes.byteLength;
  }
}

/** How long an answer is kept: the `max-age` of the route's Cache-Control (`PHOTO_CACHE`, photo-route.ts). */
export const PHOTO_CACHE_MS = 60_000;

/** The photo route and the revalidate route are bundled apart; both must see the one cache of the process. */
const SHARED = Symbol.for('public-photo-cache');

/**
 * The photo route's one cache per server process: 32 MB holds a few hundred of the narrow copies a phone asks for
 * (9–47 KB each, docs/performance.md) or about 250 full public copies.
 */
export const photoCache: PhotoCache = ((globalThis as { [SHARED]?: PhotoCache })[SHARED] ??= new PhotoCache({
  maxBytes: 32 * 1024 * 1024,
  ttlMs: PHOTO_CACHE_MS,
}));
