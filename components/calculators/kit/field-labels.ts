import type { FieldLabels } from './types';

/** A registry of the labels of the fields on screen, by input path; subscribers hear every change. */
export function createFieldLabels(): FieldLabels {
  const map = new Map<string, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    listeners.forEach((l) => l());
  };
  return {
    set: (name, label) => {
      if (map.get(name) === label) return;
      map.set(name, label);
      changed();
    },
    remove: (name) => {
      if (map.delete(name)) changed();
    },
    get: (name) => map.get(name),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
