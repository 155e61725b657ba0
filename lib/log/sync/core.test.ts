import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogDb, type LogDb } from '../db';
import type { LogEntry } from '../model';
import { addEntries, addEntry, createTank, deleteEntry, updateEntry, updateTank } from '../repo';
import { adoptionOffer, adoptUnowned, bindKeeper, countUnowned, declineAdoption } from './adopt';
import { backoffDelay } from './backoff';
import { pendingCounts, syncOnce } from './core';
import { FakeServer } from './fake-transport';
import type { ServerEntry } from './rows';

const A = '11111111-1111-4111-8111-111111111111';
let dbs: LogDb[] = [];
async function device(userId: string | null = A) {
  const db = createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, `sync-${dbs.length}`);
  dbs.push(db);
  await bindKeeper(db, userId);
  return db;
}
afterEach(() => {
  for (const db of dbs) db.close();
  dbs = [];
});

const tankInput = { name: 'Display', volumeL: 300, targets: { alkalinity: { low: 7, high: 9 } } };
const test = (tankId: string, alkalinity: number, at = '2026-11-20T08:00:00Z') => ({
  tankId,
  kind: 'test' as const,
  at,
  values: { alkalinity },
});
const liveEntries = async (db: LogDb) => (await db.entries.toArray()).filter((e) => !e.deletedAt).sort((a, b) => a.at.localeCompare(b.at));

describe('push', () => {
  it('sends the outbox in order, in batches, and empties it only after the server acknowledged', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, tankInput);
    await addEntries(
      db,
      Array.from({ length: 5 }, (_, i) => test(tank.id, 7 + i / 10, `2026-11-${10 + i}T08:00:00Z`)),
    );
    const report = await syncOnce(db, server.transport(A), A, { batchSize: 2 });
    expect(server.calls.filter((c) => c.kind === 'upsert').map((c) => [c.table, c.rows])).toEqual([
      ['tanks', 1],
      ['entries', 2],
      ['entries', 2],
      ['entries', 1],
    ]);
    expect(report.pushed).toBe(6);
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.entries.size).toBe(5);
    // the browser now holds the server's updated_at
    const stored = server.rows.entries.values().next().value as ServerEntry;
    expect((await db.entries.get(stored.id))!.updatedAt).toBe(new Date(stored.updated_at).toISOString());
  });

  it('a response lost after the server committed is retried without duplicates', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, tankInput);
    await addEntry(db, test(tank.id, 8.1));
    server.faults = ['drop-after-commit'];
    await expect(syncOnce(db, server.transport(A), A)).rejects.toMatchObject({ failure: 'offline' });
    expect(server.rows.tanks.size).toBe(1);
    expect(await db.outbox.count()).toBe(2); // not acknowledged: both still queued
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.tanks.size).toBe(1);
    expect(server.rows.entries.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a 500 in the middle keeps what was acknowledged before it, and the rest for the next pass', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, tankInput);
    await syncOnce(db, server.transport(A), A);
    await addEntries(
      db,
      Array.from({ length: 5 }, (_, i) => test(tank.id, 8 + i / 10, `2026-11-${10 + i}T08:00:00Z`)),
    );
    server.faults = [undefined as never, 'error-500'];
    await expect(syncOnce(db, server.transport(A), A, { batchSize: 2 })).rejects.toMatchObject({ failure: 'server' });
    expect(server.rows.entries.size).toBe(2);
    expect(await db.outbox.count()).toBe(3);
    await syncOnce(db, server.transport(A), A, { batchSize: 2 });
    expect(server.rows.entries.size).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a row the server refuses is set aside with the reason; the others still go', async () => {
    const server = new FakeServer();
    const db = await device();
    const good = await createTank(db, tankInput);
    const bad = await createTank(db, { ...tankInput, name: 'REFUSE' });
    const after = await createTank(db, { ...tankInput, name: 'Frag' });
    const report = await syncOnce(db, server.transport(A), A);
    expect(report.rejected).toBe(1);
    expect([...server.rows.tanks.keys()].sort()).toEqual([good.id, after.id].sort());
    const left = await db.outbox.toArray();
    expect(left.map((i) => i.rowId)).toEqual([bad.id]);
    expect(left[0].lastError).toMatch(/^rejected:23514/);
    expect(await pendingCounts(db)).toEqual({ pending: 1, rejected: 1 });
  });

  it('pushes nothing for rows that belong to nobody (made signed out)', async () => {
    const server = new FakeServer();
    const db = await device(null);
    await createTank(db, tankInput);
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.tanks.size).toBe(0);
    expect(server.calls.filter((c) => c.kind === 'upsert')).toEqual([]);
  });
});

