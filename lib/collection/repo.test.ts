import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDb, type LogDb } from '@/lib/log/db';
import { logToJson } from '@/lib/log/export';
import { parseLogFile } from '@/lib/log/import';
import { LOG_DB_NAME, LOG_DB_STORES } from '@/lib/log/model';
import { bindKeeper, createTank, importBatch, LogWriteError, snapshot } from '@/lib/log/repo';
import { ancestorsOf, collectionOf, descendantsOf } from './animals';
import { exportArchive, readArchive, remapCollection } from './archive';
import type { AnimalEventValues, AnimalValues, PhotoValues } from './model';
import { addAnimal, addPhoto, deleteAnimal, deleteEvent, fragAnimal, recordEvent, updateAnimal, updateEvent } from './repo';

let dbs: LogDb[] = [];
function freshDb(factory = new IDBFactory(), name = `coll-${dbs.length}`) {
  const db = createLogDb({ indexedDB: factory, IDBKeyRange }, name);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
  vi.restoreAllMocks();
});

const coral: AnimalValues = {
  speciesId: 'acropora-millepora',
  freeName: null,
  nickname: 'Green mille',
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'shop', text: 'Reef shop' },
  price: { amount: 3000, currency: 'JPY' },
  placement: { zone: 'upper', heightCm: 35, par: 280 },
  status: 'alive',
};
const jpeg = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, n, 0xff, 0xd9])], { type: 'image/jpeg' });
const photoOf = (tankId: string, animalId: string | null, takenAt = '2026-11-20T09:00:00Z') => ({
  tankId,
  animalId,
  takenAt,
  full: jpeg(1),
  thumb: jpeg(2),
  width: 2048,
  height: 1536,
  mime: 'image/jpeg' as const,
  sha256: 'b'.repeat(64),
});

async function setUp(db: LogDb) {
  const tank = await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
  const { animal } = await addAnimal(db, { tankId: tank.id, at: '2026-11-01T12:00:00Z', values: coral });
  return { tank, animal };
}

