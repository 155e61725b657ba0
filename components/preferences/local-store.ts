/**
 * A tiny external store over one localStorage key, shared by every component that reads it
 * (useSyncExternalStore). Writes notify this tab; the `storage` event covers other tabs.
 */
type Listener = () => void;

export interface LocalStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: Listener) => () => void;
  serverValue: T;
}

export function createLocalStore<T>(key: string, parse: (raw: string | null) => T, serverValue: T): LocalStore<T> {
  const listeners = new Set<Listener>();
  let cacheRaw: string | null | undefined;
  let cacheValue: T = serverValue;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null; // storage blocked (private mode, policy): behave as empty
    }
    if (raw !== cacheRaw) {
      cacheRaw = raw;
      cacheValue = parse(raw);
    }
    return cacheValue;
  };

  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) listeners.forEach((l) => l());
  };

  return {
    get: read,
    serverValue,
    set(value) {
      try {
        window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      } catch {
        /* storage full or blocked: the choice lasts for this page view only */
        cacheRaw = undefined;
        cacheValue = value;
      }
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
