import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogDb, type LogDb } from '../db';
import type { LogEntry } from '../model';
import { addEntries, addEntry, createTank, deleteEntry, updateEntry, updateTank } from '../repo';
import { adoptionOffer, adoptUnowned, countUnowned, declineAdoption } from '../accounts';
import { bindKeeper } from '../repo';
import { backoffDelay } from './backoff';
import { listHeld, pendingCounts, resolveHeld, syncOnce } from './core';
import { FakeServer } from './fake-transport';
import { SyncError } from './transport';
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
    server.faults = [undefined, 'error-500'];
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
    expect(left[0].setAside).toMatchObject({ code: '23514', mine: { name: 'REFUSE' } });
    expect(await pendingCounts(db)).toEqual({ pending: 0, rejected: 1, conflicts: 0 });
  });

  it('a set-aside change never freezes its row: pulled updates still arrive; try again or discard mine', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    await updateTank(one, tank.id, { name: 'REFUSE' });
    expect((await syncOnce(one, server.transport(A), A)).rejected).toBe(1);
    expect((await one.tanks.get(tank.id))!.name).toBe('Display'); // the row follows the server
    await updateTank(two, tank.id, { name: 'Display 2' });
    await syncOnce(two, server.transport(A), A);
    await syncOnce(one, server.transport(A), A);
    expect((await one.tanks.get(tank.id))!.name).toBe('Display 2');
    const [held] = await listHeld(one);
    expect(held.setAside!.mine).toMatchObject({ name: 'REFUSE' }); // the keeper's version is kept

    await resolveHeld(one, held.seq!, 'mine'); // try again: refused again, still held, nothing lost
    expect((await syncOnce(one, server.transport(A), A)).rejected).toBe(1);
    const [again] = await listHeld(one);
    await resolveHeld(one, again.seq!, 'theirs');
    expect(await one.outbox.count()).toBe(0);
    expect((await one.tanks.get(tank.id))!.name).toBe('Display 2');
  });

  it('the in-memory server refuses what the database refuses: a time before 1970, an overlong note, a non-string typed', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, tankInput);
    await addEntry(db, { ...test(tank.id, 8), at: '1969-12-31T00:00:00Z' });
    await addEntry(db, { ...test(tank.id, 8), note: 'x'.repeat(4001) });
    await addEntry(db, { ...test(tank.id, 8), typed: { alkalinity: 8 as unknown as string } });
    await addEntry(db, test(tank.id, 8.2));
    const report = await syncOnce(db, server.transport(A), A);
    expect(report.rejected).toBe(3);
    expect(server.rows.entries.size).toBe(1);
  });

  it('a 404 while the schema cache is stale (a deploy) is retried, never set aside', async () => {
    const server = new FakeServer();
    const db = await device();
    await createTank(db, tankInput);
    server.faults = ['not-found', 'not-found'];
    await expect(syncOnce(db, server.transport(A), A)).rejects.toMatchObject({ failure: 'server', status: 404 });
    expect(await pendingCounts(db)).toEqual({ pending: 1, rejected: 0, conflicts: 0 });
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.tanks.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an entry waits for its tank while the tank is held, instead of being refused', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, { ...tankInput, name: 'REFUSE' });
    const e = await addEntry(db, test(tank.id, 8.1));
    const r = await syncOnce(db, server.transport(A), A);
    expect(r.rejected).toBe(1); // the tank only
    expect(server.rows.entries.size).toBe(0);
    expect((await db.outbox.toArray()).map((i) => [i.rowId, !!i.setAside])).toEqual([
      [tank.id, true],
      [e.id, false],
    ]);
    await updateTank(db, tank.id, { name: 'Display' }); // the keeper mends the tank
    await syncOnce(db, server.transport(A), A);
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.entries.size).toBe(1);
  });

  it('a failing push does not skip the pull', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    await syncOnce(one, server.transport(A), A);
    await addEntry(one, test(tank.id, 8.4));
    await syncOnce(one, server.transport(A), A);
    await createTank(two, { ...tankInput, name: 'Frag' });
    server.faults = ['error-500'];
    await expect(syncOnce(two, server.transport(A), A)).rejects.toMatchObject({ failure: 'server' });
    expect(await two.entries.count()).toBe(1);
  });

  it('stops at once when the session belongs to another account: nothing sent, nothing pulled', async () => {
    const server = new FakeServer();
    const db = await device();
    await createTank(db, tankInput);
    const transport = server.transport(A);
    const refuse = () => Promise.reject(new SyncError('account', 'another account'));
    await expect(syncOnce(db, { ...transport, upsert: refuse, pull: refuse }, A)).rejects.toMatchObject({ failure: 'account' });
    expect(server.calls.filter((c) => c.kind === 'now' || c.kind === 'pull')).toEqual([]);
    expect(await db.meta.get(`sync:${A}:cursor:tanks`)).toBeUndefined();
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

describe('two tabs of one browser', () => {
  it('an edit made in the other tab while this tab’s upload is out is kept, sent next, and is no conflict', async () => {
    const factory = new IDBFactory();
    const tab1 = createLogDb({ indexedDB: factory, IDBKeyRange }, 'two-tabs');
    const tab2 = createLogDb({ indexedDB: factory, IDBKeyRange }, 'two-tabs');
    dbs.push(tab1, tab2);
    await bindKeeper(tab1, A);
    const server = new FakeServer();
    const tank = await createTank(tab1, tankInput);
    const e = await addEntry(tab1, test(tank.id, 8.0));
    await syncOnce(tab1, server.transport(A), A);
    await updateEntry(tab1, e.id, { note: 'from tab 1' });
    // tab 1's upload is out when the keeper edits the same test in tab 2
    const transport = server.transport(A);
    const upsert = transport.upsert.bind(transport);
    let edited = false;
    transport.upsert = async (table, rows) => {
      const stored = await upsert(table, rows);
      if (!edited) {
        edited = true;
        await updateEntry(tab2, e.id, { note: 'from tab 2' });
      }
      return stored;
    };
    const first = await syncOnce(tab1, transport, A);
    expect(first.conflicts).toBe(0);
    expect(server.rows.entries.get(e.id)).toMatchObject({ note: 'from tab 1', version: 2 });
    // tab 2's change waits, on top of the version the server gave tab 1's
    expect(await pendingCounts(tab2)).toEqual({ pending: 1, rejected: 0, conflicts: 0 });
    expect(await tab2.entries.get(e.id)).toMatchObject({ note: 'from tab 2', version: 2 });
    const second = await syncOnce(tab2, server.transport(A), A);
    expect(second.conflicts).toBe(0);
    expect(server.rows.entries.get(e.id)).toMatchObject({ note: 'from tab 2', version: 3 });
    expect(await pendingCounts(tab1)).toEqual({ pending: 0, rejected: 0, conflicts: 0 });
    expect(await tab1.entries.get(e.id)).toMatchObject({ note: 'from tab 2', version: 3 });
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

  it("a pulled row without a stored row's shape is not written, is reported, and the rest of the pull goes on", async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const good1 = await addEntry(one, test(tank.id, 8.1, '2026-11-20T08:00:00Z'));
    const good2 = await addEntry(one, test(tank.id, 8.3, '2026-11-21T08:00:00Z'));
    await syncOnce(one, server.transport(A), A);
    // rows the database would never hold, slipped in among the good ones (a wrong type, an unknown kind, a time
    // that cannot be read, a dangerous key): each is put between the good rows of the pull's order
    const base = server.rows.entries.get(good1.id) as ServerEntry;
    const bad = (n: number, patch: Partial<Record<keyof ServerEntry, unknown>>) => {
      const id = `00000000-0000-4000-8000-00000000000${n}`;
      server.rows.entries.set(id, { ...base, id, ...patch, updated_at: server.tick() } as ServerEntry);
      return id;
    };
    const badIds = [
      bad(1, { values: { alkalinity: 'eight' } }),
      bad(2, { kind: 'bogus' }),
      bad(3, { at: 'not a time' }),
      bad(4, { values: JSON.parse('{"alkalinity":8,"__proto__":{"polluted":true}}') as unknown }),
    ];
    await updateEntry(one, good2.id, { values: { alkalinity: 8.4 } });
    await syncOnce(one, server.transport(A), A); // good2 now comes after the bad rows

    const report = await syncOnce(two, server.transport(A), A, { pageSize: 2 });
    expect(report.invalid.map((i) => i.id)).toEqual(badIds);
    expect(report.invalid.map((i) => i.reason)).toEqual([
      'values.alkalinity: expected number',
      'kind: unknown',
      'Invalid time value',
      'values.__proto__: key "__proto__" is not allowed',
    ]);
    expect((await liveEntries(two)).map((e) => [e.id, e.values])).toEqual([
      [good1.id, { alkalinity: 8.1 }],
      [good2.id, { alkalinity: 8.4 }],
    ]);
    expect(await two.entries.bulkGet(badIds)).toEqual(badIds.map(() => undefined));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await two.tanks.get(tank.id)).toBeDefined();
    // once the cursor is a window past them, a pass neither pulls nor reports them again
    server.clockMs += 3_600_000;
    await addEntry(one, test(tank.id, 8.2, '2026-11-22T08:00:00Z'));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    const later = await syncOnce(two, server.transport(A), A);
    expect(later.invalid).toEqual([]);
    expect(await liveEntries(two)).toHaveLength(3);
  });

  it('two devices edit the same entry: the second sees both versions and chooses; nothing is lost silently', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const e = await addEntry(one, test(tank.id, 8.0));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);

    // both edit the same entry offline; one reaches the server first
    await updateEntry(one, e.id, { note: 'from one' });
    await updateEntry(two, e.id, { note: 'from two' });
    await syncOnce(one, server.transport(A), A);
    const report = await syncOnce(two, server.transport(A), A);
    expect(report.conflicts).toBe(1);
    expect((server.rows.entries.get(e.id) as ServerEntry).note).toBe('from one'); // not overwritten
    const [held] = await listHeld(two);
    expect(held.conflict!.mine).toMatchObject({ note: 'from two' });
    expect(held.conflict!.theirs).toMatchObject({ note: 'from one' });
    expect((await two.entries.get(e.id))!.note).toBe('from one'); // shows the server's until the keeper chooses
    expect(await pendingCounts(two)).toEqual({ pending: 0, rejected: 0, conflicts: 1 });

    await resolveHeld(two, held.seq!, 'mine');
    await syncOnce(two, server.transport(A), A);
    expect((server.rows.entries.get(e.id) as ServerEntry).note).toBe('from two');
    await syncOnce(one, server.transport(A), A);
    expect((await one.entries.get(e.id))!.note).toBe('from two');
    expect(await one.outbox.count()).toBe(0);
    expect(await two.outbox.count()).toBe(0);
  });

  it('an edit on one device and a deletion on the other: a conflict the keeper settles, both converge', async () => {
    const server = new FakeServer();
    const one = await device();
    const two = await device();
    const tank = await createTank(one, tankInput);
    const e = await addEntry(one, test(tank.id, 8.0));
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    await deleteEntry(one, e.id);
    await updateEntry(two, e.id, { note: 'edited' });
    await syncOnce(two, server.transport(A), A);
    expect((await syncOnce(one, server.transport(A), A)).conflicts).toBe(1);
    const [held] = await listHeld(one);
    expect(held.conflict!.mine.deletedAt).not.toBeNull();
    await resolveHeld(one, held.seq!, 'mine'); // the deletion stays
    await syncOnce(one, server.transport(A), A);
    await syncOnce(two, server.transport(A), A);
    const onServer = server.rows.entries.get(e.id) as ServerEntry;
    expect(onServer.deleted_at).not.toBeNull();
    for (const db of [one, two]) expect((await db.entries.get(e.id))!.deletedAt).not.toBeNull();
  });

  it('a retry of a change the server already applied (its answer lost) changes nothing and is no conflict', async () => {
    const server = new FakeServer();
    const db = await device();
    const tank = await createTank(db, tankInput);
    const e = await addEntry(db, test(tank.id, 8.0));
    await syncOnce(db, server.transport(A), A);
    await updateEntry(db, e.id, { note: 'first' });
    server.faults = ['drop-after-commit'];
    await expect(syncOnce(db, server.transport(A), A)).rejects.toMatchObject({ failure: 'offline' });
    const applied = server.rows.entries.get(e.id) as ServerEntry;
    expect(applied).toMatchObject({ note: 'first', version: 2 });
    // the same change again: the server keeps its row as it was
    await syncOnce(db, server.transport(A), A);
    expect(server.rows.entries.get(e.id)).toEqual(applied);
    // lost again, and edited meanwhile: re-based on our own applied change, not shown as a conflict
    await updateEntry(db, e.id, { note: 'second' });
    server.faults = ['drop-after-commit'];
    await expect(syncOnce(db, server.transport(A), A)).rejects.toMatchObject({ failure: 'offline' });
    await updateEntry(db, e.id, { note: 'third' });
    const r = await syncOnce(db, server.transport(A), A);
    expect(r.conflicts).toBe(0);
    expect(server.rows.entries.get(e.id)).toMatchObject({ note: 'third', version: 4 });
    expect(await db.outbox.count()).toBe(0);
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
    expect(server.calls.filter((c) => c.kind === 'pull' && c.table === 'entries').map((c) => c.rows)).toEqual([5, 5, 5, 5, 3, 0]);
    expect(await two.entries.count()).toBe(23);
  });

  it('a server that caps pages below the size asked for (max rows 100) is read to the end', async () => {
    const server = new FakeServer();
    const one = await device();
    const tank = await createTank(one, tankInput);
    await addEntries(
      one,
      Array.from({ length: 250 }, (_, i) => test(tank.id, 8, new Date(Date.UTC(2026, 0, 1, i)).toISOString())),
    );
    await syncOnce(one, server.transport(A), A);
    server.maxRows = 100;
    const two = await device();
    await syncOnce(two, server.transport(A), A, { pageSize: 500 });
    expect(await two.entries.count()).toBe(250);
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
      version: 1,
      change_id: null,
    } as ServerEntry;
    server.rows.entries.set(late.id, late);
    await syncOnce(one, server.transport(A), A, { windowMs: 0 });
    expect(await one.entries.get(late.id)).toBeUndefined(); // the trap, with no window
    await syncOnce(one, server.transport(A), A, { windowMs: 30_000 });
    expect((await one.entries.get(late.id))!.note).toBe('late');
  });

  it('past the tombstone horizon (since the last pull, on the server clock) the table is pulled in full', async () => {
    const server = new FakeServer();
    const one = await device();
    const tank = await createTank(one, tankInput);
    const keep = await addEntry(one, test(tank.id, 8));
    const purged = await addEntry(one, test(tank.id, 9));
    await syncOnce(one, server.transport(A), A);
    server.rows.entries.delete(purged.id); // deleted, then its tombstone purged, while this browser was away
    const day = 24 * 3600_000;
    const start = server.clockMs;
    // a quiet log synced every 10 days: no row changes for 70 days, yet no full re-sync (the phone's clock is not asked)
    for (const d of [10, 20, 30, 40, 50, 60, 70]) {
      server.clockMs = start + d * day;
      expect((await syncOnce(one, server.transport(A), A)).fullResync).toEqual([]);
    }
    expect(await one.entries.get(purged.id)).toBeDefined();
    server.clockMs = start + 131 * day; // 61 days after the last pull
    const r = await syncOnce(one, server.transport(A), A);
    expect(r.fullResync).toEqual(['tanks', 'entries']);
    expect(await one.entries.get(purged.id)).toBeUndefined();
    expect(await one.entries.get(keep.id)).toBeDefined();
  });
});

