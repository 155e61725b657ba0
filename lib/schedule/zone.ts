/**
 * Civil dates and wall-clock times in a keeper's IANA time zone, from the runtime's own zone data (Intl), so a task
 * due "every 3 days at 09:00" stays at 09:00 across daylight-saving changes. Dates are `YYYY-MM-DD`, times `HH:MM`.
 * A wall time that does not exist (the spring-forward gap) is read with the offset before the gap (02:30 → 03:30
 * in New York), and one that occurs twice (fall-back) is the first of the two — RFC 5545 §3.3.5's reading.
 */

export type CivilDate = string;
export const DAY_MS = 86_400_000;

/** The browser's own zone (UTC where the runtime names none); read in effects and handlers, never while rendering on the server. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The runtime's zone names by their lower case, to tell "asia/tokyo" from "Asia/Tokyo" (null where it lists none). */
let zoneNames: Map<string, string> | null | undefined;
function zoneNameOf(lower: string): string | undefined {
  if (zoneNames === undefined) {
    const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : null;
    zoneNames = list ? new Map(list.map((z) => [z.toLowerCase(), z])) : null;
  }
  return zoneNames?.get(lower);
}

/**
 * True when the runtime knows `timeZone` as an IANA zone, spelt as the zone database spells it. The runtime reads
 * names in any case ("asia/tokyo"), but the database checks them against pg_timezone_names as written, so a
 * miscased name would be kept here and refused there (a write that never syncs).
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
  } catch {
    return false;
  }
  const listed = zoneNameOf(timeZone.toLowerCase());
  return listed === undefined || listed === timeZone;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `timeZone` at the instant `ms`. */
export function wallAt(ms: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

/** Offset of `timeZone` from UTC at the instant `ms`, in minutes (Tokyo +540, New York −300 or −240). */
export function offsetMinutes(ms: number, timeZone: string): number {
  const w = wallAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The civil date in `timeZone` at the instant `ms`. */
export function civilDateAt(ms: number, timeZone: string): CivilDate {
  const w = wallAt(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

const parseDate = (d: CivilDate) => d.split('-').map(Number) as [number, number, number];
const parseTime = (t: string) => t.split(':').map(Number) as [number, number];

/** `date` plus `days` calendar days (no time zone involved). */
export function addDays(date: CivilDate, days: number): CivilDate {
  const [y, m, d] = parseDate(date);
  const u = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(u.getUTCFullYear(), 4)}-${pad(u.getUTCMonth() + 1)}-${pad(u.getUTCDate())}`;
}

/** Day of the week of a civil date, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: CivilDate): number {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Whole days from `a` to `b` (civil dates). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  const [y1, m1, d1] = parseDate(a);
  const [y2, m2, d2] = parseDate(b);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** The instant (epoch ms) of the wall time `date time` in `timeZone`. */
export function zonedInstant(date: CivilDate, time: string, timeZone: string): number {
  const [y, m, d] = parseDate(date);
  const [hh, mm] = parseTime(time);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // the offsets half a day either side cover any real transition; a candidate counts when it reads back as the wall time
  const before = offsetMinutes(asUtc - DAY_MS / 2, timeZone);
  const after = offsetMinutes(asUtc + DAY_MS / 2, timeZone);
  const readsBack = (ms: number) => {
    const w = wallAt(ms, timeZone);
    return w.year === y && w.month === m && w.day === d && w.hour === hh && w.minute === mm;
  };
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000].filter(readsBack);
  // fall-back: both exist, the earlier is meant; spring-forward gap: none exists, read with the offset before the gap
  return candidates.length ? Math.min(...candidates) : asUtc - before * 60_000;
}
