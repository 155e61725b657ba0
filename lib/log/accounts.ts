/**
 * The logs kept in this browser, one per account plus the signed-out one (lib/log/db.ts logDbName), and what moves
 * between them:
 * - Logs written before each account had its own database hold several keepers' rows in the signed-out database;
 *   `moveOwnedRows` gives each keeper's rows (with their waiting changes and sync cursors) to that keeper's own log.
 * - Rows made signed out are added to an account only when the keeper asks (`adoptUnowned`).
 * - Signing out can keep the account's log on this device for the next sign-in, or remove it (`removeAccountLog`).
 */
import { createLogDb, logDbName, openLogDb, type LogDb, type LogStorage } from './db';
import { LOG_DB_NAME, type LogEntry, type LogTank, type OutboxItem } from './model';
import { META_USER_ID, newId } from './repo';

type Factory = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };
const browserFactory = (): Factory | null =>
  typeof indexedDB === 'undefined' || typeof IDBKeyRange === 'undefined' ? null : { indexedDB, IDBKeyRange };

type Opened = Promise<{ db: LogDb; storage: LogStorage }>;
const opened = new Map<string, Opened>();

function openOnce(userId: string | null, then?: (db: LogDb, storage: LogStorage) => Promise<unknown>): Opened {
  const name = logDbName(userId);
  let p = opened.get(name);
  if (!p) {
    p = openLogDb(name).then(async (r) => {
      // new rows belong to this log's keeper (null signed out): the one place that decides it
      await r.db.meta.put({ key: META_USER_ID, value: userId });
      await then?.(r.db, r.storage);
      return r;
    });
    opened.set(name, p);
  }
  return p;
}

/**
 * The log of `userId` (null: the signed-out log) for this page, opened on first use. The signed-out log is opened
 * first, and any owned rows still in it (written before each account had its own log, or by a tab still running
 * that code) are moved to their owners' logs before either is read.
 */
export async function getLogDb(userId: string | null = null): Opened {
  const signedOut = openOnce(null, async (db, storage) => {
    if (storage === 'indexeddb') await moveOwnedRows(db, ownerLogOpener()).catch(() => []);
  });
  if (userId === null) return signedOut;
  await signedOut.catch(() => null);
  return openOnce(userId);
}

/** Closes and forgets this page's copy of a log (before it is deleted). */
export async function forgetLogDb(userId: string | null): Promise<void> {
  const p = opened.get(logDbName(userId));
  opened.delete(logDbName(userId));
  if (p) (await p.catch(() => null))?.db.close();
}

/**
 * Moves every owned row of the signed-out log (`from`) into its owner's log, with its outbox items and the owner's
 * sync keys, then removes them from `from`. The copy is written first and only rows the owner's log lacks (or holds
 * older) are written, so a move interrupted half-way is finished by the next one without losing or reverting a row.
 */
export async function moveOwnedRows(from: LogDb, openOwnerLog: (userId: string) => Promise<LogDb>): Promise<string[]> {
  // IndexedDB indexes no null: `above('')` is exactly the rows that have an owner
  const [tanks, entries] = await Promise.all([
    from.tanks.where('userId').above('').toArray(),
    from.entries.where('userId').above('').toArray(),
  ]);
  const owners = [...new Set([...tanks, ...entries].map((r) => r.userId!))];
  for (const owner of owners) {
    const mine = <R extends LogTank | LogEntry>(rows: R[]) => rows.filter((r) => r.userId === owner);
    const ids = new Set([...mine(tanks), ...mine(entries)].map((r) => r.id));
    const items = (await from.outbox.orderBy('seq').toArray()).filter((i) => ids.has(i.rowId));
    const keys = (await from.meta.toArray()).filter((m) => m.key.startsWith(`sync:${owner}:`));
    // a photo's picture goes with its entry (an owner's log uploads what it has not sent: lib/collection/photo-sync.ts)
    const photoIds = mine(entries)
      .filter((r) => r.kind === 'photo')
      .map((r) => r.id);
    const pictures = (await from.photoBlobs.bulkGet(photoIds)).filter((b) => b !== undefined);
    const to = await openOwnerLog(owner);
    await to.transaction('rw', [to.tanks, to.entries, to.outbox, to.meta, to.photoBlobs], async () => {
      // only rows the owner's log lacks, or holds in an older state
      const newerTanks = mine(tanks).filter((r) => r);
      const thereTanks = await to.tanks.bulkGet(newerTanks.map((r) => r.id));
      await to.tanks.bulkPut(newerTanks.filter((r, k) => !thereTanks[k] || thereTanks[k].updatedAt < r.updatedAt));
      const newerEntries = mine(entries);
      const thereEntries = await to.entries.bulkGet(newerEntries.map((r) => r.id));
      await to.entries.bulkPut(newerEntries.filter((r, k) => !thereEntries[k] || thereEntries[k].updatedAt < r.updatedAt));
      const queued = new Set((await to.outbox.toArray()).map((i) => `${i.rowId}:${i.changeId ?? i.changedAt}`));
      await to.outbox.bulkAdd(
        items.filter((i) => !queued.has(`${i.rowId}:${i.changeId ?? i.changedAt}`)).map(({ seq: _seq, ...i }): OutboxItem => i),
      );
      for (const m of keys) if (!(await to.meta.get(m.key))) await to.meta.put(m);
      const therePictures = await to.photoBlobs.bulkGet(pictures.map((b) => b.id));
      await to.photoBlobs.bulkPut(pictures.filter((_, k) => !therePictures[k]));
    });
    to.close();
    await from.transaction('rw', [from.tanks, from.entries, from.outbox, from.meta, from.photoBlobs], async () => {
      await from.tanks.bulkDelete(mine(tanks).map((r) => r.id));
      await from.entries.bulkDelete(mine(entries).map((r) => r.id));
      await from.outbox.bulkDelete(items.map((i) => i.seq!));
      await from.meta.bulkDelete(keys.map((m) => m.key));
      await from.photoBlobs.bulkDelete(pictures.map((b) => b.id));
    });
  }
  return owners;
}

