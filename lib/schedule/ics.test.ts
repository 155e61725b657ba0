import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import { calendarDue, type Due } from './due';
import { scheduleItems } from './feed';
import { escapeText, foldLine, writeCalendar, type IcsItem } from './ics';
import type { TaskEntry, TaskValues } from './model';
import { addDays, zonedInstant } from './zone';

/** Parses with ical.js (a full RFC 5545 parser) and registers the calendar's own VTIMEZONEs with it. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return cal;
}
const events = (cal: ICAL.Component) => cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
/** The first `n` occurrences of an event as UTC ISO strings. */
function occurrences(e: ICAL.Event, n: number): string[] {
  const it = e.iterator();
  const out: string[] = [];
  for (let t = it.next(); t && out.length < n; t = it.next()) out.push(t.toJSDate().toISOString());
  return out;
}

const task = (id: string, v: Partial<TaskValues>): TaskEntry =>
  ({
    id,
    userId: null,
    tankId: 't',
    kind: 'task',
    at: '2027-01-01T00:00:00Z',
    values: {
      taskKind: 'water_change',
      title: '',
      rhythm: { every: 1, unit: 'week' },
      time: '09:00',
      timeZone: 'America/New_York',
      start: '2027-03-01',
      mode: 'calendar',
      ...v,
    },
    note: null,
    createdAt: '2027-01-01T00:00:00Z',
    updatedAt: '2027-01-01T00:00:00Z',
    deletedAt: null,
  }) as LogEntry as TaskEntry;
const due = (t: TaskEntry, at = calendarDue(t.values, null)): Due => ({ task: t, at, reason: { code: 'calendar' }, lastDone: null });
const text = {
  summary: (d: Due) => `Water change, ${d.task.id}; tank "Display"`,
  description: () => 'Open the log:\nhttps://reef.example/log',
};
const NOW = Date.parse('2027-02-20T10:00:00Z');

describe('the .ics writer', () => {
  it('escapes TEXT and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'水換え'.repeat(30)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('is valid for ical.js, with CRLF lines, DTSTAMP and UID, and text round-trips', () => {
    const t = task('a1', {});
    const ics = writeCalendar({
      name: 'Display care',
      now: NOW,
      items: scheduleItems([due(t)], text, 'https://reef.example/log', 'reef.example'),
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const cal = parse(ics);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Display care');
    const [e] = events(cal);
    expect(e.uid).toBe('a1@reef.example');
    expect(e.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-02-20T10:00:00Z');
    expect(e.summary).toBe('Water change, a1; tank "Display"');
    expect(e.description).toBe('Open the log:\nhttps://reef.example/log');
  });

  it('New York: a weekly 09:00 task stays at 09:00 across spring-forward and fall-back', () => {
    const t = task('ny', { start: '2027-03-01' });
    const cal = parse(writeCalendar({ name: 'x', now: NOW, items: scheduleItems([due(t)], text, 'https://r/log', 'r') }));
    const [e] = events(cal);
    expect(e.startDate.zone?.tzid).toBe('America/New_York');
    expect(occurrences(e, 3)).toEqual(['2027-03-01T14:00:00.000Z', '2027-03-08T14:00:00.000Z', '2027-03-15T13:00:00.000Z']);
    const autumn = occurrences(e, 38).slice(-3); // 1 Nov (EDT), 8 Nov, 15 Nov (EST) 2027
    expect(autumn).toEqual(['2027-11-01T13:00:00.000Z', '2027-11-08T14:00:00.000Z', '2027-11-15T14:00:00.000Z']);
    // the next year's change follows the zone's rule too (second Sunday of March 2028 is the 12th)
    expect(occurrences(e, 55).slice(-2)).toEqual(['2028-03-06T14:00:00.000Z', '2028-03-13T13:00:00.000Z']);
  });

  it('Tokyo: a task on Mondays and Thursdays at 20:00 is 11:00Z all year', () => {
    const t = task('tk', { rhythm: { weekdays: [4, 1] }, time: '20:00', timeZone: 'Asia/Tokyo', start: '2027-03-01' });
    const cal = parse(writeCalendar({ name: 'x', now: NOW, items: scheduleItems([due(t)], text, 'https://r/log', 'r') }));
    const [e] = events(cal);
    expect(e.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;BYDAY=MO,TH');
    expect(occurrences(e, 4)).toEqual([
      '2027-03-01T11:00:00.000Z',
      '2027-03-04T11:00:00.000Z',
      '2027-03-08T11:00:00.000Z',
      '2027-03-11T11:00:00.000Z',
    ]);
    const july = occurrences(e, 40).at(-1)!;
    expect(july.endsWith('T11:00:00.000Z')).toBe(true);
  });

  it('one-off and data-driven tasks are single UTC events at their due date', () => {
    const once = task('o', { rhythm: { once: '2027-11-07' }, time: '01:30' });
    const data = task('d', { taskKind: 'test', parameter: 'alkalinity', mode: 'data' });
    const items: IcsItem[] = scheduleItems(
      [
        due(once),
        { ...due(data), at: Date.parse('2027-03-05T12:00:00Z'), reason: { code: 'level', parameter: 'alkalinity', level: 7, at: 0 } },
      ],
      text,
      'https://r/log',
      'r',
    );
    const ics = writeCalendar({ name: 'x', now: NOW, items });
    expect(ics).not.toContain('BEGIN:VTIMEZONE');
    const [a, b] = events(parse(ics));
    expect(a.isRecurring()).toBe(false);
    expect(a.startDate.toJSDate().toISOString()).toBe('2027-11-07T05:30:00.000Z'); // the first 01:30 of fall-back day
    expect(b.startDate.toJSDate().toISOString()).toBe('2027-03-05T12:00:00.000Z');
    expect(b.duration.toSeconds()).toBe(15 * 60);
  });
});

describe('time zones in the feed', () => {
  // Zones whose changes follow a yearly rule (London, New York, Lord Howe's half hour) and zones whose changes follow
  // none (Jerusalem's Friday before the last Sunday, Santiago, Nuuk, Casablanca's and Cairo's dates)
  const ZONES = [
    'Europe/London',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Jerusalem',
    'America/Santiago',
    'America/Nuuk',
    'Africa/Casablanca',
    'Africa/Cairo',
  ];
  it.each(ZONES)('%s: a weekly task at 12:00 stays at 12:00 in the zone for 25 years', (timeZone) => {
    const t = task('z', { timeZone, start: '2027-01-04', time: '12:00' });
    const cal = parse(writeCalendar({ name: 'x', now: NOW, items: scheduleItems([due(t)], text, 'https://r/log', 'r') }));
    const [e] = events(cal);
    const got = occurrences(e, 52 * 25);
    const want = got.map((_, i) => new Date(zonedInstant(addDays('2027-01-04', 7 * i), '12:00', timeZone)).toISOString());
    expect(got).toEqual(want);
  });

  it('a task whose first day falls in the spring-forward gap repeats at its own time, not the hour after the gap', () => {
    // 02:30 on 14 March 2027 does not exist in New York; the weeks after it do
    const t = task('gap', { start: '2027-03-14', time: '02:30' });
    const ics = writeCalendar({ name: 'x', now: NOW, items: scheduleItems([due(t)], text, 'https://r/log', 'r') });
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270314T023000');
    const [e] = events(parse(ics));
    expect(occurrences(e, 3).slice(1)).toEqual(['2027-03-21T06:30:00.000Z', '2027-03-28T06:30:00.000Z']);
  });
});
