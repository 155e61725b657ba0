import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogDb, type LogDb } from '@/lib/log/db';
import type { PhotoValues } from './model';
import { bindKeeper, createTank } from '@/lib/log/repo';
import { addPhoto } from './repo';
import { downloadPhoto, pendingUploads, uploadPending, type PhotoStore } from './photo-sync';

const owner = '22222222-2222-4222-8222-222222222222';
let dbs: LogDb[] = [];
const freshDb = () => {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `sync-${dbs.length}`);
  dbs.push(db);
  return db;
};
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});

/** The bucket as a map; `failAfter` uploads succeed, then the connection drops. */
function bucket(failAfter = Infinity) {
  const objects = new Map<string, Blob>();
  let uploads = 0;
  const store: PhotoStore = {
    upload(path, blob) {
      if (uploads++ >= failAfter) return Promise.reject(new TypeError('Failed to fetch'));
      objects.set(path, blob);
      return Promise.resolve();
    },
    download(path) {
      const b = objects.get(path);
      return b ? Promise.resolve(b) : Promise.reject(new Error('Object not found'));
    },
  };
  return { store, objects, reconnect: () => (failAfter = Infinity) };
}

async function threePhotos(db: LogDb) {
  await bindKeeper(db, owner);
  const tank = await createTank(db, { name: 'Display', volumeL: 300, targets: {} });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const blob = (n: number) => new Blob([new Uint8Array([0xff, 0xd8, i, n])], { type: 'image/jpeg' });
    const e = await addPhoto(db, {
      tankId: tank.id,
      animalId: null,
      takenAt: `2026-11-2${i}T09:00:00Z`,
      full: blob(1),
      thumb: blob(2),
      width: 100,
      height: 100,
      mime: 'image/jpeg',
      sha256: 'c'.repeat(64),
    });
    ids.push(e.id);
  }
  return ids;
}

describe('photo upload queue', () => {
  it('an upload interrupted by a dropped connection resumes where it stopped; every picture lands once, with its path', async () => {
    const db = freshDb();
    const ids = await threePhotos(db);
    let failAfter = 3; // the first photo (2 objects) and the second's picture, then the connection drops
    const objects = new Map<string, Blob>();
    const calls: string[] = [];
    const store: PhotoStore = {
      upload(path, blob) {
        calls.push(path);
        if (failAfter-- <= 0) return Promise.reject(new TypeError('Failed to fetch'));
        objects.set(path, blob);
        return Promise.resolve();
      },
      download: (path) => Promise.resolve(objects.get(path)!),
    };
    const progress: [number, number][] = [];
    await expect(uploadPending(db, owner, store, (d, t) => progress.push([d, t]))).rejects.toThrow('Failed to fetch');
    expect(progress).toEqual([
      [0, 3],
      [1, 3],
    ]);
    expect((await pendingUploads(db, owner)).map((r) => r.id)).toEqual(ids.slice(1));
    failAfter = Infinity;
    calls.length = 0;
    expect(await uploadPending(db, owner, store)).toBe(2);
    expect(calls).toEqual([
      `${owner}/${ids[1]}.jpg`,
      `${owner}/${ids[1]}.thumb.jpg`,
      `${owner}/${ids[2]}.jpg`,
      `${owner}/${ids[2]}.thumb.jpg`,
    ]);
    expect(objects.size).toBe(6);
    expect(await pendingUploads(db, owner)).toEqual([]);
    const paths = (await db.entries.bulkGet(ids)).map((e) => (e!.values as PhotoValues).storagePath);
    expect(paths).toEqual(ids.map((id) => `${owner}/${id}.jpg`));
    // the path is a change for the keeper's other browsers
    expect((await db.outbox.toArray()).filter((o) => ids.includes(o.rowId))).toHaveLength(6);
  });

  it('another browser downloads a photo it lacks, once the entry carries the path', async () => {
    const a = freshDb();
    const ids = await threePhotos(a);
    const { store } = bucket();
    await uploadPending(a, owner, store);
    const b = freshDb();
    await b.entries.bulkPut(await a.entries.bulkGet(ids).then((r) => r.map((e) => e!)));
    expect(await b.photoBlobs.get(ids[0])).toBeUndefined();
    expect(await downloadPhoto(b, ids[0], store)).toBe(true);
    const got = await b.photoBlobs.get(ids[0]);
    expect(new Uint8Array(await got!.full.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0, 1]));
    expect(got!.uploaded).toBe(true);
  });

  it('signed-out photos are never queued', async () => {
    const db = freshDb();
    await threePhotos(db);
    expect(await pendingUploads(db, '33333333-3333-4333-8333-333333333333')).toEqual([]);
  });
});
