import type { LogEntry } from '@/lib/log/model';

/**
 * Journal posts: log entries of kind `journal`, so they sync, version and tombstone like the rest of the log. The
 * database checks the same shape (supabase/migrations/20261126170000_public_pages.sql `log_journal_values_ok`):
 * an optional title of at most 200 characters, a body of at most 10,000, at most 20 photos (ids of photo entries of
 * the same tank) and `published`. Without `published: true` a post is a draft, never shown on a public page
 * (docs/public-pages.md).
 */
export interface JournalValues {
  title?: string | null;
  body: string;
  photoIds?: string[];
  published?: boolean;
}

export type JournalEntry = LogEntry & { kind: 'journal'; values: JournalValues };

export const MAX_JOURNAL_TITLE_CHARS = 200;
export const MAX_JOURNAL_BODY_CHARS = 10_000;
export const MAX_JOURNAL_PHOTOS = 20;

/** Characters as PostgreSQL's char_length counts them (code points: an emoji is one, not two UTF-16 units). */
export const charCount = (s: string) => [...s].length;

export const isJournal = (e: LogEntry): e is JournalEntry => e.kind === 'journal';

/** A tank's posts, newest first (tombstones left out). */
export function journalPosts(entries: readonly LogEntry[]): JournalEntry[] {
  return entries.filter((e): e is JournalEntry => isJournal(e) && !e.deletedAt).sort((a, b) => b.at.localeCompare(a.at));
}

/** A post's photos that are still photo entries of its tank, in the post's order (a deleted photo drops out). */
export function postPhotos(post: JournalEntry, entries: readonly LogEntry[]): LogEntry[] {
  const photos = new Map(entries.filter((e) => e.kind === 'photo' && !e.deletedAt && e.tankId === post.tankId).map((e) => [e.id, e]));
  return (post.values.photoIds ?? []).map((id) => photos.get(id)).filter((p): p is LogEntry => !!p);
}

/** A post in one line for the entry list: its title, else the start of its body. */
export function journalHeadline(v: JournalValues, max = 80): string {
  const title = v.title?.trim();
  if (title) return title;
  const first = v.body.trim().split('\n')[0]?.trim() ?? '';
  const cps = [...first];
  return cps.length > max ? `${cps.slice(0, max).join('')}…` : first;
}
