'use client';

import { useSyncExternalStore } from 'react';
import { parseSystemVolume } from '@/lib/calculators/system-volume';
import { storageKeys } from '@/lib/site';
import { createLocalStore } from './local-store';

/** The system volume in litres set from the volume calculator, validated when read; null when none is set. */
export const systemVolumeStore = createLocalStore<number | null>(storageKeys.systemVolume, parseSystemVolume, null);

export function useSystemVolume(): [number | null, (litres: number) => void] {
  const value = useSyncExternalStore(systemVolumeStore.subscribe, systemVolumeStore.get, () => systemVolumeStore.serverValue);
  return [value, systemVolumeStore.set];
}
