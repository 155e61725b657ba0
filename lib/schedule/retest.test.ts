import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import { calendarDue } from './due';
import { taskValuesProblem } from './model';
import { retestDate, retestTaskId, retestTaskOf, retestTaskValues } from './retest';
import { zonedInstant } from './zone';

describe('the ICP retest as a schedule task', () => {
  it('falls on the sampling day in the keeper zone plus the plan days', () => {
    // noon UTC on 1 Nov is 21:00 in Tokyo, 1 Nov; late evening UTC is the next day in Tokyo
    expect(retestDate('2026-11-01T12:00:00Z', 14, 'Asia/Tokyo')).toBe('2026-11-15');
    expect(retestDate('2026-11-01T20:00:00Z', 14, 'Asia/Tokyo')).toBe('2026-11-16');
    expect(retestDate('2026-11-01T12:00:00Z', 90, 'Europe/Berlin')).toBe('2027-01-30');
  });

  it('is a valid one-off test task, due on that date at its hour', () => {
    const v = retestTaskValues('2026-11-01T12:00:00Z', 21, 'Europe/Berlin', '  ICP test ');
    expect(taskValuesProblem(v)).toBeNull();
    expect(v).toMatchObject({ taskKind: 'test', title: 'ICP test', rhythm: { once: '2026-11-22' }, start: '2026-11-22', mode: 'calendar' });
    expect(calendarDue(v, null)).toBe(zonedInstant('2026-11-22', '09:00', 'Europe/Berlin'));
    expect(retestTaskValues('2026-11-01T12:00:00Z', 21, 'UTC', 'x'.repeat(200)).title).toHaveLength(120);
  });

  it('has one id per tank and analysis, and is found only while live', () => {
    const id = retestTaskId('tank', 'fp1');
    expect(id).toBe(retestTaskId('tank', 'fp1'));
    expect(id).not.toBe(retestTaskId('tank', 'fp2'));
    expect(id).not.toBe(retestTaskId('other', 'fp1'));
    const task = {
      id,
      userId: null,
      tankId: 'tank',
      kind: 'task',
      at: '2026-11-02T00:00:00Z',
      values: retestTaskValues('2026-11-01T12:00:00Z', 14, 'UTC', 'ICP'),
      note: null,
      createdAt: '',
      updatedAt: '',
      deletedAt: null,
    } as LogEntry;
    expect(retestTaskOf([task], 'tank', 'fp1')?.id).toBe(id);
    expect(retestTaskOf([task], 'tank', 'fp2')).toBeUndefined();
    expect(retestTaskOf([{ ...task, deletedAt: '2026-11-03T00:00:00Z' }], 'tank', 'fp1')).toBeUndefined();
  });
});
