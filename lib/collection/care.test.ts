import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/log/model';
import type { Species } from '@/lib/species/types';
import { collectionOf } from './animals';
import { careFindings, tankFindings } from './care';
import { changesBefore } from './changes';
import type { AnimalValues } from './model';

const src = { source: 'test', grade: 'B' as const };
const sp = (id: string, group: Species['group'], extra: Partial<Species> = {}): Species => ({
  id,
  scientific: id,
  group,
  family: 'x',
  names: { en: [id], ja: [id] },
  reefSafe: { value: 'yes', ...src },
  notes: { en: '', ja: '' },
  ...extra,
});
const species = new Map(
  [
    sp('acropora-millepora', 'coral', {
      sensitive: { value: { alkalinity: { low: 7, high: 10 }, nitrate: { low: 0.5, high: 10 } }, ...src },
    }),
    sp('zebrasoma-flavescens', 'fish', { minTankL: { value: 400, ...src }, incompatibleWith: ['zebrasoma-scopas'] }),
    sp('zebrasoma-scopas', 'fish', { minTankL: { value: 300, ...src } }),
  ].map((s) => [s.id, s]),
);
let n = 0;
const entry = (kind: LogEntry['kind'], at: string, values: object, id = `e${n++}`): LogEntry => ({
  id,
  userId: null,
  tankId: 't',
  kind,
  at,
  values: values,
  note: null,
  createdAt: at,
  updatedAt: at,
  deletedAt: null,
});
const animal = (id: string, speciesId: string, status: AnimalValues['status'] = 'alive') =>
  entry(
    'animal',
    '2026-11-01T00:00:00.000Z',
    {
      speciesId,
      freeName: null,
      nickname: null,
      count: 1,
      acquiredAt: null,
      source: { kind: 'shop', text: null },
      price: null,
      placement: null,
      status,
    },
    id,
  );

describe('care checks', () => {
  const entries = [
    animal('coral', 'acropora-millepora'),
    animal('tang', 'zebrasoma-flavescens'),
    animal('scopas', 'zebrasoma-scopas'),
    animal('gone', 'zebrasoma-scopas', 'lost'),
    entry('test', '2026-11-10T09:00:00.000Z', { alkalinity: 11.5, nitrate: 0.2 }),
    entry('test', '2026-11-20T09:00:00.000Z', { alkalinity: 8.1 }),
  ];
  const findings = careFindings({ volumeL: 350 }, collectionOf(entries).animals, entries, species);

  it('a coral against the latest test of each sensitive parameter; a fish against the tank volume; an incompatible pair from both sides', () => {
    expect(findings).toEqual([
      { kind: 'parameter', animalId: 'coral', parameter: 'nitrate', value: 0.2, low: 0.5, high: 10 },
      { kind: 'tankSize', animalId: 'tang', volumeL: 350, minL: 400 },
      { kind: 'incompatible', animalId: 'tang', otherId: 'scopas' },
      { kind: 'incompatible', animalId: 'scopas', otherId: 'tang' },
    ]);
  });

  it('the tank shows each finding once (a pair once), an animal that is gone none', () => {
    expect(tankFindings(findings)).toHaveLength(3);
    expect(findings.some((f) => f.animalId === 'gone' || (f.kind === 'incompatible' && f.otherId === 'gone'))).toBe(false);
  });

  it('what changed before a photo: events and parameter moves in the 14 days before it', () => {
    const log = [
      ...entries,
      entry('test', '2026-10-01T09:00:00.000Z', { alkalinity: 9 }),
      entry('dose', '2026-11-15T09:00:00.000Z', {
        parameter: 'alkalinity',
        additiveId: null,
        strengthPerUnitPerL: 1,
        amount: 10,
        amountUnit: 'ml',
      }),
      entry('animal_event', '2026-11-18T09:00:00.000Z', { animalId: 'coral', type: 'moved' }),
      entry('animal_event', '2026-11-25T09:00:00.000Z', { animalId: 'coral', type: 'lost' }),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const { events, moves } = changesBefore(log, '2026-11-21T09:00:00.000Z', 'dkh');
    expect(events.map((e) => e.kind)).toEqual(['dose', 'animal_event']);
    expect(moves).toEqual([{ parameter: 'alkalinity', from: 9, to: 8.1 }]);
  });
});
