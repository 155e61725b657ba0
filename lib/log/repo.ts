import Dexie from 'dexie';
import type { LogDb } from './db';
import { decideWrites, KEEP_STORED, type ImportChoice, type ImportEntry } from './import-merge';
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

/** A full disk, as the browser or Dexie reports it (a transaction that failed for it carries it as `inner`). */
export function isQuotaError(e: unknown): boolean {
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

/** Several updates as one write (the SG re-read): all of them or none; each is an ordinary update (its own change id, queued). */
export function updateEntries(
  db: LogDb,
  patches: readonly { id: string; patch: EntryPatch }[],
  clock: Clock = systemClock,
): Promise<LogEntry[]> {
  return db.transaction('rw', db.entries, db.outbox, async () => {
    const out: LogEntry[] = [];
    for (const { id, patch } of patches) out.push(await updateEntry(db, id, patch, clock));
    return out;
  });
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
  /** tanks to create, or to take the file's version of (ids already resolved: import-plan.ts planImport) */
  tanks: LogTank[];
  /** entries, ids and tanks resolved; `updatedAt` the file's time of change, when the format has one */
  entries: ImportEntry[];
  /** what happens to stored rows that differ from the file; default: keep what is stored, deleted rows stay deleted */
  choice?: ImportChoice;
}

/**
 * Writes an import in one transaction: every row it writes, or none. Each row is compared with the row stored now
 * (import-plan.ts decideWrites): new rows are added for the current keeper; a stored row is replaced by the file's
 * only where `choice` says so, and a deleted one restored only with `restoreDeleted`; a row that is the same is not
 * touched. Returns how many tanks and entries were written.
 */
export function importBatch(db: LogDb, batch: ImportBatch, clock: Clock = systemClock) {
  return guarded(() =>
    db.transaction('rw', [db.tanks, db.entries, db.outbox, db.meta], async () => {
      const now = clock().toISOString();
      const userId = await currentUser(db);
      const storedTanks = new Map((await db.tanks.toArray()).map((t) => [t.id, t]));
      const ids = batch.entries.map((e) => e.id).filter((id): id is string => id !== undefined);
      const storedEntries = new Map((await db.entries.bulkGet(ids)).filter((e): e is LogEntry => !!e).map((e) => [e.id, e]));
      const w = decideWrites(batch, { tanks: storedTanks, entries: storedEntries }, batch.choice ?? KEEP_STORED, userId, now, newId);
      if (w.missingTank) throw new LogWriteError('missing');
      await db.tanks.bulkPut(w.tanks);
      for (const t of w.tanks) await queue(db, 'tanks', t, now);
      await db.entries.bulkPut(w.entries);
      for (const e of w.entries) await queue(db, 'entries', e, now);
      return { tanks: w.tanks.length, entries: w.entries.length };
    }),
  );
}

/* Reads (wrap in liveQuery / useLiveQuery so every tab and the sync show the same rows). */

/**
 * The row check (row-check.ts, with the zod schemas): a chunk of its own, fetched by the first read, so the log's
 * first script stays without zod. Awaited after a read's last Dexie call, so inside a liveQuery the rows read are
 * already observed.
 */
export const loadRowCheck = () => import('./row-check');

/** Sorting that survives a malformed row (a missing or non-text field sorts first). */
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const byCreated = (a: LogTank, b: LogTank) => text(a.createdAt).localeCompare(text(b.createdAt));

/** The stored tanks, tombstones excluded, oldest first, as stored (malformed ones too). */
async function storedTanks(db: LogDb): Promise<LogTank[]> {
  const all = await db.tanks.toArray();
  return all.filter((t) => !t.deletedAt).sort(byCreated);
}

/** The tanks to show and compute with (those of a stored tank's shape), and how many could not be read. */
export async function readTanks(db: LogDb): Promise<{ tanks: readonly LogTank[]; unreadable: number }> {
  const all = await storedTanks(db);
  // a promise not of Dexie's inside a liveQuery: wrapped in Promise.resolve, after the last Dexie call
  const { rows, unreadable } = (await Promise.resolve(loadRowCheck())).checkTanks(all);
  return { tanks: rows, unreadable };
}

export async function listTanks(db: LogDb): Promise<LogTank[]> {
  return [...(await readTanks(db)).tanks];
}

/** A tank's live entries as stored, oldest first (malformed ones too: live-entries.ts checks them, once each). */
export function storedEntries(db: LogDb, tankId: string): Promise<LogEntry[]> {
  return db.entries
    .where('[tankId+at]')
    .between([tankId, Dexie.minKey], [tankId, Dexie.maxKey])
    .filter((e) => !e.deletedAt)
    .toArray();
}

/** A tank's live entries that can be read (a stored entry's shape), oldest first. */
export async function listEntries(db: LogDb, tankId: string): Promise<LogEntry[]> {
  const all = await storedEntries(db, tankId);
  return [...(await loadRowCheck()).checkEntries(all).rows];
}

export async function countEntries(db: LogDb): Promise<number> {
  return db.entries.filter((e) => !e.deletedAt).count();
}

/**
 * Everything stored, tombstones excluded, as stored: the JSON export carries malformed rows too, so a keeper can
 * repair them or send them (its import refuses them with the reason). `readable` is what can be computed with
 * (the CSV).
 */
export async function snapshot(db: LogDb): Promise<{
  tanks: LogTank[];
  entries: LogEntry[];
  readable: { tanks: readonly LogTank[]; entries: readonly LogEntry[] };
}> {
  const [tanks, entries] = await Promise.all([storedTanks(db), db.entries.filter((e) => !e.deletedAt).toArray()]);
  entries.sort((a, b) => text(a.at).localeCompare(text(b.at)));
  const check = await loadRowCheck();
  return { tanks, entries, readable: { tanks: check.checkTanks(tanks).rows, entries: check.checkEntries(entries).rows } };
}
