'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogDb } from '@/lib/log/db';
import { watchEntries, type LiveEntries } from '@/lib/log/live-entries';
import type { LogEntry } from '@/lib/log/model';

/**
 * A tank's live entries that can be read, oldest first (undefined until first read), and `write` for the screen's own changes to them: the
 * rows a write returns are shown at once, without reading the tank's entries again (lib/log/live-entries.ts). Other
 * tabs' writes, the sync's and imports are read when they commit.
 */
export function useTankEntries(db: LogDb | null, tankId: string | null) {
  const [state, setState] = useState<{ tankId: string; rows: readonly LogEntry[]; unreadable: number } | null>(null);
  const [failed, setFailed] = useState<Error | null>(null);
  const live = useRef<LiveEntries | null>(null);
  useEffect(() => {
    if (!db || !tankId) return;
    const watch = watchEntries(
      db,
      tankId,
      ({ rows, unreadable }) => {
        setFailed(null);
        setState({ tankId, rows, unreadable });
      },
      (e) => setFailed(e instanceof Error ? e : new Error('The reef log could not be read', { cause: e })),
    );
    live.current = watch;
    return () => {
      watch.stop();
      if (live.current === watch) live.current = null;
    };
  }, [db, tankId]);
  // a read that failed (the database closed under the page) reaches the error screen, as a failed live query did
  if (failed) throw failed;
  const write = useCallback(
    <T extends LogEntry | LogEntry[]>(ids: readonly string[], fn: () => Promise<T>): Promise<T> =>
      live.current ? live.current.write(ids, fn) : fn(),
    [],
  );
  // while another tank's entries are read, the last ones stay on screen, so the sections keep their state (the chosen
  // parameter and period, the list's paging), as with a live query
  // `unreadable`: the tank's stored entries left out because they do not have an entry's shape (lib/log/row-check.ts)
  return { entries: state?.rows, unreadable: state?.unreadable ?? 0, write };
}
