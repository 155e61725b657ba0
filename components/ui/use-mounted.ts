'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** false during server rendering and hydration, true afterwards (for values only the browser knows). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
