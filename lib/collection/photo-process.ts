import { MAX_EDGE_PX, MAX_INPUT_BYTES, MAX_THUMB_BYTES, THUMB_EDGE_PX, type PhotoMime } from './model';
import { sha256Hex, sniffImage, stripJpegMetadata } from './photo-bytes';

/**
 * A picture made fit for the log, where it runs (a Web Worker, lib/collection/photo-worker.ts): decoded by the
 * browser (createImageBitmap, the EXIF orientation applied), drawn on an OffscreenCanvas at most 2,048 px on its long
 * edge and encoded as JPEG, which writes no metadata; a thumbnail under 30 KB the same way.
 */

export type PhotoProblem = 'notImage' | 'tooLarge' | 'heic' | 'failed';

export class PhotoError extends Error {
  constructor(readonly reason: PhotoProblem) {
    super(reason);
    this.name = 'PhotoError';
  }
}

export interface ProcessedPhoto {
  full: Blob;
  thumb: Blob;
  width: number;
  height: number;
  mime: PhotoMime;
  sha256: string;
}

/** The size that fits `edge` on the long side, never enlarged. */
export function fitWithin(width: number, height: number, edge: number): { width: number; height: number } {
  const k = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

type Surface = ImageBitmap | OffscreenCanvas;

/** `source` drawn on a new canvas of the given size (smoothing at its best: a downscale). */
function drawn(source: Surface, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoError('failed');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return canvas;
}

/** The canvas as a JPEG with no metadata left in it. */
async function jpeg(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  const clean = stripJpegMetadata(new Uint8Array(await blob.arrayBuffer()));
  return new Blob([clean as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}

/**
 * A thumbnail under the limit, drawn from the resized picture (at most 2,048 px), never from the original: lower
 * quality first (the same drawing encoded again), then a smaller edge.
 */
async function thumbnail(resized: OffscreenCanvas): Promise<Blob> {
  for (const edge of [THUMB_EDGE_PX, 240, 160]) {
    const size = fitWithin(resized.width, resized.height, edge);
    const canvas = drawn(resized, size.width, size.height);
    for (const q of [0.72, 0.55, 0.4]) {
      const blob = await jpeg(canvas, q);
      if (blob.size <= MAX_THUMB_BYTES) return blob;
    }
  }
  throw new PhotoError('failed');
}

export async function processPicture(file: Blob): Promise<ProcessedPhoto> {
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('tooLarge');
  const type = sniffImage(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
  if (type === 'unknown') throw new PhotoError('notImage');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // a HEIC picture the browser cannot decode (most but Safari): said as such, not as "not an image"
    throw new PhotoError(type === 'heic' ? 'heic' : 'notImage');
  }
  // decoded once; the original's pixels are let go as soon as the 2,048 px drawing is made
  let resized: OffscreenCanvas;
  try {
    const size = fitWithin(bitmap.width, bitmap.height, MAX_EDGE_PX);
    resized = drawn(bitmap, size.width, size.height);
  } finally {
    bitmap.close();
  }
  const [full, thumb] = await Promise.all([jpeg(resized, 0.85), thumbnail(resized)]);
  const sha256 = await sha256Hex(new Uint8Array(await full.arrayBuffer()));
  return { full, thumb, width: resized.width, height: resized.height, mime: 'image/jpeg', sha256 };
}

/**
 * A square picture of `edge` px (the middle of the picture, never enlarged), as a JPEG with no metadata: the public
 * profile's avatar (components/account/public-profile-form.tsx), through the same decoding and encoding as a photo.
 */
export async function squarePicture(file: Blob, edge: number): Promise<Blob> {
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('tooLarge');
  const type = sniffImage(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
  if (type === 'unknown') throw new PhotoError('notImage');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError(type === 'heic' ? 'heic' : 'notImage');
  }
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const size = Math.max(1, Math.min(edge, side));
    const canvas = new OffscreenCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new PhotoError('failed');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
    return await jpeg(canvas, 0.85);
  } finally {
    bitmap.close();
  }
}
