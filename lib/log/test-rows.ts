import type { LogEntry, LogTank } from './model';
import { defaultTargets } from './targets';

/**
 * Stored log rows for the tests of the log's reading, advice and screens (test code only: nothing the app builds
 * imports this module).
 */

/** A UUID that reads as its number in a failing test's output. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A live tank of 300 L with the default targets and no additives, signed out; `over` replaces any of it. */
export const testTank = (over: Partial<LogTank> = {}): LogTank => ({
  id: testId(1),
  userId: null,
  name: 'Reef',
  volumeL: 300,
  targets: defaultTargets(),
  additives: {},
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  deletedAt: null,
  ...over,
});

/** A live entry of `tankId`, signed out, without a note. */
export const testEntry = (
  tankId: string,
  id: string,
  kind: LogEntry['kind'],
  at: number | string,
  values: LogEntry['values'],
): LogEntry => ({
  id,
  userId: null,
  tankId,
  kind,
  at: typeof at === 'number' ? new Date(at).toISOString() : at,
  values,
  note: null,
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
});
