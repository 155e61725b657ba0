'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PHOTO_BUCKET } from '@/lib/collection/model';
import { downloadPhoto, uploadPending, type PhotoStore } from '@/lib/collection/photo-sync';
import type { LogDb } from '@/lib/log/db';
import { backoffDelay } from '@/lib/log/sync/backoff';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';
import { OWNER_HEADER } from '@/lib/supabase/owner-guard';
import type { PhotoFetcher } from './use-photo-url';

/** The account's bucket through the browser's Supabase client; each upload names its account (owner-guard.ts). */
async function bucketStore(owner: string): Promise<PhotoStore | null> {
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
  };
}

/**
 * Signed in: uploads the keeper's waiting photos in the background (again after each new photo, on `online`, and
 * after a failure with the sync's back-off), with a progress line; and a fetcher for photos this browser lacks.
 * Signed out: nothing leaves the browser.
 */
export function usePhotoSync(db: LogDb, owner: string | null): { fetcher: PhotoFetcher | null; status: ReactNode } {
  const t = useTranslations('Collection.upload');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failed, setFailed] = useState(0);
  const waiting = useLiveQuery(() => (owner ? db.photoBlobs.filter((r) => !r.uploaded).count() : 0), [db, owner]) ?? 0;
  const store = useMemo(() => (owner ? bucketStore(owner) : null), [owner]);

  useEffect(() => {
    if (!owner || !store || waiting === 0) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async (attempt: number) => {
      const s = await store;
      if (!s || !live) return;
      try {
        await uploadPending(db, owner, s, (done, total) => live && setProgress(total ? { done, total } : null));
        if (live) {
          setProgress(null);
          setFailed(0);
        }
      } catch {
        if (!live) return;
        setProgress(null);
        setFailed(attempt + 1);
        timer = setTimeout(() => void run(attempt + 1), backoffDelay(attempt));
      }
    };
    void run(failed);
    const online = () => (clearTimeout(timer), void run(0));
    window.addEventListener('online', online);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
    // a new waiting photo starts a pass; the failure count only spaces the retries of this one
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `failed` is read once when a pass starts
  }, [db, owner, store, waiting]);

  const fetcher = useCallback<PhotoFetcher>(
    async (photoId) => {
      const s = await store;
      return s ? downloadPhoto(db, photoId, s) : false;
    },
    [db, store],
  );
  const status = progress ? (
    <p role="status" className="text-sm" data-testid="photo-upload">
      {t('progress', { done: progress.done, total: progress.total })}
    </p>
  ) : failed && waiting ? (
    <p role="status" className="text-sm" data-testid="photo-upload">
      {t('waiting', { count: waiting })}
    </p>
  ) : null;
  return { fetcher: owner ? fetcher : null, status };
}
