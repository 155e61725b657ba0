import Dexie from 'dexie';
import type { LogDb } from './db';
import type { EntryValues, LogEntry, LogEntryKind, LogTank, OutboxItem } from './model';

/**
 * Every write to the log. Each call is one Dexie transaction over the row and, when the row belongs to a signed-in
 * keeper (`userId` non-null), an outbox item the sync pushes. New rows take their `userId` from the `meta` row
 * `userId` (set by the sync while signed in; absent or null while signed out).
 */

export const META_USER_ID = 'userId';

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

export interface TankInput {
  name: string;
  volumeL: number;
  targets: LogTank['targets'];
  additives?: LogTank['additives'];
}

export interface EntryInput {
  tankId: string;
  kind: LogEntryKind;
  /** ISO 8601; stored as UTC so the [tankId+at] index sorts by time */
  at: string;
  values: EntryValues;
  typed?: Record<string, string>;
  note?: string | null;
  /** an imported row keeps its id (re-importing the same file is then idempotent) */
  id?: string;
}

export type WriteFailure = 'quota' | 'missing' | 'failed';

/** Why a write failed, for the screen: the browser's storage is full, the row is gone, or anything else. */
export class LogWriteError extends Error {
  constructor(
    readonly reason: WriteFailure,
    readonly cause?: unknown,
  ) {
    super(reason);
    this.name = 'LogWriteError';
  }
}

function isQuotaError(e: unknown): boolean {
  const names = [(e as { name?: string })?.name, (e as { inner?: { name?: string } })?.inner?.name];
  return names.some((n) => n === 'QuotaExceededError' || n === Dexie.errnames.QuotaExceeded);
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof LogWriteError) throw e;
    throw new LogWriteError(isQuotaError(e) ? 'quota' : 'failed', e);
  }
}

export const newId = () => crypto.randomUUID();
const utc = (iso: string) => new Date(iso).toISOString();

/** New rows belong to the signed-in keeper (the sync sets it), or to nobody when signed out (LogApp sets that). */
export async function bindKeeper(db: LogDb, userId: string | null): Promise<void> {
  await db.meta.put({ key: META_USER_ID, value: userId });
}

async function currentUser(db: LogDb): Promise<string | null> {
  const row = await db.meta.get(META_USER_ID);
  return typeof row?.value === 'string' ? row.value : null;
}

/** Queues a signed-in keeper's row for the server, with the change id its content carries. */
export function queue(
  db: LogDb,
  table: OutboxItem['table'],
  row: { id: string; userId: string | null; changeId?: string | null },
  changedAt: string,
) {
  if (row.userId === null) return Promise.resolve();
  return db.outbox.add({ table, rowId: row.id, changedAt, tries: 0, lastError: null, changeId: row.changeId ?? null });
}

export function createTank(db: LogDb, input: TankInput, clock: Clock = systemClock): Promise<LogTank> {
  return guarded(() =>
    db.transaction('rw', db.tanks, db.outbox, db.meta, async () => {
      const now = clock().toISOString();
      const tank: LogTank = {
        id: newId(),
        userId: await currentUser(db),
        name: input.name,
        volumeL: input.volumeL,
        targets: input.targets,
        additives: input.additives ?? {},
        archivedAt: null,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        version: 0,
        changeId: newId(),
      };
      await db.tanks.add(tank);
      await queue(db, 'tanks', tank, now);
      return tank;
    }),
  );
}

type TankPatch = Partial<Pick<LogTank, 'name' | 'volumeL' | 'targets' | 'additives' | 'archivedAt'>>;

export function updateTank(db: LogDb, id: string, patch: TankPatch, clock: Clock = systemClock): Promise<LogTank> {
  return guarded(() =>
    db.transaction('rw', db.tanks, db.outbox, async () => {
      const old = await db.tanks.get(id);
      if (!old || old.deletedAt) throw new LogWriteError('missing');
      const now = clock().toISOString();
      const tank: LogTank = { ...old, ...patch, updatedAt: now, changeId: newId() };
      await db.tanks.put(tank);
      await queue(db, 'tanks', tank, now);
      return tank;
    }),
  );
}

/** Archives (or restores) a tank: its entries stay, it leaves the list of tanks in use. Tanks are never deleted. */
export function archiveTank(db: LogDb, id: string, archived = true, clock: Clock = systemClock) {
  return updateTank(db, id, { archivedAt: archived ? clock().toISOString() : null }, clock);
}

function buildEntry(input: EntryInput, userId: string | null, now: string): LogEntry {
  return {
    id: input.id ?? newId(),
    userId,
    tankId: input.tankId,
    kind: input.kind,
    at: utc(input.at),
    values: input.values,
    ...(input.typed ? { typed: input.typed } : {}),
    note: input.note?.trim() ? input.note.trim() : null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    version: 0,
    changeId: newId(),
  };
}

