import { describe, expect, it } from 'vitest';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { dueDates } from './data';
import { calendarDue, isDueBy, lastDoneAt } from './due';
import type { TaskEntry, TaskValues } from './model';
import { civilDateAt, offsetMinutes, zonedInstant } from './zone';

const TANK: LogTank = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: null,
  name: 'Display',
  volumeL: 300,
  targets: {},
  archivedAt: null,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
  deletedAt: null,
};
let n = 0;
const entry = (kind: LogEntry['kind'], at: string, values: unknown): LogEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  userId: null,
  tankId: TANK.id,
  kind,
  at,
  values: values as LogEntry['values'],
  note: null,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
});
const task = (v: Partial<TaskValues>, at = '2027-01-01T00:00:00Z') =>
  entry('task', at, {
    taskKind: 'water_change',
    title: '',
    rhythm: { every: 1, unit: 'week' },
    time: '09:00',
    timeZone: 'America/New_York',
    start: '2027-03-01',
    mode: 'calendar',
    ...v,
  }) as TaskEntry;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('wall times in a zone', () => {
  it('New York: 09:00 is 14:00Z in winter and 13:00Z in summer', () => {
    expect(iso(zonedInstant('2027-03-13', '09:00', 'America/New_York'))).toBe('2027-03-13T14:00:00.000Z');
    expect(iso(zonedInstant('2027-03-14', '09:00', 'America/New_York'))).toBe('2027-03-14T13:00:00.000Z');
    expect(iso(zonedInstant('2027-11-07', '09:00', 'America/New_York'))).toBe('2027-11-07T14:00:00.000Z');
  });
  it('New York spring-forward gap: 02:30 does not exist and reads as 03:30 EDT', () => {
    expect(iso(zonedInstant('2027-03-14', '02:30', 'America/New_York'))).toBe('2027-03-14T07:30:00.000Z');
  });
  it('New York fall-back: 01:30 occurs twice, the first (EDT) is meant', () => {
    expect(iso(zonedInstant('2027-11-07', '01:30', 'America/New_York'))).toBe('2027-11-07T05:30:00.000Z');
    expect(offsetMinutes(Date.parse('2027-11-07T05:30:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2027-11-07T06:30:00Z'), 'America/New_York')).toBe(-300);
  });
  it('Tokyo has no daylight saving: 09:00 is 00:00Z all year', () => {
    expect(iso(zonedInstant('2027-01-15', '09:00', 'Asia/Tokyo'))).toBe('2027-01-15T00:00:00.000Z');
    expect(iso(zonedInstant('2027-07-15', '09:00', 'Asia/Tokyo'))).toBe('2027-07-15T00:00:00.000Z');
    expect(civilDateAt(Date.parse('2027-07-14T15:30:00Z'), 'Asia/Tokyo')).toBe('2027-07-15');
  });
});

