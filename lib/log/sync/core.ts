/**
 * One sync pass of the reef log, with no timers and no React: push the outbox, then pull what changed.
 *
 * Push: outbox items in `seq` order, consecutive items of one table as one batch (≤ batchSize rows), each batch an
 * upsert by id. Each row carries the server version its content was based on and the id of the change: the database
 * applies a change whose id it already holds as nothing (a retry after a lost response changes nothing), and refuses
 * one based on an older version than its own (409). Only items the server acknowledged leave the outbox.
 * - A refused row (a constraint or data error) is set aside: the keeper's version is kept on its outbox item, the row
 *   itself goes on following the server, and nothing else waits for it.
 * - A version conflict is first checked against this browser's own changes (an earlier upload of ours that the
 *   server applied but whose answer was lost): then the change is re-based and sent again. Otherwise it is a change
 *   made on another device: both versions are kept on the item and the row shows the server's until the keeper
 *   chooses (resolveHeld).
 * - An entry waits while its tank has never reached the server and the tank's change is held.
 * Pull: per table, rows after the stored (updated_at, id) cursor moved back by `windowMs`: a transaction that began
 * before a pull can commit after it with an older `updated_at` (PostgreSQL's now() is its start), and the window
 * picks those rows up; repeats are harmless because applying a row twice is the same as once. Pages are read until
 * one comes back empty, since a server may cap a page below the size asked for. A pulled row never overwrites a row
 * with a change still waiting to be pushed. When the last successful pull is older than the tombstone horizon on the
 * server's clock, tombstones may have been purged since: the table is pulled in full and local rows the server no
 * longer has are removed. The pull runs even when the push failed, so one stuck upload never freezes the screen.
 */
import type { LogDb } from '../db';
import type { LogEntry, LogTank, OutboxItem } from '../model';
import { newId } from '../repo';
import { firstIssue, storedEntrySchema, storedTankSchema } from '../row-schema';
import {
  compareCursor,
  entryFromServer,
  entryToServer,
  tankFromServer,
  tankToServer,
  type Cursor,
  type RowsOf,
  type SyncTable,
  type Upload,
} from './rows';
import { SyncError, type SyncTransport } from './transport';

export interface SyncOptions {
  /** rows per upsert request */
  batchSize: number;
  /** rows per pull request */
  pageSize: number;
  /** how far back each pull starts before the cursor (longer than any write transaction) */
  windowMs: number;
  /** a last pull older than this (server's clock) pulls everything again (kept below log_purge_tombstones' 90 days) */
  horizonMs: number;
}

export const DEFAULT_SYNC_OPTIONS: SyncOptions = {
  batchSize: 200,
  pageSize: 500,
  windowMs: 30_000,
  horizonMs: 60 * 24 * 3600_000,
};

export interface SyncReport {
  pushed: number;
  pulled: number;
  /** rows the server refused (set aside with the reason; they block nothing else) */
  rejected: number;
  /** changes found to be based on an older version than the server's (changed on another device) */
  conflicts: number;
  /** pulled rows not written because they do not have a stored row's shape (row-schema.ts), with the first reason */
  invalid: { table: SyncTable; id: string; reason: string }[];
  requests: number;
  fullResync: SyncTable[];
}

const TABLES: SyncTable[] = ['tanks', 'entries'];
const cursorKey = (userId: string, table: SyncTable) => `sync:${userId}:cursor:${table}`;

/** The stored position of a table's pull: the last row's (updated_at, id), and when the pull ran (server's clock). */
interface StoredCursor extends Cursor {
  pulledAt?: string;
}

type LocalRow = LogTank | LogEntry;
const localTable = (db: LogDb, table: SyncTable) => (table === 'tanks' ? db.tanks : db.entries) as unknown as LogDb['tanks'];

/** Held: set aside or in conflict, waiting for the keeper; not pushed, and not in the way of pulled rows. */
export const isHeld = (i: OutboxItem) => !!(i.setAside || i.conflict);

