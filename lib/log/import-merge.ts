import type { LogEntry, LogTank } from './model';
import type { EntryInput } from './repo';

/**
 * How an imported row meets the stored one (import-plan.ts plans an import; repo.ts importBatch writes it through
 * decideWrites, against the rows stored when it writes). Kept apart from the planner and the file readers, which
 * bring the dosing presets, the schemas and the seawater core: repo.ts is on the log's first load and needs none of them.
 */

/** Keys sorted at every level, so equal values give equal text whatever order they were built in. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

export type RowStatus = 'new' | 'same' | 'newer' | 'older' | 'differs' | 'deleted';
export const ROW_STATUSES: readonly RowStatus[] = ['new', 'same', 'newer', 'older', 'differs', 'deleted'];

/** Stored rows that differ from the file: keep them (default), take the file's where it is newer, or take the file's. */
export type ExistingChoice = 'keep' | 'newer' | 'file';
export interface ImportChoice {
  existing: ExistingChoice;
  /** bring back rows deleted here that the file still has */
  restoreDeleted: boolean;
}
export const KEEP_STORED: ImportChoice = { existing: 'keep', restoreDeleted: false };

/** An entry ready to write: its id and tank resolved; `updatedAt` the file's time of change, when it has one. */
export type ImportEntry = EntryInput & { updatedAt?: string };

const normNote = (n: unknown) => (typeof n === 'string' && n.trim() ? n.trim() : null);
const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : NaN);

/** null and absent are the same (a dose's additiveId: null; a water change's newWaterPreset). */
function dropNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropNulls);
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== null && x !== undefined)
        .map(([k, x]) => [k, dropNulls(x)]),
    );
  return v;
}
const sameJson = (a: unknown, b: unknown) => stableJson(dropNulls(a ?? {})) === stableJson(dropNulls(b ?? {}));

/** The file's entry says what the stored one says (its tank aside: a stored entry is never moved). */
export function sameEntry(file: ImportEntry, stored: LogEntry): boolean {
  return (
    file.kind === stored.kind &&
    ms(file.at) === ms(stored.at) &&
    sameJson(file.values, stored.values) &&
    normNote(file.note) === normNote(stored.note) &&
    // CSV carries no typed texts: only a file that has them compares them
    (file.typed === undefined || sameJson(file.typed, stored.typed))
  );
}

export function sameTank(file: LogTank, stored: LogTank): boolean {
  return (
    file.name.trim() === stored.name.trim() &&
    file.volumeL === stored.volumeL &&
    sameJson(file.targets, stored.targets) &&
    sameJson(file.additives, stored.additives) &&
    (file.archivedAt === null) === (stored.archivedAt === null) &&
    (file.archivedAt === null || ms(file.archivedAt) === ms(stored.archivedAt))
  );
}

function byTime(fileUpdatedAt: string | undefined, storedUpdatedAt: string): RowStatus {
  const f = ms(fileUpdatedAt);
  const s = ms(storedUpdatedAt);
  if (Number.isNaN(f) || Number.isNaN(s) || f === s) return 'differs';
  return f > s ? 'newer' : 'older';
}

export function entryStatus(file: ImportEntry, stored: LogEntry | undefined): RowStatus {
  if (!stored) return 'new';
  if (stored.deletedAt) return 'deleted';
  return sameEntry(file, stored) ? 'same' : byTime(file.updatedAt, stored.updatedAt);
}

export function tankStatus(file: LogTank, stored: LogTank | undefined): RowStatus {
  if (!stored) return 'new';
  if (stored.deletedAt) return 'deleted';
  return sameTank(file, stored) ? 'same' : byTime(file.updatedAt, stored.updatedAt);
}

/** Whether a row of this status is written under the keeper's choice. */
export function isWritten(status: RowStatus, choice: ImportChoice): boolean {
  switch (status) {
    case 'new':
      return true;
    case 'same':
      return false;
    case 'deleted':
      return choice.restoreDeleted;
    case 'newer':
      return choice.existing !== 'keep';
    default:
      return choice.existing === 'file';
  }
}

export interface StoredRows {
  tanks: ReadonlyMap<string, LogTank>;
  entries: ReadonlyMap<string, LogEntry>;
}

/**
 * The rows an import writes, given what is stored now. A stored row taken from the file keeps its id, tank, owner
 * and creation time (and whatever else the stored row carries); new rows belong to `userId`. An entry whose tank
 * stays deleted is not written; `missingTank` says an entry points at a tank neither stored nor imported.
 */
export function decideWrites(
  batch: { tanks: readonly LogTank[]; entries: readonly ImportEntry[] },
  stored: StoredRows,
  choice: ImportChoice,
  userId: string | null,
  now: string,
  newId: () => string = () => crypto.randomUUID(),
): { tanks: LogTank[]; entries: LogEntry[]; missingTank: boolean } {
  const tanks: LogTank[] = [];
  for (const t of batch.tanks) {
    const old = stored.tanks.get(t.id);
    if (!isWritten(tankStatus(t, old), choice)) continue;
    const content = { name: t.name.trim(), volumeL: t.volumeL, targets: t.targets, additives: t.additives ?? {}, archivedAt: t.archivedAt };
    tanks.push(
      old
        ? // a change of the stored row: based on the version it holds, with a change id of its own (as updateTank)
          { ...old, ...content, updatedAt: now, deletedAt: null, changeId: newId() }
        : { ...t, ...content, userId, createdAt: t.createdAt || now, updatedAt: now, deletedAt: null, version: 0, changeId: newId() },
    );
  }
  const tankAfter = new Map(stored.tanks);
  for (const t of tanks) tankAfter.set(t.id, t);
  const entries: LogEntry[] = [];
  let missingTank = false;
  for (const e of batch.entries) {
    const old = e.id === undefined ? undefined : stored.entries.get(e.id);
    if (!isWritten(entryStatus(e, old), choice)) continue;
    const tank = tankAfter.get(old?.tankId ?? e.tankId);
    if (!tank) {
      missingTank = true;
      continue;
    }
    if (tank.deletedAt) continue;
    const content = {
      kind: e.kind,
      at: new Date(e.at).toISOString(),
      values: e.values,
      ...(e.typed ? { typed: e.typed } : {}),
      note: normNote(e.note),
    };
    entries.push(
      old
        ? { ...old, ...content, updatedAt: now, deletedAt: null, changeId: newId() }
        : {
            id: e.id ?? newId(),
            userId,
            tankId: e.tankId,
            ...content,
            createdAt: now,
            updatedAt: now,
            deletedAt: null,
            version: 0,
            changeId: newId(),
          },
    );
  }
  return { tanks, entries, missingTank };
}