describe('calendar rhythms', () => {
  it('never done: due on the start date at its time', () => {
    expect(iso(calendarDue(task({}).values, null))).toBe('2027-03-01T14:00:00.000Z');
  });
  it('every week across spring-forward keeps 09:00 local', () => {
    const done = Date.parse('2027-03-08T14:05:00Z'); // Monday 09:05 EST
    expect(iso(calendarDue(task({}).values, done))).toBe('2027-03-15T13:00:00.000Z'); // Monday 09:00 EDT
  });
  it('every 3 days across fall-back keeps 09:00 local', () => {
    const v = task({ rhythm: { every: 3, unit: 'day' } }).values;
    expect(iso(calendarDue(v, Date.parse('2027-11-05T13:10:00Z')))).toBe('2027-11-08T14:00:00.000Z');
  });
  it('a completion late in the evening counts on its own local date, not the UTC one', () => {
    const v = task({ rhythm: { every: 1, unit: 'day' }, timeZone: 'Asia/Tokyo' }).values;
    // 23:30 in Tokyo on 1 July is 14:30Z on 1 July; the next day's 09:00 is 2 July 00:00Z
    expect(iso(calendarDue(v, Date.parse('2027-07-01T14:30:00Z')))).toBe('2027-07-02T00:00:00.000Z');
    // 00:30 on 2 July in Tokyo is still 1 July in UTC: due on 3 July
    expect(iso(calendarDue(v, Date.parse('2027-07-01T15:30:00Z')))).toBe('2027-07-03T00:00:00.000Z');
  });
  it('weekdays: the next chosen weekday after the last completion', () => {
    const v = task({ rhythm: { weekdays: [1, 4] } }).values; // Monday, Thursday
    expect(iso(calendarDue(v, null))).toBe('2027-03-01T14:00:00.000Z'); // 1 March 2027 is a Monday
    expect(iso(calendarDue(v, Date.parse('2027-03-01T15:00:00Z')))).toBe('2027-03-04T14:00:00.000Z');
    expect(iso(calendarDue(v, Date.parse('2027-03-11T15:00:00Z')))).toBe('2027-03-15T13:00:00.000Z'); // after DST
  });
  it('once: due on its date until done; paused: never due', () => {
    const v = task({ rhythm: { once: '2027-06-01' }, timeZone: 'Asia/Tokyo', time: '20:00' }).values;
    expect(iso(calendarDue(v, null))).toBe('2027-06-01T11:00:00.000Z');
    expect(calendarDue(v, Date.parse('2027-06-01T12:00:00Z'))).toBeNull();
    expect(calendarDue({ ...v, paused: true }, null)).toBeNull();
  });
  it('a test task counts any test of its parameter as done', () => {
    const t = task({ taskKind: 'test', parameter: 'alkalinity' });
    const other = entry('test', '2027-03-03T12:00:00Z', { calcium: 420 });
    const alk = entry('test', '2027-03-02T12:00:00Z', { alkalinity: 8 });
    expect(iso(lastDoneAt(t, [t, other, alk]))).toBe('2027-03-02T12:00:00.000Z');
    const done = entry('task_done', '2027-03-04T12:00:00Z', { taskId: t.id, entryId: null });
    expect(iso(lastDoneAt(t, [t, other, alk, done]))).toBe('2027-03-04T12:00:00.000Z');
  });
  it('a test from before the task starts does not do it: a one-off test stays due on its date', () => {
    const old = entry('test', '2026-06-01T12:00:00Z', { nitrate: 5 });
    const once = task({ taskKind: 'test', parameter: 'nitrate', rhythm: { once: '2027-04-10' }, start: '2027-04-10' });
    expect(lastDoneAt(once, [once, old])).toBeNull();
    expect(iso(calendarDue(once.values, lastDoneAt(once, [once, old])))).toBe('2027-04-10T13:00:00.000Z');
    const weekly = task({ taskKind: 'test', parameter: 'nitrate', start: '2027-04-10' });
    expect(iso(calendarDue(weekly.values, lastDoneAt(weekly, [weekly, old])))).toBe('2027-04-10T13:00:00.000Z');
    // a test on the start day does it
    const onTheDay = entry('test', '2027-04-10T05:00:00Z', { nitrate: 5 });
    expect(iso(lastDoneAt(once, [once, old, onTheDay]))).toBe('2027-04-10T05:00:00.000Z');
  });
  it('due today: before the end of the local day', () => {
    const t = task({});
    const due = { task: t, at: Date.parse('2027-03-01T23:00:00Z'), reason: { code: 'calendar' as const }, lastDone: null };
    expect(isDueBy(due, Date.parse('2027-03-01T12:00:00Z'))).toBe(true); // 18:00 EST is still 1 March
    expect(isDueBy(due, Date.parse('2027-02-28T12:00:00Z'))).toBe(false);
  });
});

