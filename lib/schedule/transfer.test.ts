import { describe, expect, it } from 'vitest';
import { logToCsv } from '@/lib/log/csv';
import { logToJson } from '@/lib/log/export';
import { parseLogJson } from '@/lib/log/import';
import type { LogEntry, LogTank } from '@/lib/log/model';

const T = '2027-01-01T00:00:00.000Z';
const tank: LogTank = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: null,
  name: 'Display',
  volumeL: 300,
  targets: {},
  archivedAt: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
};
const entry = (n: number, kind: LogEntry['kind'], values: unknown): LogEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: null,
  tankId: tank.id,
  kind,
  at: T,
  values: values as LogEntry['values'],
  note: n === 1 ? 'before lights on' : null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});
const task = entry(1, 'task', {
  taskKind: 'test',
  title: '',
  parameter: 'alkalinity',
  rhythm: { weekdays: [1, 4] },
  time: '09:00',
  timeZone: 'Asia/Tokyo',
  start: '2027-01-04',
  mode: 'data',
});
const done = entry(2, 'task_done', { taskId: task.id, entryId: null });
const test = entry(3, 'test', { alkalinity: 8 });

describe('care tasks in the export and import', () => {
  it('round-trip through the JSON export', () => {
    const parsed = parseLogJson(logToJson([tank], [task, done, test], T));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.preview.refused).toEqual([]);
    expect(parsed.preview.entries.map((e) => [e.kind, e.values, e.note])).toEqual([
      ['task', task.values, 'before lights on'],
      ['task_done', done.values, null],
      ['test', test.values, null],
    ]);
  });
  it('a file with a broken task is refused row by row with the field', () => {
    const bad = { ...task, values: { ...task.values, rhythm: { every: 0, unit: 'day' } } } as LogEntry;
    const parsed = parseLogJson(logToJson([tank], [bad, test], T));
    expect(parsed.ok && parsed.preview.refused).toEqual([{ row: 1, reason: 'invalidValue', field: 'rhythm' }]);
  });
  it('are left out of the CSV, which holds measurements', () => {
    const csv = logToCsv([tank], [task, done, test]);
    expect(csv).not.toContain('task');
    expect(csv).toContain('alkalinity');
  });
});
