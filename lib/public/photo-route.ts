/**
 * The public photo route (`/api/public/photo/<id>`, `publicPhotoUrl`): the public copy of a log photo,
 * `log-photos/public/<id>.<jpg|webp>`, downloaded through the anonymous client, so Storage's policy
 * (`public_photo_visible`, docs/public-pages.md) decides whether it exists for anyone. Only the picture's bytes and
 * its type go out: never Storage's description of the object (its `owner` column names the uploader's account).
 *
 * `?w=<width>` asks for a narrower copy, made here from the public copy (`PHOTO_WIDTHS`), so a phone showing the cover
 * 412 px wide does not download a 1,600 px picture (the page's `srcset`, components/public/public-photo.tsx).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CachedPhoto, PhotoCache } from './photo-cache';
import { PHOTO_WIDTHS } from './read';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public copies' names, tried in this order; the type is the name's, not what Storage recorded. */
const COPIES = [
  { ext: 'jpg', type: 'image/jpeg' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** Inputs larger than this many pixels are served as they are, not decoded (the browser's copies are far smaller). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The width asked for in `?w=`: null when none, undefined when it is not one of `PHOTO_WIDTHS` (lib/public/read.ts). */
export function requestedWidth(url: string): number | null | undefined {
  const w = new URL(url, 'http://localhost').searchParams.get('w');
  if (w === null) return null;
  return (PHOTO_WIDTHS as readonly number[]).find((x) => String(x) === w);
}

/**
 * The picture at most `width` pixels wide, in its own type, with no metadata (sharp writes none unless asked). A
 * picture already as narrow, or one sharp cannot read, is returned as it came: the public copy is valid already.
 * libjpeg-turbo's own encoder, not mozjpeg: this runs per request (the answer is cached a minute), and mozjpeg took
 * twice as long for 10 % fewer bytes (docs/performance.md).
 */
export async function narrower(bytes: ArrayBuffer, type: 'image/jpeg' | 'image/webp', width: number): Promise<ArrayBuffer> {
  try {
    // Loaded on the first resize only: the route's other answers do not need the image library.
    const { default: sharp } = await import('sharp');
    const image = sharp(Buffer.from(bytes), { limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    if (!meta.width || meta.width <= width) return bytes;
    const resized = image.resize({ width });
    const out = await (type === 'image/webp' ? resized.webp({ quality: 78 }) : resized.jpeg({ quality: 78 })).toBuffer();
    return out.byteLength < bytes.byteLength ? new Uint8Array(out).buffer : bytes;
  } catch {
    return bytes;
  }
}

/** Short, so a share switched off stops showing its photos from caches within a minute. */
export const PHOTO_CACHE = 'public, max-age=60, s-maxage=60';

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * Storage's answer for a name this reader may not see or that is not there (both are "not found" to a visitor):
 * Storage renders its errors with HTTP 400 and the real status in the body's `statusCode` (storage-js keeps both).
 */
export function isMissing(error: unknown): boolean {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  return [400, 403, 404].includes(Number(e?.status)) || ['403', '404', 'NoSuchKey'].includes(String(e?.statusCode));
}

const photoResponse = ({ bytes, type }: CachedPhoto) =>
  new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': type, 'Cache-Control': PHOTO_CACHE, 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * The response for one photo id; `db` is null on a site without Supabase. `width` is `requestedWidth`'s answer: null
 * for the copy as stored, undefined for a width the route does not make (404). A picture found is kept in `cache`
 * for the minute its answer may be cached anyway; a refusal or a miss is never kept, so a photo shared a moment ago
 * shows at once.
 */
export async function servePublicPhoto(
  db: Pick<SupabaseClient, 'storage'> | null,
  id: string,
  width: number | null | undefined,
  cache?: PhotoCache,
): Promise<Response> {
  if (!db) return plain(503, 'Photos are not available on this site.');
  if (!UUID.test(id) || width === undefined) return plain(404, 'Not found.');
  const key = `${id}?w=${width ?? ''}`;
  const kept = cache?.get(key);
  if (kept) return photoResponse(kept);
  for (const copy of COPIES) {
    const { data, error } = await db.storage.from('log-photos').download(`public/${id}.${copy.ext}`);
    if (data) {
      const bytes = await data.arrayBuffer();
      const photo = { bytes: width === null ? bytes : await narrower(bytes, copy.type, width), type: copy.type };
      cache?.set(key, photo);
      return photoResponse(photo);
    }
    if (!isMissing(error)) return plain(502, 'The photo could not be read. Please try again later.');
  }
  return plain(404, 'Not found.');
}
