import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PHOTO_CACHE, servePublicPhoto } from './photo-route';

const ID = '00000000-0000-4000-8000-000000000005';
type Answer = { data: Blob | null; error: unknown };

/** A stand-in for supabase-js's Storage: answers per object name, and records what was asked. */
function fakeDb(objects: Record<string, Answer>) {
  const asked: string[] = [];
  const db = {
    storage: {
      from: (bucket: string) => ({
        download: (name: string): Promise<Answer> => {
          asked.push(`${bucket}/${name}`);
          return Promise.resolve(objects[name] ?? { data: null, error: { status: 400, statusCode: '404', message: 'Object not found' } });
        },
      }),
    },
  } as unknown as Pick<SupabaseClient, 'storage'>;
  return { db, asked };
}

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'application/octet-stream' });

describe('the public photo route', () => {
  it('returns a visible copy’s bytes only, typed by its name, cached briefly and not sniffed', async () => {
    const { db, asked } = fakeDb({ [`public/${ID}.jpg`]: { data: jpeg, error: null } });
    const res = await servePublicPhoto(db, ID);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(PHOTO_CACHE);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(asked).toEqual([`log-photos/public/${ID}.jpg`]);
    // nothing of Storage's description of the object goes out
    expect([...res.headers.keys()].sort()).toEqual(['cache-control', 'content-type', 'x-content-type-options']);
  });

  it('falls back to the WebP copy', async () => {
    const webp = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])]);
    const { db, asked } = fakeDb({ [`public/${ID}.webp`]: { data: webp, error: null } });
    const res = await servePublicPhoto(db, ID);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(asked).toEqual([`log-photos/public/${ID}.jpg`, `log-photos/public/${ID}.webp`]);
  });

  it('answers 404 for a photo that is not visible or not there, uncached', async () => {
    const { db } = fakeDb({});
    const res = await servePublicPhoto(db, ID);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('refuses an id that is not a uuid without asking Storage (no path can be smuggled in)', async () => {
    for (const bad of ['../secret', `${ID}.jpg`, '0000000A-0000-4000-8000-00000000000B', '', `${ID}/x`]) {
      const { db, asked } = fakeDb({});
      expect((await servePublicPhoto(db, bad)).status).toBe(404);
      expect(asked).toEqual([]);
    }
  });

  it('says plainly when Supabase is off (503) and when Storage fails (502), never a stack trace', async () => {
    const off = await servePublicPhoto(null, ID);
    expect(off.status).toBe(503);
    expect(await off.text()).toBe('Photos are not available on this site.');
    const { db } = fakeDb({ [`public/${ID}.jpg`]: { data: null, error: { name: 'StorageUnknownError', message: 'fetch failed' } } });
    const down = await servePublicPhoto(db, ID);
    expect(down.status).toBe(502);
    expect(await down.text()).not.toContain('fetch failed');
  });
});
