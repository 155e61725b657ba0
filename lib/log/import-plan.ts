import type { LogDb } from './db';
import type { ImportPreview, Refusal } from './import';
import {
  decideWrites,
  entryStatus,
  tankStatus,
  type ImportChoice,
  type ImportEntry,
  type RowStatus,
  type StoredRows,
} from './import-merge';
import { remapReferences } from './import-refs';
import type { LogEntry, LogTank } from './model';
import { nameUuid } from './name-uuid';
import { META_USER_ID } from './repo';
import { defaultTargets } from './targets';

/**
 * What an import would do to the stored log, before anything is written, and what it writes once the keeper has
 * chosen (repo.ts importBatch calls decideWrites inside its transaction, against the rows stored at that moment).
 *
 * - Every row of the file is matched with the stored row of the same id (tombstones included): it is new, the same,
 *   newer or older than the stored one (JSON carries `updatedAt`), or, for CSV, which has no time of change, it
 *   "differs". A row deleted here stays deleted unless the keeper chooses to restore it.
 * - By default only new rows are written: what is stored is kept. Taking the file's version of the stored rows that
 *   differ (only the newer ones, or all) is the keeper's explicit choice.
 * - Ids: a row keeps its id when this log holds it, or when the file says it is this keeper's (JSON `userId`).
 *   Any other row (another account's export, a file made signed out or in another browser) gets an id of its own,
 *   a name-based UUID of (keeper or 'local', its id): never someone else's id, which could never sync and would block
 *   its owner's, and the same id each time, so importing the file again changes nothing. Entries follow their tank.
 * - The long CSV's `tank` column names the tank: an entry already stored stays in its tank; a new one goes to the
 *   keeper's tank of that name, or to a tank the import creates (the preview names it). Never to the tank shown,
 *   unless its `tank` cell is empty. A wide CSV goes to the tank shown.
 */

/** The volume of a tank an import creates from a long CSV's `tank` name (the file has none; the keeper edits it). */
export const NEW_TANK_VOLUME_L = 100;

export * from './import-merge';

/* Planning: the file's ids and tanks resolved against the stored log. */

/** The id a row that is not the keeper's gets here: the same for the same (keeper, id), whatever the file. */
export const derivedId = (keeper: string | null, id: string) => nameUuid(`row\n${keeper ?? 'local'}\n${id.toLowerCase()}`);

/** Ids a file's row may already have in this log: its own, or one an earlier import gave it (signed in or out). */
export function candidateIds(id: string, keeper: string | null): string[] {
  const ids = [id, derivedId(keeper, id), derivedId(null, id)];
  return [...new Set(ids)];
}

/** The id of the tank an import creates for a long CSV's tank name. */
export const namedTankId = (keeper: string | null, name: string) => nameUuid(`tank-name\n${keeper ?? 'local'}\n${name}`);

export interface PlanContext {
  /** the keeper: the meta row `userId` (null signed out) */
  keeper: string | null;
  /** the tank on screen (a wide CSV goes there, and a long CSV's rows with an empty `tank`) */
  tankId: string | null;
  /** every stored tank, tombstones included */
  tanks: readonly LogTank[];
  /** stored entries, at least those with any of the file's candidate ids */
  entries: ReadonlyMap<string, LogEntry>;
  /** a wide CSV: the stored entries of the tank shown at the file's times, whatever their ids */
  atFileTimes?: readonly LogEntry[];
}

export type StatusCounts = Record<RowStatus, number>;

export interface ImportPlan {
  format: ImportPreview['format'];
  source?: ImportPreview['source'];
  encoding?: ImportPreview['encoding'];
  sgColumn?: ImportPreview['sgColumn'];
  /** the batch for importBatch: ids and tanks resolved */
  tanks: LogTank[];
  entries: ImportEntry[];
  counts: { tanks: StatusCounts; entries: StatusCounts };
  /** tanks the import creates from a long CSV's `tank` names */
  newTankNames: string[];
  /** rows the file says are another account's: they are added with ids of their own */
  otherAccount: number;
  /** rows that got an id of their own (not this log's, not known to be the keeper's) */
  reassigned: number;
  refused: Refusal[];
  /** what was stored when planned (for countWrites) */
  stored: StoredRows;
  keeper: string | null;
}

