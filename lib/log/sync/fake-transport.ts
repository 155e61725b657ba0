/**
 * An in-memory server for the sync's unit tests, refusing what the database refuses where the sync depends on it:
 * rows by id per table; an owner check like the row-level security; an entry only in a tank its keeper has on the
 * server (the foreign key); updated_at, created_at, deleted_at and version from its own clock and counter; a change
 * based on an older version refused with 409 (PT409) and a replayed change id applied as nothing
 * (supabase/migrations/*_log_integrity.sql); a page cap like PostgREST's max rows; and faults to inject.
 */
import type { Cursor, RowsOf, ServerRow, SyncTable, Upload } from './rows';
import { compareCursor } from './rows';
import { errorForStatus, VERSION_CONFLICT, type SyncTransport } from './transport';

/** Runs `fn` as an async function would: what it returns resolves the promise and what it throws rejects it. */
const settle = <R>(fn: () => R): Promise<R> => new Promise((resolve) => resolve(fn()));

export type Fault = 'drop-after-commit' | 'offline' | 'error-500' | 'unauthorized' | 'reject' | 'not-found' | 'hang';

/** The database's check constraints the sync's tests lean on (supabase/migrations: the log's bounds). */
function checkProblem(r: Partial<Upload<'entries'> & Upload<'tanks'>>): string | null {
  const json = (v: unknown) => (v == null ? 0 : new TextEncoder().encode(JSON.stringify(v)).length);
  if (r.at !== undefined && !(r.at > '1970-01-01' && r.at < '2200-01-01')) return 'log_entries_at_check';
  if (typeof r.note === 'string' && r.note.length > 4000) return 'log_entries_note_check';
  for (const k of ['values', 'typed', 'targets', 'additives'] as const) if (json(r[k]) > 16_384) return `log_${k}_size`;
  if (r.typed && Object.values(r.typed).some((v) => typeof v !== 'string')) return 'log_entries_typed_strings';
  return null;
}

export class FakeServer {
  readonly rows: Record<SyncTable, Map<string, ServerRow>> = { tanks: new Map(), entries: new Map() };
  /** faults for the next calls, consumed in order */
  faults: (Fault | undefined)[] = [];
  calls: { kind: 'upsert' | 'pull' | 'fetch' | 'now'; table: SyncTable | null; rows: number }[] = [];
  /** the most rows any read returns, whatever limit was asked (PostgREST's db-max-rows) */
  maxRows = Infinity;
  private micros = 0;
  constructor(public clockMs = Date.parse('2026-11-20T00:00:00Z')) {}

  /** The next server timestamp (strictly increasing), e.g. 2026-11-20T00:00:00.000001+00:00. */
  tick(): string {
    this.micros++;
    const ms = this.clockMs + Math.floor(this.micros / 1000);
    const iso = new Date(ms).toISOString().replace('Z', '');
    return `${iso}${String(this.micros % 1000).padStart(3, '0')}+00:00`;
  }

  private failIfAsked(fault: Fault | undefined) {
    if (fault === 'offline') throw errorForStatus(0, 'fetch failed');
    if (fault === 'unauthorized') throw errorForStatus(401, 'JWT expired', 'PGRST303');
    if (fault === 'error-500') throw errorForStatus(500, 'Internal error');
    if (fault === 'not-found') throw errorForStatus(404, 'Could not find the table in the schema cache', 'PGRST205');
  }

  /** What the database does with one uploaded row (the touch trigger, the version check, the checks). */
  private store<T extends SyncTable>(table: T, r: Upload<T>, userId: string, t: string): RowsOf[T]['server'] {
    const old = this.rows[table].get(r.id) as RowsOf[T]['server'] | undefined;
    if (r.user_id !== userId || (old && old.user_id !== userId))
      throw errorForStatus(403, 'new row violates row-level security policy for table', '42501');
    if ((r as { name?: string }).name === 'REFUSE') throw errorForStatus(400, 'violates check constraint', '23514');
    const problem = checkProblem(r);
    if (problem) throw errorForStatus(400, `new row violates check constraint "${problem}"`, '23514');
    if (table === 'entries') {
      const tank = this.rows.tanks.get((r as Upload<'entries'>).tank_id);
      if (!tank || tank.user_id !== userId) throw errorForStatus(409, 'violates foreign key constraint', '23503');
    }
    const { base_version, ...row } = r;
    if (!old) {
      return { ...row, version: 1, updated_at: t, created_at: t, deleted_at: row.deleted_at ? t : null } as unknown as RowsOf[T]['server'];
    }
    if (row.change_id && row.change_id === old.change_id) return old;
    if (base_version !== old.version) throw errorForStatus(409, 'the row changed since this version', VERSION_CONFLICT);
    return {
      ...row,
      version: old.version + 1,
      updated_at: t,
      created_at: old.created_at,
      deleted_at: row.deleted_at ? (old.deleted_at ?? t) : null,
    } as unknown as RowsOf[T]['server'];
  }

  transport(userId: string): SyncTransport {
    const take = () => this.faults.shift();
    const hang = () => new Promise<never>(() => {});
    return {
      upsert: <T extends SyncTable>(table: T, rows: Upload<T>[]) => {
        this.calls.push({ kind: 'upsert', table, rows: rows.length });
        const fault = take();
        if (fault === 'hang') return hang();
        return settle(() => {
          this.failIfAsked(fault);
          if (fault === 'reject') throw errorForStatus(400, 'violates check constraint', '23514');
          const t = this.tick();
          // one statement: all rows or none
          const stored = rows.map((r) => this.store(table, r, userId, t));
          for (const row of stored) this.rows[table].set(row.id, row);
          if (fault === 'drop-after-commit') throw errorForStatus(0, 'socket hang up');
          return stored;
        });
      },
      pull: <T extends SyncTable>(table: T, after: Cursor | null, limit: number) => {
        const fault = take();
        this.calls.push({ kind: 'pull', table, rows: 0 });
        if (fault === 'hang') return hang();
        return settle(() => {
          this.failIfAsked(fault);
          const all = [...this.rows[table].values()]
            .filter((r) => r.user_id === userId)
            .sort((a, b) => compareCursor({ updatedAt: a.updated_at, id: a.id }, { updatedAt: b.updated_at, id: b.id }));
          const page = all
            .filter((r) => !after || compareCursor({ updatedAt: r.updated_at, id: r.id }, after) > 0)
            .slice(0, Math.min(limit, this.maxRows));
          this.calls[this.calls.length - 1].rows = page.length;
          return page;
        });
      },
      fetch: <T extends SyncTable>(table: T, ids: string[]) => {
        this.calls.push({ kind: 'fetch', table, rows: ids.length });
        return settle(() => ids.map((id) => this.rows[table].get(id)).filter((r) => r && r.user_id === userId) as RowsOf[T]['server'][]);
      },
      serverNow: () => {
        this.calls.push({ kind: 'now', table: null, rows: 0 });
        const fault = take();
        if (fault === 'hang') return hang();
        return settle(() => {
          this.failIfAsked(fault);
          return new Date(this.clockMs + Math.floor(this.micros / 1000)).toISOString();
        });
      },
    };
  }
}
