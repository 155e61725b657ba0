'use client';

import { AVATAR, coverCrop, type AvatarType } from '@/lib/account/avatar';

export class UnreadableImageError extends Error {}

/** The centre square of `file`, drawn at AVATAR.size × AVATAR.size and encoded as `type`. */
export async function resizeAvatar(file: Blob, type: AvatarType): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError();
  }
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR.size;
  canvas.height = AVATAR.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new UnreadableImageError();
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff'; // JPEG has no transparency: white rather than black behind transparent pixels
    ctx.fillRect(0, 0, AVATAR.size, AVATAR.size);
  }
  ctx.imageSmoothingQuality = 'high';
  const { sx, sy, side } = coverCrop(bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, sx, sy, side, side, 0, 0, AVATAR.size, AVATAR.size);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new UnreadableImageError())), type, 0.9));
}