describe('first sign-in', () => {
  it('counts rows made signed out, offers them until declined, and adds them to the account only when asked', async () => {
    const server = new FakeServer();
    const signedOut = await device(null);
    const account = await device(A);
    const tank = await createTank(signedOut, tankInput);
    await addEntries(signedOut, [test(tank.id, 8), test(tank.id, 8.2, '2026-11-21T08:00:00Z')]);
    expect(await countUnowned(signedOut)).toEqual({ tanks: 1, entries: 2 });
    expect(await adoptionOffer(signedOut, account, A)).toEqual({ tanks: 1, entries: 2 });
    await syncOnce(account, server.transport(A), A);
    expect(server.rows.entries.size).toBe(0); // nothing leaves without consent

    await declineAdoption(signedOut, account, A);
    expect(await adoptionOffer(signedOut, account, A)).toBeNull();
    await addEntry(signedOut, test(tank.id, 8.4, '2026-11-22T08:00:00Z'));
    expect(await adoptionOffer(signedOut, account, A)).toEqual({ tanks: 1, entries: 3 }); // more since: asked again

    expect(await adoptUnowned(signedOut, account, A)).toEqual({ tanks: 1, entries: 3 });
    const order = (await account.outbox.orderBy('seq').toArray()).map((i) => i.table);
    expect(order).toEqual(['tanks', 'entries', 'entries', 'entries']);
    await syncOnce(account, server.transport(A), A);
    expect(server.rows.tanks.size).toBe(1);
    expect(server.rows.entries.size).toBe(3);
    // they moved: the signed-out log is empty, so signing out shows none of the account's rows
    expect(await countUnowned(signedOut)).toEqual({ tanks: 0, entries: 0 });
    expect(await signedOut.entries.count()).toBe(0);
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
