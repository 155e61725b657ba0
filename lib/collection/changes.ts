import type { LogEntry, LogParameter } from '@/lib/log/model';
import { LOG_PARAMETERS } from '@/lib/log/model';
import { seriesOf } from '@/lib/log/series';
import type { AlkalinityUnit } from '@/lib/units';

/**
 * What changed before a photo: the log's events (animal events, doses, water changes, notes) in the days before it,
 * and each parameter's move over those days (the last test before the window, or its first test inside it, to the
 * last test before the photo), in the units the keeper reads (lib/log/series.ts).
 */
export const CHANGE_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export interface ParameterMove {
  parameter: LogParameter;
  from: number;
  to: number;
}

export function changesBefore(
  entries: readonly LogEntry[],
  at: string,
  alkUnit: AlkalinityUnit,
  days = CHANGE_WINDOW_DAYS,
): { events: LogEntry[]; moves: ParameterMove[] } {
  const end = Date.parse(at);
  const start = end - days * DAY_MS;
  const events = entries.filter((e) => {
    if (e.deletedAt || e.kind === 'test' || e.kind === 'photo' || e.kind === 'animal') return false;
    const t = Date.parse(e.at);
    return t > start && t <= end;
  });
  const moves: ParameterMove[] = [];
  for (const p of LOG_PARAMETERS) {
    const points = seriesOf(entries, p, alkUnit).filter((x) => x.t <= end);
    const inside = points.filter((x) => x.t > start);
    if (inside.length === 0) continue;
    const before = points.filter((x) => x.t <= start).at(-1);
    const from = (before ?? inside[0]).value;
    const to = inside.at(-1)!.value;
    if (from !== to) moves.push({ parameter: p, from, to });
  }
  return { events, moves };
}
