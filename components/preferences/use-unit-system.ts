'use client';

import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/site';
import type { UnitSystem } from '@/lib/units';
import { createLocalStore } from './local-store';

export const unitSystemStore = createLocalStore<UnitSystem>(
  storageKeys.units,
  (raw) => (raw === 'imperial' ? 'imperial' : 'metric'),
  'metric',
);

/** The visitor's measurement system (metric: L, cm, mm, °C; imperial: US gal, in, °F). */
export function useUnitSystem(): [UnitSystem, (next: UnitSystem) => void] {
  const value = useSyncExternalStore(unitSystemStore.subscribe, unitSystemStore.get, () => unitSystemStore.serverValue);
  return [value, unitSystemStore.set];
}
