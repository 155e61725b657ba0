'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { LogDb } from '@/lib/log/db';
import { copyWatchKey } from '@/lib/public/photo-copies';
import { refreshSharedCopies, runInBackground } from './public-copies';

/** How long the watcher waits for a burst of changes (several photos stored one after another) to settle. */
const SETTLE_MS = 2000;

/** The entries the shown photos depend on (lib/public/photo-copies.ts `copyWatchKey`). */
const WATCHED = new Set(['photo', 'animal', 'journal']);

/**
 * Signed in, while the log is open: whenever the set of photos a public page may show changes (a photo reaches the
 * account's bucket, its `storagePath` set by lib/collection/photo-sync.ts, is added or deleted; an animal is lost,
 * rehomed or back among the living; a post is published, unpublished or deleted), the public copies of the shared
 * tanks follow (components/log/public-copies.ts), in the background and retried; copies already made or removed in
 * the page's life are not done again. Renders nothing.
 */
export function PublicCopyWatcher({ db, owner }: { db: LogDb; owner: string }) {
  const key = useLiveQuery(
    async () =>
      copyWatchKey(
        await db.entries
          .where('userId')
          .equals(owner)
          .filter((e) => WATCHED.has(e.kind as string))
          .toArray(),
      ),
    [db, owner],
  );
  useEffect(() => {
    // no photo at all: nothing to copy or remove
    if (key === undefined || key.startsWith('|')) return;
    const timer = setTimeout(() => runInBackground(`photos:${owner}`, () => refreshSharedCopies(db, owner)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key, db, owner]);
  return null;
}
