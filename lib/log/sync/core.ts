/**
 * One sync pass of the reef log, with no timers and no React: push the outbox, then pull what changed.
 *
 * Push: outbox items in `seq` order, consecutive items of one table as one batch (≤ batchSize rows), each batch an
 * upsert by id (a retry after a lost response rewrites the same rows: no duplicates). Only items the server
 * acknowledged are removed, and only if no newer change was queued for the row meanwhile.
 * Pull: per table, rows after the stored (updated_at, id) cursor moved back by `windowMs`: a transaction that began
 * before a pull can commit after it with an older `updated_at` (PostgreSQL's now() is its start), and the window
 * picks those rows up; repeats are harmless because applying a row twice is the same as once. A pulled row never
 * overwrites a row with a change still in the outbox: that change reaches the server next and wins there
 * ("the later write to reach the server wins"). A cursor older than the tombstone horizon means tombstones may have
 * been purged since: the table is pulled in full and local rows the server no longer has are removed.
 */
import type { LogDb } from '../db';
import type { LogEntry, LogTank, OutboxItem } from '../model';
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
  /** a cursor older than this pulls everything again (kept below log_purge_tombstones' 90 days) */
  horizonMs: number;
  now: () => number;
}

export const DEFAULT_SYNC_OPTIONS: SyncOptions = {
  batchSize: 200,
  pageSize: 500,
  windowMs: 30_000,
  horizonMs: 60 * 24 * 3600_000,
  now: () => Date.now(),
};

export interface SyncReport {
  pushed: number;
  pulled: number;
  /** rows the server refused (kept in the outbox with the reason; they block nothing else) */
  rejected: number;
  requests: number;
  fullResync: SyncTable[];
}

const TABLES: SyncTable[] = ['tanks', 'entries'];
const cursorKey = (userId: string, table: SyncTable) => `sync:${userId}:cursor:${table}`;
export const REJECTED = 'rejected:';

type LocalRow = LogTank | LogEntry;
const localTable = (db: LogDb, table: SyncTable) => (table === 'tanks' ? db.tanks : db.entries);

function toServer(table: SyncTable, row: LocalRow, userId: string): Upload<SyncTable> {
  return table === 'tanks' ? tankToServer(row as LogTank, userId) : entryToServer(row as LogEntry, userId);
}
function fromServer(table: SyncTable, row: RowsOf[SyncTable]['server']): LocalRow {
  return table === 'tanks' ? tankFromServer(row as RowsOf['tanks']['server']) : entryFromServer(row as RowsOf['entries']['server']);
}

/**
 * Writes server rows into the browser unless the row has a change waiting in the outbox. One transaction with the
 * outbox, so a keeper's write in another tab cannot slip between the check and the write.
 */
