import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import {
  copyPlan,
  copyWatchKey,
  pendingCopies,
  publicCopyName,
  publicCopyNames,
  publicPhotoIds,
  type CopiesMade,
  type ShareForCopies,
} from './photo-copies';

const entry = (id: string, kind: string, values: Record<string, unknown>, deletedAt: string | null = null): LogEntry =>
  ({
    id,
    userId: 'u',
    tankId: 't',
    kind,
    at: '2026-11-01T00:00:00Z',
    values,
    note: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    deletedAt,
  }) as unknown as LogEntry;

const entries = [
  entry('alive', 'animal', { status: 'alive' }),
  entry('gone', 'animal', { status: 'dead' }),
  entry('p-alive', 'photo', { animalId: 'alive', mime: 'image/jpeg' }),
  entry('p-gone', 'photo', { animalId: 'gone', mime: 'image/jpeg' }),
  entry('p-post', 'photo', { animalId: null, mime: 'image/webp' }),
  entry('p-draft', 'photo', { animalId: null, mime: 'image/jpeg' }),
  entry('p-cover', 'photo', { animalId: null, mime: 'image/jpeg' }),
  entry('p-deleted', 'photo', { animalId: 'alive', mime: 'image/jpeg' }, '2026-11-02T00:00:00Z'),
  entry('post', 'journal', { published: true, body: 'x', photoIds: ['p-post'] }),
  entry('draft', 'journal', { published: false, body: 'x', photoIds: ['p-draft'] }),
];

describe('publicPhotoIds', () => {
  it('shows the photos of living animals, of published posts and the cover, as the database does', () => {
    const share = { enabled: true, sections: ['livestock', 'journal'] as const, coverPhotoId: 'p-cover' };
    expect([...publicPhotoIds(share, entries)].sort()).toEqual(['p-alive', 'p-cover', 'p-post']);
  });

  it('follows the sections: no livestock, no animal photos; no journal, no post photos', () => {
    expect([...publicPhotoIds({ enabled: true, sections: ['journal'], coverPhotoId: null }, entries)]).toEqual(['p-post']);
    expect([...publicPhotoIds({ enabled: true, sections: ['livestock'], coverPhotoId: null }, entries)]).toEqual(['p-alive']);
    expect([...publicPhotoIds({ enabled: true, sections: ['readings'], coverPhotoId: 'p-cover' }, entries)]).toEqual(['p-cover']);
  });

  it('shows nothing while the share is off', () => {
    expect(publicPhotoIds({ enabled: false, sections: ['livestock', 'journal'], coverPhotoId: 'p-cover' }, entries).size).toBe(0);
  });
});

describe('copyPlan', () => {
  it('uploads the shown photos and removes the copies of every other photo, deleted ones included', () => {
    expect(copyPlan({ enabled: true, sections: ['journal'], coverPhotoId: 'p-cover' }, entries)).toEqual({
      upload: ['p-post', 'p-cover'],
      remove: ['p-alive', 'p-gone', 'p-draft', 'p-deleted'],
    });
    expect(copyPlan({ enabled: false, sections: ['journal'], coverPhotoId: 'p-cover' }, entries).upload).toEqual([]);
  });

  it('names a copy by the photo id and its type only', () => {
    expect(publicCopyName('abc', 'image/webp')).toBe('public/abc.webp');
    expect(publicCopyName('abc', 'image/jpeg')).toBe('public/abc.jpg');
    expect(publicCopyNames('abc')).toEqual(['public/abc.jpg', 'public/abc.webp']);
  });
});

/** What the page remembers after a pass that did all of `plan`, as components/log/public-copies.ts records it. */
function afterPass(made: CopiesMade, entries: readonly LogEntry[], plan: { upload: string[]; remove: string[] }): CopiesMade {
  const copied = new Map(made.copied);
  const removed = new Set(made.removed);
  const sha = new Map(entries.map((e) => [e.id, (e.values as Record<string, unknown>).sha256 as string]));
  for (const id of plan.upload) {
    copied.set(id, sha.get(id) ?? '');
    removed.delete(id);
  }
  for (const id of plan.remove) {
    copied.delete(id);
    removed.add(id);
  }
  return { copied, removed };
}

