/** How the sync talks to the server: two calls, implemented over supabase-js (supabase-transport.ts) or a fake. */
import type { Cursor, RowsOf, SyncTable, Upload } from './rows';

export interface SyncTransport {
  /** Upserts by id (merge duplicates) and returns the rows as stored, with the server's updated_at. */
  upsert<T extends SyncTable>(table: T, rows: Upload<T>[]): Promise<RowsOf[T]['server'][]>;
  /** Rows after `after` in (updated_at, id) order, at most `limit`; from the start when `after` is null. */
  pull<T extends SyncTable>(table: T, after: Cursor | null, limit: number): Promise<RowsOf[T]['server'][]>;
}

export type SyncFailure = 'offline' | 'auth' | 'server' | 'rejected';

/**
 * A failed call: `offline` (no answer: network down, connection dropped, timeout), `auth` (401: the session is no
 * longer accepted), `rejected` (4xx: the server refuses these rows, retrying the same rows cannot help),
 * `server` (5xx and anything else: worth retrying).
 */
export class SyncError extends Error {
  constructor(
    readonly failure: SyncFailure,
    message: string,
    readonly status = 0,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

/** The SyncError for an HTTP status (0 = no response). */
export function errorForStatus(status: number, message: string, code: string | null = null): SyncError {
  if (status === 0) return new SyncError('offline', message, status, code);
  if (status === 401) return new SyncError('auth', message, status, code);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return new SyncError('rejected', message, status, code);
  return new SyncError('server', message, status, code);
}
