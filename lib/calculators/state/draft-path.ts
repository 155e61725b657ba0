/**
 * A calculator's "draft", independent of React: it mirrors the input shape with leaves kept as the visitor typed
 * them (strings in canonical units) or booleans. Reading and writing it at dotted paths (`sump.lengthCm`,
 * `devices.0.watts`), the names the query string uses too (url-state.ts).
 */
export type DraftLeaf = string | boolean;
export type Draft = { [key: string]: DraftLeaf | Draft | Draft[] | DraftLeaf[] | undefined | null };

/** Turns parsed values (numbers, nested objects, arrays) into a draft of strings and booleans. */
export function toDraft(value: unknown): Draft {
  return convert(value) as Draft;
}

function convert(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, convert(v)]));
  }
  return undefined;
}

/** Reads a value at a dotted path of a draft. */
export function getAt(draft: Draft, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), draft);
}

/** Returns a copy of the draft with `value` at the dotted path (objects and arrays are copied on the way). */
export function setAt(draft: Draft, path: string, value: unknown): Draft {
  const parts = path.split('.');
  const write = (node: unknown, i: number): unknown => {
    const key = parts[i];
    const isIndex = /^\d+$/.test(key);
    const copy: Record<string, unknown> | unknown[] = Array.isArray(node)
      ? [...(node as unknown[])]
      : node && typeof node === 'object'
        ? { ...(node as Record<string, unknown>) }
        : isIndex
          ? []
          : {};
    const k = isIndex && Array.isArray(copy) ? Number(key) : key;
    (copy as Record<string | number, unknown>)[k] =
      i === parts.length - 1 ? value : write((copy as Record<string | number, unknown>)[k], i + 1);
    return copy;
  };
  return write(draft, 0) as Draft;
}
