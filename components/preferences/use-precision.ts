'use client';

import { useSyncExternalStore } from 'react';
import { createLocalStore } from './local-store';

/** Decimals for results that have no precision of their own (docs/methods.md#conventions: 2 by default). */
export function parsePrecision(raw: string | null): number {
  // nothing saved reads as null, and Number(null) is 0: only a saved digit counts
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 6 ? n : 2;
}

export const precisionStore = createLocalStore<number>('reefcalc:precision:v1', parsePrecision, 2);

export function usePrecision(): [number, (n: number) => void] {
  const value = useSyncExternalStore(precisionStore.subscribe, precisionStore.get, () => precisionStore.serverValue);
  return [value, precisionStore.set];
}
