'use client';

import { PHOTO_BUCKET, type PhotoValues } from '@/lib/collection/model';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { backoffDelay } from '@/lib/log/sync/backoff';
import { copyPlan, publicCopyName, publicCopyNames, type ShareForCopies } from '@/lib/public/photo-copies';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { OWNER_HEADER } from '@/lib/supabase/owner-guard';

/**
 * Makes and removes a shared tank's public photo copies (lib/public/photo-copies.ts) in the background, after the
 * share is saved: each shown photo's metadata-free picture (the one this browser stores, or else the account's
 * private copy) is upserted to `log-photos/public/<id>.<jpg|webp>`, and the copies of photos no longer shown are
 * removed. A failed pass is tried again with the sync's back-off until it succeeds or a newer pass replaces it, so a
 * dropped connection never leaves a copy missing, and nothing here waits on the keeper's typing.
 */
export async function syncPublicCopies(db: LogDb, owner: string, share: ShareForCopies, entries: readonly LogEntry[]): Promise<void> {
  const client = await getSupabaseBrowserClient();
  if (!client) return;
  const bucket = client.storage.from(PHOTO_BUCKET);
  const headers = { [OWNER_HEADER]: owner };
  const plan = copyPlan(share, entries);
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const id of plan.upload) {
    const values = byId.get(id)?.values as PhotoValues | undefined;
    let blob = (await db.photoBlobs.get(id))?.full ?? null;
    if (!blob && values?.storagePath) {
      const { data, error } = await bucket.download(values.storagePath);
      if (error) throw error;
      blob = data;
    }
    // a picture not in this browser nor uploaded yet: its upload (lib/collection/photo-sync.ts) comes first
    if (!blob) continue;
    const mime = blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const { error } = await bucket.upload(publicCopyName(id, mime), blob, { upsert: true, contentType: mime, headers });
    if (error) throw error;
  }
  if (plan.remove.length > 0) {
    const { error } = await bucket.remove(plan.remove.flatMap(publicCopyNames));
    if (error) throw error;
  }
}

let generation = 0;

/** syncPublicCopies, retried with the sync's back-off; a newer call supersedes an older one still retrying. */
export function copyInBackground(db: LogDb, owner: string, share: ShareForCopies, entries: readonly LogEntry[]): void {
  const mine = ++generation;
  const attempt = (n: number) => {
    if (mine !== generation) return;
    syncPublicCopies(db, owner, share, entries).catch(() => {
      if (mine === generation) setTimeout(() => attempt(n + 1), backoffDelay(n));
    });
  };
  attempt(0);
}
