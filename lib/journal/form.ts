import * as z from 'zod/mini';
import { jsonbTooBig, MAX_JOURNAL_VALUES_BYTES } from '@/lib/log/db-bounds';
import { charCount, MAX_JOURNAL_BODY_CHARS, MAX_JOURNAL_PHOTOS, MAX_JOURNAL_TITLE_CHARS, type JournalValues } from './model';

/**
 * The journal editor's draft (text as typed) and the values it stores. Issues carry message keys (Journal.errors)
 * and, for a length, the bound and what was typed, so the screen says "at most 200 characters (you typed 214)" and
 * keeps the text: nothing is cut.
 */
export interface JournalDraft {
  title: string;
  body: string;
  photoIds: readonly string[];
  published: boolean;
}

type Ctx = z.core.$RefinementCtx;

function tooLong(ctx: Ctx, path: string, text: string, max: number) {
  const n = charCount(text);
  if (n > max)
    ctx.addIssue({ code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: text, path: [path], message: 'tooLong' });
}

export const journalSchema = z
  .object({
    title: z.string(),
    body: z.string(),
    photoIds: z.readonly(z.array(z.string())),
    published: z.boolean(),
  })
  .check(
    z.superRefine((d, ctx) => {
      tooLong(ctx, 'title', d.title.trim(), MAX_JOURNAL_TITLE_CHARS);
      if (d.body.trim() === '') ctx.addIssue({ code: 'custom', path: ['body'], message: 'bodyRequired' });
      else tooLong(ctx, 'body', d.body.trimEnd(), MAX_JOURNAL_BODY_CHARS);
      if (d.photoIds.length > MAX_JOURNAL_PHOTOS)
        ctx.addIssue({
          code: 'too_big',
          origin: 'array',
          maximum: MAX_JOURNAL_PHOTOS,
          inclusive: true,
          input: d.photoIds,
          path: ['photoIds'],
          message: 'tooManyPhotos',
        });
      // the database also bounds a post's values by their bytes (lib/log/db-bounds.ts); 64 KB holds 10,000
      // characters of any script, so this only guards against the two limits drifting apart
      if (!ctx.value || ctx.issues.length) return;
      if (jsonbTooBig(journalValues(d), MAX_JOURNAL_VALUES_BYTES)) ctx.addIssue({ code: 'custom', path: ['body'], message: 'tooBig' });
    }),
  );

/** The stored values of a valid draft: the title trimmed (none when empty), the body as typed less trailing blanks. */
export function journalValues(d: JournalDraft): JournalValues {
  const title = d.title.trim();
  return { title: title || null, body: d.body.trimEnd(), photoIds: [...new Set(d.photoIds)], published: d.published };
}

/** The first problem per field: a message key and, for a length, the bound and the count typed. */
export function journalIssues(
  d: JournalDraft,
): Partial<Record<'title' | 'body' | 'photoIds', { key: string; max?: number; count?: number }>> {
  const r = journalSchema.safeParse(d);
  if (r.success) return {};
  const out: ReturnType<typeof journalIssues> = {};
  for (const i of r.error.issues) {
    const field = i.path[0] as 'title' | 'body' | 'photoIds';
    if (out[field]) continue;
    const max = 'maximum' in i ? Number(i.maximum) : undefined;
    const count = field === 'photoIds' ? d.photoIds.length : field === 'title' ? charCount(d.title.trim()) : charCount(d.body.trimEnd());
    out[field] = { key: i.message, ...(max !== undefined ? { max, count } : {}) };
  }
  return out;
}