const zeroCounts = (): StatusCounts => ({ new: 0, same: 0, newer: 0, older: 0, differs: 0, deleted: 0 });

export function planImport(preview: ImportPreview, ctx: PlanContext): ImportPlan {
  const { keeper } = ctx;
  const storedTanks = new Map(ctx.tanks.map((t) => [t.id, t]));
  const storedEntries = new Map([...ctx.entries, ...(ctx.atFileTimes ?? []).map((e) => [e.id, e] as const)]);
  const refused = [...preview.refused];
  let otherAccount = 0;
  let reassigned = 0;
  const isOther = (owner: string | null | undefined) => owner != null && owner !== keeper;

  function resolve(id: string, owner: string | null | undefined, has: (id: string) => boolean): string {
    if (isOther(owner)) otherAccount++;
    const found = candidateIds(id, keeper).find(has);
    if (found) return found;
    if (keeper !== null && owner === keeper) return id;
    reassigned++;
    return derivedId(keeper, id);
  }

  // JSON tanks
  const tankMap = new Map<string, string>();
  const tanks: LogTank[] = [];
  const tankCounts = zeroCounts();
  for (const t of preview.tanks) {
    const id = resolve(t.id, t.userId, (c) => storedTanks.has(c));
    tankMap.set(t.id, id);
    const { row: _row, ...tank } = t;
    const resolved: LogTank = { ...tank, id, userId: keeper };
    tanks.push(resolved);
    tankCounts[tankStatus(resolved, storedTanks.get(id))]++;
  }

  // tanks named by a long CSV
  const newTankNames: string[] = [];
  const liveByName = new Map<string, string>();
  [...ctx.tanks]
    .filter((t) => !t.deletedAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .forEach((t) => {
      const name = t.name.trim().normalize('NFC');
      if (!liveByName.has(name)) liveByName.set(name, t.id);
    });
  function tankForName(name: string): string | null {
    const n = name.normalize('NFC');
    if (n === '') return ctx.tankId;
    const byName = liveByName.get(n);
    if (byName) return byName;
    const id = namedTankId(keeper, n);
    const stored = storedTanks.get(id);
    if (stored) return stored.deletedAt ? null : id;
    if (!tanks.some((t) => t.id === id)) {
      tanks.push({
        id,
        userId: keeper,
        name: n,
        volumeL: NEW_TANK_VOLUME_L,
        targets: defaultTargets(),
        additives: {},
        archivedAt: null,
        createdAt: '',
        updatedAt: '',
        deletedAt: null,
      });
      tankCounts.new++;
      newTankNames.push(n);
    }
    return id;
  }

  const entries: ImportEntry[] = [];
  const storedOf: (LogEntry | undefined)[] = [];
  const fileIds = new Map<string, string>();
  const entryCounts = zeroCounts();
  const seen = new Set<string>();
  // A wide CSV row not stored under its id is the stored entry of its tank, time and kind when there is exactly one
  // (a sheet imported before its ids were named by time, or the same test typed by hand): "differs", never a second
  // test of that time. A deleted one stays deleted.
  const sameTimeId = (e: ImportPreview['entries'][number]): string | null => {
    if (preview.format !== 'csv-wide' || storedEntries.has(e.id) || !ctx.atFileTimes) return null;
    const t = Date.parse(e.at);
    const same = ctx.atFileTimes.filter((s) => s.tankId === e.tankId && s.kind === e.kind && Date.parse(s.at) === t);
    return same.length === 1 && !seen.has(same[0].id) ? same[0].id : null;
  };
  const tankKnown = (id: string) => {
    const t = storedTanks.get(id);
    return (t && !t.deletedAt) || tanks.some((x) => x.id === id);
  };
  for (const e of preview.entries) {
    // a wide CSV's, a tester's and a mapped table's ids are named by the tank and the row: they are never another's
    const named = preview.format === 'csv-wide' || preview.format === 'device' || preview.format === 'table';
    const id = named ? (sameTimeId(e) ?? e.id) : resolve(e.id, e.userId, (c) => ctx.entries.has(c));
    const stored = storedEntries.get(id);
    let tankId: string | null;
    if (stored) tankId = stored.tankId;
    else if (preview.format === 'csv-long') tankId = tankForName(e.tankName ?? '');
    else if (preview.format === 'json')
      tankId = tankMap.get(e.tankId!) ?? candidateIds(e.tankId!, keeper).find((c) => storedTanks.has(c)) ?? null;
    else tankId = e.tankId;
    if (!tankId || (!stored && !tankKnown(tankId))) {
      refused.push({ row: e.row, reason: 'unknownTank' });
      continue;
    }
    if (seen.has(id)) {
      refused.push({ row: e.row, reason: 'duplicate' });
      continue;
    }
    seen.add(id);
    const entry: ImportEntry = {
      id,
      tankId,
      kind: e.kind,
      at: e.at,
      values: e.values,
      ...(e.typed ? { typed: e.typed } : {}),
      note: e.note,
      ...(e.updatedAt !== undefined ? { updatedAt: e.updatedAt } : {}),
    };
    entries.push(entry);
    storedOf.push(stored);
    fileIds.set(e.id, id);
  }
  // the values' references follow the ids given (a completion's task, an event's animal, a post's photos), before the
  // rows are compared with what is stored, which an earlier import stored remapped the same way
  const to = (ref: string) => fileIds.get(ref) ?? candidateIds(ref, keeper).find((c) => storedEntries.has(c)) ?? ref;
  const remapped = remapReferences(entries, to);
  remapped.forEach((entry, i) => entryCounts[entryStatus(entry, storedOf[i])]++);
  refused.sort((a, b) => a.row - b.row);
  return {
    format: preview.format,
    ...(preview.source ? { source: preview.source } : {}),
    encoding: preview.encoding,
    ...(preview.sgColumn ? { sgColumn: preview.sgColumn } : {}),
    tanks,
    entries: remapped,
    counts: { tanks: tankCounts, entries: entryCounts },
    newTankNames,
    otherAccount,
    reassigned,
    refused,
    stored: { tanks: storedTanks, entries: storedEntries },
    keeper,
  };
}

/** How many tanks and entries the import writes under `choice` (what the confirm button says). */
export function countWrites(plan: ImportPlan, choice: ImportChoice): { tanks: number; entries: number } {
  const w = decideWrites(plan, plan.stored, choice, plan.keeper, new Date(0).toISOString(), () => '');
  return { tanks: w.tanks.length, entries: w.entries.length };
}

/** Reads what planImport needs from the log (the keeper, every tank, the entries the file may match) and plans. */
export async function previewImport(db: LogDb, preview: ImportPreview, tankId: string | null): Promise<ImportPlan> {
  return db.transaction('r', [db.tanks, db.entries, db.meta], async () => {
    const meta = await db.meta.get(META_USER_ID);
    const keeper = typeof meta?.value === 'string' ? meta.value : null;
    const ids = [...new Set(preview.entries.flatMap((e) => candidateIds(e.id, keeper)))];
    const found = await db.entries.bulkGet(ids);
    const entries = new Map(found.filter((e): e is LogEntry => !!e).map((e) => [e.id, e]));
    const times = new Set(preview.entries.map((e) => Date.parse(e.at)));
    const atFileTimes =
      preview.format === 'csv-wide' && tankId
        ? await db.entries
            .where('tankId')
            .equals(tankId)
            .filter((e) => times.has(Date.parse(e.at)))
            .toArray()
        : undefined;
    return planImport(preview, { keeper, tankId, tanks: await db.tanks.toArray(), entries, ...(atFileTimes ? { atFileTimes } : {}) });
  });
}
