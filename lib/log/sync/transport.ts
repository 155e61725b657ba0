/** How the sync talks to the server, implemented over supabase-js (supabase-transport.ts) or a fake. */
import type { Cursor, RowsOf, SyncTable, Upload } from './rows';

export interface SyncTransport {
  /** Upserts by id (merge duplicates) and returns the rows as stored, with the server's updated_at and version. */
  upsert<T extends SyncTable>(table: T, rows: Upload<T>[]): Promise<RowsOf[T]['server'][]>;
  /** Rows after `after` in (updated_at, id) order, at most `limit`; from the start when `after` is null. */
  pull<T extends SyncTable>(table: T, after: Cursor | null, limit: number): Promise<RowsOf[T]['server'][]>;
  /** The server's rows with these ids (those this keeper may read). */
  fetch<T extends SyncTable>(table: T, ids: string[]): Promise<RowsOf[T]['server'][]>;
  /** The server's clock (ISO 8601): the re-sync horizon is measured on it, never on the phone's. */
  serverNow(): Promise<string>;
}

/**
 * Why a call failed, and so what the sync does next:
 * - `offline`: no answer (network down, connection dropped, timeout): retried with back-off.
 * - `auth`: 401, the session is no longer accepted: the session is refreshed, then retried.
 * - `account`: the browser's session now belongs to another account (signed in again in another tab): nothing
 *   is sent, the engine stops, and the page follows the new account.
 * - `conflict`: the server holds a newer version of the row than the change was based on (409, PT409).
 * - `rejected`: the database refused the row itself (a constraint or data error, or a row of another account):
 *   sending the same row again cannot help, so the change is set aside for the keeper.
 * - `server`: anything else (5xx, 404 or a stale schema cache during a deploy, 429, a missing tank): retried.
 */
export type SyncFailure = 'offline' | 'auth' | 'account' | 'conflict' | 'rejected' | 'server';

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

/** The code the guarded fetch (lib/supabase/client.ts) gives a request it refused to send for another account. */
export const ACCOUNT_CHANGED = 'ACCOUNT_CHANGED';
/** The SQLSTATE of a version conflict (supabase/migrations/*_log_integrity.sql); PostgREST answers it with 409. */
export const VERSION_CONFLICT = 'PT409';

/** What a failure means for the sync, from the HTTP status and PostgreSQL/PostgREST code (see SyncFailure). */
export function classifyFailure(status: number, code: string | null, message = ''): SyncFailure {
  if (code === ACCOUNT_CHANGED) return 'account';
  if (code === VERSION_CONFLICT) return 'conflict';
  if (status === 401) return 'auth';
  if (status === 0) return 'offline';
  // 23503: an entry whose tank the server does not have yet; it waits for its tank.
  if (code && (code.startsWith('22') || code.startsWith('23')) && code !== '23503') return 'rejected';
  // A row of another account (an upsert by an id someone else owns): refused by row-level security. A plain
  // "permission denied" is a deploy's privileges, not the row, and is retried.
  if (code === '42501' && /row-level security/i.test(message)) return 'rejected';
  return 'server';
}

/** The SyncError for an HTTP status (0 = no response) and PostgreSQL/PostgREST code. */
export function errorForStatus(status: number, message: string, code: string | null = null): SyncError {
  return new SyncError(classifyFailure(status, code, message), message, status, code);
}
