import { describe, expect, it } from 'vitest';
import { adviceFor } from './analysis';
import { daysBefore, inRange } from './series';
import type { LogEntry } from './model';
import { testEntry, testId, testTank } from './test-rows';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1, 8);
let n = 0;
const tank = testTank({ volumeL: 400, additives: { alkalinity: 'redsea-foundation-b' } });
const test = (t: number, alkalinity: number) => testEntry(tank.id, testId(++n), 'test', t, { alkalinity });
const dose = (t: number, amount: number) =>
  testEntry(tank.id, testId(++n), 'dose', t, { parameter: 'alkalinity', additiveId: 'redsea-foundation-b', amount, amountUnit: 'ml' });
const advice = (entries: LogEntry[]) => adviceFor(tank, entries, 'alkalinity', 'dkh')!;

describe('what to dose now: when the correction is not offered', () => {
  it('offers it from a latest test in line with the others, spread over days by the daily ceiling', () => {
    const a = advice([test(T0, 8.0), test(T0 + 4 * DAY, 7.2)]);
    expect(a.withheld).toBeNull();
    expect(a.result.correctionMl).toBeGreaterThan(0);
    expect(a.result.correctionDays).toBeGreaterThan(1);
    expect(a.dosingQuery).toMatchObject({ current: '7.2' });
  });

  it('withholds it when the latest test is far off the fitted line (a misread 4.0 after ten days at 8.5)', () => {
    const es = Array.from({ length: 10 }, (_, i) => test(T0 + i * DAY, 8.5 + (i % 2 ? 0.05 : -0.05)));
    const a = advice([...es, test(T0 + 10 * DAY, 4.0)]);
    expect(a.fit!.fit.outliers.map((o) => o.t)).toContain(T0 + 10 * DAY);
    expect(a.withheld).toBe('latestOutlier');
    expect(a.dosingQuery).toBeNull();
  });

  it('withholds it when a dose was logged after the latest test, so the correction is not dosed twice', () => {
    const es = [test(T0, 8.0), test(T0 + 4 * DAY, 7.2)];
    expect(advice([...es, dose(T0 + 4 * DAY - 3_600_000, 20)]).withheld).toBeNull();
    const a = advice([...es, dose(T0 + 4 * DAY + 3_600_000, 55)]);
    expect(a.withheld).toBe('dosedSince');
    expect(a.dosingQuery).toBeNull();
  });

  it('withholds the hold dose and the correction when the tests are minutes apart', () => {
    const a = advice([test(T0, 8.1), test(T0 + 10 * 60_000, 8.0)]);
    expect(a.result.warnings).toContain('shortInterval');
    expect(a.withheld).toBe('uncertain');
    expect(a.dosingQuery).toBeNull();
  });

  it('offers no daily dose while the latest test is above the target range, and no prefilled dosing screen', () => {
    // default alkalinity range 7–11 dKH; falling 0.125 a day from 12.5
    const a = advice([test(T0, 12.5), test(T0 + 4 * DAY, 12.0)]);
    expect(a.result.doseMlPerDay).toBeGreaterThan(0);
    expect(a.aboveRange).toBe(true);
    expect(a.dosingQuery).toBeNull();
    expect(advice([test(T0, 8.5), test(T0 + 4 * DAY, 8.0)]).aboveRange).toBe(false);
  });

  it('reads two tests of the same minute as one (the later entry), not as no advice at all', () => {
    const a = advice([test(T0, 8.4), test(T0 + 2 * DAY, 8.2), test(T0 + 4 * DAY, 8.1), test(T0 + 4 * DAY, 8.0)]);
    expect(a).not.toBeNull();
    expect(a.second.value).toBe(8.0);
    expect(a.first.t).toBe(T0 + 2 * DAY);
  });
});

describe('trend windows', () => {
  it('count calendar days in the keeper’s time zone, across a change of summer time', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // the 30 days to 28 Nov 2026 00:00 local start on 29 Oct 00:00 local (EDT), one hour more than 30 × 24 h
      const end = new Date(2026, 10, 28).getTime();
      expect(new Date(daysBefore(end, 30)).getHours()).toBe(0);
      expect(daysBefore(end, 30)).toBe(new Date(2026, 9, 29).getTime());
      const justAfterMidnight = new Date(2026, 9, 29, 0, 30).getTime();
      expect(inRange([{ t: justAfterMidnight }], '30', end)).toHaveLength(1);
    } finally {
      process.env.TZ = tz;
    }
  });
});
