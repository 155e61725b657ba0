import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { exportArchive, readArchive, remapCollection } from '@/lib/collection/archive';
import { addPhoto } from '@/lib/collection/repo';
import { runtimeT } from '@/lib/i18n/runtime-key';
import { logToCsv } from '@/lib/log/csv';
import { createLogDb, type LogDb } from '@/lib/log/db';
import { jsonbTextBytes, MAX_JOURNAL_VALUES_BYTES, MAX_JSONB_BYTES } from '@/lib/log/db-bounds';
import { entryBody } from '@/lib/log/entry-text';
import { logToJson } from '@/lib/log/export';
import { parseLogFile, parseLogJson } from '@/lib/log/import';
import type { LogEntry } from '@/lib/log/model';
import { addEntry, createTank, importBatch, snapshot } from '@/lib/log/repo';
import { entryFromServer, entryToServer } from '@/lib/log/sync/rows';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { createTranslator } from 'next-intl';
import { journalIssues, journalValues, type JournalDraft } from './form';
import { journalHeadline, journalPosts, postPhotos, type JournalEntry, type JournalValues } from './model';
import { journalValuesProblem } from './values';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const draft = (d: Partial<JournalDraft> = {}): JournalDraft => ({ title: '', body: 'Colours up.', photoIds: [], published: false, ...d });

describe('journal values, as the database checks them', () => {
  it('takes a post with or without title, photos and published', () => {
    expect(journalValuesProblem({ body: 'x' })).toBeNull();
    expect(journalValuesProblem({ title: null, body: '', photoIds: [], published: false })).toBeNull();
    expect(journalValuesProblem({ title: 'New frag', body: 'x', photoIds: [ID(1), ID(2)], published: true })).toBeNull();
    // 10,000 characters counted as PostgreSQL does: an emoji is one
    expect(journalValuesProblem({ body: '🐠'.repeat(10_000) })).toBeNull();
  });

  it.each([
    ['an unknown key', { body: 'x', mood: 'happy' }, undefined],
    ['no body', { title: 'x' }, 'body'],
    ['a body that is not text', { body: 3 }, 'body'],
    ['a body of 10,001 characters', { body: 'a'.repeat(10_001) }, 'body'],
    ['a title of 201 characters', { title: 'a'.repeat(201), body: 'x' }, 'title'],
    ['21 photos', { body: 'x', photoIds: Array.from({ length: 21 }, (_, i) => ID(i)) }, 'photoIds'],
    ['a photo id that is not a uuid', { body: 'x', photoIds: ['photo-1'] }, 'photoIds'],
    ['published as text', { body: 'x', published: 'yes' }, 'published'],
  ])('refuses %s', (_, v, field) => {
    expect(journalValuesProblem(v)).toEqual(field ? { reason: 'invalidValue', field } : { reason: 'invalidValue' });
  });

  it('refuses what is not an object', () => {
    expect(journalValuesProblem('post')).toEqual({ reason: 'invalidValue' });
    expect(journalValuesProblem(null)).toEqual({ reason: 'invalidValue' });
  });
});

describe('the journal editor', () => {
  it('stores the title trimmed (none when empty), the body as typed less trailing blanks, each photo once', () => {
    const v = journalValues(draft({ title: '  ', body: '  Day 1\n\n  indented\n\n', photoIds: [ID(1), ID(1), ID(2)], published: true }));
    expect(v).toEqual({ title: null, body: '  Day 1\n\n  indented', photoIds: [ID(1), ID(2)], published: true });
    expect(journalValuesProblem(v)).toBeNull();
    expect(journalValues(draft({ title: ' New frag ' })).title).toBe('New frag');
  });

  it('asks for a body, and says how long is too long without cutting anything', () => {
    expect(journalIssues(draft())).toEqual({});
    expect(journalIssues(draft({ body: ' \n ' }))).toEqual({ body: { key: 'bodyRequired' } });
    expect(journalIssues(draft({ title: 'a'.repeat(214) }))).toEqual({ title: { key: 'tooLong', max: 200, count: 214 } });
    expect(journalIssues(draft({ body: 'b'.repeat(10_001) }))).toEqual({ body: { key: 'tooLong', max: 10_000, count: 10_001 } });
    const photos = Array.from({ length: 21 }, (_, i) => ID(i));
    expect(journalIssues(draft({ photoIds: photos }))).toEqual({ photoIds: { key: 'tooManyPhotos', max: 20, count: 21 } });
  });

  it('takes 10,000 characters of any script, within the bytes the database keeps for a post', () => {
    // 10,000 Japanese characters are 30,000 bytes of JSON, over the 16 KB of other entries, within a post's 64 KB
    expect(journalIssues(draft({ body: 'あ'.repeat(10_000), title: 'い'.repeat(200) }))).toEqual({});
    // the longest JSON text a character makes is an escaped control character: 6 bytes
    const worst = draft({
      body: '\u0001'.repeat(10_000),
      title: '\u0001'.repeat(200),
      photoIds: Array.from({ length: 20 }, (_, i) => ID(i)),
    });
    expect(jsonbTextBytes(journalValues(worst))).toBeLessThanOrEqual(MAX_JOURNAL_VALUES_BYTES);
    expect(jsonbTextBytes(journalValues(draft({ body: 'あ'.repeat(6000) })))).toBeGreaterThan(MAX_JSONB_BYTES);
  });
});

