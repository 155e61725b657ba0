'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogDb } from '@/lib/log/db';
import { watchEntries, type LiveEntries } from '@/lib/log/live-entries';
import type { LogEntry } from '@/lib/log/model';

/**
 * A tank's live entries, oldest first (undefined until read), and `write` for the screen's own changes to them: the
 * rows a write returns are shown at once, without reading the tank's entries again (lib/log/live-entries.ts). Other
 * tabs' writes, the sync's and imports are read when they commit.
 */
export function useTankEntries(db: LogDb | null, tankId: string | null) {
  const [state, setState] = useState<{ tankId: string; rows: readonly LogEntry[] } | null>(null);
  const live = useRef<LiveEntries | null>(null);
  useEffect(() => {
    if (!db || !tankId) return;
    const watch = watchEntries(db, tankId, (rows) => setState({ tankId, rows }));
    live.current = watch;
    return () => {
      watch.stop();
      if (live.current === watch) live.current = null;
    };
  }, [db, tankId]);
  const write = useCallback(
    <T extends LogEntry | LogEntry[]>(ids: readonly string[], fn: () => Promise<T>): Promise<T> =>
      live.current ? live.current.write(ids, fn) : fn(),
    [],
  );
  return { entries: state && state.tankId === tankId ? state.rows : undefined, write };
}
