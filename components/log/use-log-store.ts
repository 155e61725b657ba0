'use client';

import { useEffect, useState } from 'react';
import { getLogDb } from '@/lib/log/accounts';
import type { LogDb, LogStorage } from '@/lib/log/db';

export type PersistState = 'unknown' | 'granted' | 'refused' | 'unsupported';

interface Store {
  db: LogDb | null;
  storage: LogStorage | null;
  /** whose log `db` is (null: the signed-out log) */
  owner: string | null;
}

/**
 * The log database of the account in use (null: the signed-out log; undefined: not known yet, nothing opened), once
 * it has opened. Changing account switches database: one account's rows are never shown in another's log.
 */
export function useLogStore(userId: string | null | undefined): Store {
  const [state, setState] = useState<Store>({ db: null, storage: null, owner: null });
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    void getLogDb(userId).then((r) => {
      if (live) setState({ ...r, owner: userId });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  // while another account's log is still open here, show none
  return userId === undefined || state.owner !== userId ? { db: null, storage: null, owner: null } : state;
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