describe('collections in the log', () => {
  it('an animal comes with its added event; a move changes its placement and is a dated event', async () => {
    const db = freshDb();
    const { tank, animal } = await setUp(db);
    await recordEvent(db, animal.id, { type: 'moved', at: '2026-11-05T12:00:00Z', placement: { zone: 'middle', heightCm: 20, par: 180 } });
    await recordEvent(db, animal.id, { type: 'lost', at: '2026-11-09T12:00:00Z', cause: 'RTN' });
    const c = collectionOf((await snapshot(db)).entries.filter((e) => e.tankId === tank.id));
    const a = c.byId.get(animal.id)!;
    expect(a.values.placement).toEqual({ zone: 'middle', heightCm: 20, par: 180 });
    expect(a.values.status).toBe('lost');
    expect(c.events.get(animal.id)!.map((e) => [(e.values as AnimalEventValues).type, e.at.slice(0, 10)])).toEqual([
      ['added', '2026-11-01'],
      ['moved', '2026-11-05'],
      ['lost', '2026-11-09'],
    ]);
    expect((c.events.get(animal.id)![2].values as AnimalEventValues).cause).toBe('RTN');
  });

  it('edits and deletions go through the log store: updates and tombstones queued for the sync, lineage kept', async () => {
    const db = freshDb();
    await bindKeeper(db, '22222222-2222-4222-8222-222222222222');
    const { tank, animal } = await setUp(db);
    const { child } = await fragAnimal(db, animal.id, { at: '2026-11-10T12:00:00Z', nickname: 'Mille frag' });
    const moved = await recordEvent(db, child.id, { type: 'moved', at: '2026-11-12T12:00:00Z', placement: { zone: 'middle' } });
    const lost = await recordEvent(db, child.id, { type: 'lost', at: '2026-11-14T12:00:00Z' });
    await addPhoto(db, photoOf(tank.id, child.id));
    await updateAnimal(db, child.id, {
      values: { ...coral, nickname: 'Renamed', source: { kind: 'shop', text: null } },
      at: '2026-11-10T12:00:00Z',
      note: 'x',
    });
    await updateEvent(db, moved.id, { at: moved.at, placement: { zone: 'sand' }, note: null });
    await deleteEvent(db, lost.id);
    let c = collectionOf((await snapshot(db)).entries);
    const edited = c.byId.get(child.id)!;
    expect(edited.values.nickname).toBe('Renamed');
    expect(edited.values.source.parentAnimalId).toBe(animal.id);
    expect(edited.values.placement).toEqual({ zone: 'sand' });
    expect(edited.values.status).toBe('alive');
    expect(ancestorsOf(c, child.id).map((a) => a.id)).toEqual([animal.id]);
    const before = await db.outbox.count();
    expect(await deleteAnimal(db, child.id)).toEqual({ events: 2, photos: 1 });
    c = collectionOf((await snapshot(db)).entries);
    expect(c.byId.has(child.id)).toBe(false);
    expect(c.photos.get(child.id)).toBeUndefined();
    expect(c.events.get(animal.id)!.map((e) => (e.values as AnimalEventValues).type)).toEqual(['added']);
    const tombstones = (await db.entries.toArray()).filter((e) => e.deletedAt);
    expect(tombstones).toHaveLength(6);
    expect(await db.outbox.count()).toBeGreaterThan(before);
    expect(await db.photoBlobs.count()).toBe(0);
  });

  it('fragging creates the child with its lineage and an event on both, in one write', async () => {
    const db = freshDb();
    const { animal } = await setUp(db);
    const { child } = await fragAnimal(db, animal.id, { at: '2026-11-10T12:00:00Z', nickname: 'Mille frag 1' });
    const { child: grandchild } = await fragAnimal(db, child.id, { at: '2026-11-20T12:00:00Z', nickname: 'Mille frag 1a' });
    const c = collectionOf((await snapshot(db)).entries);
    expect((child.values as AnimalValues).source).toEqual({ kind: 'own-frag', text: null, parentAnimalId: animal.id });
    expect(ancestorsOf(c, grandchild.id).map((a) => a.values.nickname)).toEqual(['Mille frag 1', 'Green mille']);
    expect(descendantsOf(c, animal.id).map((d) => [d.animal.values.nickname, d.depth])).toEqual([
      ['Mille frag 1', 1],
      ['Mille frag 1a', 2],
    ]);
    expect(c.events.get(animal.id)!.map((e) => e.values)).toContainEqual({ animalId: animal.id, type: 'fragged', childAnimalId: child.id });
    expect(c.events.get(child.id)!.map((e) => e.values)).toContainEqual({ animalId: child.id, type: 'added', parentAnimalId: animal.id });
  });

  it('a signed-in keeper’s animal, events and photo are queued for the server; the picture is not a synced row', async () => {
    const db = freshDb();
    await bindKeeper(db, '11111111-1111-4111-8111-111111111111');
    const { tank, animal } = await setUp(db);
    await addPhoto(db, photoOf(tank.id, animal.id));
    const queued = await db.outbox.toArray();
    expect(queued.map((q) => q.table)).toEqual(['tanks', 'entries', 'entries', 'entries']);
    expect(await db.photoBlobs.count()).toBe(1);
  });

  it('a full disk while storing a photo leaves neither the entry nor the picture', async () => {
    const db = freshDb();
    const { tank, animal } = await setUp(db);
    const before = await db.entries.count();
    vi.spyOn(db.photoBlobs, 'put').mockImplementation(() =>
      Dexie.Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })),
    );
    const failure = await addPhoto(db, photoOf(tank.id, animal.id)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LogWriteError);
    expect((failure as LogWriteError).reason).toBe('quota');
    expect(await db.entries.count()).toBe(before);
    expect(await db.photoBlobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('version 2 opens a version-1 log with its rows and adds the photo store', async () => {
    const factory = new IDBFactory();
    const old = new Dexie(LOG_DB_NAME, { indexedDB: factory, IDBKeyRange });
    old.version(1).stores(LOG_DB_STORES);
    await old.table('meta').put({ key: 'kept', value: 1 });
    old.close();
    const db = freshDb(factory, LOG_DB_NAME);
    await db.open();
    expect(db.verno).toBe(2);
    expect(await db.meta.get('kept')).toEqual({ key: 'kept', value: 1 });
    expect(await db.photoBlobs.count()).toBe(0);
  });
});

describe('export and import with photos', () => {
  it('the zip round-trips into another browser: rows once, lineage and photos by their new ids, nothing twice', async () => {
    const db = freshDb();
    const { tank, animal } = await setUp(db);
    const { child } = await fragAnimal(db, animal.id, { at: '2026-11-10T12:00:00Z', nickname: 'Frag' });
    const photo = await addPhoto(db, photoOf(tank.id, child.id));
    const snap = await snapshot(db);
    const zip = await exportArchive(db, logToJson(snap.tanks, snap.entries, '2026-11-26T00:00:00Z'), [photo.id]);
    const archive = (await readArchive(new Uint8Array(await zip.arrayBuffer())))!;
    expect([...archive.photos.keys()]).toEqual([photo.id]);

    const other = freshDb();
    const parsed = parseLogFile(new TextDecoder().decode(archive.json), { tankId: null, sg: '25/25' });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.preview.refused).toEqual([]);
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
    const c = collectionOf(got);
    const newChild = c.animals.find((a) => a.values.nickname === 'Frag')!;
    const newParent = c.animals.find((a) => a.values.nickname === 'Green mille')!;
    expect(newChild.values.source.parentAnimalId).toBe(newParent.id);
    const newPhoto = c.photos.get(newChild.id)![0];
    expect((newPhoto.values as PhotoValues).animalId).toBe(newChild.id);
    const blob = await other.photoBlobs.get(newPhoto.id);
    expect(new Uint8Array(await blob!.full.arrayBuffer())).toEqual(new Uint8Array(await jpeg(1).arrayBuffer()));
    expect(await other.photoBlobs.count()).toBe(1);
  });
});
