import { civilDateAt, offsetMinutes, wallAt } from './zone';

/**
 * An iCalendar (RFC 5545) writer for the care schedule (docs/schedule.md#calendar): CRLF line ends, lines folded at
 * 75 octets without splitting a UTF-8 character (§3.1), TEXT escaped (§3.3.11), DTSTAMP and UID on every event.
 * One-off events are written in UTC; a recurring event keeps its wall-clock time through a VTIMEZONE built from the
 * runtime's zone data, with yearly rules when the zone's changes follow one for 25 years, else every change listed.
 */

export interface IcsItem {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /** first occurrence, epoch ms */
  start: number;
  /**
   * RRULE value (FREQ=…), the zone whose wall time repeats and that wall time (HH:MM, the task's own: the first
   * occurrence may fall in a spring-forward gap, where `start` reads an hour later); null: a single event
   */
  recurrence: { rule: string; timeZone: string; time?: string } | null;
  durationMinutes?: number;
}

export interface IcsCalendar {
  name: string;
  /** epoch ms written as DTSTAMP */
  now: number;
  items: readonly IcsItem[];
}

/** TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds one content line into CRLF-joined pieces of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // a continuation's leading space is one of its 75 octets
    if (bytes + n > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** 20270314T130000Z */
export const utcStamp = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
};
/** The wall time at `ms` in `timeZone`, floating form (20270314T090000). */
export const wallStamp = (ms: number, timeZone: string) => {
  const w = wallAt(ms, timeZone);
  return `${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
};
/** A UTC offset of minutes as ±hhmm. */
const offsetText = (m: number) => `${m < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(m) / 60))}${pad(Math.abs(m) % 60)}`;

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The instants within [from, to) at which `timeZone` changes its offset (found to the minute). */
export function transitions(timeZone: string, from: number, to: number): Transition[] {
  const out: Transition[] = [];
  const step = 86_400_000;
  let prev = offsetMinutes(from, timeZone);
  for (let t = from + step; t < to + step; t += step) {
    const cur = offsetMinutes(t, timeZone);
    if (cur === prev) continue;
    let lo = t - step;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutes(mid, timeZone) === prev) lo = mid;
      else hi = mid;
    }
    out.push({ at: hi, from: prev, to: cur });
    prev = cur;
  }
  return out;
}

const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The yearly rule a transition follows: its month and the nth (or last) weekday, read on the wall clock before it. */
function ruleOf(tr: Transition): { month: number; byday: string; local: number } {
  const local = tr.at + tr.from * 60_000;
  const d = new Date(local);
  const day = d.getUTCDate();
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return { month: d.getUTCMonth() + 1, byday: `${nth}${DAYS[d.getUTCDay()]}`, local };
}

/**
 * Years of a zone's changes a VTIMEZONE spells out when they follow no yearly rule (Jerusalem's Friday before the
 * last Sunday, Casablanca's Ramadan, Cairo's and Gaza's dates): a recurring task's feed is read again within days,
 * and a calendar keeps the last offset after the last listed change.
 */
export const VTIMEZONE_HORIZON_YEARS = 25;

/** The wall clock (as a UTC-based stamp without Z) just before a transition, as an observance's DTSTART or RDATE. */
const localStamp = (tr: Transition) => utcStamp(tr.at + tr.from * 60_000).slice(0, -1);

/**
 * The yearly rules a zone's changes follow over the horizon, or null when they follow none: every year has the same
 * number of changes, and each one the same month, nth weekday, wall-clock time and offsets as in the first year.
 */
function yearlyRules(byYear: Transition[][]): Transition[] | null {
  const first = byYear[0];
  if (first.length === 0) return null;
  const key = (tr: Transition) => {
    const r = ruleOf(tr);
    return `${r.month} ${r.byday} ${r.local % 86_400_000} ${tr.from} ${tr.to}`;
  };
  const keys = first.map(key);
  return byYear.every((year) => year.length === keys.length && year.every((tr, i) => key(tr) === keys[i])) ? first : null;
}

/**
 * A VTIMEZONE for `timeZone` valid from the year of `start` on (its observances begin the year before). Changes that
 * follow a yearly rule through the horizon are written as that rule (RRULE, §3.6.5); otherwise each change of the
 * horizon is listed (DTSTART and RDATE per observance), since a rule read off one or two years goes wrong later.
 */
export function vtimezone(timeZone: string, start: number): string[] {
  const year = new Date(start).getUTCFullYear() - 1;
  // finding 26 years of changes to the minute takes 30–90 ms; a zone's text for a year is the same for every feed
  const key = `${timeZone} ${year} ${offsetMinutes(start, timeZone)}`;
  const known = zoneCache.get(key);
  if (known) return known;
  const lines = buildVtimezone(timeZone, start, year);
  if (zoneCache.size >= ZONE_CACHE_SIZE) zoneCache.delete(zoneCache.keys().next().value as string);
  zoneCache.set(key, lines);
  return lines;
}

/** VTIMEZONE texts already built, by zone and year (a few hundred zones exist; the oldest entry goes first). */
const zoneCache = new Map<string, string[]>();
const ZONE_CACHE_SIZE = 1000;

function buildVtimezone(timeZone: string, start: number, year: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const byYear = Array.from({ length: VTIMEZONE_HORIZON_YEARS + 1 }, (_, i) =>
    transitions(timeZone, Date.UTC(year + i, 0, 1), Date.UTC(year + i + 1, 0, 1)),
  );
  const all = byYear.flat();
  if (all.length === 0) {
    const off = offsetMinutes(start, timeZone);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(off)}`,
      `TZOFFSETTO:${offsetText(off)}`,
      'END:STANDARD',
    );
    lines.push('END:VTIMEZONE');
    return lines;
  }
  const rules = yearlyRules(byYear);
  if (rules) {
    const high = Math.max(...rules.map((t) => t.to), ...rules.map((t) => t.from));
    for (const tr of rules) {
      const r = ruleOf(tr);
      const kind = tr.to === high ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(tr)}`,
        `TZOFFSETFROM:${offsetText(tr.from)}`,
        `TZOFFSETTO:${offsetText(tr.to)}`,
        `RRULE:FREQ=YEARLY;BYMONTH=${r.month};BYDAY=${r.byday}`,
        `END:${kind}`,
      );
    }
  } else {
    // one observance per pair of offsets, its first change as DTSTART and the others as RDATEs
    const groups = new Map<string, Transition[]>();
    for (const tr of all) {
      const k = `${tr.from} ${tr.to}`;
      groups.set(k, [...(groups.get(k) ?? []), tr]);
    }
    for (const [, trs] of groups) {
      const kind = trs[0].to > trs[0].from ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${localStamp(trs[0])}`,
        `TZOFFSETFROM:${offsetText(trs[0].from)}`,
        `TZOFFSETTO:${offsetText(trs[0].to)}`,
      );
      // One RDATE per change, the first one too: ical.js (among other readers) takes only the first value of a
      // multi-valued RDATE, and reads an observance with RDATEs from its RDATEs alone (the set is the same by §3.8.5.2).
      if (trs.length > 1) for (const tr of trs) lines.push(`RDATE:${localStamp(tr)}`);
      lines.push(`END:${kind}`);
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The calendar as text (CRLF lines, folded). */
export function writeCalendar(cal: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//ReefCalc//Care schedule//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`);
  const zones = new Map<string, number>();
  for (const it of cal.items) {
    if (!it.recurrence) continue;
    const z = it.recurrence.timeZone;
    zones.set(z, Math.min(zones.get(z) ?? Infinity, it.start));
  }
  for (const [z, start] of zones) lines.push(...vtimezone(z, start));
  for (const it of cal.items) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(it.uid)}`, `DTSTAMP:${utcStamp(cal.now)}`);
    if (it.recurrence) {
      const { timeZone, time, rule } = it.recurrence;
      const wall = time ? `${civilDateAt(it.start, timeZone).replace(/-/g, '')}T${time.replace(':', '')}00` : wallStamp(it.start, timeZone);
      lines.push(`DTSTART;TZID=${timeZone}:${wall}`, `RRULE:${rule}`);
    } else lines.push(`DTSTART:${utcStamp(it.start)}`);
    lines.push(`DURATION:PT${it.durationMinutes ?? 15}M`, `SUMMARY:${escapeText(it.summary)}`);
    if (it.description) lines.push(`DESCRIPTION:${escapeText(it.description)}`);
    if (it.url) lines.push(`URL:${it.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
