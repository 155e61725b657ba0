import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PhotoCache } from './photo-cache';
import { narrower, PHOTO_CACHE, requestedWidth, servePublicPhoto } from './photo-route';
import { PHOTO_WIDTHS } from './read';

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
    const res = await servePublicPhoto(db, ID, null);
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
    const res = await servePublicPhoto(db, ID, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(asked).toEqual([`log-photos/public/${ID}.jpg`, `log-photos/public/${ID}.webp`]);
  });

  it('answers 404 for a photo that is not visible or not there, uncached', async () => {
    const { db } = fakeDb({});
    const res = await servePublicPhoto(db, ID, null);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('refuses an id that is not a uuid without asking Storage (no path can be smuggled in)', async () => {
    for (const bad of ['../secret', `${ID}.jpg`, '0000000A-0000-4000-8000-00000000000B', '', `${ID}/x`]) {
      const { db, asked } = fakeDb({});
      expect((await servePublicPhoto(db, bad, null)).status).toBe(404);
      expect(asked).toEqual([]);
    }
  });

  it('says plainly when Supabase is off (503) and when Storage fails (502), never a stack trace', async () => {
    const off = await servePublicPhoto(null, ID, null);
    expect(off.status).toBe(503);
    expect(await off.text()).toBe('Photos are not available on this site.');
    const { db } = fakeDb({ [`public/${ID}.jpg`]: { data: null, error: { name: 'StorageUnknownError', message: 'fetch failed' } } });
    const down = await servePublicPhoto(db, ID, null);
    expect(down.status).toBe(502);
    expect(await down.text()).not.toContain('fetch failed');
  });

  it('refuses a width it does not make without asking Storage, and reads only the listed ones', async () => {
    expect(requestedWidth(`/api/public/photo/${ID}`)).toBeNull();
    expect(requestedWidth(`/api/public/photo/${ID}?w=800`)).toBe(800);
    for (const bad of ['801', '0', '-480', '800px', '8e2', '', '99999'])
      expect(requestedWidth(`/api/public/photo/${ID}?w=${bad}`)).toBeUndefined();
    const { db, asked } = fakeDb({ [`public/${ID}.jpg`]: { data: jpeg, error: null } });
    expect((await servePublicPhoto(db, ID, undefined)).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it('answers a photo asked again within the minute from its cache, per width, and never keeps a miss', async () => {
    const objects: Record<string, Answer> = {};
    const { db, asked } = fakeDb(objects);
    const cache = new PhotoCache({ maxBytes: 1_000, ttlMs: 60_000 });
    expect((await servePublicPhoto(db, ID, null, cache)).status).toBe(404);
    objects[`public/${ID}.jpg`] = { data: jpeg, error: null }; // shared a moment later: shown at once
    expect((await servePublicPhoto(db, ID, null, cache)).status).toBe(200);
    const again = await servePublicPhoto(db, ID, null, cache);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(again.headers.get('cache-control')).toBe(PHOTO_CACHE);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(asked.filter((a) => a.endsWith('.jpg'))).toHaveLength(2); // the miss and the first answer only
    await servePublicPhoto(db, ID, 240, cache); // another width is another answer
    expect(asked.filter((a) => a.endsWith('.jpg'))).toHaveLength(3);
    cache.clear(); // a keeper's change
    delete objects[`public/${ID}.jpg`];
    expect((await servePublicPhoto(db, ID, null, cache)).status).toBe(404);
  });
});

/** A real picture with GPS in its EXIF, as a camera would write it. */
async function photo(width: number, height: number, format: 'jpeg' | 'webp'): Promise<ArrayBuffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 251;
  const img = sharp(raw, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'Camera' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 0/1' },
  });
  const buf = await (format === 'jpeg' ? img.jpeg({ quality: 92 }) : img.webp({ quality: 92 })).toBuffer();
  return new Uint8Array(buf).buffer;
}

describe('narrower copies of a public photo', () => {
  it('serves the cover at a phone’s width: narrower, smaller, same type and shape, without metadata', async () => {
    const original = await photo(1600, 1000, 'jpeg');
    expect((await sharp(Buffer.from(original)).metadata()).exif).toBeDefined();
    const { db } = fakeDb({ [`public/${ID}.jpg`]: { data: new Blob([original]), error: null } });
    const res = await servePublicPhoto(db, ID, 800);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe(PHOTO_CACHE);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(original.byteLength);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 500]);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a WebP copy WebP', async () => {
    const out = await narrower(await photo(1300, 650, 'webp'), 'image/webp', 480);
    const meta = await sharp(Buffer.from(out)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 240]);
  });

  it('returns a picture already as narrow, and one it cannot read, as it came', async () => {
    const small = await photo(200, 100, 'jpeg');
    expect(await narrower(small, 'image/jpeg', PHOTO_WIDTHS[0])).toBe(small);
    const garbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer;
    expect(await narrower(garbage, 'image/jpeg', 480)).toBe(garbage);
  });
});