export function addEntry(db: LogDb, input: EntryInput, clock: Clock = systemClock): Promise<LogEntry> {
  return addEntries(db, [input], clock).then((rows) => rows[0]);
}

/** Adds many entries in one transaction: all are stored, or none (an import never half-lands). */
export function addEntries(db: LogDb, inputs: EntryInput[], clock: Clock = systemClock): Promise<LogEntry[]> {
  return guarded(() =>
    db.transaction('rw', [db.tanks, db.entries, db.outbox, db.meta], async () => {
      const now = clock().toISOString();
      const userId = await currentUser(db);
      const tankIds = new Set(inputs.map((i) => i.tankId));
      for (const tankId of tankIds) {
        const tank = await db.tanks.get(tankId);
        if (!tank || tank.deletedAt) throw new LogWriteError('missing');
      }
      const rows = inputs.map((i) => buildEntry(i, userId, now));
      await db.entries.bulkPut(rows);
      for (const row of rows) await queue(db, 'entries', row, now);
      return rows;
    }),
  );
}

type EntryPatch = Partial<Pick<LogEntry, 'at' | 'values' | 'typed' | 'note'>>;

export function updateEntry(db: LogDb, id: string, patch: EntryPatch, clock: Clock = systemClock): Promise<LogEntry> {
  return guarded(() =>
    db.transaction('rw', db.entries, db.outbox, async () => {
      const old = await db.entries.get(id);
      if (!old || old.deletedAt) throw new LogWriteError('missing');
      const now = clock().toISOString();
      const entry: LogEntry = { ...old, ...patch, at: utc(patch.at ?? old.at), updatedAt: now, changeId: newId() };
      await db.entries.put(entry);
      await queue(db, 'entries', entry, now);
      return entry;
    }),
  );
}

/** Deletes an entry as a tombstone (`deletedAt`), so a second device learns of it. */
export function deleteEntry(db: LogDb, id: string, clock: Clock = systemClock): Promise<LogEntry> {
  return guarded(() =>
    db.transaction('rw', db.entries, db.outbox, async () => {
      const old = await db.entries.get(id);
      if (!old) throw new LogWriteError('missing');
      const now = clock().toISOString();
      const entry: LogEntry = { ...old, deletedAt: now, updatedAt: now, changeId: newId() };
      await db.entries.put(entry);
      await queue(db, 'entries', entry, now);
      return entry;
    }),
  );
}

export interface ImportBatch {
  /** tanks to create or replace (an imported tank keeps its id) */
  tanks: LogTank[];
  entries: EntryInput[];
}

/** Writes a parsed import in one transaction: every tank and entry, or nothing. Rows take the current keeper. */
export function importBatch(db: LogDb, batch: ImportBatch, clock: Clock = systemClock) {
  return guarded(() =>
    db.transaction('rw', [db.tanks, db.entries, db.outbox, db.meta], async () => {
      const now = clock().toISOString();
      const userId = await currentUser(db);
      const tanks = batch.tanks.map((t) => ({ ...t, userId, updatedAt: now }));
      await db.tanks.bulkPut(tanks);
      for (const t of tanks) await queue(db, 'tanks', t, now);
      const entries = batch.entries.map((i) => buildEntry(i, userId, now));
      for (const tankId of new Set(entries.map((e) => e.tankId))) {
        const tank = await db.tanks.get(tankId);
        if (!tank || tank.deletedAt) throw new LogWriteError('missing');
      }
      await db.entries.bulkPut(entries);
      for (const e of entries) await queue(db, 'entries', e, now);
      return { tanks: tanks.length, entries: entries.length };
    }),
  );
}

/* Reads (wrap in liveQuery / useLiveQuery so every tab and the sync show the same rows). */

export async function listTanks(db: LogDb): Promise<LogTank[]> {
  const all = await db.tanks.toArray();
  return all.filter((t) => !t.deletedAt).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A tank's live entries, oldest first. */
export function listEntries(db: LogDb, tankId: string): Promise<LogEntry[]> {
  return db.entries
    .where('[tankId+at]')
    .between([tankId, Dexie.minKey], [tankId, Dexie.maxKey])
    .filter((e) => !e.deletedAt)
    .toArray();
}

export async function countEntries(db: LogDb): Promise<number> {
  return db.entries.filter((e) => !e.deletedAt).count();
}

/** Everything stored, tombstones excluded (for the JSON export). */
export async function snapshot(db: LogDb): Promise<{ tanks: LogTank[]; entries: LogEntry[] }> {
  const [tanks, entries] = await Promise.all([listTanks(db), db.entries.filter((e) => !e.deletedAt).toArray()]);
  entries.sort((a, b) => a.at.localeCompare(b.at));
  return { tanks, entries };
}
