import { isOneOf } from '@/lib/one-of';
import { LOG_FILE_FORMAT, LOG_FILE_VERSION } from './export';
import type { ImportResult, ImportedEntry, ImportedTank, Refusal } from './import';
import {
  dangerousKeyProblem,
  entryBoundsProblem,
  isRecord,
  storedValues,
  tankProblem,
  utcOrNull,
  UUID,
  valuesProblem,
} from './import-checks';
import { LOG_ENTRY_KINDS, type LogEntry, type LogTank } from './model';

const ownerOf = (x: Record<string, unknown>) => (typeof x.userId === 'string' && x.userId !== '' ? x.userId : null);

/**
 * Reads the JSON export. Rows keep the id, owner and `updatedAt` of the file; import-plan.ts compares them with
 * what is stored. With `existingTankIds`, an entry whose tank is neither in the file nor among them is refused here
 * (the planner checks again against the stored log).
 */
export function parseLogJson(text: string, existingTankIds?: readonly string[]): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'malformed' };
  }
  if (
    !isRecord(data) ||
    data.format !== LOG_FILE_FORMAT ||
    data.version !== LOG_FILE_VERSION ||
    !Array.isArray(data.tanks) ||
    !Array.isArray(data.entries)
  ) {
    return { ok: false, error: 'wrongShape' };
  }
  const refused: Refusal[] = [];
  const tanks: ImportedTank[] = [];
  const seenTanks = new Set<string>();
  data.tanks.forEach((t, i) => {
    const problem = tankProblem(t) ?? dangerousKeyProblem(t);
    if (problem) return refused.push({ row: i + 1, ...problem, field: problem.field ? `tanks.${problem.field}` : 'tanks' });
    const x = t as unknown as LogTank & Record<string, unknown>;
    if (seenTanks.has(x.id)) return refused.push({ row: i + 1, reason: 'duplicate', field: 'tanks' });
    seenTanks.add(x.id);
    if (x.deletedAt) return refused.push({ row: i + 1, reason: 'deletedInFile', field: 'tanks' });
    tanks.push({
      row: i + 1,
      id: x.id,
      userId: ownerOf(x),
      name: x.name.trim(),
      volumeL: x.volumeL,
      targets: x.targets,
      additives: isRecord(x.additives) ? x.additives : {},
      archivedAt: utcOrNull(x.archivedAt),
      createdAt: utcOrNull(x.createdAt) ?? '',
      updatedAt: utcOrNull(x.updatedAt) ?? '',
      deletedAt: null,
    });
  });
  const tankIds = existingTankIds ? new Set([...existingTankIds, ...tanks.map((t) => t.id)]) : null;
  const seen = new Set<string>();
  const entries: ImportedEntry[] = [];
  data.entries.forEach((e, i) => {
    const row = i + 1;
    if (!isRecord(e) || typeof e.id !== 'string' || !UUID.test(e.id)) return refused.push({ row, reason: 'badId' });
    if (seen.has(e.id)) return refused.push({ row, reason: 'duplicate' });
    if (typeof e.tankId !== 'string' || !UUID.test(e.tankId) || (tankIds && !tankIds.has(e.tankId)))
      return refused.push({ row, reason: 'unknownTank' });
    // the JSON export carries every kind
    if (!isOneOf(LOG_ENTRY_KINDS, e.kind)) return refused.push({ row, reason: 'unknownKind' });
    const at = utcOrNull(e.at);
    if (at === null) return refused.push({ row, reason: 'invalidDate', field: 'at' });
    const bounds = entryBoundsProblem({ at, note: e.note, typed: e.typed });
    if (bounds) return refused.push({ row, ...bounds });
    const problem = valuesProblem(e.kind, e.values) ?? dangerousKeyProblem(e);
    if (problem) return refused.push({ row, ...problem });
    seen.add(e.id);
    if (e.deletedAt) return refused.push({ row, reason: 'deletedInFile' });
    const x = e as unknown as LogEntry;
    entries.push({
      row,
      id: x.id,
      tankId: x.tankId,
      kind: x.kind,
      at,
      values: storedValues(x.kind, x.values as Record<string, unknown>),
      ...(isRecord(x.typed) ? { typed: x.typed } : {}),
      note: typeof x.note === 'string' && x.note.trim() ? x.note.trim() : null,
      updatedAt: utcOrNull(x.updatedAt) ?? '',
      userId: ownerOf(e),
    });
  });
  return { ok: true, preview: { format: 'json', tanks, entries, refused } };
}
