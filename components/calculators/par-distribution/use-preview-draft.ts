'use client';

import { useState } from 'react';
import { setAt, type Draft, type FieldIssue } from '@/lib/calculators/state';
import type { FormSnapshot, FormStore } from '../kit/form-store';

/** Draft values by dotted path, e.g. { 'fixtures.0.xCm': '31.5' }. */
export type DraftPatch = Record<string, string>;

const applyPatch = (draft: Draft, patch: DraftPatch) => Object.entries(patch).reduce((d, [path, v]) => setAt(d, path, v), draft);

/**
 * The draft as shown while a gesture is under way: `base` (the calculator's store) with the gesture's values over
 * it. It keeps one identity, so the fields subscribe to it like to any form store (form-store.ts) and a change
 * re-renders only the fields whose value changed. The snapshot is the same object until the draft or the preview
 * changes; the issues are the committed draft's. `set` is the form's own (it may change more than the one input).
 */
export function createPreviewStore(base: FormStore, set: (path: string, value: unknown) => void) {
  let patch: DraftPatch | null = null;
  let seen: { base: FormSnapshot; patch: DraftPatch | null } | null = null;
  let shown: FormSnapshot & { issues: Record<string, FieldIssue> } = base.get();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  const get = () => {
    const b = base.get();
    if (seen?.base !== b || seen.patch !== patch) {
      seen = { base: b, patch };
      shown = patch ? { draft: applyPatch(b.draft, patch), issues: b.issues } : b;
    }
    return shown;
  };
  const store: FormStore = {
    get,
    subscribe: (listener) => {
      listeners.add(listener);
      const off = base.subscribe(listener);
      return () => {
        listeners.delete(listener);
        off();
      };
    },
    set,
    update: base.update,
    labels: base.labels,
    namespace: base.namespace,
  };
  /** Shows `p` over the draft (merged with what the gesture previewed before). */
  const preview = (p: DraftPatch) => {
    patch = { ...patch, ...p };
    notify();
  };
  /** Writes the gesture's values into the draft once, at its end; nothing if nothing is previewed. */
  const commit = () => {
    const p = patch;
    if (!p) return;
    base.update((d) => applyPatch(d, p));
    patch = null;
    notify();
  };
  return { store, preview, commit };
}

/**
 * Values that change continuously during a gesture (a drag, a held arrow key, a slider) are previewed on top of
 * the draft and committed once at the end, so the address bar and the saved inputs are written once per gesture,
 * not once per frame (browsers throttle or reject frequent history.replaceState calls). The store, `preview` and
 * `commit` keep their identity while the form is on screen; `base` and `set` are read once, so they must keep theirs.
 */
export function usePreviewDraft(base: FormStore, set: (path: string, value: unknown) => void) {
  const [preview] = useState(() => createPreviewStore(base, set));
  return preview;
}
