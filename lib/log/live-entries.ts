import Dexie, { RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { LogDb } from './db';
import type { LogEntry } from './model';
import type { Checked } from './row-check';
import { loadRowCheck, storedEntries } from './repo';

/**
 * A tank's live entries kept in memory, oldest first, for the log screen.
 *
 * Dexie's `liveQuery` reads a query's whole result again after every committed write, and this tab's own writes are
 * explicit transactions (the row and its outbox item together), which its cache cannot patch: with 2,000 entries
 * that re-read (IndexedDB deserialising every row on the main thread) cost about 40 ms after each saved test, and
 * every row came back as a new object, so the whole chart rendered again (docs/performance.md).
 *
 * Here the screen's own writes go through `write(ids, fn)`: the ids are announced before the write commits, the
 * rows the write returns are patched into the list, and the commit's `storagemutated` event (which names the primary
 * keys a transaction wrote) is recognised as ours and causes no read. Any other change to the entries table — another
 * tab, the sync's pull, an import — triggers one re-read of the tank's entries, coalesced with the changes that follow
 * within a few milliseconds. A re-read keeps the objects of rows whose `updatedAt` did not change, so components
 * that memoise by row see no change where there is none.
 *
 * Every row is checked against the stored-row schema (row-check.ts) before it is shown: a malformed one (written
 * into IndexedDB by something other than this site's forms) is left out of what `onRows` gets and counted, and
 * stays stored untouched. The check's verdict is cached by row object, so a re-read checks only rows that changed.
 */
export interface LiveEntries {
  /** Runs a write of the entries with these ids (new ids chosen by the caller) and shows the rows it returns. */
  write<T extends LogEntry | LogEntry[]>(ids: readonly string[], fn: () => Promise<T>): Promise<T>;
  stop(): void;
}

/** How long a re-read waits for further changes (a sync pull commits in batches). */
const COALESCE_MS = 30;

/** The keys a part of a storagemutated event names, or null when it names a range (not single keys). */
function singleKeys(tree: IntervalTree): string[] | null {
  const keys: string[] = [];
  for (const node of new RangeSet().add(tree)) {
    if (typeof node.from !== 'string' || node.from !== node.to) return null;
    keys.push(node.from);
  }
  return keys;
}

/** Sorted insert/replace/remove of written rows; rows of another tank or deleted ones leave the list. */
export function patchEntries(rows: readonly LogEntry[], written: readonly LogEntry[], tankId: string): LogEntry[] {
  const byId = new Map(written.map((r) => [r.id, r]));
  const out = rows.filter((r) => !byId.has(r.id));
  for (const r of written) {
    if (r.deletedAt || r.tankId !== tankId) continue;
    // entries are mostly added at the end (a test just taken): search from there. Equal times sort by id, as the
    // [tankId+at] index orders them (a test and a dose saved in the same minute keep their places on a re-read).
    let i = out.length;
    while (i > 0 && (out[i - 1].at > r.at || (out[i - 1].at === r.at && out[i - 1].id > r.id))) i--;
    out.splice(i, 0, r);
  }
  return out;
}

/** The fresh rows, keeping the previous object of every row whose `updatedAt` is unchanged; `prev` if nothing changed. */
export function reconcileEntries(prev: readonly LogEntry[], fresh: readonly LogEntry[]): readonly LogEntry[] {
  const old = new Map(prev.map((r) => [r.id, r]));
  let same = prev.length === fresh.length;
  const out = fresh.map((r, i) => {
    const o = old.get(r.id);
    const keep = o && o.updatedAt === r.updatedAt && o.at === r.at ? o : r;
    if (keep !== prev[i]) same = false;
    return keep;
  });
  return same ? prev : out;
}

/**
 * Watches a tank's live entries (deleted ones left out); `onRows` gets the first read and every change. A read that
 * fails goes to `onError` (the screen reports it) and is tried again on the next change.
 */
export function watchEntries(
  db: LogDb,
  tankId: string,
  onRows: (checked: Checked<LogEntry>) => void,
  onError: (error: unknown) => void = () => {},
): LiveEntries {
  let rows: readonly LogEntry[] = [];
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reading = false;
  let again = false;
  /** bumped by every patch: a read that started before one is stale */
  let generation = 0;
  /** ids of this screen's writes in flight (announced before their commit's event) */
  const pending = new Map<string, number>();
  const prefix = `idb://${db.name}/entries/`;

  let loaded = false;
  /** every live row as stored, malformed ones too (kept, so a re-read reuses their objects and verdicts) */
  let check: Awaited<ReturnType<typeof loadRowCheck>> | null = null;
  const emit = (next: readonly LogEntry[]) => {
    if (stopped || !check || (loaded && next === rows)) return;
    loaded = true;
    rows = next;
    onRows(check.checkEntries(rows));
  };

  async function read() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const start = generation;
        const fresh = await storedEntries(db, tankId);
        check ??= await loadRowCheck();
        if (start !== generation) again = true;
        else emit(reconcileEntries(rows, fresh));
      } while (again && !stopped);
    } catch (e) {
      if (!stopped) onError(e);
    } finally {
      reading = false;
    }
  }
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void read();
    }, COALESCE_MS);
  };

  const onMutated = (parts: ObservabilitySet) => {
    let primary = false;
    let touched = false;
    for (const [key, tree] of Object.entries(parts)) {
      if (key === 'all') return schedule();
      if (!key.startsWith(prefix)) continue;
      touched = true;
      const index = key.slice(prefix.length);
      if (index !== '' && index !== ':dels') continue;
      primary = true;
      const keys = singleKeys(tree);
      if (!keys || keys.some((k) => !pending.has(k))) return schedule();
    }
    // a change that names no row of its own cannot be told apart from ours: read
    if (touched && !primary) schedule();
  };
  Dexie.on('storagemutated', onMutated);
  void read();

  return {
    async write(ids, fn) {
      for (const id of ids) pending.set(id, (pending.get(id) ?? 0) + 1);
      try {
        const result = await fn();
        check ??= await loadRowCheck();
        generation++;
        emit(patchEntries(rows, Array.isArray(result) ? result : [result], tankId));
        return result;
      } finally {
        for (const id of ids) {
          const n = (pending.get(id) ?? 1) - 1;
          if (n) pending.set(id, n);
          else pending.delete(id);
        }
      }
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      Dexie.on('storagemutated').unsubscribe(onMutated);
    },
  };
}
