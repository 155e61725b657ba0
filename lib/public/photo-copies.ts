import type { LogEntry } from '@/lib/log/model';
import type { PublicSection } from './types';

/**
 * Which of a tank's photos need a public copy (`log-photos/public/<photo id>.<jpg|webp>`, docs/public-pages.md): the
 * same rule as the database's `public_entries_of` (supabase/migrations/20261126170000_public_pages.sql), so the
 * browser copies exactly the photos a visitor may be shown. The database still decides who reads a copy; this only
 * saves uploading pictures nobody can see, and says which copies to remove.
 */

export interface ShareForCopies {
  enabled: boolean;
  sections: readonly PublicSection[];
  coverPhotoId: string | null;
}

const live = (e: LogEntry) => !e.deletedAt;

/** The ids of the tank's photo entries a public page of this share shows: of living animals, of published posts, the cover. */
export function publicPhotoIds(share: ShareForCopies, entries: readonly LogEntry[]): Set<string> {
  const out = new Set<string>();
  if (!share.enabled) return out;
  const photos = entries.filter((e) => live(e) && e.kind === 'photo');
  const animals = new Set(
    share.sections.includes('livestock')
      ? entries
          .filter((e) => live(e) && e.kind === 'animal' && (e.values as unknown as Record<string, unknown>).status === 'alive')
          .map((e) => e.id)
      : [],
  );
  const inPosts = new Set<string>();
  if (share.sections.includes('journal')) {
    for (const e of entries) {
      const v = e.values as unknown as Record<string, unknown>;
      if (!live(e) || (e.kind as string) !== 'journal' || v.published !== true || !Array.isArray(v.photoIds)) continue;
      for (const id of v.photoIds) if (typeof id === 'string') inPosts.add(id);
    }
  }
  for (const p of photos) {
    const animalId = (p.values as unknown as Record<string, unknown>).animalId;
    if (p.id === share.coverPhotoId || (typeof animalId === 'string' && animals.has(animalId)) || inPosts.has(p.id)) out.add(p.id);
  }
  return out;
}

/** The public copy's object name in log-photos: no account id in it, the type from the photo's own. */
export const publicCopyName = (photoId: string, mime: string) => `public/${photoId}.${mime === 'image/webp' ? 'webp' : 'jpg'}`;

/** Both names a photo's copy may have, for removal whatever type it was stored as. */
export const publicCopyNames = (photoId: string) => [`public/${photoId}.jpg`, `public/${photoId}.webp`];

/**
 * The copies to make and to remove: every shown photo is (re)uploaded (an upsert, so a pass cut short is finished by
 * the next), and every other photo entry of the tank, deleted ones included, loses its copy.
 */
export function copyPlan(share: ShareForCopies, entries: readonly LogEntry[]): { upload: string[]; remove: string[] } {
  const shown = publicPhotoIds(share, entries);
  const all = entries.filter((e) => e.kind === 'photo').map((e) => e.id);
  return { upload: all.filter((id) => shown.has(id)), remove: all.filter((id) => !shown.has(id)) };
}

/**
 * What the shown set depends on in the log, whatever the share: the tank's live photos (and whether each is in the
 * account's bucket yet), the photos of living animals and the photos of published posts. `publicPhotoIds` of any
 * share is the cover plus some of these sets, so two logs with the same key show the same photos under every share.
 * The log's copy watcher (components/log/public-copy-watcher.tsx) starts a pass when it changes: a photo stored, added
 * or deleted, an animal lost, rehomed or back, a post published, unpublished or deleted.
 */
export function copyWatchKey(entries: readonly LogEntry[]): string {
  const photos = entries
    .filter((e) => e.kind === 'photo')
    .map((e) => `${e.id}:${e.deletedAt ? 'x' : ''}:${(e.values as unknown as Record<string, unknown>).storagePath ? 'u' : ''}`)
    .sort();
  const ids = (sections: PublicSection[]) => [...publicPhotoIds({ enabled: true, sections, coverPhotoId: null }, entries)].sort();
  return [photos.join(','), ids(['livestock']).join(','), ids(['journal']).join(',')].join('|');
}

/** The copies this page has made (photo id → the picture's checksum) and removed, so a pass does each only once. */
export interface CopiesMade {
  copied: ReadonlyMap<string, string>;
  removed: ReadonlySet<string>;
}

/**
 * The part of `copyPlan` a pass still has to do, given what this page has already done: a copy made of the same
 * picture (same checksum) is not uploaded again, a copy already removed not removed again. A photo without a
 * checksum is always uploaded (nothing tells whether its picture changed).
 */
export function pendingCopies(
  share: ShareForCopies,
  entries: readonly LogEntry[],
  made: CopiesMade,
): { upload: string[]; remove: string[] } {
  const plan = copyPlan(share, entries);
  const sha = new Map(entries.map((e) => [e.id, (e.values as unknown as Record<string, unknown>).sha256]));
  return {
    upload: plan.upload.filter((id) => {
      const sum = sha.get(id);
      return !(typeof sum === 'string' && sum !== '' && made.copied.get(id) === sum);
    }),
    remove: plan.remove.filter((id) => !made.removed.has(id)),
  };
}
