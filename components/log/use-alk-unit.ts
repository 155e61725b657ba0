'use client';

import { useSyncExternalStore } from 'react';
import { createLocalStore } from '@/components/preferences/local-store';
import { isOneOf } from '@/lib/one-of';
import { ALKALINITY_UNITS, type AlkalinityUnit } from '@/lib/units';

const parse = (raw: string | null): AlkalinityUnit => (isOneOf(ALKALINITY_UNITS, raw) ? raw : 'dkh');
const store = createLocalStore<AlkalinityUnit>('reefcalc:log:alkalinity-unit:v1', parse, 'dkh');

/** The unit the keeper reads alkalinity in (dKH, meq/L, ppm CaCO3), kept for the next visit. */
export function useAlkalinityUnit(): [AlkalinityUnit, (u: AlkalinityUnit) => void] {
  const unit = useSyncExternalStore(store.subscribe, store.get, () => store.serverValue);
  return [unit, store.set];
}