describe('copies between two states of the log', () => {
  const both: ShareForCopies = { enabled: true, sections: ['livestock', 'journal'], coverPhotoId: 'p-cover' };
  const withSums = entries.map((e) => (e.kind === 'photo' ? { ...e, values: { ...e.values, sha256: `sum-${e.id}` } } : e)) as LogEntry[];
  const replace = (list: LogEntry[], id: string, values: Record<string, unknown>) =>
    list.map((e) => (e.id === id ? { ...e, values: { ...e.values, ...values } } : e));
  const nothing: CopiesMade = { copied: new Map(), removed: new Set() };
  const first = pendingCopies(both, withSums, nothing);
  const made = afterPass(nothing, withSums, first);

  it("does everything on the page's first pass, and nothing again while the log is the same", () => {
    expect(first).toEqual(copyPlan(both, withSums));
    expect(pendingCopies(both, withSums, made)).toEqual({ upload: [], remove: [] });
  });

  it("removes the copies of a rehomed animal's photos and makes them again when it is back among the living", () => {
    const rehomed = replace(withSums, 'alive', { status: 'rehomed' });
    const gone = pendingCopies(both, rehomed, made);
    expect(gone).toEqual({ upload: [], remove: ['p-alive'] });
    const back = pendingCopies(both, withSums, afterPass(made, rehomed, gone));
    expect(back).toEqual({ upload: ['p-alive'], remove: [] });
  });

  it('follows a post published, unpublished and deleted', () => {
    const published = replace(withSums, 'draft', { published: true });
    expect(pendingCopies(both, published, made)).toEqual({ upload: ['p-draft'], remove: [] });
    const unpublished = replace(withSums, 'post', { published: false });
    expect(pendingCopies(both, unpublished, made)).toEqual({ upload: [], remove: ['p-post'] });
    const deleted = withSums.map((e) => (e.id === 'post' ? { ...e, deletedAt: '2026-11-03T00:00:00Z' } : e));
    expect(pendingCopies(both, deleted, made)).toEqual({ upload: [], remove: ['p-post'] });
  });

  it('follows a new cover and uploads a photo again when its picture changed', () => {
    expect(pendingCopies({ ...both, coverPhotoId: 'p-draft' }, withSums, made)).toEqual({ upload: ['p-draft'], remove: ['p-cover'] });
    expect(pendingCopies(both, replace(withSums, 'p-post', { sha256: 'edited' }), made)).toEqual({ upload: ['p-post'], remove: [] });
  });

  it('uploads a photo without a checksum on every pass', () => {
    const noSum = replace(withSums, 'p-post', { sha256: '' });
    expect(pendingCopies(both, noSum, afterPass(nothing, noSum, pendingCopies(both, noSum, nothing))).upload).toEqual(['p-post']);
  });
});

describe('copyWatchKey', () => {
  const key = copyWatchKey(entries);
  const change = (id: string, values: Record<string, unknown>) =>
    copyWatchKey(entries.map((e) => (e.id === id ? { ...e, values: { ...e.values, ...values } } : e)));

  it('changes when the photos a page may show change', () => {
    expect(change('alive', { status: 'lost' })).not.toBe(key);
    expect(change('gone', { status: 'alive' })).not.toBe(key);
    expect(change('draft', { published: true })).not.toBe(key);
    expect(change('post', { published: false })).not.toBe(key);
    expect(change('post', { photoIds: [] })).not.toBe(key);
    expect(change('p-post', { storagePath: 'u/p-post.webp' })).not.toBe(key);
    expect(copyWatchKey([...entries, entry('p-new', 'photo', { animalId: null, mime: 'image/jpeg' })])).not.toBe(key);
  });

  it('stays the same when nothing a page may show changes', () => {
    expect(change('post', { body: 'edited' })).toBe(key);
    expect(change('alive', { count: 3 })).toBe(key);
    expect(change('gone', { status: 'rehomed' })).toBe(key);
    expect(copyWatchKey([...entries].reverse())).toBe(key);
  });

  it('starts with a separator when the log has no photo, so the watcher does nothing', () => {
    expect(copyWatchKey(entries.filter((e) => e.kind !== 'photo')).startsWith('|')).toBe(true);
  });
});