describe('pull and conflicts', () => {
  it('a tank and entries made on one device appear on another; an edit and a deletion follow', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const e1 = await addEntry(one, test(tank.id, 8.1, '2026-11-20T08:00:00Z'));
    const e2 = await addEntry(one, test(tank.id, 8.3, '2026-11-21T08:00:00Z'));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    expect((await liveEntries(two)).map((e) => e.values)).toEqual([{ alkalinity: 8.1 }, { alkalinity: 8.3 }]);
    expect((await two.tanks.get(tank.id))!.name).toBe('Display');

    await updateEntry(two, e1.id, { values: { alkalinity: 7.9 } });
    await deleteEntry(two, e2.id);
    await updateTank(two, tank.id, { name: 'Display 2' });
    await syncOnce(two, server.transport(A), A);
    await syncOnce(one, server.transport(A), A);
    expect((await liveEntries(one)).map((e) => [e.id, e.values])).toEqual([[e1.id, { alkalinity: 7.9 }]]);
    expect((await one.entries.get(e2.id))!.deletedAt).not.toBeNull();
    expect((await one.tanks.get(tank.id))!.name).toBe('Display 2');
  });

  it('a pulled row never overwrites a change still waiting here; the later write to reach the server wins', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const e = await addEntry(one, test(tank.id, 8.0));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);

    // both edit the same entry offline; one reaches the server first, two later
    await updateEntry(one, e.id, { note: 'from one' });
    await updateEntry(two, e.id, { note: 'from two' });
    await syncOnce(one, server.transport(A), A);
    // two pulls one's version during its own pass but keeps its pending edit, pushes it, and it wins
    await syncOnce(two, server.transport(A), A);
    expect((server.rows.entries.get(e.id) as ServerEntry).note).toBe('from two');
    expect((await two.entries.get(e.id))!.note).toBe('from two');
    await syncOnce(one, server.transport(A), A);
    expect((await one.entries.get(e.id))!.note).toBe('from two');
  });

  it('an edit on one device and a deletion on the other: the later to reach the server wins, both converge', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const e = await addEntry(one, test(tank.id, 8.0));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    await deleteEntry(one, e.id);
    await updateEntry(two, e.id, { note: 'edited' }).catch(() => {});
    await syncOnce(two, server.transport(A), A);
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    const onServer = server.rows.entries.get(e.id) as ServerEntry;
    expect(onServer.deleted_at).not.toBeNull();
    expect(onServer.note).toBeNull();
    for (const db of [one, two]) expect((await db.entries.get(e.id))!.deletedAt).not.toBeNull();
  });

  it('pages through many rows with the (updated_at, id) cursor, none skipped or repeated, even sharing a timestamp', async () => {
    const server = new FakeServer();
    const one = await device();
    const tank = await createTank(one, tankInput);
    await addEntries(
      one,
      Array.from({ length: 23 }, (_, i) => test(tank.id, 7 + (i % 20) / 10, new Date(Date.UTC(2026, 0, 1 + i)).toISOString())),
    );
    await syncOnce(one, server.transport(A), A, { batchSize: 50 }); // one upsert: all 23 share one updated_at
    const two = await device();
    server.calls = [];
    const report = await syncOnce(two, server.transport(A), A, { pageSize: 5 });
    expect(report.pulled).toBe(24);
    expect(server.calls.filter((c) => c.kind === 'pull' && c.table === 'entries').map((c) => c.rows)).toEqual([5, 5, 5, 5, 3]);
    expect(await two.entries.count()).toBe(23);
  });

  it('each pull starts a window before the cursor, so a row committed late with an older updated_at is still found', async () => {
    const server = new FakeServer();
    const one = await device();
    const tank = await createTank(one, tankInput);
    await addEntry(one, test(tank.id, 8.2));
    await syncOnce(one, server.transport(A), A);
    // another device's transaction that began earlier commits now, with an updated_at before one's cursor
    const late = {
      id: crypto.randomUUID(),
      user_id: A,
      tank_id: tank.id,
      kind: 'note',
      at: '2026-11-20T00:00:00.000Z',
      values: {},
      typed: null,
      note: 'late',
      created_at: '2026-11-20T00:00:00Z',
      updated_at: '2026-11-19T23:59:50.000001+00:00',
      deleted_at: null,
    } as ServerEntry;
    server.rows.entries.set(late.id, late);
    await syncOnce(one, server.transport(A), A, { windowMs: 0, now: () => server.clockMs });
    expect(await one.entries.get(late.id)).toBeUndefined(); // the trap, with no window
    await syncOnce(one, server.transport(A), A, { windowMs: 30_000, now: () => server.clockMs });
    expect((await one.entries.get(late.id))!.note).toBe('late');
  });

  it('past the tombstone horizon the table is pulled in full and rows purged on the server leave this browser', async () => {
    const server = new FakeServer();
    const one = await device();
    const tank = await createTank(one, tankInput);
    const keep = await addEntry(one, test(tank.id, 8));
    const purged = await addEntry(one, test(tank.id, 9));
    await syncOnce(one, server.transport(A), A);
    server.rows.entries.delete(purged.id); // deleted, then its tombstone purged, while this browser was away
    const day = 24 * 3600_000;
    const r1 = await syncOnce(one, server.transport(A), A, { now: () => server.clockMs + 10 * day });
    expect(r1.fullResync).toEqual([]);
    expect(await one.entries.get(purged.id)).toBeDefined();
    const r2 = await syncOnce(one, server.transport(A), A, { now: () => server.clockMs + 61 * day });
    expect(r2.fullResync).toEqual(['tanks', 'entries']);
    expect(await one.entries.get(purged.id)).toBeUndefined();
    expect(await one.entries.get(keep.id)).toBeDefined();
  });
});

