import { describe, expect, it, vi } from 'vitest';
import {
  CARD_CACHE_CONTROL,
  MAX_CACHED_CARD_BYTES,
  cachedCardPng,
  cardResponse,
  cardTag,
  cardTagOfPath,
  type CacheFn,
  type CardKey,
  type DrawnCard,
} from './card-cache';
import { revalidationPaths } from './revalidate-paths';

/**
 * A stand-in for Next's data cache with unstable_cache's contract: the key is the key parts and the arguments, a
 * value is kept as JSON only when the function returns, an error is thrown through and nothing is kept, and an
 * expired tag drops every entry that carries it.
 */
function dataCache() {
  const store = new Map<string, { json: string; tags: string[] }>();
  const cache = ((fn: (...args: unknown[]) => Promise<unknown>, parts: string[] = [], opts: { tags?: string[] } = {}) =>
    async (...args: unknown[]) => {
      const key = `${parts.join(',')}|${JSON.stringify(args)}`;
      const hit = store.get(key);
      if (hit) return JSON.parse(hit.json) as unknown;
      const value = await fn(...args);
      store.set(key, { json: JSON.stringify(value), tags: opts.tags ?? [] });
      return value;
    }) as unknown as CacheFn;
  const expire = (tag: string) => {
    for (const [k, v] of store) if (v.tags.includes(tag)) store.delete(k);
  };
  return { cache, expire, store };
}

const KEY: CardKey = { locale: 'en', username: 'coral_keeper', slug: 'reef-1', version: '2026-11-20T10:00:00.123456+00:00' };
const png = (n: number): Uint8Array => new Uint8Array([0x89, 0x50, 0x4e, 0x47, n]);

describe('cachedCardPng', () => {
  it('draws once for two requests of one version and again once the version moves', async () => {
    const { cache } = dataCache();
    const draw = vi.fn<() => Promise<DrawnCard | null>>().mockResolvedValueOnce({ png: png(1), complete: true });
    draw.mockResolvedValueOnce({ png: png(2), complete: true });

    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(1));
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(1));
    expect(draw).toHaveBeenCalledTimes(1);

    const changed = { ...KEY, version: '2026-11-21T08:00:00+00:00' };
    expect(await cachedCardPng(changed, draw, cache)).toEqual(png(2));
    expect(await cachedCardPng(changed, draw, cache)).toEqual(png(2));
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps each language apart', async () => {
    const { cache } = dataCache();
    const draw = vi.fn((): Promise<DrawnCard> => Promise.resolve({ png: png(draw.mock.calls.length), complete: true }));
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(1));
    expect(await cachedCardPng({ ...KEY, locale: 'ja' }, draw, cache)).toEqual(png(2));
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(1));
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws again after the revalidation route expires the share’s tag, and only that share’s', async () => {
    const { cache, expire } = dataCache();
    const draw = vi.fn((): Promise<DrawnCard> => Promise.resolve({ png: png(draw.mock.calls.length), complete: true }));
    const other = { ...KEY, slug: 'frag-tank' };
    await cachedCardPng(KEY, draw, cache);
    await cachedCardPng(other, draw, cache);
    expect(draw).toHaveBeenCalledTimes(2);

    // the tags the route expires are those of the paths it revalidates
    const tags = revalidationPaths([], [{ username: KEY.username, slug: KEY.slug }]).flatMap((p) => cardTagOfPath(p) ?? []);
    expect(new Set(tags)).toEqual(new Set([cardTag(KEY.username, KEY.slug)]));
    tags.forEach(expire);

    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(3));
    expect(await cachedCardPng(other, draw, cache)).toEqual(png(2));
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('serves but does not keep a card drawn without its photo by a failure, nor one too large to keep', async () => {
    const { cache, store } = dataCache();
    const big = new Uint8Array(MAX_CACHED_CARD_BYTES + 1);
    const draw = vi
      .fn<() => Promise<DrawnCard | null>>()
      .mockResolvedValueOnce({ png: png(1), complete: false })
      .mockResolvedValueOnce({ png: big, complete: true })
      .mockResolvedValueOnce({ png: png(3), complete: true });
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(1));
    expect(await cachedCardPng(KEY, draw, cache)).toBe(big);
    expect(store.size).toBe(0);
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(3));
    expect(await cachedCardPng(KEY, draw, cache)).toEqual(png(3));
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('keeps no answer for a tank that is no longer public and throws a failed drawing through', async () => {
    const { cache, store } = dataCache();
    expect(await cachedCardPng(KEY, () => Promise.resolve(null), cache)).toBeNull();
    await expect(cachedCardPng(KEY, () => Promise.reject(new Error('public read failed')), cache)).rejects.toThrow('public read failed');
    expect(store.size).toBe(0);
  });

  it('keeps the bytes as JSON-safe base64 with the share’s tag', async () => {
    const { cache, store } = dataCache();
    await cachedCardPng(KEY, () => Promise.resolve({ png: png(7), complete: true }), cache);
    const [entry] = [...store.values()];
    expect(JSON.parse(entry.json)).toBe(Buffer.from(png(7)).toString('base64'));
    expect(entry.tags).toEqual(['public-card:coral_keeper/reef-1']);
  });
});

describe('cardTagOfPath', () => {
  it('names the share of a card path only', () => {
    expect(cardTagOfPath('/ja/u/coral_keeper/reef-1/opengraph-image')).toBe('public-card:coral_keeper/reef-1');
    expect(cardTagOfPath('/en/u/coral_keeper/reef-1')).toBeNull();
    expect(cardTagOfPath('/en/community')).toBeNull();
  });
});

describe('cardResponse', () => {
  it('answers the PNG with the pages’ lifetime, and a 404 no one keeps', async () => {
    const ok = cardResponse(png(1));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('cache-control')).toBe(CARD_CACHE_CONTROL);
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(png(1));
    const gone = cardResponse(null);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });
});
