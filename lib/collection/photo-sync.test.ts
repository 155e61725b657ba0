import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDb, type LogDb } from '@/lib/log/db';
import type { PhotoValues } from './model';
import { bindKeeper, createTank, LogWriteError } from '@/lib/log/repo';
import { addPhoto } from './repo';
import { createPhotoUploader, downloadPhoto, pendingUploads, uploadPending, type PhotoStore, type UploaderState } from './photo-sync';
import { deletePhoto } from './repo';

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

  /** Three photos uploaded from one browser, and a second browser holding their entries but not their pictures. */
  async function uploadedThenSecondBrowser() {
    const a = freshDb();
    const ids = await threePhotos(a);
    const { store } = bucket();
    await uploadPending(a, owner, store);
    const b = freshDb();
    await b.entries.bulkPut(await a.entries.bulkGet(ids).then((r) => r.map((e) => e!)));
    return { b, ids, store };
  }

  it('another browser downloads a photo it lacks, once the entry carries the path', async () => {
    const { b, ids, store } = await uploadedThenSecondBrowser();
    expect(await b.photoBlobs.get(ids[0])).toBeUndefined();
    expect(await downloadPhoto(b, ids[0], store)).toBe(true);
    const got = await b.photoBlobs.get(ids[0]);
    expect(new Uint8Array(await got!.full.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0, 1]));
    expect(got!.uploaded).toBe(true);
  });

  it('a picture the browser cannot store says whether the disk is full or the write failed otherwise', async () => {
    const { b, ids, store } = await uploadedThenSecondBrowser();
    const put = vi.spyOn(b.photoBlobs, 'put');
    put.mockImplementationOnce(() => Dexie.Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })));
    const full = await downloadPhoto(b, ids[0], store).catch((e: unknown) => e);
    expect(full).toBeInstanceOf(LogWriteError);
    expect((full as LogWriteError).reason).toBe('quota');
    put.mockImplementationOnce(() => Dexie.Promise.reject(Object.assign(new Error('closed'), { name: 'DatabaseClosedError' })));
    const closed = await downloadPhoto(b, ids[1], store).catch((e: unknown) => e);
    expect((closed as LogWriteError).reason).toBe('failed');
    expect(await b.photoBlobs.count()).toBe(0);
  });

  it('signed-out photos are never queued', async () => {
    const db = freshDb();
    await threePhotos(db);
    expect(await pendingUploads(db, '33333333-3333-4333-8333-333333333333')).toEqual([]);
  });
});

describe('the page-wide uploader (no livestock section involved)', () => {
  it('uploads what waits, retries a dropped connection after the back-off, and resets it when online again', async () => {
    const db = freshDb();
    const ids = await threePhotos(db);
    let up = 0;
    let failing = true;
    const objects = new Map<string, Blob>();
    const store: PhotoStore = {
      upload(path, blob) {
        up++;
        if (failing) return Promise.reject(new TypeError('Failed to fetch'));
        objects.set(path, blob);
        return Promise.resolve();
      },
      download: (path) => Promise.resolve(objects.get(path)!),
    };
    const delays: number[] = [];
    const states: UploaderState[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const uploader = createPhotoUploader({
        db,
        ownerId: owner,
        store: Promise.resolve(store),
        delay: (attempt) => (delays.push(attempt), 60_000 * (attempt + 1)),
        onState: (s) => states.push(s),
      });
      uploader.kick();
      await uploader.idle();
      expect(delays).toEqual([0]);
      expect(states.at(-1)).toEqual({ progress: null, failed: 1 });
      // the retry waits for its back-off
      await vi.advanceTimersByTimeAsync(59_000);
      expect(up).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await uploader.idle();
      expect(up).toBe(2);
      expect(delays).toEqual([0, 1]);
      // back online: at once, from the first photo not marked
      failing = false;
      uploader.kick(true);
      await uploader.idle();
      expect(objects.size).toBe(6);
      expect(await pendingUploads(db, owner)).toEqual([]);
      expect(states.at(-1)).toEqual({ progress: null, failed: 0 });
      expect(states).toContainEqual({ progress: { done: 1, total: 3 }, failed: 0 });
      expect(up).toBe(8);
      expect(ids).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stopped (the page left), a pending retry never runs', async () => {
    const db = freshDb();
    await threePhotos(db);
    const { store } = bucket(0);
    const upload = vi.spyOn(store, 'upload');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const uploader = createPhotoUploader({ db, ownerId: owner, store, delay: () => 1_000 });
      uploader.kick();
      await uploader.idle();
      expect(upload).toHaveBeenCalledTimes(1);
      uploader.stop();
      await vi.advanceTimersByTimeAsync(10_000);
      uploader.kick();
      await uploader.idle();
      expect(upload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a kick during a pass is followed by another pass, which takes the photo added meanwhile', async () => {
    const db = freshDb();
    await threePhotos(db);
    const { store, objects } = bucket();
    const uploader = createPhotoUploader({ db, ownerId: owner, store, delay: () => 0 });
    uploader.kick();
    const tank = (await db.tanks.toArray())[0];
    const late = await addPhoto(db, {
      tankId: tank.id,
      animalId: null,
      takenAt: '2026-11-25T09:00:00Z',
      full: new Blob([new Uint8Array([0xff, 0xd8, 9])], { type: 'image/jpeg' }),
      thumb: new Blob([new Uint8Array([0xff, 0xd8, 8])], { type: 'image/jpeg' }),
      width: 10,
      height: 10,
      mime: 'image/jpeg',
      sha256: 'd'.repeat(64),
    });
    uploader.kick();
    await uploader.idle();
    expect(objects.has(`${owner}/${late.id}.jpg`)).toBe(true);
    expect(await pendingUploads(db, owner)).toEqual([]);
  });

  it('a photo deleted before its upload is never sent, and its pictures leave this browser', async () => {
    const db = freshDb();
    const ids = await threePhotos(db);
    await deletePhoto(db, ids[1]);
    expect(await db.photoBlobs.get(ids[1])).toBeUndefined();
    const { store, objects } = bucket();
    await uploadPending(db, owner, store);
    expect([...objects.keys()].some((k) => k.includes(ids[1]))).toBe(false);
    expect(objects.size).toBe(4);
  });
});
