/**
 * An in-memory server for the sync's unit tests: rows by id per table, an owner check like the row-level security,
 * updated_at from its own clock (microseconds, as PostgreSQL writes it), and faults to inject.
 */
import type { Cursor, RowsOf, ServerRow, SyncTable, Upload } from './rows';
import { compareCursor } from './rows';
import { errorForStatus, type SyncTransport } from './transport';

/** Runs `fn` as an async function would: what it returns resolves the promise and what it throws rejects it. */
const settle = <R>(fn: () => R): Promise<R> => new Promise((resolve) => resolve(fn()));

export type Fault = 'drop-after-commit' | 'offline' | 'error-500' | 'unauthorized' | 'reject';

export class FakeServer {
  readonly rows: Record<SyncTable, Map<string, ServerRow>> = { tanks: new Map(), entries: new Map() };
  /** faults for the next calls, consumed in order */
  faults: Fault[] = [];
  calls: { kind: 'upsert' | 'pull'; table: SyncTable; rows: number }[] = [];
  private micros = 0;
  constructor(public clockMs = Date.parse('2026-11-20T00:00:00Z')) {}

  /** The next server timestamp (strictly increasing), e.g. 2026-11-20T00:00:00.000001+00:00. */
  tick(): string {
    this.micros++;
    const ms = this.clockMs + Math.floor(this.micros / 1000);
    const iso = new Date(ms).toISOString().replace('Z', '');
    return `${iso}${String(this.micros % 1000).padStart(3, '0')}+00:00`;
  }

  transport(userId: string): SyncTransport {
    const take = () => this.faults.shift();
    return {
      upsert: <T extends SyncTable>(table: T, rows: Upload<T>[]) =>
        settle(() => {
          this.calls.push({ kind: 'upsert', table, rows: rows.length });
          const fault = take();
          if (fault === 'offline') throw errorForStatus(0, 'fetch failed');
          if (fault === 'unauthorized') throw errorForStatus(401, 'JWT expired', 'PGRST303');
          if (fault === 'error-500') throw errorForStatus(500, 'Internal error');
          if (fault === 'reject' || rows.some((r) => (r as { name?: string }).name === 'REFUSE'))
            throw errorForStatus(400, 'violates check constraint', '23514');
          for (const r of rows) {
            const old = this.rows[table].get(r.id);
            if (r.user_id !== userId || (old && old.user_id !== userId)) throw errorForStatus(403, 'row-level security', '42501');
          }
          const t = this.tick();
          const stored = rows.map((r) => {
            const row = { ...r, updated_at: t, created_at: this.rows[table].get(r.id)?.created_at ?? r.created_at } as RowsOf[T]['server'];
            this.rows[table].set(r.id, row);
            return row;
          });
          if (fault === 'drop-after-commit') throw errorForStatus(0, 'socket hang up');
          return stored;
        }),
      pull: <T extends SyncTable>(table: T, after: Cursor | null, limit: number) =>
        settle(() => {
          const fault = take();
          this.calls.push({ kind: 'pull', table, rows: 0 });
          if (fault === 'offline') throw errorForStatus(0, 'fetch failed');
          if (fault === 'unauthorized') throw errorForStatus(401, 'JWT expired', 'PGRST303');
          if (fault === 'error-500') throw errorForStatus(500, 'Internal error');
          const all = [...this.rows[table].values()]
            .filter((r) => r.user_id === userId)
            .sort((a, b) => compareCursor({ updatedAt: a.updated_at, id: a.id }, { updatedAt: b.updated_at, id: b.id }));
          const page = all.filter((r) => !after || compareCursor({ updatedAt: r.updated_at, id: r.id }, after) > 0).slice(0, limit);
          this.calls[this.calls.length - 1].rows = page.length;
          return page;
        }),
    };
  }
}