describe('data-driven due dates', () => {
  const alkTask = () =>
    task({ taskKind: 'test', parameter: 'alkalinity', mode: 'data', rhythm: { every: 4, unit: 'week' }, start: '2027-03-01' });
  const tests = (perDay: number) => [
    entry('test', '2027-03-01T12:00:00Z', { alkalinity: 9.5 }),
    entry('test', '2027-03-03T12:00:00Z', { alkalinity: 9.5 - 2 * perDay }),
  ];
  it('a tank that uses 0.5 dKH a day is due sooner than one that uses 0.1', () => {
    const t1 = alkTask();
    const fast = dueDates(TANK, [t1, ...tests(0.5)], Date.parse('2027-03-03T13:00:00Z'))[0];
    const t2 = alkTask();
    const slow = dueDates(TANK, [t2, ...tests(0.1)], Date.parse('2027-03-03T13:00:00Z'))[0];
    // fast: 8.5 dKH on 3 March, 1.5 dKH above 7.0 at 0.5 a day → 7.0 on 6 March 12:00Z; margin 1 day → due 5 March
    expect(fast.reason).toEqual({ code: 'level', parameter: 'alkalinity', level: 7, at: Date.parse('2027-03-06T12:00:00Z') });
    expect(iso(fast.at)).toBe('2027-03-05T12:00:00.000Z');
    // slow: 9.3 dKH, 23 days to 7.0 (26 March); a quarter earlier (5.75 days) → 20 March 18:00Z
    expect(slow.reason.code).toBe('level');
    expect(iso(slow.at)).toBe('2027-03-20T18:00:00.000Z');
    expect(fast.at!).toBeLessThan(slow.at!);
  });
  it('is never before the last test, however fast the level falls', () => {
    const t = alkTask();
    const last = entry('test', '2027-03-03T12:00:00Z', { alkalinity: 7.2 });
    const d = dueDates(TANK, [t, entry('test', '2027-03-01T12:00:00Z', { alkalinity: 9 }), last], Date.parse('2027-03-03T13:00:00Z'))[0];
    expect(d.reason.code).toBe('level');
    expect(d.at).toBe(Date.parse(last.at));
  });
  it("the tank's own range wins over the reef range's floor", () => {
    const t = alkTask();
    const tank = { ...TANK, targets: { alkalinity: { low: 8, high: 9 } } };
    const d = dueDates(tank, [t, ...tests(0.1)], Date.parse('2027-03-03T13:00:00Z'))[0];
    // 9.3 dKH, 1.3 above the tank's 8.0 at 0.1 a day → 13 days → 16 March
    expect(d.reason).toMatchObject({ code: 'level', level: 8, at: Date.parse('2027-03-16T12:00:00Z') });
  });
  it('a dose between the tests is part of the balance: the same drop with a dose is faster consumption', () => {
    const t = alkTask();
    const dose = entry('dose', '2027-03-02T12:00:00Z', {
      parameter: 'alkalinity',
      additiveId: null,
      strengthPerUnitPerL: 0.01,
      amount: 30,
      amountUnit: 'ml',
    });
    const withDose = dueDates(TANK, [t, ...tests(0.1), dose], Date.parse('2027-03-03T13:00:00Z'))[0];
    const without = dueDates(TANK, [alkTask(), ...tests(0.1)], Date.parse('2027-03-03T13:00:00Z'))[0];
    expect(withDose.at!).toBeLessThan(without.at!);
  });
  it('the calendar stays the longest wait, and a single test falls back to it with a reason', () => {
    const t = task({ taskKind: 'test', parameter: 'alkalinity', mode: 'data', rhythm: { every: 3, unit: 'day' } });
    const slow = dueDates(TANK, [t, ...tests(0.05)], Date.parse('2027-03-03T13:00:00Z'))[0];
    expect(slow.reason.code).toBe('calendar');
    expect(iso(slow.at)).toBe('2027-03-06T14:00:00.000Z');
    const one = dueDates(TANK, [t, tests(0.5)[0]], Date.parse('2027-03-03T13:00:00Z'))[0];
    expect(one.reason.code).toBe('noData');
  });
  it('a stock task is due before the bottle runs out at the daily dose', () => {
    const t = task(
      {
        taskKind: 'stock',
        mode: 'data',
        rhythm: { every: 12, unit: 'week' },
        start: '2027-05-24',
        bottle: { size: 500, unit: 'ml', parameter: 'alkalinity' },
      },
      '2027-03-01T00:00:00Z',
    );
    const doses = Array.from({ length: 14 }, (_, i) =>
      entry('dose', `2027-03-${String(i + 1).padStart(2, '0')}T08:00:00Z`, {
        parameter: 'alkalinity',
        additiveId: 'redsea-foundation-b',
        amount: 10,
        amountUnit: 'ml',
      }),
    );
    const d = dueDates(TANK, [t, ...doses], Date.parse('2027-03-14T12:00:00Z'))[0];
    // 10 mL a day → 50 days after 1 March = 20 April; a tenth (5 days) earlier = 15 April
    expect(d.reason).toEqual({ code: 'bottle', at: Date.parse('2027-04-20T00:00:00Z') });
    expect(iso(d.at)).toBe('2027-04-15T00:00:00.000Z');
  });
});
