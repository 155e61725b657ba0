import type { LogEntry, LogParameter, LogTank, TestValues } from '@/lib/log/model';
import { LOG_PARAMETERS } from '@/lib/log/model';
import type { Species } from '@/lib/species/types';
import type { Animal } from './animals';

/**
 * Care checks from the log: for each living animal whose species the catalogue knows, a coral's sensitive parameters
 * against the latest test of each, a fish's minimum tank volume against the tank's, and pairs the catalogue marks
 * incompatible. One finding per animal and cause; the tank shows each finding once (never one per test).
 */
export type CareFinding =
  | { kind: 'parameter'; animalId: string; parameter: LogParameter; value: number; low: number; high: number }
  | { kind: 'tankSize'; animalId: string; volumeL: number; minL: number }
  | { kind: 'incompatible'; animalId: string; otherId: string };

/** The latest tested value of each parameter (canonical units), with when it was taken. */
export function latestValues(entries: readonly LogEntry[]): Partial<Record<LogParameter, { value: number; at: string }>> {
  const out: Partial<Record<LogParameter, { value: number; at: string }>> = {};
  for (const e of entries) {
    if (e.kind !== 'test' || e.deletedAt) continue;
    const v = e.values as TestValues;
    for (const p of LOG_PARAMETERS) {
      const x = v[p];
      if (typeof x === 'number' && (!out[p] || out[p].at <= e.at)) out[p] = { value: x, at: e.at };
    }
  }
  return out;
}

const isParameter = (p: string): p is LogParameter => (LOG_PARAMETERS as readonly string[]).includes(p);

export function careFindings(
  tank: Pick<LogTank, 'volumeL'>,
  animals: readonly Animal[],
  entries: readonly LogEntry[],
  species: ReadonlyMap<string, Species>,
): CareFinding[] {
  const out: CareFinding[] = [];
  const latest = latestValues(entries);
  const alive = animals.filter((a) => a.values.status === 'alive');
  for (const a of alive) {
    const s = a.values.speciesId ? species.get(a.values.speciesId) : undefined;
    if (!s) continue;
    for (const [p, range] of Object.entries(s.sensitive?.value ?? {})) {
      const v = isParameter(p) ? latest[p] : undefined;
      if (range && v && (v.value < range.low || v.value > range.high) && isParameter(p))
        out.push({ kind: 'parameter', animalId: a.id, parameter: p, value: v.value, low: range.low, high: range.high });
    }
    if (s.group === 'fish' && s.minTankL && tank.volumeL < s.minTankL.value)
      out.push({ kind: 'tankSize', animalId: a.id, volumeL: tank.volumeL, minL: s.minTankL.value });
    for (const b of alive) {
      if (b.id === a.id || !b.values.speciesId) continue;
      const other = species.get(b.values.speciesId);
      const flagged = s.incompatibleWith?.includes(b.values.speciesId) || other?.incompatibleWith?.includes(s.id);
      if (flagged) out.push({ kind: 'incompatible', animalId: a.id, otherId: b.id });
    }
  }
  return out;
}

/** The tank's lines: each finding once (an incompatible pair once, not from both sides). */
export function tankFindings(findings: readonly CareFinding[]): CareFinding[] {
  return findings.filter((f) => f.kind !== 'incompatible' || f.animalId < f.otherId);
}
