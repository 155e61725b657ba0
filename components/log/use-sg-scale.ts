'use client';

import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LogDb } from '@/lib/log/db';
import { isSgConvention, sgScaleKey } from '@/lib/log/sg';
import { defaultSgConvention, type SgConvention } from '@/lib/seawater';

/**
 * A tank's specific-gravity scale: the keeper's last choice for this tank, kept in the log's local `meta` table
 * (`sgScale:<tankId>`), else the locale's default (25/4 on /ja, 25/25 in English). Device-local on purpose: the
 * server's tank row has no column for it and its `targets` check refuses unknown keys (supabase/migrations).
 * `chosen` says whether the keeper picked one (the test form then starts on SG).
 */
export function useSgScale(db: LogDb | null, tankId: string | null, locale: string) {
  // the answer names its tank: while another tank's is read, the last tank's answer is not taken for this one's
  const stored = useLiveQuery(
    async () => ({ tankId, value: db && tankId ? ((await db.meta.get(sgScaleKey(tankId)))?.value ?? null) : null }),
    [db, tankId],
  );
  const loaded = stored !== undefined && stored.tankId === tankId;
  const chosen = loaded && isSgConvention(stored.value) ? stored.value : null;
  const set = useCallback(
    (scale: SgConvention) => {
      if (db && tankId) void db.meta.put({ key: sgScaleKey(tankId), value: scale }).catch(() => undefined);
    },
    [db, tankId],
  );
  return { scale: chosen ?? defaultSgConvention(locale), chosen: chosen !== null, loaded, set };
}