describe('first sign-in', () => {
  it('counts rows made signed out, offers them until declined, and adds them to the account only when asked', async () => {
    const server = new FakeServer();
    const db = await device(null);
    const tank = await createTank(db, tankInput);
    await addEntries(db, [test(tank.id, 8), test(tank.id, 8.2, '2026-11-21T08:00:00Z')]);
    await bindKeeper(db, A);
    expect(await countUnowned(db)).toEqual({ tanks: 1, entries: 2 });
    expect(await adoptionOffer(db, A)).toEqual({ tanks: 1, entries: 2 });
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.entries.size).toBe(0); // nothing leaves without consent

    await declineAdoption(db, A);
    expect(await adoptionOffer(db, A)).toBeNull();
    await bindKeeper(db, null);
    await addEntry(db, test(tank.id, 8.4, '2026-11-22T08:00:00Z'));
    await bindKeeper(db, A);
    expect(await adoptionOffer(db, A)).toEqual({ tanks: 1, entries: 3 }); // more since: asked again

    expect(await adoptUnowned(db, A)).toEqual({ tanks: 1, entries: 3 });
    const order = (await db.outbox.orderBy('seq').toArray()).map((i) => i.table);
    expect(order).toEqual(['tanks', 'entries', 'entries', 'entries']);
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.tanks.size).toBe(1);
    expect(server.rows.entries.size).toBe(3);
    expect(await countUnowned(db)).toEqual({ tanks: 0, entries: 0 });
  });
});

describe('back-off', () => {
  it('doubles from 2 s up to 5 min, jittered between half and all of it', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([2000, 4000, 8000, 16000]);
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(20, () => 1)).toBe(300_000);
    expect(backoffDelay(200, () => 0.5)).toBe(225_000);
    for (let i = 0; i < 50; i++) {
      const d = backoffDelay(4, Math.random);
      expect(d).toBeGreaterThanOrEqual(16_000);
      expect(d).toBeLessThanOrEqual(32_000);
    }
  });
});

export type { LogEntry };
