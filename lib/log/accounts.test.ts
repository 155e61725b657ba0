import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { accountLogState, adoptUnowned, moveOwnedRows, ownerLogOpener, removeAccountLog } from './accounts';
import { createLogDb, logDbName, type LogDb } from './db';
import { addEntry, bindKeeper, createTank, updateEntry } from './repo';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const tankInput = { name: 'Display', volumeL: 300, targets: {} };
const test = (tankId: string, alkalinity: number) => ({
  tankId,
  kind: 'test' as const,
  at: '2026-11-20T08:00:00Z',
  values: { alkalinity },
});

let open: LogDb[] = [];
afterEach(() => {
  for (const db of open) db.close();
  open = [];
});

/** A browser: one IndexedDB factory, its logs by name. */
function browser() {
  const factory = { indexedDB: new IDBFactory(), IDBKeyRange };
  const log = async (userId: string | null) => {
    const db = createLogDb(factory, logDbName(userId));
    open.push(db);
    await db.open();
    return db;
  };
  return { factory, log };
}

describe('one log per account in the browser', () => {
  it("moves each keeper's rows, waiting changes and cursors out of a log shared by several accounts", async () => {
    const { factory, log } = browser();
    const shared = await log(null);
    // what the single log of earlier versions held: a visitor's rows, A's and B's, A with a change not yet sent
    await bindKeeper(shared, null);
    const visitors = await createTank(shared, { ...tankInput, name: 'Visitor' });
    await bindKeeper(shared, A);
    const tankA = await createTank(shared, { ...tankInput, name: 'A' });
    const entryA = await addEntry(shared, test(tankA.id, 8));
    await shared.meta.put({ key: `sync:${A}:cursor:entries`, value: { updatedAt: '2026-11-20T00:00:00Z', id: entryA.id } });
    await bindKeeper(shared, B);
    const tankB = await createTank(shared, { ...tankInput, name: 'B' });
    await bindKeeper(shared, null);

    expect((await moveOwnedRows(shared, ownerLogOpener(factory))).sort()).toEqual([A, B]);
    expect((await shared.tanks.toArray()).map((t) => t.id)).toEqual([visitors.id]);
    expect(await shared.entries.count()).toBe(0);
    expect(await shared.outbox.count()).toBe(0);
    expect(await shared.meta.get(`sync:${A}:cursor:entries`)).toBeUndefined();

    const logA = await log(A);
    expect((await logA.tanks.toArray()).map((t) => t.id)).toEqual([tankA.id]);
    expect((await logA.entries.toArray()).map((e) => e.id)).toEqual([entryA.id]);
    expect((await logA.outbox.toArray()).map((i) => i.rowId).sort()).toEqual([tankA.id, entryA.id].sort());
    expect(await logA.meta.get(`sync:${A}:cursor:entries`)).toBeDefined();
    const logB = await log(B);
    expect((await logB.tanks.toArray()).map((t) => t.id)).toEqual([tankB.id]);
    expect(await logB.entries.count()).toBe(0);
  });

  it('a move interrupted half-way is finished by the next one without reverting a newer row', async () => {
    const { factory, log } = browser();
    const shared = await log(null);
    await bindKeeper(shared, A);
    const tank = await createTank(shared, tankInput);
    const e = await addEntry(shared, test(tank.id, 8));
    // the copy reached A's log, then A edited there, but the rows were never removed from the shared log
    const logA = await log(A);
    await logA.tanks.put(tank);
    await logA.entries.put(e);
    await bindKeeper(logA, A);
    await updateEntry(logA, e.id, { values: { alkalinity: 8.6 } }, () => new Date(Date.now() + 60_000));
    await moveOwnedRows(shared, ownerLogOpener(factory));
    expect((await logA.entries.get(e.id))!.values).toEqual({ alkalinity: 8.6 });
    expect(await shared.entries.count()).toBe(0);
  });

  it("tells what the browser holds of an account's log without creating one, and removes it", async () => {
    const { factory, log } = browser();
    expect(await accountLogState(A, factory)).toEqual({ rows: 0, unsent: 0 });
    expect((await factory.indexedDB.databases()).map((d) => d.name)).toEqual([]);
    const logA = await log(A);
    await bindKeeper(logA, A);
    const tank = await createTank(logA, tankInput);
    await addEntry(logA, test(tank.id, 8));
    expect(await accountLogState(A, factory)).toEqual({ rows: 2, unsent: 2 });
    logA.close();
    await removeAccountLog(A, factory);
    expect((await factory.indexedDB.databases()).map((d) => d.name)).toEqual([]);
    expect(await accountLogState(A, factory)).toEqual({ rows: 0, unsent: 0 });
  });
});

describe("a photo's picture moves with its entry", () => {
  const photoEntry = (tankId: string, userId: string | null) => ({
    id: crypto.randomUUID(),
    userId,
    tankId,
    kind: 'photo' as const,
    at: '2026-11-20T08:00:00.000Z',
    values: {},
    note: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    deletedAt: null,
  });
  const picture = (id: string) => ({ id, full: new Blob(['full']), thumb: new Blob(['thumb']), uploaded: false });

  it('adding signed-out entries to an account takes their pictures, to be uploaded as the account’s', async () => {
    const { log } = browser();
    const signedOut = await log(null);
    await bindKeeper(signedOut, null);
    const tank = await createTank(signedOut, tankInput);
    const photo = photoEntry(tank.id, null);
    await signedOut.entries.put(photo);
    await signedOut.photoBlobs.put(picture(photo.id));
    const account = await log(A);

    await adoptUnowned(signedOut, account, A);
    expect(await signedOut.photoBlobs.count()).toBe(0);
    const moved = await account.photoBlobs.get(photo.id);
    expect(moved?.uploaded).toBe(false);
    expect(await account.entries.get(photo.id)).toMatchObject({ userId: A });
  });

  it("moving an owner's rows out of a shared log takes their pictures too", async () => {
    const { factory, log } = browser();
    const shared = await log(null);
    await bindKeeper(shared, A);
    const tank = await createTank(shared, tankInput);
    const photo = photoEntry(tank.id, A);
    await shared.entries.put(photo);
    await shared.photoBlobs.put({ ...picture(photo.id), uploaded: true });

    await moveOwnedRows(shared, ownerLogOpener(factory));
    expect(await shared.photoBlobs.count()).toBe(0);
    const logA = await log(A);
    expect((await logA.photoBlobs.get(photo.id))?.uploaded).toBe(true);
  });
});
