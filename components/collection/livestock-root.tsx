'use client';

import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { AlkalinityUnit } from '@/lib/units';
import { Livestock } from './livestock';
import { PhotoFetcherContext } from './photo-sync-context';
import { usePhotoSync } from './use-photo-sync';

/** The livestock section as the log loads it: signed in, with the photos' upload queue and on-demand download. */
export function LivestockRoot(props: {
  db: LogDb;
  tank: LogTank;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  owner: string | null;
}) {
  const { fetcher, status } = usePhotoSync(props.db, props.owner);
  return (
    <PhotoFetcherContext.Provider value={fetcher}>
      {status}
      <Livestock db={props.db} tank={props.tank} entries={props.entries} alkUnit={props.alkUnit} />
    </PhotoFetcherContext.Provider>
  );
}
