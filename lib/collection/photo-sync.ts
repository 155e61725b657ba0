import type { LogDb } from '@/lib/log/db';
import { isQuotaError, LogWriteError, updateEntry } from '@/lib/log/repo';
import type { PhotoBlobRow, PhotoValues } from './model';

/**
 * Photos between this browser and the account's private bucket (`log-photos`, `<owner's id>/…`). The entries travel
 * with the log's sync; the pictures travel here:
 * - Upload: every picture of the keeper's photos not yet in the bucket (the `uploaded` flag of its `photoBlobs` row,
 *   kept in IndexedDB, is the queue), the picture then the thumbnail, each an upsert, so a pass cut short by a dropped
 *   connection is resumed by the next from the first photo not marked uploaded. Once both are stored, the photo's
 *   entry gets its `storagePath` (a change the sync carries to the keeper's other browsers).
 * - Download: a browser showing a photo it lacks fetches it by that path, on demand.
 */
export interface PhotoStore {
  upload(path: string, blob: Blob): Promise<void>;
  download(path: string): Promise<Blob>;
}

export const photoPath = (ownerId: string, photoId: string) => `${ownerId}/${photoId}.jpg`;
export const thumbPath = (storagePath: string) => storagePath.replace(/\.(jpg|webp)$/, '.thumb.jpg');

/** Photos of `ownerId` whose pictures are in this browser but not yet in the bucket, oldest first. */
export async function pendingUploads(db: LogDb, ownerId: string): Promise<PhotoBlobRow[]> {
  const rows = await db.photoBlobs.filter((r) => !r.uploaded).toArray();
  const entries = await db.entries.bulkGet(rows.map((r) => r.id));
  return rows
    .map((r, i) => ({ r, e: entries[i] }))
    .filter(({ e }) => e && !e.deletedAt && e.userId === ownerId)
    .sort((a, b) => a.e!.createdAt.localeCompare(b.e!.createdAt))
    .map(({ r }) => r);
}

/**
 * Uploads the waiting pictures one by one, reporting (done, total) after each. Stops at the first failure and throws
 * it (the caller retries later, with the sync's back-off); what was done stays done.
 */
export async function uploadPending(
  db: LogDb,
  ownerId: string,
  store: PhotoStore,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const pending = await pendingUploads(db, ownerId);
  onProgress(0, pending.length);
  let done = 0;
  for (const row of pending) {
    const path = photoPath(ownerId, row.id);
    await store.upload(path, row.full);
    await store.upload(thumbPath(path), row.thumb);
    await db.transaction('rw', [db.entries, db.outbox, db.photoBlobs], async () => {
      const entry = await db.entries.get(row.id);
      if (entry && !entry.deletedAt && (entry.values as PhotoValues).storagePath !== path) {
        await updateEntry(db, row.id, { values: { ...(entry.values as PhotoValues), storagePath: path } });
      }
      await db.photoBlobs.update(row.id, { uploaded: true });
    });
    onProgress(++done, pending.length);
  }
  return done;
}

/** Fetches a photo's picture and thumbnail from the bucket into this browser; false when it has no path yet. */
export async function downloadPhoto(db: LogDb, photoId: string, store: PhotoStore): Promise<boolean> {
  const entry = await db.entries.get(photoId);
  const path = entry && !entry.deletedAt ? (entry.values as PhotoValues).storagePath : null;
  if (!path) return false;
  const [full, thumb] = await Promise.all([store.download(path), store.download(thumbPath(path))]);
  try {
    await db.photoBlobs.put({ id: photoId, full, thumb, uploaded: true });
  } catch (e) {
    throw new LogWriteError(isQuotaError(e) ? 'quota' : 'failed', e);
  }
  return true;
}

export interface UploaderState {
  /** a pass under way: done of total */
  progress: { done: number; total: number } | null;
  /** failed passes in a row (0: the last one finished) */
  failed: number;
}

/**
 * A background job run again and again (the photo uploads, the removal of deleted photos' objects): `kick` starts a
 * pass now; one already running is followed by another; a failed pass is retried after `delay(attempt)` (the sync's
 * back-off), and `kick(true)` (the browser back `online`) retries at once with the back-off reset. `onSettled` hears
 * after each pass how many have failed in a row (0: the last one finished). `stop` ends it.
 */
export function createRetryLoop(opts: {
  run: () => Promise<void>;
  delay: (attempt: number) => number;
  onSettled?: (failed: number) => void;
}): { kick: (resetBackoff?: boolean) => void; stop: () => void; idle: () => Promise<void>; failed: () => number; stopped: () => boolean } {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  async function pass(): Promise<void> {
    try {
      await opts.run();
      attempt = 0;
    } catch {
      if (stopped) return;
      attempt += 1;
      timer = setTimeout(() => kick(), opts.delay(attempt - 1));
    }
    if (!stopped) opts.onSettled?.(attempt);
  }
  function kick(resetBackoff = false) {
    if (stopped) return;
    if (resetBackoff) attempt = 0;
    clearTimeout(timer);
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        kick();
      }
    });
  }
  return {
    kick,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    idle: async () => {
      while (running) await running;
    },
    failed: () => attempt,
    stopped: () => stopped,
  };
}

/**
 * The background upload loop, page-wide and apart from any section's components (the log screen starts it for a
 * signed-in keeper, components/collection/use-photo-sync.tsx), on createRetryLoop: `kick` starts a pass now (a new
 * waiting photo); a failed pass is retried with the sync's back-off, and at once on `online`. `stop` ends it (the
 * page left, the keeper signed out).
 */
export function createPhotoUploader(opts: {
  db: LogDb;
  ownerId: string;
  store: PhotoStore | Promise<PhotoStore | null>;
  delay: (attempt: number) => number;
  onState?: (state: UploaderState) => void;
}): { kick: (resetBackoff?: boolean) => void; stop: () => void; idle: () => Promise<void> } {
  const report = (progress: UploaderState['progress']) => !loop.stopped() && opts.onState?.({ progress, failed: loop.failed() });
  const loop = createRetryLoop({
    delay: opts.delay,
    onSettled: (failed) => opts.onState?.({ progress: null, failed }),
    async run() {
      const store = await opts.store;
      if (!store || loop.stopped()) return;
      await uploadPending(opts.db, opts.ownerId, store, (done, total) => report(total ? { done, total } : null));
    },
  });
  return { kick: loop.kick, stop: loop.stop, idle: loop.idle };
}
