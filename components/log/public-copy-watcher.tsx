'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { PhotoValues } from '@/lib/collection/model';
import type { LogDb } from '@/lib/log/db';
import { refreshSharedCopies, runInBackground } from './public-copies';

/** How long the watcher waits for a burst of changes (several photos stored one after another) to settle. */
const SETTLE_MS = 2000;

/**
 * Signed in, while the log is open: when a photo of the keeper's reaches the account's bucket (its `storagePath` is
 * set by lib/collection/photo-sync.ts), is added or is deleted, the public copies of the shared tanks follow
 * (components/log/public-copies.ts), in the background and retried. Renders nothing.
 */
export function PublicCopyWatcher({ db, owner }: { db: LogDb; owner: string }) {
  const key = useLiveQuery(
    async () =>
      (
        await db.entries
          .where('userId')
          .equals(owner)
          .filter((e) => e.kind === 'photo')
          .toArray()
      )
        .map((e) => `${e.id}:${e.deletedAt ? 'x' : ''}:${(e.values as PhotoValues).storagePath ? 'u' : ''}`)
        .sort()
        .join(','),
    [db, owner],
  );
  useEffect(() => {
    if (key === undefined || key === '') return;
    const timer = setTimeout(() => runInBackground(`photos:${owner}`, () => refreshSharedCopies(db, owner)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, db, owner]);
  return null;
}
