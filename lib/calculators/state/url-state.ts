/**
 * A draft in the address: it travels in the query string under the methods.md#contract input names, nested values as
 * dotted paths (`sump.lengthCm`, `devices.0.watts`), and is merged over the defaults when read back.
 */
import type * as z from 'zod/mini';
import type { Draft } from './draft-path';

/**
 * How a link says that a section is switched off (null) or a list has no rows ([]): with nothing in the
 * link, merging over the defaults would bring the default section or rows back. Read by `mergeDraft`,
 * only where the defaults hold a section or a list, so a text typed as "_none" elsewhere stays text.
 */
export const LINK_NULL = '_none';
export const LINK_EMPTY_LIST = '_empty';

/** Flattens a draft into dotted paths: { sump: { lengthCm: '40' } } → { 'sump.lengthCm': '40' }. */
export function flattenDraft(draft: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (draft === null || draft === undefined) return out;
  if (typeof draft !== 'object') {
    if (typeof draft === 'string' || typeof draft === 'number' || typeof draft === 'boolean') out[prefix] = String(draft);
    return out;
  }
  for (const [k, v] of Object.entries(draft as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v === null) out[key] = LINK_NULL;
    else if (Array.isArray(v) && v.length === 0) out[key] = LINK_EMPTY_LIST;
    else if (typeof v === 'object') Object.assign(out, flattenDraft(v, key));
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = String(v);
  }
  return out;
}

const SAFE_KEY = /^[A-Za-z0-9_]+$/;
const MAX_INDEX = 199;

/** Rebuilds a draft from dotted paths; numeric segments make arrays. Unsafe keys are dropped. */
export function unflattenDraft(flat: Record<string, string>): Draft {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.');
    if (parts.length > 4 || !parts.every((p) => SAFE_KEY.test(p)) || parts[0] === '__proto__') continue;
    if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let node: Record<string, unknown> | unknown[] = root;
    let ok = true;
    parts.forEach((part, i) => {
      if (!ok) return;
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      if (Array.isArray(node) && (!/^\d+$/.test(part) || Number(part) > MAX_INDEX)) {
        ok = false;
        return;
      }
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
      } else {
        if (typeof container[key] !== 'object' || container[key] === null) container[key] = nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return compactArrays(root) as Draft;
}

function compactArrays(v: unknown): unknown {
  if (Array.isArray(v)) return v.filter((x) => x !== undefined).map(compactArrays);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, compactArrays(x)]));
  return v;
}

/** The query string of a draft (without "?"). */
export function draftToQuery(draft: Draft): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(flattenDraft(draft))) params.set(k, v);
  return params.toString();
}

/** A draft from a query string, or null when it carries none of the calculator's inputs. */
export function draftFromQuery(search: string, knownKeys: readonly string[]): Draft | null {
  const params = new URLSearchParams(search);
  const flat: Record<string, string> = {};
  for (const [k, v] of params) {
    const root = k.split('.')[0];
    if (knownKeys.includes(root)) flat[k] = v.slice(0, 2000);
  }
  return Object.keys(flat).length ? unflattenDraft(flat) : null;
}

/** Merges a partial draft (from a link) over the defaults, so a link with some inputs keeps the rest. */
export function mergeDraft(base: Draft, over: Draft): Draft {
  const out: Draft = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = base[k];
    if (typeof b === 'object' && v === LINK_NULL)
      out[k] = null; // b: a section, a list or null
    else if (Array.isArray(b) && v === LINK_EMPTY_LIST) out[k] = [];
    else out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? mergeDraft(b, v) : v;
  }
  return out;
}

/**
 * The inputs a link may carry: the keys of the defaults and, for an object schema, every key of its shape
 * (optional inputs the defaults leave out, such as live rock by volume when the defaults give its mass).
 */
export function inputKeys(schema: z.ZodMiniType, defaults: Draft): string[] {
  const shape = (schema as { shape?: unknown }).shape;
  const fromSchema = shape && typeof shape === 'object' ? Object.keys(shape) : [];
  return [...new Set([...Object.keys(defaults), ...fromSchema])];
}
