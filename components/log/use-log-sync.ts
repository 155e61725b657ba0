'use client';

import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { reloadAccount } from '@/components/account/use-account';
import { adoptionOffer, adoptUnowned, declineAdoption, getLogDb, type Unowned } from '@/lib/log/accounts';
import type { LogDb } from '@/lib/log/db';
import type { OutboxItem } from '@/lib/log/model';
import { listHeld, resolveHeld } from '@/lib/log/sync/core';
import { LogSync, type SyncStatus } from '@/lib/log/sync/engine';
import { refreshWithin } from '@/lib/log/sync/refresh';
import { supabaseTransport } from '@/lib/log/sync/supabase-transport';
import { revalidateAfterSync } from '@/lib/public/revalidate-client';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';

export interface LogSyncView {
  /** null until the engine runs */
  status: SyncStatus | null;
  retry(): void;
  /** rows made here signed out, offered for adding to the account */
  offer: Unowned | null;
  adopt(): Promise<void>;
  decline(): Promise<void>;
  /** what the last adoption added */
  adopted: Unowned | null;
  /** changes set aside or in conflict, waiting for the keeper */
  held: OutboxItem[];
  resolve(seq: number, choice: 'mine' | 'theirs'): Promise<void>;
}

/**
 * Runs the log's sync for the signed-in keeper whose log `db` is: starts the engine over the browser's Supabase
 * client and stops it when the account changes. When the engine finds the browser's session belongs to another
 * account (a sign-in in another tab), the account is read again, and the page moves to that account's own log.
 */
export function useLogSync(db: LogDb | null, userId: string): LogSyncView {
  const [engine, setEngine] = useState<LogSync | null>(null);
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [offer, setOffer] = useState<Unowned | null>(null);
  const [adopted, setAdopted] = useState<Unowned | null>(null);
  const held = useLiveQuery(() => (db ? listHeld(db) : []), [db]) ?? [];

  useEffect(() => {
    if (!db) return;
    let live = true;
    let started: LogSync | null = null;
    let unsubscribe = () => {};
    void (async () => {
      const signedOut = (await getLogDb(null)).db;
      const offered = await adoptionOffer(signedOut, db, userId);
      const client = await getSupabaseBrowserClient();
      if (!live) return;
      setOffer(offered);
      if (!client) return;
      started = new LogSync(
        db,
        supabaseTransport(client, userId),
        userId,
        { refresh: () => refreshWithin(() => client.auth.refreshSession()) },
        undefined,
        { onAccountChanged: () => void reloadAccount() },
      );
      unsubscribe = started.subscribe((s) => {
        setStatus(s);
        revalidateAfterSync(s.lastReport); // a shared tank's cached page shows the pushed entries on its next visit
      });
      setEngine(started);
      started.start();
    })();
    return () => {
      live = false;
      unsubscribe();
      started?.stop();
      setEngine(null);
      setStatus(null);
    };
  }, [db, userId]);

  const retry = useCallback(() => engine?.request(0), [engine]);
  const adopt = useCallback(async () => {
    if (!db) return;
    setAdopted(await adoptUnowned((await getLogDb(null)).db, db, userId));
    setOffer(null);
    engine?.request(0);
  }, [db, userId, engine]);
  const decline = useCallback(async () => {
    if (!db) return;
    await declineAdoption((await getLogDb(null)).db, db, userId);
    setOffer(null);
  }, [db, userId]);
  const resolve = useCallback(
    async (seq: number, choice: 'mine' | 'theirs') => {
      if (!db) return;
      await resolveHeld(db, seq, choice);
      engine?.request(0);
    },
    [db, engine],
  );

  return { status, retry, offer, adopt, decline, adopted, held, resolve };
}
