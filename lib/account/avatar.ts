/** Avatar files: accepted types and size, where they are stored, and the square crop. */

export const AVATAR = {
  bucket: 'avatars',
  types: ['image/png', 'image/jpeg', 'image/webp'] as const,
  maxBytes: 5 * 1024 * 1024,
  /** pixels, square */
  size: 256,
} as const;
export type AvatarType = (typeof AVATAR.types)[number];

export const avatarExtension: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** `Profile.errors` key for a chosen file that cannot be used, or null. */
export function checkAvatarFile(file: { type: string; size: number }): 'avatarType' | 'avatarTooLarge' | null {
  if (!(AVATAR.types as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR.maxBytes) return 'avatarTooLarge';
  return null;
}

/** Storage path of a user's avatar: the first folder is the user id (the storage policies check it). */
export const avatarPath = (userId: string, type: AvatarType) => `${userId}/avatar.${avatarExtension[type]}`;

/** The public URL prefix under which `userId`'s avatars live; anything else is refused as an avatar URL. */
export const avatarUrlPrefix = (supabaseUrl: string, userId: string) =>
  `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/public/${AVATAR.bucket}/${userId}/`;

/** Source rectangle that crops the centre square of a w×h image (object-fit: cover). */
export function coverCrop(w: number, h: number): { sx: number; sy: number; side: number } {
  const side = Math.min(w, h);
  return { sx: Math.round((w - side) / 2), sy: Math.round((h - side) / 2), side };
}