function toServer(table: SyncTable, row: LocalRow, userId: string): Upload<SyncTable> {
  return table === 'tanks' ? tankToServer(row as LogTank, userId) : entryToServer(row as LogEntry, userId);
}
function fromServer(table: SyncTable, row: RowsOf[SyncTable]['server']): LocalRow {
  return table === 'tanks' ? tankFromServer(row as RowsOf['tanks']['server']) : entryFromServer(row as RowsOf['entries']['server']);
}

/** A pulled row as the browser stores it, or why it is refused (a row that cannot even be mapped is refused too). */
export function checkServerRow(
  table: SyncTable,
  row: RowsOf[SyncTable]['server'],
): { ok: true; row: LocalRow } | { ok: false; id: string; reason: string } {
  const id = typeof row?.id === 'string' ? row.id : String((row as { id?: unknown } | null)?.id);
  let local: LocalRow;
  try {
    local = fromServer(table, row);
  } catch (e) {
    return { ok: false, id, reason: e instanceof Error ? e.message : String(e) };
  }
  const parsed = (table === 'tanks' ? storedTankSchema : storedEntrySchema).safeParse(local);
  return parsed.success ? { ok: true, row: parsed.data as LocalRow } : { ok: false, id, reason: firstIssue(parsed.error) };
}

/**
 * Writes server rows into the browser unless the row has a change waiting to be pushed (held changes do not count:
 * a set-aside or conflicting change never freezes its row). One transaction with the outbox, so a keeper's write in
 * another tab cannot slip between the check and the write. A row without a stored row's shape is not written, is
 * listed in `invalid` (with `console.warn`, the sync's status carries the list) and holds back none of the others.
 */
export async function applyServerRows(
  db: LogDb,
  table: SyncTable,
  rows: RowsOf[SyncTable]['server'][],
  invalid: SyncReport['invalid'] = [],
): Promise<number> {
  if (rows.length === 0) return 0;
  const checked = rows.map((r) => checkServerRow(table, r));
  const good: LocalRow[] = [];
  for (const c of checked) {
    if (c.ok) good.push(c.row);
    else {
      invalid.push({ table, id: c.id, reason: c.reason });
      console.warn(`reef log sync: pulled ${table} row ${c.id} not stored: ${c.reason}`);
    }
  }
  if (good.length === 0) return 0;
  const t = localTable(db, table);
  return db.transaction('rw', [t, db.outbox], async () => {
    const waiting = await db.outbox
      .where('rowId')
      .anyOf(good.map((r) => r.id))
      .toArray();
    const pending = new Set(waiting.filter((o) => !isHeld(o)).map((o) => o.rowId));
    const fresh = good.filter((r) => !pending.has(r.id));
    await t.bulkPut(fresh as LogTank[]);
    return fresh.length;
  });
}

/** The outbox, oldest first, cut into runs of one table (≤ batchSize distinct rows each). */
function batches(items: OutboxItem[], batchSize: number): OutboxItem[][] {
  const out: OutboxItem[][] = [];
  let run: OutboxItem[] = [];
  let ids = new Set<string>();
  for (const item of items) {
    if (run.length && (item.table !== run[0].table || (!ids.has(item.rowId) && ids.size >= batchSize))) {
      out.push(run);
      run = [];
      ids = new Set();
    }
    run.push(item);
    ids.add(item.rowId);
  }
  if (run.length) out.push(run);
  return out;
}

/**
 * The server stored these rows: the sent items leave the outbox (unless re-queued meanwhile), and each local row
 * takes the server's copy, or, when the keeper changed it again while the request was out, only the server's version
 * (the base of that newer change).
 */
