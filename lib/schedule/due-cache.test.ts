import { describe, expect, it } from 'vitest';
import { dueSinceOf } from './alerts';
import { countDue, dueCounts, dueMetaKey, totalDue } from './due-cache';
import type { Due } from './due';
import type { TaskEntry } from './model';

describe("the tanks' due cache", () => {
  it('a task enters the due list at the start of its local day', () => {
    const task = { id: 't', values: { timeZone: 'Asia/Tokyo' } } as TaskEntry;
    const due = (at: number | null): Due => ({ task, at, reason: { code: 'calendar' }, lastDone: null });
    // 2027-03-05 09:00 in Tokyo is 00:00Z; its day began at 2027-03-04 15:00Z
    expect(dueSinceOf([due(Date.parse('2027-03-05T00:00:00Z')), due(null)])).toEqual([Date.parse('2027-03-04T15:00:00Z')]);
  });
  it('counts what is due by now per tank, ignoring anything malformed', () => {
    expect(countDue([1, 5, 10], 5)).toBe(2);
    expect(countDue('x', 5)).toBe(0);
    const rows = [
      { key: dueMetaKey('a'), value: [1, 2] },
      { key: dueMetaKey('b'), value: [100] },
      { key: 'userId', value: 'k' },
    ];
    expect([...dueCounts(rows, 50)]).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
  });
  it('totals only the tanks still kept: not an archived or a deleted tank', () => {
    const rows = [
      { key: dueMetaKey('kept'), value: [1, 2] },
      { key: dueMetaKey('archived'), value: [1, 2, 3] },
      { key: dueMetaKey('deleted'), value: [1] },
      { key: dueMetaKey('gone'), value: [1] }, // a tank no longer in this log at all
    ];
    const tanks = [
      { id: 'kept', archivedAt: null, deletedAt: null },
      { id: 'archived', archivedAt: '2027-01-01T00:00:00Z', deletedAt: null },
      { id: 'deleted', archivedAt: null, deletedAt: '2027-01-01T00:00:00Z' },
    ];
    expect(totalDue(rows, tanks, 50)).toBe(2);
  });
});