/** Opens an owner's log on the same factory as `from` (the browser's IndexedDB, or a test's). */
export function ownerLogOpener(factory: Factory | null = browserFactory()) {
  return async (userId: string) => {
    const db = createLogDb(factory ?? undefined, logDbName(userId));
    await db.open();
    await db.meta.put({ key: META_USER_ID, value: userId });
    return db;
  };
}

/** What this browser holds of an account's log, without creating it: rows, and changes not yet on the server. */
export async function accountLogState(
  userId: string,
  factory: Factory | null = browserFactory(),
): Promise<{ rows: number; unsent: number }> {
  if (!factory) return { rows: 0, unsent: 0 };
  const name = logDbName(userId);
  // databases() lists without creating; where a browser lacks it, opening creates an empty log, which is harmless
  const list = await factory.indexedDB.databases?.().catch(() => null);
  if (list && !list.some((d) => d.name === name)) return { rows: 0, unsent: 0 };
  const db = createLogDb(factory, name);
  try {
    await db.open();
    const [tanks, entries, unsent] = await Promise.all([db.tanks.count(), db.entries.count(), db.outbox.count()]);
    return { rows: tanks + entries, unsent };
  } finally {
    db.close();
  }
}

/** Removes an account's log from this browser (after sign-out: the keeper's choice, or their unsent changes discarded). */
export async function removeAccountLog(userId: string, factory: Factory | null = browserFactory()): Promise<void> {
  await forgetLogDb(userId);
  if (factory) await createLogDb(factory, logDbName(userId)).delete();
}

/* Rows made signed out, offered to the account on sign-in: never added silently. */

export interface Unowned {
  tanks: number;
  entries: number;
}

const dismissedKey = (userId: string) => `sync:${userId}:adopt-dismissed`;

/** Live rows of the signed-out log (they have no owner). */
export async function countUnowned(signedOut: LogDb): Promise<Unowned> {
  const [tanks, entries] = await Promise.all([
    signedOut.tanks.filter((t) => t.userId === null && !t.deletedAt).count(),
    signedOut.entries.filter((e) => e.userId === null && !e.deletedAt).count(),
  ]);
  return { tanks, entries };
}

/** Whether to offer: rows without an owner, unless the keeper declined while there were as many or more. */
export async function adoptionOffer(signedOut: LogDb, account: LogDb, userId: string): Promise<Unowned | null> {
  const n = await countUnowned(signedOut);
  if (n.tanks + n.entries === 0) return null;
  const declined = (await account.meta.get(dismissedKey(userId)))?.value as number | undefined;
  return declined !== undefined && n.tanks + n.entries <= declined ? null : n;
}

export async function declineAdoption(signedOut: LogDb, account: LogDb, userId: string): Promise<void> {
  const n = await countUnowned(signedOut);
  await account.meta.put({ key: dismissedKey(userId), value: n.tanks + n.entries });
}

/**
 * Gives every row of the signed-out log (tombstones included) to `userId`: written into the account's log and
 * queued for upload (tanks before entries, so an entry never reaches the server before its tank), then removed from
 * the signed-out log. Rows keep their ids, so a move interrupted between the two steps is finished by the next.
 */
export async function adoptUnowned(signedOut: LogDb, account: LogDb, userId: string, now: () => Date = () => new Date()): Promise<Unowned> {
  const tanks = await signedOut.tanks.filter((t) => t.userId === null).toArray();
  const entries = await signedOut.entries.filter((e) => e.userId === null).toArray();
  const changedAt = now().toISOString();
  const own = <R extends LogTank | LogEntry>(r: R): R => ({ ...r, userId, version: 0, changeId: newId() });
  const ownTanks = tanks.map(own);
  const ownEntries = entries.map(own);
  // a photo's picture goes with its entry, to be uploaded as the account's (uploaded: false)
  const photoIds = entries.filter((e) => e.kind === 'photo').map((e) => e.id);
  const pictures = (await signedOut.photoBlobs.bulkGet(photoIds)).filter((b) => b !== undefined).map((b) => ({ ...b, uploaded: false }));
  await account.transaction('rw', [account.tanks, account.entries, account.outbox, account.photoBlobs], async () => {
    await account.photoBlobs.bulkPut(pictures);
    await account.tanks.bulkPut(ownTanks);
    await account.entries.bulkPut(ownEntries);
    await account.outbox.bulkAdd(
      [...ownTanks.map((r) => ['tanks', r] as const), ...ownEntries.map((r) => ['entries', r] as const)].map(([table, r]) => ({
        table,
        rowId: r.id,
        changedAt,
        tries: 0,
        lastError: null,
        changeId: r.changeId,
      })),
    );
  });
  await signedOut.transaction('rw', [signedOut.tanks, signedOut.entries, signedOut.photoBlobs], async () => {
    await signedOut.tanks.bulkDelete(tanks.map((t) => t.id));
    await signedOut.entries.bulkDelete(entries.map((e) => e.id));
    await signedOut.photoBlobs.bulkDelete(pictures.map((b) => b.id));
  });
  return { tanks: tanks.filter((t) => !t.deletedAt).length, entries: entries.filter((e) => !e.deletedAt).length };
}

export { LOG_DB_NAME };