async function acknowledge(db: LogDb, table: SyncTable, sent: OutboxItem[], stored: RowsOf[SyncTable]['server'][]) {
  const t = localTable(db, table);
  await db.transaction('rw', [t, db.outbox], async () => {
    const current = await db.outbox.bulkGet(sent.map((i) => i.seq!));
    await db.outbox.bulkDelete(
      sent.filter((item, k) => current[k] && !isHeld(current[k]) && current[k].changedAt === item.changedAt).map((i) => i.seq!),
    );
    const locals = (await t.bulkGet(stored.map((s) => s.id))) as (LocalRow | undefined)[];
    const rows: LocalRow[] = [];
    stored.forEach((s, k) => {
      const local = locals[k];
      if (!local) return;
      rows.push(local.changeId && local.changeId === s.change_id ? fromServer(table, s) : { ...local, version: Number(s.version) });
    });
    await t.bulkPut(rows as LogTank[]);
  });
}

/** Holds a row's waiting items for the keeper: set aside (refused) or in conflict, with both versions kept. */
async function hold(
  db: LogDb,
  table: SyncTable,
  items: OutboxItem[],
  keepersVersion: LocalRow,
  server: RowsOf[SyncTable]['server'] | undefined,
  how: { setAside: { reason: string; code: string | null } } | { conflict: true },
) {
  const t = localTable(db, table);
  const at = new Date().toISOString();
  const theirs = server ? fromServer(table, server) : null;
  let mine = keepersVersion;
  await db.transaction('rw', [t, db.outbox], async () => {
    // A change the keeper made while the request was out is newer than `mine`: keep that one instead.
    const all = (await db.outbox.where('rowId').equals(mine.id).toArray()).filter((i) => !isHeld(i));
    const later = all.filter((i) => !items.some((s) => s.seq === i.seq));
    if (later.length) mine = ((await t.get(mine.id)) as LocalRow | undefined) ?? mine;
    const [first, ...rest] = all;
    if (!first) return;
    await db.outbox.bulkDelete(rest.map((i) => i.seq!));
    await db.outbox.update(first.seq, {
      tries: first.tries + 1,
      lastError: 'setAside' in how ? `${how.setAside.code ?? ''} ${how.setAside.reason}`.trim().slice(0, 300) : 'conflict',
      setAside: 'setAside' in how ? { ...how.setAside, at, mine } : null,
      conflict: 'conflict' in how ? { at, mine, theirs } : null,
    });
    // The row follows the server while the keeper decides; a row the server never had stays as the keeper made it.
    if (theirs) await t.put(theirs as LogTank);
  });
}

/** Re-bases a row on the server's version after our own earlier upload was applied but its answer lost. */
async function rebase(db: LogDb, table: SyncTable, id: string, version: number) {
  await localTable(db, table).update(id, { version });
}

/** Pushes the keeper's outbox (see the file's comment). Throws the first failure that is not about one row. */
export async function push(db: LogDb, transport: SyncTransport, userId: string, o: SyncOptions, report: SyncReport): Promise<void> {
  const items = (await db.outbox.orderBy('seq').toArray()).filter((i) => !isHeld(i));
  for (const run of batches(items, o.batchSize)) {
    const table = run[0].table;
    // read per run: a tank held earlier in this pass holds its entries back too
    const heldTanks =
      table === 'entries' ? new Set((await db.outbox.filter((i) => i.table === 'tanks' && isHeld(i)).toArray()).map((i) => i.rowId)) : null;
    const ids = [...new Set(run.map((i) => i.rowId))];
    const rows = (await localTable(db, table).bulkGet(ids)) as (LocalRow | undefined)[];
    const mine = new Map<string, LocalRow>();
    for (const r of rows) {
      if (!r || r.userId !== userId) continue;
      // An entry waits for its tank: one that never reached the server and whose change is held.
      if (heldTanks?.has((r as LogEntry).tankId)) {
        const tank = await db.tanks.get((r as LogEntry).tankId);
        if (!tank?.version) continue;
      }
      mine.set(r.id, r);
    }
    const gone = run.filter((i) => !rows[ids.indexOf(i.rowId)]);
    if (gone.length) await db.outbox.bulkDelete(gone.map((i) => i.seq!));
    const sent = run.filter((i) => mine.has(i.rowId));
    if (!sent.length) continue;
    const upload = [...mine.values()].map((r) => toServer(table, r, userId));
    try {
      report.requests++;
      const stored = await transport.upsert(table, upload);
      await acknowledge(db, table, sent, stored);
      report.pushed += upload.length;
    } catch (e) {
      if (!(e instanceof SyncError) || (e.failure !== 'rejected' && e.failure !== 'conflict')) throw e;
      // One row must not hold back the others: send them one by one and hold only the row at fault.
      for (const row of [...mine.values()])
        await pushOne(
          db,
          transport,
          userId,
          table,
          row,
          sent.filter((i) => i.rowId === row.id),
          report,
        );
    }
  }
}

