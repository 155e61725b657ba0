'use client';

import { useCallback, useEffect, useState } from 'react';
import { useAccount } from '@/components/account/use-account';
import type { LogDb } from '@/lib/log/db';
import { adoptionOffer, adoptUnowned, bindKeeper, declineAdoption, type Unowned } from '@/lib/log/sync/adopt';
import { LogSync, type SyncStatus } from '@/lib/log/sync/engine';
import { supabaseTransport } from '@/lib/log/sync/supabase-transport';
import { getSupabaseBrowserClient } from '@/lib/supabase/client';

export interface LogSyncView {
  /** null while signed out (nothing leaves the browser) */
  status: SyncStatus | null;
  retry(): void;
  /** rows made here before signing in, offered for adding to the account */
  offer: Unowned | null;
  adopt(): Promise<void>;
  decline(): Promise<void>;
  /** what the last adoption added */
  adopted: Unowned | null;
}

/**
 * Runs the log's sync while a keeper is signed in: binds new rows to the keeper, starts the engine over the
 * browser's Supabase client, and stops it on sign-out. The log mounts it only while signed in (it loads on demand);
 * signed out, LogApp binds new rows to nobody, so they stay in the browser.
 */
export function useLogSync(db: LogDb | null): LogSyncView {
  const account = useAccount();
  const userId = account.status === 'signedIn' ? account.user.id : null;
  const [engine, setEngine] = useState<LogSync | null>(null);
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [offer, setOffer] = useState<Unowned | null>(null);
  const [adopted, setAdopted] = useState<Unowned | null>(null);

  useEffect(() => {
    if (!db || !userId) return;
    let live = true;
    let started: LogSync | null = null;
    let unsubscribe = () => {};
    void (async () => {
      await bindKeeper(db, userId);
      const offered = await adoptionOffer(db, userId);
      const client = await getSupabaseBrowserClient();
      if (!live) return;
      setOffer(offered);
      if (!client) return;
      started = new LogSync(db, supabaseTransport(client), userId, {
        refresh: async () => !(await client.auth.refreshSession()).error,
      });
      unsubscribe = started.subscribe(setStatus);
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
    if (!db || !userId) return;
    setAdopted(await adoptUnowned(db, userId));
    setOffer(null);
    engine?.request(0);
  }, [db, userId, engine]);
  const decline = useCallback(async () => {
    if (!db || !userId) return;
    await declineAdoption(db, userId);
    setOffer(null);
  }, [db, userId]);

  return { status, retry, offer, adopt, decline, adopted };
}
