import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { PhotoBlobRow } from '@/lib/collection/model';
import { LOG_DB_NAME, LOG_DB_STORES, LOG_DB_STORES_V2, type LogEntry, type LogTank, type OutboxItem } from './model';

/** A key/value row of the `meta` table (e.g. `userId`: the signed-in keeper new rows belong to; sync cursors). */
export interface MetaRow {
  key: string;
  value: unknown;
}

export type LogDb = Dexie & {
  tanks: EntityTable<LogTank, 'id'>;
  entries: EntityTable<LogEntry, 'id'>;
  outbox: EntityTable<OutboxItem, 'seq'>;
  meta: EntityTable<MetaRow, 'key'>;
  photoBlobs: EntityTable<PhotoBlobRow, 'id'>;
};

/** Where the log lives: the browser's IndexedDB, or memory for this visit only (no IndexedDB, or it failed to open). */
export type LogStorage = 'indexeddb' | 'memory';

export function createLogDb(options?: DexieOptions, name: string = LOG_DB_NAME): LogDb {
  // liveQuery stays silent while Dexie's global dependencies lack indexedDB (no IndexedDB in this browser, or node):
  // give it the factory this database runs on.
  if (options?.indexedDB && !Dexie.dependencies.indexedDB) {
    Object.assign(Dexie.dependencies, { indexedDB: options.indexedDB, IDBKeyRange: options.IDBKeyRange });
  }
  const db = new Dexie(name, options) as LogDb;
  db.version(1).stores(LOG_DB_STORES);
  db.version(2).stores(LOG_DB_STORES_V2);
  return db;
}

/** In-memory IndexedDB (fake-indexeddb): the same Dexie API, tables and liveQuery, kept for this visit only. */
export async function createMemoryLogDb(name: string = LOG_DB_NAME): Promise<LogDb> {
  const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
  return createLogDb({ indexedDB: new IDBFactory(), IDBKeyRange }, name);
}

const OPEN_TIMEOUT_MS = 4000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('open timed out')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Opens the log: IndexedDB when the browser offers it and it opens; otherwise the same database over memory.
 * Some private modes have no `indexedDB`, or make `open` throw or fail; a blocked open never resolves, hence the timeout.
 */
export async function openLogDb(name: string = LOG_DB_NAME): Promise<{ db: LogDb; storage: LogStorage }> {
  const idb = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (idb && typeof IDBKeyRange !== 'undefined') {
    const db = createLogDb({ indexedDB: idb, IDBKeyRange }, name);
    try {
      await withTimeout(db.open(), OPEN_TIMEOUT_MS);
      return { db, storage: 'indexeddb' };
    } catch {
      db.close();
    }
  }
  const db = await createMemoryLogDb(name);
  await db.open();
  return { db, storage: 'memory' };
}

/**
 * Each account has a log of its own in the browser, and so has the signed-out visitor: separate IndexedDB
 * databases, so another account (or a visitor after sign-out) can never read, edit or upload a keeper's rows.
 */
export const logDbName = (userId: string | null) => (userId ? `${LOG_DB_NAME}:${userId}` : LOG_DB_NAME);