async function pushOne(
  db: LogDb,
  transport: SyncTransport,
  userId: string,
  table: SyncTable,
  row: LocalRow,
  items: OutboxItem[],
  report: SyncReport,
  rebased = false,
): Promise<void> {
  try {
    report.requests++;
    const stored = await transport.upsert(table, [toServer(table, row, userId)]);
    await acknowledge(db, table, items, stored);
    report.pushed++;
  } catch (e) {
    if (!(e instanceof SyncError) || (e.failure !== 'rejected' && e.failure !== 'conflict')) throw e;
    report.requests++;
    const [server] = await transport.fetch(table, [row.id]);
    if (e.failure === 'rejected') {
      await hold(db, table, items, row, server, { setAside: { reason: e.message, code: e.code } });
      report.rejected++;
      return;
    }
    // Ours after all: the server holds a change this browser sent (its answer was lost). Re-base and send again.
    // A row this browser last saw before the server kept versions (no `version` at all) and that nobody changed
    // since (no change id on the server) is re-based once too: it is the same row, not another device's edit.
    const ours =
      server &&
      ([row.changeId, ...items.map((i) => i.changeId)].includes(server.change_id) ||
        (row.version === undefined && server.change_id === null));
    if (server && ours && !rebased) {
      await rebase(db, table, row.id, Number(server.version));
      const again = (await localTable(db, table).get(row.id)) as LocalRow;
      return pushOne(db, transport, userId, table, again, items, report, true);
    }
    await hold(db, table, items, row, server, { conflict: true });
    report.conflicts++;
  }
}

/** Pulls one table from its cursor (moved back by the window), or in full past the tombstone horizon. */
export async function pullTable(
  db: LogDb,
  transport: SyncTransport,
  userId: string,
  table: SyncTable,
  serverNow: string,
  o: SyncOptions,
  report: SyncReport,
): Promise<void> {
  const key = cursorKey(userId, table);
  const stored = (await db.meta.get(key))?.value as StoredCursor | undefined;
  // Measured from the last successful pull on the server's clock (a quiet log is not a stale one); a cursor stored
  // before pulls were dated falls back to its last row's time.
  const since = stored ? Date.parse(stored.pulledAt ?? stored.updatedAt) : NaN;
  const full = !stored || !(Date.parse(serverNow) - since <= o.horizonMs);
  let after: Cursor | null = full
    ? null
    : { updatedAt: new Date(Date.parse(stored.updatedAt) - o.windowMs).toISOString(), id: '00000000-0000-0000-0000-000000000000' };
  let last: Cursor | null = stored ? { updatedAt: stored.updatedAt, id: stored.id } : null;
  const seen = new Set<string>();
  for (;;) {
    report.requests++;
    const page = await transport.pull(table, after, o.pageSize);
    if (!page.length) break;
    report.pulled += await applyServerRows(db, table, page, report.invalid);
    for (const r of page) seen.add(r.id);
    // the page's last row that can place the cursor (a malformed row must not move it to nowhere)
    const end = [...page].reverse().find((r) => typeof r.id === 'string' && !Number.isNaN(Date.parse(r.updated_at)));
    if (!end) break;
    after = { updatedAt: end.updated_at, id: end.id };
    if (!last || compareCursor(after, last) > 0) last = after;
  }
  if (full && stored) {
    // Past the horizon: rows of this keeper the server no longer has were purged tombstones.
    const t = localTable(db, table);
    await db.transaction('rw', [t, db.outbox], async () => {
      const pending = new Set((await db.outbox.toArray()).map((i) => i.rowId));
      const stale = await t.filter((r) => r.userId === userId && !seen.has(r.id) && !pending.has(r.id)).primaryKeys();
      await t.bulkDelete(stale);
    });
    report.fullResync.push(table);
  }
  await db.meta.put({
    key,
    value: { ...(last ?? { updatedAt: serverNow, id: '00000000-0000-0000-0000-000000000000' }), pulledAt: serverNow },
  });
}

