'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PHOTO_BUCKET } from '@/lib/collection/model';
import { createPhotoRemover, PHOTO_REMOVALS_KEY, type PhotoObjectStore } from '@/lib/collection/photo-removal';
import { createPhotoUploader, downloadPhoto, type PhotoStore, type UploaderState } from '@/lib/collection/photo-sync';
import type { LogDb } from '@/lib/log/db';
import { backoffDelay } from '@/lib/log/sync/backoff';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { OWNER_HEADER } from '@/lib/supabase/owner-guard';
import type { PhotoFetcher } from './use-photo-url';

/** The account's bucket through the browser's Supabase client; each upload names its account (owner-guard.ts). */
async function bucketStore(owner: string): Promise<(PhotoStore & PhotoObjectStore) | null> {
  const client = await getSupabaseBrowserClient();
  if (!client) return null;
  const bucket = client.storage.from(PHOTO_BUCKET);
  return {
    async upload(path, blob) {
      const { error } = await bucket.upload(path, blob, {
        upsert: true,
        contentType: blob.type || 'image/jpeg',
        headers: { [OWNER_HEADER]: owner },
      });
      if (error) throw error;
    },
    async download(path) {
      const { data, error } = await bucket.download(path);
      if (error) throw error;
      return data;
    },
    async remove(names) {
      const { error } = await bucket.remove(names);
      if (error) throw error;
    },
  };
}

/** Signed in: a fetcher for photos this browser lacks, from the account's bucket; signed out: null. */
export function usePhotoFetcher(db: LogDb, owner: string | null): PhotoFetcher | null {
  const store = useMemo(() => (owner ? bucketStore(owner) : null), [owner]);
  const fetcher = useCallback<PhotoFetcher>(
    async (photoId) => {
      const s = await store;
      return s ? downloadPhoto(db, photoId, s) : false;
    },
    [db, store],
  );
  return owner ? fetcher : null;
}

/**
 * Signed in, while the log is open: uploads the keeper's waiting photos in the background, whichever section is
 * open (again after each new photo, on `online`, and after a failure with the sync's back-off: lib/collection/photo-sync.ts
 * createPhotoUploader), with a progress line; and removes deleted photos' objects from the bucket once their
 * tombstones have synced, silently (lib/collection/photo-removal.ts). The log screen mounts it only for a signed-in
 * keeper.
 */
export function PhotoUploads({ db, owner }: { db: LogDb; owner: string }) {
  const t = useTranslations('Collection.upload');
  const [state, setState] = useState<UploaderState>({ progress: null, failed: 0 });
  const waiting = useLiveQuery(() => db.photoBlobs.filter((r) => !r.uploaded).count(), [db]) ?? 0;
  const uploader = useRef<ReturnType<typeof createPhotoUploader> | null>(null);

  // deleted photos' objects: queued ids and the outbox (a tombstone synced) start a pass (lib/collection/photo-removal.ts)
  const removals = useLiveQuery(async () => {
    const queued = (await db.meta.get(PHOTO_REMOVALS_KEY))?.value;
    return Array.isArray(queued) && queued.length ? `${queued.length}:${await db.outbox.count()}` : '';
  }, [db]);
  const remover = useRef<ReturnType<typeof createPhotoRemover> | null>(null);

  useEffect(() => {
    const store = bucketStore(owner);
    const u = createPhotoUploader({ db, ownerId: owner, store, delay: (n) => backoffDelay(n), onState: setState });
    const r = createPhotoRemover({ db, ownerId: owner, store, delay: (n) => backoffDelay(n) });
    uploader.current = u;
    remover.current = r;
    const online = () => (u.kick(true), r.kick(true));
    window.addEventListener('online', online);
    return () => {
      u.stop();
      r.stop();
      if (uploader.current === u) uploader.current = null;
      if (remover.current === r) remover.current = null;
      window.removeEventListener('online', online);
    };
  }, [db, owner]);
  useEffect(() => {
    if (removals) remover.current?.kick();
  }, [removals]);
  // a new waiting photo starts a pass
  useEffect(() => {
    if (waiting > 0) uploader.current?.kick();
  }, [waiting, db, owner]);

  return state.progress ? (
    <p role="status" className="text-sm" data-testid="photo-upload">
      {t('progress', { done: state.progress.done, total: state.progress.total })}
    </p>
  ) : state.failed && waiting ? (
    <p role="status" className="text-sm" data-testid="photo-upload">
      {t('waiting', { count: waiting })}
    </p>
  ) : null;
}
