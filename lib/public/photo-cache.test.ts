import { describe, expect, it } from 'vitest';
import { PHOTO_CACHE_MS, PhotoCache } from './photo-cache';
import { PHOTO_CACHE } from './photo-route';

const photo = (size: number, mark = 0) => ({ bytes: new Uint8Array(size).fill(mark).buffer, type: 'image/jpeg' as const });
const mark = (p: { bytes: ArrayBuffer } | null) => (p ? new Uint8Array(p.bytes)[0] : null);

describe('the photo cache', () => {
  it('keeps an answer as long as its Cache-Control lets browsers keep it, not longer', () => {
    expect(PHOTO_CACHE).toContain(`max-age=${PHOTO_CACHE_MS / 1000},`);
    let now = 1_000;
    const cache = new PhotoCache({ maxBytes: 100, ttlMs: PHOTO_CACHE_MS }, () => now);
    cache.set('a', photo(10, 7));
    now += PHOTO_CACHE_MS - 1;
    expect(mark(cache.get('a'))).toBe(7);
    now += 1;
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, dropping the least recently used answer first', () => {
    const cache = new PhotoCache({ maxBytes: 30, ttlMs: 1_000 });
    cache.set('a', photo(10, 1));
    cache.set('b', photo(10, 2));
    cache.set('c', photo(10, 3));
    expect(mark(cache.get('a'))).toBe(1); // a is now the most recently used
    cache.set('d', photo(15, 4)); // needs room: b, then c leave, a stays
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).toBeNull();
    expect(mark(cache.get('a'))).toBe(1);
    expect(mark(cache.get('d'))).toBe(4);
    expect(cache.size).toBe(25);
  });

  it('never holds an answer larger than its whole bound, and replaces an answer under the same key', () => {
    const cache = new PhotoCache({ maxBytes: 30, ttlMs: 1_000 });
    cache.set('a', photo(10, 1));
    cache.set('big', photo(31));
    expect(cache.get('big')).toBeNull();
    cache.set('a', photo(20, 2));
    expect(mark(cache.get('a'))).toBe(2);
    expect(cache.size).toBe(20);
  });

  it('forgets everything when told (a keeper changed a share)', () => {
    const cache = new PhotoCache({ maxBytes: 30, ttlMs: 1_000 });
    cache.set('a', photo(10));
    cache.clear();
    expect(cache.get('a')).toBeNull();
    expect(cache.size).toBe(0);
  });
});
