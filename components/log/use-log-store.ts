'use client';

import { useEffect, useState } from 'react';
import { getLogDb, type LogDb, type LogStorage } from '@/lib/log/db';

export type PersistState = 'unknown' | 'granted' | 'refused' | 'unsupported';

/** The page's log database (IndexedDB, or memory for this visit), once it has opened. */
export function useLogStore(): { db: LogDb | null; storage: LogStorage | null } {
  const [state, setState] = useState<{ db: LogDb | null; storage: LogStorage | null }>({ db: null, storage: null });
  useEffect(() => {
    let live = true;
    void getLogDb().then((r) => {
      if (live) setState(r);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * Asks the browser once to keep the log under storage pressure (navigator.storage.persist), as soon as there are
 * entries; reports what it answered so the screen can say when it was refused.
 */
export function usePersistence(hasEntries: boolean, storage: LogStorage | null): PersistState {
  const [state, setState] = useState<PersistState>('unknown');
  const wanted = hasEntries && storage === 'indexeddb' && state === 'unknown';
  const s = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  // adjusted while rendering (React's pattern for state that follows props), not from an effect: nothing to ask
  if (wanted && !s?.persist) setState('unsupported');
  useEffect(() => {
    if (!wanted || !s?.persist) return;
    void (async () => {
      try {
        const already = s.persisted ? await s.persisted() : false;
        setState(already || (await s.persist()) ? 'granted' : 'refused');
      } catch {
        setState('refused');
      }
    })();
  }, [wanted, s]);
  return state;
}
