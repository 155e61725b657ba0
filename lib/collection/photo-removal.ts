import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import type { PhotoValues } from './model';
import { createRetryLoop, photoPath, thumbPath } from './photo-sync';

/**
 * A deleted photo's objects leave the account's bucket (`log-photos`). Deleting a photo (or an animal with its photos)
 * while signed in queues the photo's id here (the `meta` row PHOTO_REMOVALS_KEY, written in the deletion's own
 * transaction: lib/collection/repo.ts); once its tombstone has synced (no change of it waits in the outbox), its
 * picture, its thumbnail and its public copy, if one was made, are removed through Storage, retried with the sync's
 * back-off until Storage has answered. Waiting for the sync keeps the order the other browsers see: an entry whose
 * pictures are gone is already a tombstone on the server. A photo whose deletion the sync undid (the row is live
 * again) leaves the queue with its objects kept.
 */
export const PHOTO_REMOVALS_KEY = 'photoRemovals';
/** the public copy a shared tank's page shows (supabase/migrations/20261126170000_public_pages.sql): these endings */
const PUBLIC_COPY_EXTS = ['jpg', 'webp'] as const;

export interface PhotoObjectStore {
  /** Removes these objects; names that are not there are no failure. */
  remove(names: string[]): Promise<void>;
}

/** Every object a photo of `ownerId` may have in the bucket: its picture and thumbnail, and its public copies. */
export function photoObjectNames(ownerId: string, photoId: string, storagePath?: string | null): string[] {
  const own = photoPath(ownerId, photoId);
  const names = new Set([own, thumbPath(own)]);
  // a path from the entry is used only inside the keeper's own folder
  if (storagePath && storagePath.startsWith(`${ownerId}/`)) names.add(storagePath).add(thumbPath(storagePath));
  for (const ext of PUBLIC_COPY_EXTS) names.add(`public/${photoId}.${ext}`);
  return [...names];
}

export interface RemovalPlan {
  /** photos whose objects go now, with the names */
  remove: { id: string; names: string[] }[];
  /** ids that leave the queue with nothing to remove (restored, or not the keeper's) */
  drop: string[];
}

/**
 * What a pass removes, from the queue, the entries stored now (by id) and the ids with a change still in the outbox.
 * A tombstone of the keeper's whose deletion has synced goes (one no longer stored too: the tombstone was purged);
 * one still waiting for the sync waits; a live row or another keeper's leaves the queue.
 */
export function removalPlan(
  queue: readonly string[],
  stored: ReadonlyMap<string, Pick<LogEntry, 'kind' | 'userId' | 'deletedAt' | 'values'>>,
  pending: ReadonlySet<string>,
  ownerId: string,
): RemovalPlan {
  const plan: RemovalPlan = { remove: [], drop: [] };
  for (const id of new Set(queue)) {
    const e = stored.get(id);
    if (!e) plan.remove.push({ id, names: photoObjectNames(ownerId, id) });
    else if (!e.deletedAt || e.kind !== 'photo' || e.userId !== ownerId) plan.drop.push(id);
    else if (!pending.has(id)) plan.remove.push({ id, names: photoObjectNames(ownerId, id, (e.values as PhotoValues).storagePath) });
  }
  return plan;
}

/** The queue as stored (a list of photo ids). */
export async function queuedRemovals(db: LogDb): Promise<string[]> {
  const v = (await db.meta.get(PHOTO_REMOVALS_KEY))?.value;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Adds deleted photos to the queue; run inside the deletion's transaction (it needs `meta`). */
export async function queuePhotoRemovals(db: LogDb, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const queue = await queuedRemovals(db);
  await db.meta.put({ key: PHOTO_REMOVALS_KEY, value: [...new Set([...queue, ...ids])] });
}

/** One pass: removes the objects of every queued photo whose tombstone has synced; throws Storage's failure. */
export async function removeDeletedPhotos(db: LogDb, ownerId: string, store: PhotoObjectStore): Promise<number> {
  const queue = await queuedRemovals(db);
  if (!queue.length) return 0;
  const rows = await db.entries.bulkGet(queue);
  const stored = new Map(rows.flatMap((r) => (r ? [[r.id, r] as const] : [])));
  const pending = new Set((await db.outbox.where('rowId').anyOf(queue).toArray()).map((o) => o.rowId));
  const plan = removalPlan(queue, stored, pending, ownerId);
  const done = new Set(plan.drop);
  const forget = () =>
    db.transaction('rw', db.meta, async () => {
      const now = await queuedRemovals(db);
      await db.meta.put({ key: PHOTO_REMOVALS_KEY, value: now.filter((id) => !done.has(id)) });
    });
  try {
    for (const { id, names } of plan.remove) {
      await store.remove(names);
      done.add(id);
    }
  } finally {
    if (done.size) await forget();
  }
  return plan.remove.length;
}

/**
 * The removals in the background (the log screen runs them for a signed-in keeper beside the uploads): a pass on
 * `kick` (the queue or the outbox changed), retried with the sync's back-off, at once on `online`.
 */
export function createPhotoRemover(opts: {
  db: LogDb;
  ownerId: string;
  store: PhotoObjectStore | Promise<PhotoObjectStore | null>;
  delay: (attempt: number) => number;
}) {
  const loop = createRetryLoop({
    delay: opts.delay,
    async run() {
      const store = await opts.store;
      if (store && !loop.stopped()) await removeDeletedPhotos(opts.db, opts.ownerId, store);
    },
  });
  return { kick: loop.kick, stop: loop.stop, idle: loop.idle };
}
