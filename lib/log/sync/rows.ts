/**
 * The log's rows as PostgREST sends them (snake_case columns of supabase/migrations/*_reef_log.sql) and the mapping
 * to the browser's rows (lib/log/model.ts). Timestamps are stored in the browser as `toISOString()` (UTC, ms), so
 * Dexie's [tankId+at] index sorts them; the server's exact `updated_at` (microseconds) is kept only in the cursor.
 */
import type { EntryValues, LogEntry, LogEntryKind, LogTank } from '../model';

export type SyncTable = 'tanks' | 'entries';
export const SERVER_TABLE = { tanks: 'log_tanks', entries: 'log_entries' } as const satisfies Record<SyncTable, string>;

export interface ServerTank {
  id: string;
  user_id: string;
  name: string;
  volume_l: number;
  targets: LogTank['targets'];
  additives: LogTank['additives'] | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  version: number;
  change_id: string | null;
}

export interface ServerEntry {
  id: string;
  user_id: string;
  tank_id: string;
  kind: LogEntryKind;
  at: string;
  values: EntryValues;
  typed: Record<string, string> | null;
  note: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  version: number;
  change_id: string | null;
}

export type ServerRow = ServerTank | ServerEntry;
export interface RowsOf {
  tanks: { local: LogTank; server: ServerTank };
  entries: { local: LogEntry; server: ServerEntry };
}

const utc = (t: string) => new Date(t).toISOString();
const utcOrNull = (t: string | null) => (t === null ? null : utc(t));

/**
 * What is uploaded: every column but updated_at and version, which the database sets, plus the version the change
 * was based on. The database refuses (409) a change based on an older version than its own, and applies a change
 * whose change_id it already holds as nothing (a retry after a lost response). created_at and deleted_at are sent
 * for the shape only: the database writes its own clock into both.
 */
export type Upload<T extends SyncTable> = Omit<RowsOf[T]['server'], 'updated_at' | 'version'> & { base_version: number };

export function tankToServer(t: LogTank, userId: string): Upload<'tanks'> {
  return {
    id: t.id,
    user_id: userId,
    name: t.name,
    volume_l: t.volumeL,
    targets: t.targets ?? {},
    additives: t.additives ?? null,
    archived_at: t.archivedAt,
    created_at: t.createdAt,
    deleted_at: t.deletedAt,
    change_id: t.changeId ?? null,
    base_version: t.version ?? 0,
  };
}

export function entryToServer(e: LogEntry, userId: string): Upload<'entries'> {
  return {
    id: e.id,
    user_id: userId,
    tank_id: e.tankId,
    kind: e.kind,
    at: e.at,
    values: e.values,
    typed: e.typed ?? null,
    note: e.note,
    created_at: e.createdAt,
    deleted_at: e.deletedAt,
    change_id: e.changeId ?? null,
    base_version: e.version ?? 0,
  };
}

export function tankFromServer(r: ServerTank): LogTank {
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    volumeL: Number(r.volume_l),
    targets: r.targets ?? {},
    additives: r.additives ?? {},
    archivedAt: utcOrNull(r.archived_at),
    createdAt: utc(r.created_at),
    updatedAt: utc(r.updated_at),
    deletedAt: utcOrNull(r.deleted_at),
    version: Number(r.version ?? 0),
    changeId: r.change_id ?? null,
  };
}

export function entryFromServer(r: ServerEntry): LogEntry {
  return {
    id: r.id,
    userId: r.user_id,
    tankId: r.tank_id,
    kind: r.kind,
    at: utc(r.at),
    values: r.values ?? {},
    ...(r.typed ? { typed: r.typed } : {}),
    note: r.note,
    createdAt: utc(r.created_at),
    updatedAt: utc(r.updated_at),
    deletedAt: utcOrNull(r.deleted_at),
    version: Number(r.version ?? 0),
    changeId: r.change_id ?? null,
  };
}

/** A point in the server's (updated_at, id) order. `updatedAt` is the server's text, microseconds kept. */
export interface Cursor {
  updatedAt: string;
  id: string;
}

/** [milliseconds since 1970, microseconds within the millisecond] of a PostgreSQL/ISO timestamp. */
function instant(t: string): [number, number] {
  const micro = /\.\d{3}(\d{1,3})/.exec(t)?.[1] ?? '0';
  return [Date.parse(t), Number(micro.padEnd(3, '0'))];
}

/** Orders cursors as the server does: by updated_at (to the microsecond), then id. */
export function compareCursor(a: Cursor, b: Cursor): number {
  const [am, au] = instant(a.updatedAt);
  const [bm, bu] = instant(b.updatedAt);
  return am - bm || au - bu || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
