'use client';

import { PHOTO_BUCKET, type PhotoValues } from '@/lib/collection/model';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { loadRowCheck } from '@/lib/log/repo';
import { backoffDelay } from '@/lib/log/sync/backoff';
import { pendingCopies, publicCopyName, publicCopyNames, type ShareForCopies } from '@/lib/public/photo-copies';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { OWNER_HEADER } from '@/lib/supabase/owner-guard';

/**
 * Makes and removes a shared tank's public photo copies (lib/public/photo-copies.ts) in the background, after the
 * share is saved: each shown photo's metadata-free picture (the one this browser stores, or else the account's
 * private copy) is upserted to `log-photos/public/<id>.<jpg|webp>`, and the copies of photos no longer shown are
 * removed. A failed pass is tried again with the sync's back-off until it succeeds or a newer pass replaces it, so a
 * dropped connection never leaves a copy missing, and nothing here waits on the keeper's typing.
 */
/**
 * Copies made in this page's life, by photo id, with the picture's checksum, and copies removed: a pass skips those
 * already done (lib/public/photo-copies.ts `pendingCopies`).
 */
const copied = new Map<string, string>();
const removed = new Set<string>();

export async function syncPublicCopies(db: LogDb, owner: string, share: ShareForCopies, entries: readonly LogEntry[]): Promise<void> {
  const client = await getSupabaseBrowserClient();
  if (!client) return;
  const bucket = client.storage.from(PHOTO_BUCKET);
  const headers = { [OWNER_HEADER]: owner };
  const plan = pendingCopies(share, entries, { copied, removed });
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
    if (values?.sha256) copied.set(id, values.sha256);
    removed.delete(id);
  }
  if (plan.remove.length > 0) {
    const { error } = await bucket.remove(plan.remove.flatMap(publicCopyNames));
    if (error) throw error;
    for (const id of plan.remove) {
      copied.delete(id);
      removed.add(id);
    }
  }
}

/**
 * Every shared tank of the keeper brought up to date whenever the photos its page may show change: a photo stored by
 * the log's photo sync, added or deleted, an animal's status, a post published or not (components/log/public-copy-watcher.tsx). The shares are read from the server (its `enabled` and sections
 * are what visitors get); the entries from this browser's log.
 */
export async function refreshSharedCopies(db: LogDb, owner: string): Promise<void> {
  const client = await getSupabaseBrowserClient();
  if (!client) return;
  const tanks = await db.tanks.where('userId').equals(owner).primaryKeys();
  if (tanks.length === 0) return;
  const { data, error } = await client
    .from('tank_shares')
    .select('tank_id, enabled, show_livestock, show_journal, cover_photo_id')
    .in('tank_id', tanks)
    .returns<{ tank_id: string; enabled: boolean; show_livestock: boolean; show_journal: boolean; cover_photo_id: string | null }[]>();
  if (error) throw error;
  for (const row of data ?? []) {
    const sections = [...(row.show_livestock ? (['livestock'] as const) : []), ...(row.show_journal ? (['journal'] as const) : [])];
    // only rows of an entry's shape are published (lib/log/row-check.ts); malformed ones stay in this browser
    const entries = (await loadRowCheck()).checkEntries(await db.entries.where('tankId').equals(row.tank_id).toArray()).rows;
    await syncPublicCopies(db, owner, { enabled: row.enabled, sections, coverPhotoId: row.cover_photo_id }, entries);
  }
}

const generations = new Map<string, number>();

/** `task` run now and, while it fails, again with the sync's back-off; a newer task of the same `key` supersedes it. */
export function runInBackground(key: string, task: () => Promise<void>): void {
  const mine = (generations.get(key) ?? 0) + 1;
  generations.set(key, mine);
  const attempt = (n: number) => {
    if (generations.get(key) !== mine) return;
    task().catch(() => {
      if (generations.get(key) === mine) setTimeout(() => attempt(n + 1), backoffDelay(n));
    });
  };
  attempt(0);
}

/** The copies of one tank after its share is saved, in the background (retried, superseded by the next save). */
export function copyInBackground(db: LogDb, owner: string, share: ShareForCopies, entries: readonly LogEntry[]): void {
  runInBackground(`share:${owner}`, () => syncPublicCopies(db, owner, share, entries));
}
