/// <reference lib="webworker" />
import { PhotoError, processPicture } from './photo-process';

/**
 * The photo pipeline off the main thread: pictures in (each with the id of its request), the processed photo (or the
 * reason it was refused) out. The page keeps one worker for the pictures it is given, started before the first.
 */
self.onmessage = async (e: MessageEvent<{ id: number; file: Blob }>) => {
  const { id, file } = e.data;
  try {
    postMessage({ id, ok: true, photo: await processPicture(file) });
  } catch (err) {
    postMessage({ id, ok: false, reason: err instanceof PhotoError ? err.reason : 'failed' });
  }
};
