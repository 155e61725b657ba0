import { liveQuery } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDb, openLogDb, type LogDb } from './db';
import {
  addEntries,
  addEntry,
  archiveTank,
  createTank,
  deleteEntry,
  importBatch,
  listEntries,
  listTanks,
  LogWriteError,
  META_USER_ID,
  snapshot,
  updateEntries,
  updateEntry,
  updateTank,
} from './repo';

let dbs: LogDb[] = [];
function freshDb(factory = new IDBFactory()) {
  const db = createLogDb({ indexedDB: factory, IDBKeyRange }, `test-${dbs.length}`);
  dbs.push(db);
  return db;
}
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});

const clock = (iso: string) => () => new Date(iso);
const tankInput = { name: 'Display', volumeL: 300, targets: { alkalinity: { low: 7, high: 9 } } };

describe('log repository', () => {
  it('creates a tank and entries signed out, with no outbox item', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput, clock('2026-01-01T00:00:00Z'));
    expect(tank.userId).toBeNull();
    expect(tank.archivedAt).toBeNull();
    const e = await addEntry(db, { tankId: tank.id, kind: 'test', at: '2026-01-02T09:00:00+09:00', values: { alkalinity: 8.1 } });
    expect(e.at).toBe('2026-01-02T00:00:00.000Z');
    expect(await db.outbox.count()).toBe(0);
    expect((await listEntries(db, tank.id)).map((x) => x.id)).toEqual([e.id]);
  });

  it('queues an outbox item in the same transaction for a signed-in keeper', async () => {
    const db = freshDb();
    await db.meta.put({ key: META_USER_ID, value: 'user-a' });
    const tank = await createTank(db, tankInput);
    expect(tank.userId).toBe('user-a');
    const e = await addEntry(db, { tankId: tank.id, kind: 'dose', at: new Date().toISOString(), values: {} });
    await updateEntry(db, e.id, { note: 'later' });
    await deleteEntry(db, e.id);
    const items = await db.outbox.orderBy('seq').toArray();
    expect(items.map((i) => [i.table, i.rowId])).toEqual([
      ['tanks', tank.id],
      ['entries', e.id],
      ['entries', e.id],
      ['entries', e.id],
    ]);
    expect(items.every((i) => i.tries === 0)).toBe(true);
  });

  it('updates several entries as one write (the SG re-read): each queued, or none when one is missing', async () => {
    const db = freshDb();
    await db.meta.put({ key: META_USER_ID, value: 'user-a' });
    const tank = await createTank(db, tankInput);
    const at = new Date().toISOString();
    const a = await addEntry(db, { tankId: tank.id, kind: 'test', at, values: { salinity: 38.48 }, typed: { salinity: '1.026 sg' } });
    const b = await addEntry(db, { tankId: tank.id, kind: 'test', at, values: { salinity: 38.48 }, typed: { salinity: '1.026 sg' } });
    const patch = { values: { salinity: 34.51 }, typed: { salinity: '1.026 sg 25/25' } };
    await expect(
      updateEntries(db, [
        { id: a.id, patch },
        { id: 'missing', patch },
      ]),
    ).rejects.toBeInstanceOf(LogWriteError);
    expect((await db.entries.get(a.id))?.typed).toEqual({ salinity: '1.026 sg' });
    const before = await db.outbox.count();
    const out = await updateEntries(db, [
      { id: a.id, patch },
      { id: b.id, patch },
    ]);
    expect(out.map((e) => e.typed)).toEqual([patch.typed, patch.typed]);
    expect((await db.entries.get(b.id))?.values).toEqual({ salinity: 34.51 });
    expect(await db.outbox.count()).toBe(before + 2);
  });

  it('deletes as a tombstone and archives instead of deleting tanks', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput);
    const e = await addEntry(db, { tankId: tank.id, kind: 'note', at: new Date().toISOString(), values: {}, note: ' hi ' });
    expect(e.note).toBe('hi');
    const gone = await deleteEntry(db, e.id, clock('2026-02-01T00:00:00Z'));
    expect(gone.deletedAt).toBe('2026-02-01T00:00:00.000Z');
    expect(await db.entries.count()).toBe(1);
    expect(await listEntries(db, tank.id)).toEqual([]);
    const archived = await archiveTank(db, tank.id, true, clock('2026-03-01T00:00:00Z'));
    expect(archived.archivedAt).toBe('2026-03-01T00:00:00.000Z');
    expect(await listTanks(db)).toHaveLength(1);
    expect((await archiveTank(db, tank.id, false)).archivedAt).toBeNull();
    expect((await updateTank(db, tank.id, { name: 'Frag' })).name).toBe('Frag');
  });

  it('orders entries by time whatever offset they were typed with', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput);
    await addEntries(db, [
      { tankId: tank.id, kind: 'test', at: '2026-01-02T08:00:00+09:00', values: { calcium: 420 } },
      { tankId: tank.id, kind: 'test', at: '2026-01-01T20:00:00-05:00', values: { calcium: 410 } },
    ]);
    expect((await listEntries(db, tank.id)).map((e) => (e.values as { calcium: number }).calcium)).toEqual([420, 410]);
  });

  it('writes a batch all or nothing', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput);
    await expect(
      addEntries(db, [
        { tankId: tank.id, kind: 'test', at: new Date().toISOString(), values: { ph: 8.1 } },
        { tankId: 'no-such-tank', kind: 'test', at: new Date().toISOString(), values: { ph: 8.2 } },
      ]),
    ).rejects.toMatchObject({ reason: 'missing' });
    expect(await db.entries.count()).toBe(0);
    const n = await importBatch(db, {
      tanks: [{ ...tank, id: 'imported', name: 'Sump' }],
      entries: [{ id: 'e1', tankId: 'imported', kind: 'test', at: '2026-01-01T00:00:00Z', values: { ph: 8 } }],
    });
    expect(n).toEqual({ tanks: 1, entries: 1 });
    // the same file again replaces by id instead of duplicating
    await importBatch(db, {
      tanks: [],
      entries: [{ id: 'e1', tankId: 'imported', kind: 'test', at: '2026-01-01T00:00:00Z', values: { ph: 8 } }],
    });
    expect((await snapshot(db)).entries).toHaveLength(1);
  });

  it('reports a full disk as quota and keeps nothing of the failed write', async () => {
    const db = freshDb();
    const tank = await createTank(db, tankInput);
    db.entries.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const err = await addEntry(db, { tankId: tank.id, kind: 'test', at: new Date().toISOString(), values: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogWriteError);
    expect(err instanceof LogWriteError && err.reason).toBe('quota');
    expect(await db.entries.count()).toBe(0);
  });

  it('shows a write to every reader through liveQuery, also through a second connection', async () => {
    const factory = new IDBFactory();
    const a = freshDb(factory);
    const tank = await createTank(a, tankInput);
    const seen: number[] = [];
    const sub = liveQuery(() => listEntries(a, tank.id)).subscribe((rows) => seen.push(rows.length));
    await vi.waitFor(() => expect(seen).toEqual([0]));
    await addEntry(a, { tankId: tank.id, kind: 'test', at: new Date().toISOString(), values: { ph: 8 } });
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    sub.unsubscribe();
    const b = createLogDb({ indexedDB: factory, IDBKeyRange }, a.name);
    dbs.push(b);
    expect(await listEntries(b, tank.id)).toHaveLength(1);
  });

  it('falls back to memory when opening IndexedDB fails (a private window)', async () => {
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    vi.stubGlobal('indexedDB', refusing);
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    try {
      const { db, storage } = await openLogDb('refused-test');
      dbs.push(db);
      expect(storage).toBe('memory');
      await createTank(db, tankInput);
      expect(await listTanks(db)).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to memory when IndexedDB is missing', async () => {
    const { db, storage } = await openLogDb('fallback-test');
    dbs.push(db);
    expect(storage).toBe('memory');
    const tank = await createTank(db, tankInput);
    expect(await listTanks(db)).toEqual([tank]);
  });
});
