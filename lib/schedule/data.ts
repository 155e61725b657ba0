import { adviceFor } from '@/lib/log/analysis';
import type { DoseValues, LogEntry, LogTank } from '@/lib/log/model';
import { calendarDues, type Due } from './due';
import { DAY_MS } from './zone';

/**
 * Data-driven due dates (docs/schedule.md#data): a test task of alkalinity, calcium or magnesium is due before the
 * level may leave its range, from the consumption the log measured between the last two tests (the planner's
 * balance, lib/log/analysis.ts), and a stock task before its bottle may run out. The calendar rhythm stays the
 * longest wait: the earlier of the two dates is the due date.
 */

/** Tested this long before the projected floor: a quarter of the time to it, and at least a day. */
export const LEVEL_MARGIN = { fraction: 0.25, minDays: 1 } as const;
/** Refilled this long before the bottle runs out: a tenth of the bottle's life, and at least two days. */
export const BOTTLE_MARGIN = { fraction: 0.1, minDays: 2 } as const;
/** Daily use of a bottle: the doses logged over this many days. */
export const USE_WINDOW_DAYS = 14;

const DOSED = ['alkalinity', 'calcium', 'magnesium'] as const;
type Dosed = (typeof DOSED)[number];
const isDosed = (p: unknown): p is Dosed => (DOSED as readonly unknown[]).includes(p);

/** From the last test (`from`), when the level of `parameter` may reach the bottom of the tank's range (or the reef range's floor), or null. */
export function levelFloor(
  tank: LogTank,
  entries: readonly LogEntry[],
  parameter: Dosed,
): { at: number; level: number; from: number } | null {
  const advice = adviceFor(tank, entries, parameter, 'dkh');
  const c = advice?.result.consumptionPerDay;
  if (!advice || typeof c !== 'number' || !(c > 0)) return null;
  const floor = tank.targets[parameter]?.low ?? advice.result.floorLevel;
  if (typeof floor !== 'number') return null;
  const days = Math.max(0, (advice.second.value - floor) / c);
  return { at: advice.second.t + days * DAY_MS, level: floor, from: advice.second.t };
}

/** The bottle's daily use: the doses of the last USE_WINDOW_DAYS, else the planner's dose that holds the level. */
export function dailyUse(tank: LogTank, entries: readonly LogEntry[], parameter: Dosed, unit: 'ml' | 'g', now: number): number | null {
  const from = now - USE_WINDOW_DAYS * DAY_MS;
  let sum = 0;
  for (const e of entries) {
    if (e.kind !== 'dose' || e.deletedAt) continue;
    const d = e.values as DoseValues;
    const t = Date.parse(e.at);
    if (d.parameter === parameter && d.amountUnit === unit && t >= from && t <= now) sum += d.amount;
  }
  if (sum > 0) return sum / USE_WINDOW_DAYS;
  const r = adviceFor(tank, entries, parameter, 'dkh')?.result;
  const hold = unit === 'ml' ? r?.doseMlPerDay : r?.doseGPerDay;
  return typeof hold === 'number' && hold > 0 ? hold : null;
}

const early = (span: number, m: { fraction: number; minDays: number }) => Math.max(m.minDays * DAY_MS, span * m.fraction);

/** Every task's due date and reason, soonest first; tasks with nothing due last. */
export function dueDates(tank: LogTank, entries: readonly LogEntry[], now: number): Due[] {
  const out = calendarDues(entries).map((d): Due => {
    const v = d.task.values;
    if (v.mode !== 'data' || v.paused || d.at === null) return d;
    if (v.taskKind === 'test' && isDosed(v.parameter)) {
      const f = levelFloor(tank, entries, v.parameter);
      if (!f) return { ...d, reason: { code: 'noData' } };
      // early by the margin, never before the last test (docs/schedule.md#data)
      const at = Math.max(f.from, f.at - early(f.at - f.from, LEVEL_MARGIN));
      return at < d.at ? { ...d, at, reason: { code: 'level', parameter: v.parameter, level: f.level, at: f.at } } : d;
    }
    if (v.bottle) {
      const daily = dailyUse(tank, entries, v.bottle.parameter, v.bottle.unit, now);
      if (daily === null) return { ...d, reason: { code: 'noData' } };
      const refilled = d.lastDone ?? Date.parse(d.task.at);
      const life = (v.bottle.size / daily) * DAY_MS;
      const at = refilled + life - early(life, BOTTLE_MARGIN);
      return at < d.at ? { ...d, at, reason: { code: 'bottle', at: refilled + life } } : d;
    }
    return { ...d, reason: { code: 'noData' } };
  });
  return out.sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity));
}