/**
 * One pass: push, then pull tanks and entries (the pull runs even when the push failed; the push's failure is
 * thrown after it). An auth or account failure stops the pass at once: nothing more is sent for this account.
 */
export async function syncOnce(
  db: LogDb,
  transport: SyncTransport,
  userId: string,
  options: Partial<SyncOptions> = {},
): Promise<SyncReport> {
  const o = { ...DEFAULT_SYNC_OPTIONS, ...options };
  const report: SyncReport = { pushed: 0, pulled: 0, rejected: 0, conflicts: 0, invalid: [], requests: 0, fullResync: [] };
  let pushFailure: SyncError | null = null;
  try {
    await push(db, transport, userId, o, report);
  } catch (e) {
    if (!(e instanceof SyncError) || e.failure === 'auth' || e.failure === 'account') throw e;
    pushFailure = e;
  }
  report.requests++;
  const now = await transport.serverNow();
  for (const table of TABLES) await pullTable(db, transport, userId, table, now, o, report);
  if (pushFailure) throw pushFailure;
  return report;
}

export interface OutboxCounts {
  /** changes waiting for the server */
  pending: number;
  /** changes the server refused (set aside, kept in this browser) */
  rejected: number;
  /** changes made on another device too, waiting for the keeper's choice */
  conflicts: number;
}

export async function pendingCounts(db: LogDb): Promise<OutboxCounts> {
  const items = await db.outbox.toArray();
  return {
    pending: items.filter((i) => !isHeld(i)).length,
    rejected: items.filter((i) => i.setAside).length,
    conflicts: items.filter((i) => i.conflict).length,
  };
}

/** Changes held for the keeper (set aside or in conflict), oldest first. */
export async function listHeld(db: LogDb): Promise<OutboxItem[]> {
  return (await db.outbox.orderBy('seq').toArray()).filter(isHeld);
}

/**
 * The keeper's choice for a held change:
 * - `mine`: the keeper's version is written again on top of the row as it is now (the server's version), as a new
 *   change that the next pass sends ("try again" for a refused row, "keep mine" for a conflict);
 * - `theirs`: the keeper's version is discarded; the row keeps the server's, or, if the server never had it, goes.
 */
export async function resolveHeld(db: LogDb, seq: number, choice: 'mine' | 'theirs', now: () => Date = () => new Date()): Promise<void> {
  await db.transaction('rw', [db.tanks, db.entries, db.outbox], async () => {
    const item = await db.outbox.get(seq);
    if (!item || !isHeld(item)) return;
    const t = localTable(db, item.table);
    const mine = (item.setAside?.mine ?? item.conflict?.mine)!;
    const current = (await t.get(item.rowId)) as LocalRow | undefined;
    await db.outbox.delete(seq);
    if (choice === 'theirs') {
      if (current && !current.version) await t.delete(item.rowId);
      return;
    }
    const changedAt = now().toISOString();
    const row = { ...mine, version: current?.version ?? 0, changeId: newId(), updatedAt: changedAt };
    await t.put(row as LogTank);
    await db.outbox.add({ table: item.table, rowId: row.id, changedAt, tries: 0, lastError: null, changeId: row.changeId });
  });
}
