import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDb, type LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { bindKeeper, createTank } from '@/lib/log/repo';
import type { AnimalValues } from './model';
import {
  createPhotoRemover,
  photoObjectNames,
  queuedRemovals,
  removalPlan,
  removeDeletedPhotos,
  type PhotoObjectStore,
} from './photo-removal';
import { addAnimal, addPhoto, deleteAnimal, deletePhoto, type PhotoInput } from './repo';

const owner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const pid = '33333333-3333-4333-8333-333333333333';

let dbs: LogDb[] = [];
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});
function freshDb() {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `removal-${dbs.length}`);
  dbs.push(db);
  return db;
}
const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' });
/** A photo of the tank or of an animal, as the pipeline hands it over. */
const photoOf = (tankId: string, animalId: string | null): PhotoInput => ({
  ...{ tankId, animalId, takenAt: '2026-11-21T10:00:00Z', full: picture, thumb: picture, width: 800, height: 600 },
  ...{ mime: 'image/jpeg', sha256: 'c'.repeat(64) },
});
const fish: AnimalValues = {
  speciesId: null,
  freeName: 'Blue tang',
  nickname: null,
  count: 1,
  acquiredAt: '2026-11-01',
  source: { kind: 'shop', text: null },
  price: null,
  placement: null,
  status: 'alive',
};
/** A store that records what it was asked to remove, failing the first `failures` calls. */
function store(failures = 0) {
  const removed: string[][] = [];
  let left = failures;
  const remove = vi.fn((names: string[]) => {
    if (left > 0) {
      left -= 1;
      return Promise.reject(new Error('offline'));
    }
    removed.push(names);
    return Promise.resolve();
  });
  const s: PhotoObjectStore = { remove };
  return { s, removed, remove };
}
/** The sync's push done: the outbox is empty. */
const synced = (db: LogDb) => db.outbox.clear();

describe('photoObjectNames', () => {
  it('names the picture, the thumbnail and the public copies', () => {
    expect(photoObjectNames(owner, pid)).toEqual([
      `${owner}/${pid}.jpg`,
      `${owner}/${pid}.thumb.jpg`,
      `public/${pid}.jpg`,
      `public/${pid}.webp`,
    ]);
  });
  it('adds a stored path of the keeper’s own folder, never another folder', () => {
    expect(photoObjectNames(owner, pid, `${owner}/${pid}.webp`)).toEqual(
      expect.arrayContaining([`${owner}/${pid}.webp`, `${owner}/${pid}.thumb.jpg`, `${owner}/${pid}.jpg`]),
    );
    expect(photoObjectNames(owner, pid, `${other}/${pid}.jpg`).some((n) => n.startsWith(other))).toBe(false);
  });
});

describe('removalPlan', () => {
  const row = (p: Partial<LogEntry>) => ({ kind: 'photo' as const, userId: owner, deletedAt: '2026-11-21T00:00:00Z', values: {}, ...p });
  it('removes a synced tombstone of the keeper’s, waits for one still in the outbox, drops live rows and others’', () => {
    const stored = new Map([
      ['a', row({})],
      ['b', row({})],
      ['c', row({ deletedAt: null })],
      ['d', row({ userId: other })],
      ['e', row({ kind: 'note' })],
    ]);
    const plan = removalPlan(['a', 'b', 'c', 'd', 'e', 'a'], stored, new Set(['b']), owner);
    expect(plan.remove.map((r) => r.id)).toEqual(['a']);
    expect(plan.remove[0].names).toEqual(photoObjectNames(owner, 'a'));
    expect(plan.drop).toEqual(['c', 'd', 'e']);
  });
  it('removes the objects of a photo no longer stored (its tombstone purged)', () => {
    expect(removalPlan(['gone'], new Map(), new Set(), owner).remove).toEqual([{ id: 'gone', names: photoObjectNames(owner, 'gone') }]);
  });
});

describe('removing deleted photos’ objects', () => {
  async function signedIn() {
    const db = freshDb();
    await bindKeeper(db, owner);
    const tank = await createTank(db, { name: 'Reef', volumeL: 300, targets: {} });
    return { db, tank };
  }

  it('a deleted photo is queued, and its objects go once its tombstone has synced', async () => {
    const { db, tank } = await signedIn();
    const photo = await addPhoto(db, photoOf(tank.id, null));
    await deletePhoto(db, photo.id);
    expect(await queuedRemovals(db)).toEqual([photo.id]);
    const { s, removed, remove } = store();
    expect(await removeDeletedPhotos(db, owner, s)).toBe(0); // the tombstone still waits in the outbox
    expect(remove).not.toHaveBeenCalled();
    await synced(db);
    expect(await removeDeletedPhotos(db, owner, s)).toBe(1);
    expect(removed).toEqual([photoObjectNames(owner, photo.id)]);
    expect(await queuedRemovals(db)).toEqual([]);
    expect(await removeDeletedPhotos(db, owner, s)).toBe(0);
  });

  it('an animal deleted with its photos queues every photo', async () => {
    const { db, tank } = await signedIn();
    const { animal } = await addAnimal(db, { tankId: tank.id, at: '2026-11-01T12:00:00Z', values: fish });
    const p1 = await addPhoto(db, photoOf(tank.id, animal.id));
    const p2 = await addPhoto(db, photoOf(tank.id, animal.id));
    await deleteAnimal(db, animal.id);
    expect((await queuedRemovals(db)).sort()).toEqual([p1.id, p2.id].sort());
    await synced(db);
    const { s, removed } = store();
    expect(await removeDeletedPhotos(db, owner, s)).toBe(2);
    expect(removed.flat()).toEqual(expect.arrayContaining([`${owner}/${p1.id}.jpg`, `${owner}/${p2.id}.thumb.jpg`, `public/${p2.id}.jpg`]));
  });

  it('signed out nothing is queued: nothing was ever uploaded', async () => {
    const db = freshDb();
    const tank = await createTank(db, { name: 'Reef', volumeL: 300, targets: {} });
    const photo = await addPhoto(db, photoOf(tank.id, null));
    await deletePhoto(db, photo.id);
    expect(await queuedRemovals(db)).toEqual([]);
  });

  it('a failure keeps the photo queued; the background loop retries it with the back-off', async () => {
    const { db, tank } = await signedIn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const photo = await addPhoto(db, photoOf(tank.id, null));
      await deletePhoto(db, photo.id);
      await synced(db);
      const { s, removed } = store(1);
      await expect(removeDeletedPhotos(db, owner, s)).rejects.toThrow('offline');
      expect(await queuedRemovals(db)).toEqual([photo.id]);
      const delay = vi.fn(() => 1000);
      const r = createPhotoRemover({ db, ownerId: owner, store: Promise.resolve(s), delay });
      r.kick();
      await r.idle();
      expect(removed).toEqual([photoObjectNames(owner, photo.id)]);
      expect(await queuedRemovals(db)).toEqual([]);
      r.stop();

      // a second failure in the loop: retried after the delay, without blocking anything
      const again = await addPhoto(db, photoOf(tank.id, null));
      await deletePhoto(db, again.id);
      await synced(db);
      const flaky = store(1);
      const r2 = createPhotoRemover({ db, ownerId: owner, store: flaky.s, delay });
      r2.kick();
      await r2.idle();
      expect(flaky.removed).toEqual([]);
      expect(delay).toHaveBeenCalledWith(0);
      await vi.advanceTimersByTimeAsync(1000);
      await r2.idle();
      expect(flaky.removed).toEqual([photoObjectNames(owner, again.id)]);
      r2.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
