import * as z from 'zod/mini';
import { charCount, MAX_JOURNAL_BODY_CHARS, MAX_JOURNAL_PHOTOS, MAX_JOURNAL_TITLE_CHARS } from './model';

/*
 * The database's check of a journal post's values (lib/journal/model.ts), as a zod schema: kept apart from the
 * model, so the entry list's line for a post (lib/log/entry-text.ts) does not bring zod with it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const chars = (max: number) => z.string().check(z.refine((s) => charCount(s) <= max, { error: 'tooLong' }));

/** A stored post's values, exactly the keys and bounds the database accepts. */
export const journalValuesSchema = z.strictObject({
  title: z.optional(z.nullable(chars(MAX_JOURNAL_TITLE_CHARS))),
  body: chars(MAX_JOURNAL_BODY_CHARS),
  photoIds: z.optional(z.array(z.string().check(z.regex(UUID))).check(z.maxLength(MAX_JOURNAL_PHOTOS))),
  published: z.optional(z.boolean()),
});

/** Why stored journal values would be refused (the import's preview, the database's check), or null. */
export function journalValuesProblem(v: unknown): { reason: string; field?: string } | null {
  const r = journalValuesSchema.safeParse(v);
  if (r.success) return null;
  const field = r.error.issues[0]?.path[0];
  return typeof field === 'string' ? { reason: 'invalidValue', field } : { reason: 'invalidValue' };
}
