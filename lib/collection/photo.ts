import { MAX_INPUT_BYTES } from './model';
import { sniffImage } from './photo-bytes';
import { PhotoError, processPicture, type PhotoProblem, type ProcessedPhoto } from './photo-process';

export { PhotoError, type PhotoProblem, type ProcessedPhoto };

type Reply = { id: number; ok: true; photo: ProcessedPhoto } | { id: number; ok: false; reason: PhotoProblem };
interface Pending {
  file: Blob;
  resolve: (photo: ProcessedPhoto) => void;
  reject: (err: unknown) => void;
}

let worker: Worker | null = null;
let failed = false;
let nextId = 1;
const pending = new Map<number, Pending>();

const canUseWorker = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && !failed;

/** The page's one photo worker, started on first need and kept (its script is fetched and compiled once). */
function photoWorker(): Worker | null {
  if (!canUseWorker()) return null;
  if (worker) return worker;
  const w = new Worker(new URL('./photo-worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<Reply>) => {
    const job = pending.get(e.data.id);
    if (!job) return;
    pending.delete(e.data.id);
    if (e.data.ok) job.resolve(e.data.photo);
    else job.reject(new PhotoError(e.data.reason));
  };
  // a worker that cannot start (a browser or policy without module workers): what it was given, and all that
  // follows, runs on this thread
  w.onerror = () => {
    failed = true;
    w.terminate();
    worker = null;
    const jobs = [...pending.values()];
    pending.clear();
    for (const job of jobs) processPicture(job.file).then(job.resolve, job.reject);
  };
  worker = w;
  return w;
}

/** Starts the worker ahead of the first picture (a photo form is on screen), so picking one does not wait for it. */
export function warmPhotoWorker(): void {
  photoWorker();
}

/**
 * Processes a picture the keeper picked (resize, strip, thumbnail: photo-process.ts) in a Web Worker, so typing and
 * scrolling never wait for it; where the browser has no Worker or OffscreenCanvas, or the worker cannot start, on this
 * thread.
 */
export async function processPhoto(file: Blob): Promise<ProcessedPhoto> {
  // refused at once, before the worker is asked: too large, or not a picture by its first bytes
  if (file.size > MAX_INPUT_BYTES) throw new PhotoError('tooLarge');
  if (sniffImage(new Uint8Array(await file.slice(0, 32).arrayBuffer())) === 'unknown') throw new PhotoError('notImage');
  const w = photoWorker();
  if (!w) return processPicture(file);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { file, resolve, reject });
    // a Blob crosses to the worker as a handle, not a copy of its bytes
    w.postMessage({ id, file });
  });
}