const post = (n: number, at: string, values: JournalValues, tankId = ID(100)): JournalEntry => ({
  id: ID(n),
  userId: null,
  tankId,
  kind: 'journal',
  at,
  values,
  note: null,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
});

describe('posts and their photos', () => {
  it('lists posts newest first without tombstones, and shows only photos of the same tank that remain', () => {
    const photo = (n: number, tankId = ID(100), deletedAt: string | null = null) =>
      ({ ...post(n, '2026-11-01T00:00:00.000Z', { body: '' }, tankId), kind: 'photo', deletedAt }) as unknown as LogEntry;
    const a = post(1, '2026-11-02T08:00:00.000Z', { body: 'old', photoIds: [ID(12), ID(10), ID(11), ID(13)] });
    const b = post(2, '2026-11-03T08:00:00.000Z', { body: 'new' });
    const gone = { ...post(3, '2026-11-04T08:00:00.000Z', { body: 'gone' }), deletedAt: '2026-11-05T00:00:00.000Z' };
    const entries = [a, b, gone, photo(10), photo(11, ID(101)), photo(12), photo(13, ID(100), '2026-11-02T00:00:00.000Z')];
    expect(journalPosts(entries).map((p) => p.id)).toEqual([b.id, a.id]);
    expect(postPhotos(a, entries).map((p) => p.id)).toEqual([ID(12), ID(10)]);
  });

  it('names a post by its title, else the start of its first line', () => {
    expect(journalHeadline({ title: 'New frag', body: 'x' })).toBe('New frag');
    expect(journalHeadline({ title: '', body: '\n  First line  \nsecond' })).toBe('First line');
    expect(journalHeadline({ body: 'a'.repeat(100) }, 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('reads in the entry list in both languages, a draft marked', () => {
    const root = createTranslator({ locale: 'en', messages: en });
    const t = runtimeT(root);
    const tj = runtimeT(createTranslator({ locale: 'ja', messages: ja }));
    const units = runtimeT(root, 'Units');
    const draftPost = post(1, '2026-11-02T08:00:00.000Z', { title: 'New frag', body: 'x' });
    const published = post(2, '2026-11-02T08:00:00.000Z', { title: null, body: '白化が戻ってきた。\n続き', published: true });
    expect(entryBody(t, units, draftPost, 'dkh', 'en')).toBe('New frag (draft)');
    expect(entryBody(tj, units, draftPost, 'dkh', 'ja')).toBe('New frag（下書き）');
    expect(entryBody(tj, units, published, 'dkh', 'ja')).toBe('白化が戻ってきた。');
  });
});

describe('sync, export and import', () => {
  let dbs: LogDb[] = [];
  const freshDb = () => {
    const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `journal-${dbs.length}`);
    dbs.push(db);
    return db;
  };
  afterEach(() => {
    for (const db of dbs) db.close();
    dbs = [];
  });
  const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, n, 0xff, 0xd9])], { type: 'image/jpeg' });

  async function tankWithPost(db: LogDb) {
    const tank = await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
    const photo = await addPhoto(db, {
      tankId: tank.id,
      animalId: null,
      takenAt: '2026-11-20T09:00:00Z',
      full: jpeg(1),
      thumb: jpeg(2),
      width: 640,
      height: 480,
      mime: 'image/jpeg',
      sha256: 'b'.repeat(64),
    });
    const values = journalValues(
      draft({ title: 'Frag day', body: 'Glued three frags.\n  Mille on top.', photoIds: [photo.id], published: true }),
    );
    const entry = await addEntry(db, { tankId: tank.id, kind: 'journal', at: '2026-11-20T10:00:00Z', values });
    return { tank, photo, entry };
  }

  it('goes up and comes back from the server unchanged', () => {
    const e = post(1, '2026-11-02T08:00:00.000Z', { title: 'x', body: 'y\n z', photoIds: [ID(5)], published: true });
    const up = entryToServer(e, ID(50));
    expect(up).toMatchObject({ kind: 'journal', values: e.values });
    const back = entryFromServer({ ...up, updated_at: '2026-11-02T08:00:01.123456+00:00', version: 1 });
    expect(back.values).toEqual(e.values);
    expect(back.kind).toBe('journal');
  });

  it('the JSON export reads back as it was, and importing it twice into the same log adds nothing', async () => {
    const db = freshDb();
    const { entry } = await tankWithPost(db);
    const snap = await snapshot(db);
    const json = logToJson(snap.tanks, snap.entries, '2026-11-26T00:00:00Z');
    const parsed = parseLogJson(json);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.preview.refused).toEqual([]);
    expect(parsed.preview.entries.find((e) => e.id === entry.id)?.values).toEqual(entry.values);
    // the CSV is a table of measurements: a post is not among its rows
    expect(logToCsv(snap.tanks, snap.entries)).not.toContain('Frag day');
    const { previewImport } = await import('@/lib/log/import-plan');
    const plan = await previewImport(db, parsed.preview, null);
    await importBatch(db, { tanks: plan.tanks, entries: plan.entries });
    expect((await snapshot(db)).entries).toHaveLength(snap.entries.length);
  });

  it('the zip of another account goes into this browser: the post once, pointing at its photo under the photo’s new id', async () => {
    const db = freshDb();
    const { photo } = await tankWithPost(db);
    const snap = await snapshot(db);
    // rows of another account: this log gives them ids of its own (lib/log/import-plan.ts), and the post follows its photo
    const file = JSON.parse(logToJson(snap.tanks, snap.entries, '2026-11-26T00:00:00Z')) as { tanks: object[]; entries: object[] };
    const theirs = {
      ...file,
      tanks: file.tanks.map((r) => ({ ...r, userId: ID(77) })),
      entries: file.entries.map((r) => ({ ...r, userId: ID(77) })),
    };
    const zip = await exportArchive(db, JSON.stringify(theirs), [photo.id]);
    const archive = (await readArchive(new Uint8Array(await zip.arrayBuffer())))!;
    const other = freshDb();
    const parsed = parseLogFile(new TextDecoder().decode(archive.json), { tankId: null, sg: '25/25' });
    if (!parsed.ok) throw new Error(parsed.error);
    const { previewImport } = await import('@/lib/log/import-plan');
    for (let round = 0; round < 2; round++) {
      const plan = await previewImport(other, parsed.preview, null);
      const { entries, blobs } = remapCollection(plan.entries, null, archive.photos);
      await other.transaction('rw', [other.tanks, other.entries, other.outbox, other.meta, other.photoBlobs], async () => {
        await importBatch(other, { tanks: plan.tanks, entries });
        await other.photoBlobs.bulkPut(blobs);
      });
    }
    const got = (await snapshot(other)).entries;
    expect(got).toHaveLength(snap.entries.length);
    const [copy] = journalPosts(got);
    expect(copy.values).toMatchObject({ title: 'Frag day', body: 'Glued three frags.\n  Mille on top.', published: true });
    const newPhoto = got.find((e) => e.kind === 'photo')!;
    expect(newPhoto.id).not.toBe(photo.id);
    expect(copy.values.photoIds).toEqual([newPhoto.id]);
    expect(postPhotos(copy, got)).toEqual([newPhoto]);
    expect(await other.photoBlobs.get(newPhoto.id)).toBeDefined();
  });

  it('the import refuses a post the database would refuse, with its row', () => {
    const file = {
      format: 'reefcalc.log',
      version: 1,
      tanks: [{ id: ID(100), name: 'T', volumeL: 100, targets: {} }],
      entries: [
        { ...post(1, '2026-11-02T08:00:00.000Z', { body: 'ok', published: false }) },
        { ...post(2, '2026-11-02T08:00:00.000Z', { body: 'x'.repeat(10_001) }) },
      ],
    };
    const r = parseLogJson(JSON.stringify(file));
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries.map((e) => e.id)).toEqual([ID(1)]);
    expect(r.preview.refused).toEqual([{ row: 2, reason: 'invalidValue', field: 'body' }]);
  });
});