export async function applyServerRows(db: LogDb, table: SyncTable, rows: RowsOf[SyncTable]['server'][]): Promise<number> {
  if (rows.length === 0) return 0;
  const t = localTable(db, table);
  return db.transaction('rw', [t, db.outbox], async () => {
    const pending = new Set(
      (
        await db.outbox
          .where('rowId')
          .anyOf(rows.map((r) => r.id))
          .toArray()
      ).map((o) => o.rowId),
    );
    const fresh = rows.filter((r) => !pending.has(r.id)).map((r) => fromServer(table, r));
    await (t as typeof db.tanks).bulkPut(fresh as LogTank[]);
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

/** Removes the sent items (and applies the stored rows) once the server acknowledged them. */
async function acknowledge(db: LogDb, table: SyncTable, sent: OutboxItem[], stored: RowsOf[SyncTable]['server'][]) {
  const t = localTable(db, table);
  await db.transaction('rw', [t, db.outbox], async () => {
    const current = await db.outbox.bulkGet(sent.map((i) => i.seq!));
    await db.outbox.bulkDelete(sent.filter((item, k) => current[k]?.changedAt === item.changedAt).map((i) => i.seq!));
  });
  await applyServerRows(db, table, stored);
}

async function markRejected(db: LogDb, items: OutboxItem[], e: SyncError) {
  await db.transaction('rw', db.outbox, async () => {
    for (const item of items)
      await db.outbox.update(item.seq, {
        tries: item.tries + 1,
        lastError: `${REJECTED}${e.code ?? e.status} ${e.message}`.slice(0, 300),
      });
  });
}

/** Pushes the keeper's outbox. Items of rows that belong to nobody or to another account stay where they are. */
export async function push(db: LogDb, transport: SyncTransport, userId: string, o: SyncOptions, report: SyncReport): Promise<void> {
  const items = (await db.outbox.orderBy('seq').toArray()).filter((i) => !i.lastError?.startsWith(REJECTED));
  for (const run of batches(items, o.batchSize)) {
    const table = run[0].table;
    const ids = [...new Set(run.map((i) => i.rowId))];
    const rows = (await localTable(db, table).bulkGet(ids)) as (LocalRow | undefined)[];
    const mine = new Map<string, LocalRow>();
    rows.forEach((r) => r && r.userId === userId && mine.set(r.id, r));
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
      if (!(e instanceof SyncError) || e.failure !== 'rejected') throw e;
      // One bad row must not hold back the others: send them one by one and set aside only what is refused.
      for (const row of upload) {
        const itemsOfRow = sent.filter((i) => i.rowId === row.id);
        try {
          report.requests++;
          const stored = await transport.upsert(table, [row]);
          await acknowledge(db, table, itemsOfRow, stored);
          report.pushed++;
        } catch (e2) {
          if (!(e2 instanceof SyncError) || e2.failure !== 'rejected') throw e2;
          await markRejected(db, itemsOfRow, e2);
          report.rejected++;
        }
      }
    }
  }
}

/** Pulls one table from its cursor (moved back by the window), or in full past the tombstone horizon. */
export async function pullTable(
  db: LogDb,
  transport: SyncTransport,
  userId: string,
  table: SyncTable,
  o: SyncOptions,
  report: SyncReport,
): Promise<void> {
  const key = cursorKey(userId, table);
  const stored = (await db.meta.get(key))?.value as Cursor | undefined;
  const full = !stored || o.now() - Date.parse(stored.updatedAt) > o.horizonMs;
  let after: Cursor | null = full
    ? null
    : { updatedAt: new Date(Date.parse(stored.updatedAt) - o.windowMs).toISOString(), id: '00000000-0000-0000-0000-000000000000' };
  let last: Cursor | null = stored ?? null;
  const seen = new Set<string>();
  for (;;) {
    report.requests++;
    const page = await transport.pull(table, after, o.pageSize);
    report.pulled += await applyServerRows(db, table, page);
    for (const r of page) seen.add(r.id);
    if (page.length) {
      const end = page[page.length - 1];
      after = { updatedAt: end.updated_at, id: end.id };
      if (!last || compareCursor(after, last) > 0) last = after;
    }
    if (page.length < o.pageSize) break;
  }
  if (full && stored) {
    // Past the horizon: rows of this keeper the server no longer has were purged tombstones.
    const t = localTable(db, table);
    await db.transaction('rw', [t, db.outbox], async () => {
      const pending = new Set((await db.outbox.toArray()).map((i) => i.rowId));
      const stale = await (t as typeof db.tanks).filter((r) => r.userId === userId && !seen.has(r.id) && !pending.has(r.id)).primaryKeys();
      await t.bulkDelete(stale);
    });
    report.fullResync.push(table);
  }
  if (last) await db.meta.put({ key, value: last });
}

/** One pass: push, then pull tanks and entries. Throws SyncError (or a storage error) on the first failure. */
export async function syncOnce(
  db: LogDb,
  transport: SyncTransport,
  userId: string,
  options: Partial<SyncOptions> = {},
): Promise<SyncReport> {
  const o = { ...DEFAULT_SYNC_OPTIONS, ...options };
  const report: SyncReport = { pushed: 0, pulled: 0, rejected: 0, requests: 0, fullResync: [] };
  await push(db, transport, userId, o, report);
  for (const table of TABLES) await pullTable(db, transport, userId, table, o, report);
  return report;
}

/** Changes waiting for the server (rows of any keeper), and how many of them the server refused. */
export async function pendingCounts(db: LogDb): Promise<{ pending: number; rejected: number }> {
  const items = await db.outbox.toArray();
  return { pending: items.length, rejected: items.filter((i) => i.lastError?.startsWith(REJECTED)).length };
}
