import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/site';
import { dropUnknownTheme } from './storage-hygiene';

const store = (value: string | null) => {
  const data = new Map<string, string>(value === null ? [] : [[storageKeys.theme, value]]);
  return { data, getItem: (k: string) => data.get(k) ?? null, removeItem: (k: string) => void data.delete(k) };
};

describe('dropUnknownTheme', () => {
  it.each(['light', 'dark', 'system'])('keeps %s', (t) => {
    const s = store(t);
    expect(dropUnknownTheme(s)).toBe(false);
    expect(s.data.get(storageKeys.theme)).toBe(t);
  });

  it.each(['dark; }', 'neon', '', '"dark"', 'x'.repeat(5000)])('drops %j', (t) => {
    const s = store(t);
    expect(dropUnknownTheme(s)).toBe(true);
    expect(s.data.has(storageKeys.theme)).toBe(false);
  });

  it('does nothing without a value, or when storage throws', () => {
    expect(dropUnknownTheme(store(null))).toBe(false);
    const denied = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    expect(dropUnknownTheme(denied)).toBe(false);
  });
});
