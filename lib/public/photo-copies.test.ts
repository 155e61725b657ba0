import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import { copyPlan, publicCopyName, publicCopyNames, publicPhotoIds } from './photo-copies';

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
