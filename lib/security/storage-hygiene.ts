import { storageKeys } from '@/lib/site';
import { isOneOf } from '@/lib/one-of';

/** The values next-themes writes with `enableSystem` and the default themes (components/layout/providers.tsx). */
export const THEMES = ['light', 'dark', 'system'] as const;

/**
 * Removes a stored theme next-themes cannot use. It puts the value on `<html class>` as is, and a value with
 * a space (`dark; }`) makes classList throw during hydration, which takes the whole page down.
 * Runs before hydration (instrumentation-client.ts); storage that cannot be read is left alone.
 */
export function dropUnknownTheme(storage: Pick<Storage, 'getItem' | 'removeItem'>): boolean {
  try {
    const theme = storage.getItem(storageKeys.theme);
    if (theme === null || isOneOf(THEMES, theme)) return false;
    storage.removeItem(storageKeys.theme);
    return true;
  } catch {
    return false;
  }
}
