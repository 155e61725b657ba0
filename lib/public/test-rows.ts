import type { PublicSection } from './types';
import type { CardRow, EntryRow, ShareRow } from './read';

/**
 * Rows as the public views answer them, for the tests of the reader and of the sections it feeds (test code only:
 * nothing the app builds imports this module).
 */

/** A UUID that reads as its number in a failing test's output. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A card row: PostgreSQL's numeric arrives as a string, its timestamps with microseconds. */
export const testCard: CardRow = {
  id: testId(1),
  username: 'coral_keeper',
  slug: 'display',
  tank_name: 'Display',
  tank_volume_l: '300',
  kind: 'sps',
  description: 'My SPS tank',
  cover_photo_id: testId(9),
  activity_at: '2026-11-26T10:00:00.123456+00:00',
};

/** A shared tank showing only the sections given, over the card's columns (or those given). */
export const testShare = (shown: Partial<Record<`show_${PublicSection}`, boolean>>, card: Partial<CardRow> = {}): ShareRow => ({
  ...testCard,
  ...card,
  show_readings: false,
  show_trends: false,
  show_livestock: false,
  show_icp: false,
  show_journal: false,
  ...shown,
});

export const testEntry = (id: number, kind: string, at: string, values: Record<string, unknown>): EntryRow => ({
  id: testId(id),
  kind,
  at,
  values,
  updated_at: at,
});

/** One analyte of an ICP entry, as the log stores it. */
export const testAnalyte = (element: string, value: number | null, detection = 'measured', limit: number | null = null) => ({
  element,
  section: 'aquarium',
  detection,
  value,
  limit,
  unit: 'mg/L',
});
