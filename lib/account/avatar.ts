/** Avatar files: accepted types and size, where they are stored, and the square crop. */

export const AVATAR = {
  bucket: 'avatars',
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  maxBytes: 5 * 1024 * 1024,
  /** pixels, square */
  size: 256,
} as const;
export type AvatarType = (typeof AVATAR.types)[number];

/**
 * The one object name of a keeper's picture. The storage policies
 * (supabase/migrations/20261126090100_avatars_private_listing.sql) accept no other, so a folder holds one avatar
 * whatever its type: the type travels as the object's content type, not in its name.
 */
export const AVATAR_NAME = 'avatar';
/** Names the site used before one fixed name (`avatar.<ext>`); removed from the folder when the picture changes. */
export const LEGACY_AVATAR_NAMES = ['avatar.png', 'avatar.jpg', 'avatar.webp'] as const;

/** `Account.profile.errors` key for a chosen file that cannot be used, or null. */
export function checkAvatarFile(file: { type: string; size: number }): 'avatarType' | 'avatarTooLarge' | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR.maxBytes) return 'avatarTooLarge';
  return null;
}

/** Storage path of a user's avatar: `<user id>/avatar` (the storage policies check both parts). */
export const avatarPath = (userId: string) => `${userId}/${AVATAR_NAME}`;

/** The public URL prefix under which `userId`'s avatars live; anything else is refused as an avatar URL. */
export const avatarUrlPrefix = (supabaseUrl: string, userId: string) =>
  `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${AVATAR.bucket}/${userId}/`;

/**
 * Whether `url` may be stored as `userId`'s avatar: the public URL of their one avatar object, with the `?v=<time>`
 * the editor adds so that browsers fetch a replaced picture under the same name.
 */
export function isOwnAvatarUrl(supabaseUrl: string, userId: string, url: string): boolean {
  const prefix = avatarUrlPrefix(supabaseUrl, userId);
  if (url.length > 1000 || !url.startsWith(prefix)) return false;
  return /^avatar(\?v=\d{1,16})?$/.test(url.slice(prefix.length));
}

/** Source rectangle that crops the centre square of a w×h image (object-fit: cover). */
export function coverCrop(w: number, h: number): { sx: number; sy: number; side: number } {
  const side = Math.min(w, h);
  return { sx: Math.round((w - side) / 2), sy: Math.round((h - side) / 2), side };
}
