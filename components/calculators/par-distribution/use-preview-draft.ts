'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { setAt, type Draft } from '@/lib/calculators/state';

/** Draft values by dotted path, e.g. { 'fixtures.0.xCm': '31.5' }. */
export type DraftPatch = Record<string, string>;

const applyPatch = (draft: Draft, patch: DraftPatch) => Object.entries(patch).reduce((d, [path, v]) => setAt(d, path, v), draft);

/**
 * Values that change continuously during a gesture (a drag, a held arrow key, a slider) are previewed on top of
 * the draft and committed once at the end, so the address bar and the saved inputs are written once per gesture,
 * not once per frame (browsers throttle or reject frequent history.replaceState calls).
 */
export function usePreviewDraft(draft: Draft, update: (fn: (d: Draft) => Draft) => void) {
  const [patch, setPatch] = useState<DraftPatch | null>(null);
  const pending = useRef<DraftPatch | null>(null);
  const preview = useCallback((p: DraftPatch) => {
    pending.current = { ...pending.current, ...p };
    setPatch(pending.current);
  }, []);
  const commit = useCallback(() => {
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    update((d) => applyPatch(d, p));
    setPatch(null);
  }, [update]);
  const shown = useMemo(() => (patch ? applyPatch(draft, patch) : draft), [draft, patch]);
  return { draft: shown, preview, commit };
}
