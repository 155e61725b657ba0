'use client';

import { useSyncExternalStore } from 'react';
import { createLocalStore } from '@/components/preferences/local-store';
import type { AlkalinityUnit } from '@/lib/units';

const UNITS: readonly AlkalinityUnit[] = ['dkh', 'meqL', 'ppmCaco3'];
const parse = (raw: string | null): AlkalinityUnit => (UNITS.includes(raw as AlkalinityUnit) ? (raw as AlkalinityUnit) : 'dkh');
const store = createLocalStore<AlkalinityUnit>('reefcalc:log:alkalinity-unit:v1', parse, 'dkh');

/** The unit the keeper reads alkalinity in (dKH, meq/L, ppm CaCO3), kept for the next visit. */
export function useAlkalinityUnit(): [AlkalinityUnit, (u: AlkalinityUnit) => void] {
  const unit = useSyncExternalStore(store.subscribe, store.get, () => store.serverValue);
  return [unit, store.set];
}
