'use client';

import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { AlkalinityUnit } from '@/lib/units';
import { Livestock } from './livestock';
import { PhotoFetcherContext } from './photo-sync-context';
import { usePhotoFetcher } from './use-photo-sync';

/**
 * The livestock section as the log loads it: signed in, photos this browser lacks are downloaded on demand (the
 * uploads run page-wide: PhotoUploads in use-photo-sync.tsx).
 */
export function LivestockRoot(props: {
  db: LogDb;
  tank: LogTank;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  owner: string | null;
}) {
  const fetcher = usePhotoFetcher(props.db, props.owner);
  return (
    <PhotoFetcherContext.Provider value={fetcher}>
      <Livestock db={props.db} tank={props.tank} entries={props.entries} alkUnit={props.alkUnit} />
    </PhotoFetcherContext.Provider>
  );
}
