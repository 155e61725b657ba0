/** A draft saved in localStorage, versioned, and validated with the calculator's schema when read back. */
import type * as z from 'zod/mini';
import type { Draft } from './draft-path';

export interface SavedState {
  v: 1;
  draft: Draft;
}

/** Parses saved JSON; anything the schema rejects (old format, corruption, tampering) gives null. */
export function readSaved(raw: string | null, schema: z.ZodMiniType): Draft | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<SavedState>;
    if (data?.v !== 1 || !data.draft || typeof data.draft !== 'object') return null;
    return schema.safeParse(data.draft).success ? data.draft : null;
  } catch {
    return null;
  }
}

export const serializeSaved = (draft: Draft): string => JSON.stringify({ v: 1, draft } satisfies SavedState);
