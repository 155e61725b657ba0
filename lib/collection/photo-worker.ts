/// <reference lib="webworker" />
import { PhotoError, processPicture } from './photo-process';

/** The photo pipeline off the main thread: one picture in, the processed photo (or the reason it was refused) out. */
self.onmessage = async (e: MessageEvent<{ file: Blob }>) => {
  try {
    postMessage({ ok: true, photo: await processPicture(e.data.file) });
  } catch (err) {
    postMessage({ ok: false, reason: err instanceof PhotoError ? err.reason : 'failed' });
  }
};
