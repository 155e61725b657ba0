import { MAX_INPUT_BYTES } from './model';
import { sniffImage } from './photo-bytes';
import { PhotoError, processPicture, type PhotoProblem, type ProcessedPhoto } from './photo-process';

export { PhotoError, type PhotoProblem, type ProcessedPhoto };

/**
 * Processes a picture the keeper picked (resize, strip, thumbnail: photo-process.ts) in a Web Worker, so typing and
 * scrolling never wait for it; where the browser has no Worker or OffscreenCanvas, or the worker cannot start, on this
 * thread.
 */
export async function processPhoto(file: Blob): Promise<ProcessedPhoto> {
  // refused at once, before a worker starts: too large, or not a picture by its first bytes
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('tooLarge');
  if (sniffImage(new Uint8Array(await file.slice(0, 32).arrayBuffer())) === 'unknown') throw new PhotoError('notImage');
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return processPicture(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ ok: true; photo: ProcessedPhoto } | { ok: false; reason: PhotoProblem }>) => {
      worker.terminate();
      if (e.data.ok) resolve(e.data.photo);
      else reject(new PhotoError(e.data.reason));
    };
    // a worker that cannot start (a browser or policy without module workers): the same pipeline on this thread
    worker.onerror = () => {
      worker.terminate();
      processPicture(file).then(resolve, reject);
    };
    worker.postMessage({ file });
  });
}
