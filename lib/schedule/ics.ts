import { offsetMinutes, wallAt } from './zone';

/**
 * An iCalendar (RFC 5545) writer for the care schedule (docs/schedule.md#calendar): CRLF line ends, lines folded at
 * 75 octets without splitting a UTF-8 character (§3.1), TEXT escaped (§3.3.11), DTSTAMP and UID on every event.
 * One-off events are written in UTC; a recurring event keeps its wall-clock time through a VTIMEZONE built from the
 * runtime's zone data, with yearly rules when the zone's changes follow one (§3.6.5).
 */

export interface IcsItem {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  /** first occurrence, epoch ms */
  start: number;
  /** RRULE value (FREQ=…) and the zone whose wall time repeats; null: a single event */
  recurrence: { rule: string; timeZone: string } | null;
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

/** A VTIMEZONE for `timeZone` valid from the year of `start` on (its observances begin the year before). */
export function vtimezone(timeZone: string, start: number): string[] {
  const year = new Date(start).getUTCFullYear() - 1;
  const y0 = Date.UTC(year, 0, 1);
  const y1 = Date.UTC(year + 1, 0, 1);
  const y2 = Date.UTC(year + 2, 0, 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const first = transitions(timeZone, y0, y1);
  const second = transitions(timeZone, y1, y2);
  if (first.length === 0) {
    const off = offsetMinutes(start, timeZone);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(off)}`,
      `TZOFFSETTO:${offsetText(off)}`,
      'END:STANDARD',
    );
  } else {
    const high = Math.max(...first.map((t) => t.to), ...first.map((t) => t.from));
    first.forEach((tr, i) => {
      const r = ruleOf(tr);
      const next = second[i] ? ruleOf(second[i]) : null;
      const yearly = next !== null && second.length === first.length && next.month === r.month && next.byday === r.byday;
      const kind = tr.to === high ? 'DAYLIGHT' : 'STANDARD';
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${utcStamp(r.local).slice(0, -1)}`,
        `TZOFFSETFROM:${offsetText(tr.from)}`,
        `TZOFFSETTO:${offsetText(tr.to)}`,
      );
      if (yearly) lines.push(`RRULE:FREQ=YEARLY;BYMONTH=${r.month};BYDAY=${r.byday}`);
      lines.push(`END:${kind}`);
    });
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
      lines.push(`DTSTART;TZID=${it.recurrence.timeZone}:${wallStamp(it.start, it.recurrence.timeZone)}`, `RRULE:${it.recurrence.rule}`);
    } else lines.push(`DTSTART:${utcStamp(it.start)}`);
    lines.push(`DURATION:PT${it.durationMinutes ?? 15}M`, `SUMMARY:${escapeText(it.summary)}`);
    if (it.description) lines.push(`DESCRIPTION:${escapeText(it.description)}`);
    if (it.url) lines.push(`URL:${it.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
