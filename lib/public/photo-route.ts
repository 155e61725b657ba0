/**
 * The public photo route (`/api/public/photo/<id>`, `publicPhotoUrl`): the public copy of a log photo,
 * `log-photos/public/<id>.<jpg|webp>`, downloaded through the anonymous client, so Storage's policy
 * (`public_photo_visible`, docs/public-pages.md) decides whether it exists for anyone. Only the picture's bytes and
 * its type go out: never Storage's description of the object (its `owner` column names the uploader's account).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The public copies' names, tried in this order; the type is the name's, not what Storage recorded. */
const COPIES = [
  { ext: 'jpg', type: 'image/jpeg' },
  { ext: 'webp', type: 'image/webp' },
] as const;

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

/** The response for one photo id; `db` is null on a site without Supabase. */
export async function servePublicPhoto(db: Pick<SupabaseClient, 'storage'> | null, id: string): Promise<Response> {
  if (!db) return plain(503, 'Photos are not available on this site.');
  if (!UUID.test(id)) return plain(404, 'Not found.');
  for (const copy of COPIES) {
    const { data, error } = await db.storage.from('log-photos').download(`public/${id}.${copy.ext}`);
    if (data) {
      return new Response(await data.arrayBuffer(), {
        status: 200,
        headers: { 'Content-Type': copy.type, 'Cache-Control': PHOTO_CACHE, 'X-Content-Type-Options': 'nosniff' },
      });
    }
    if (!isMissing(error)) return plain(502, 'The photo could not be read. Please try again later.');
  }
  return plain(404, 'Not found.');
}
