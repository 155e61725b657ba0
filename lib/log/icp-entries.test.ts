import { describe, expect, it } from 'vitest';
import type { IcpEntryValues } from '@/lib/icp/types';
import { adviceFor, markersOf, seriesOf } from './analysis';
import { logToCsv } from './csv';
import { logToJson } from './export';
import { parseLogCsv, parseLogJson } from './import';
import type { LogEntry, LogTank } from './model';
import { defaultTargets } from './targets';

/** An ICP analysis among a tank's entries: it round-trips through the JSON export, the CSV lists it, the kit's screens skip it. */
const T = '2026-01-01T00:00:00.000Z';
const tank: LogTank = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: null,
  name: 'Display',
  volumeL: 400,
  targets: defaultTargets(),
  additives: { alkalinity: 'redsea-foundation-b' },
  archivedAt: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const entry = (n: number, at: string, kind: LogEntry['kind'], values: LogEntry['values']): LogEntry => ({
  id: uuid(n),
  userId: null,
  tankId: tank.id,
  kind,
  at,
  values,
  note: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});
const icp: IcpEntryValues = {
  lab: 'oceamo',
  reportId: 'MSR-1',
  fingerprint: 'fp-1',
  analytes: [
    {
      element: 'Ca',
      section: 'aquarium',
      detection: 'measured',
      value: 430,
      limit: null,
      unit: 'mg/L',
      reported: { value: '430', unit: 'mg/l' },
    },
    {
      element: 'Sn',
      section: 'aquarium',
      detection: 'below',
      value: null,
      limit: 0.0005,
      unit: 'mg/L',
      reported: { value: '< 0,5', unit: 'µg/l' },
    },
    {
      element: 'Cu',
      section: 'rodi',
      detection: 'not-detected',
      value: null,
      limit: null,
      unit: 'mg/L',
      reported: { value: 'n.n.', unit: 'µg/l' },
    },
  ],
};
const entries = [
  entry(1, '2026-01-01T00:00:00.000Z', 'test', { alkalinity: 8.2, calcium: 420 }),
  entry(2, '2026-01-04T00:00:00.000Z', 'icp', icp),
  entry(3, '2026-01-08T00:00:00.000Z', 'test', { alkalinity: 7.9, calcium: 410 }),
];

describe('ICP entries in the log', () => {
  it('round-trip through the JSON export', () => {
    const r = parseLogJson(logToJson([tank], entries, T), []);
    expect(r.ok && r.preview.refused).toEqual([]);
    const back = r.ok ? r.preview.entries.find((e) => e.kind === 'icp') : undefined;
    expect(back?.values).toEqual(icp);
  });

  it('refuse an ICP entry of the wrong shape in a JSON file', () => {
    const file = JSON.parse(logToJson([tank], entries, T)) as { entries: { values: IcpEntryValues }[] };
    file.entries[1].values.analytes[1].value = 0;
    const r = parseLogJson(JSON.stringify(file), []);
    expect(r.ok && r.preview.refused).toEqual([{ row: 2, reason: 'invalidValue', field: 'analytes' }]);
  });

  it('list in the CSV one row per analyte, non-detects as words, and are not read back from it', () => {
    const csv = logToCsv([tank], entries);
    expect(csv).toContain(`${uuid(2)},Display,icp,2026-01-04T00:00:00.000Z,lab,oceamo,,`);
    expect(csv).toContain(',icp.Ca,430,mg/L,');
    expect(csv).toContain(',icp.Sn,<0.0005,mg/L,');
    expect(csv).toContain(',icp.rodi.Cu,not-detected,mg/L,');
    const r = parseLogCsv(csv, tank.id, '25/25');
    expect(r.ok && r.preview.refused).toEqual([{ row: 4, reason: 'icpJsonOnly', field: 'kind' }]);
    expect(r.ok && r.preview.entries.map((e) => e.id)).toEqual([uuid(1), uuid(3)]);
  });

  it('leave the trends, markers and dose advice as they were', () => {
    const kitOnly = entries.filter((e) => e.kind !== 'icp');
    expect(seriesOf(entries, 'calcium', 'dkh')).toEqual(seriesOf(kitOnly, 'calcium', 'dkh'));
    expect(markersOf(entries)).toEqual([]);
    expect(adviceFor(tank, entries, 'alkalinity', 'dkh')).toEqual(adviceFor(tank, kitOnly, 'alkalinity', 'dkh'));
  });
});
