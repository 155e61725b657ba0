'use client';

import { useEffect, useState } from 'react';
import type { LogDb } from '@/lib/log/db';

/** Fetches a picture this browser lacks (signed in: from the account's bucket) and stores it; null if it cannot. */
export type PhotoFetcher = (photoId: string) => Promise<boolean>;

/**
 * An object URL for a photo's picture or thumbnail in this browser (revoked when no longer shown); null while read;
 * `missing` when this browser does not hold it (and `fetchMissing` could not bring it).
 */
export function usePhotoUrl(
  db: LogDb,
  id: string,
  which: 'full' | 'thumb',
  fetchMissing?: PhotoFetcher,
): { url: string | null; missing: boolean } {
  const [url, setUrl] = useState<{ url: string | null; missing: boolean }>({ url: null, missing: false });
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void (async () => {
      let row = await db.photoBlobs.get(id);
      if (!row && fetchMissing && (await fetchMissing(id).catch(() => false))) row = await db.photoBlobs.get(id);
      if (!live) return;
      if (!row) return setUrl({ url: null, missing: true });
      made = URL.createObjectURL(row[which]);
      setUrl({ url: made, missing: false });
    })();
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [db, id, which, fetchMissing]);
  return url;
}
