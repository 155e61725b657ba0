import { describe, expect, it } from 'vitest';
import { icpSeriesOf } from '@/lib/log/series';
import type { LogEntry } from '@/lib/log/model';
import { icpElement, nswAt } from './catalogue';
import { elementHistory, historyElements, icpAnalyses, latestTable, standing } from './history';
import { planIcpCorrections } from './plan';
import type { IcpAnalyte, IcpEntryValues } from './types';

const a = (element: string, value: number | null, over: Partial<IcpAnalyte> = {}): IcpAnalyte => ({
  element,
  section: 'aquarium',
  detection: value === null ? 'not-detected' : 'measured',
  value,
  limit: null,
  unit: element === 'salinity' ? 'PSU' : element === 'KH' ? 'dKH' : 'mg/L',
  reported: { value: String(value), unit: 'mg/l' },
  ...over,
});
const entry = (id: string, at: string, values: IcpEntryValues, deletedAt: string | null = null): LogEntry => ({
  id,
  userId: null,
  tankId: 't',
  kind: 'icp',
  at,
  values,
  note: null,
  createdAt: at,
  updatedAt: at,
  deletedAt,
});
const v = (lab: IcpEntryValues['lab'], analytes: IcpAnalyte[]): IcpEntryValues => ({ lab, reportId: null, fingerprint: lab, analytes });

const entries = [
  entry('2', '2026-02-01T12:00:00Z', v('oceamo', [a('salinity', 33), a('Ca', 350), a('Cu', 0.004), a('Ca', 0.5, { section: 'rodi' })])),
  entry('1', '2026-01-01T12:00:00Z', v('ati', [a('salinity', 35), a('Ca', 430), a('KH', 8), a('Cu', null), a('Zz', 1)])),
  entry('3', '2026-03-01T12:00:00Z', v('ati', [a('Ca', 999)]), '2026-03-02T00:00:00Z'),
];

describe('ICP history', () => {
  it('follows one element across labs, oldest first, NSW scaled to each sample’s salinity, the RO water apart', () => {
    const analyses = icpAnalyses(entries);
    expect(analyses.map((x) => x.entryId)).toEqual(['1', '2']);
    const ca = elementHistory(analyses, 'Ca');
    expect(ca.map((p) => [p.lab, p.analyte.value])).toEqual([
      ['ati', 430],
      ['oceamo', 350],
    ]);
    expect(ca[1].nsw).toBeCloseTo(nswAt('Ca', 35)! * (33 / 35), 9);
    expect(historyElements(analyses)).toEqual(['salinity', 'KH', 'Ca', 'Cu', 'Zz']);
  });

  it('tables the latest analysis by group with the change since the one before', () => {
    const table = latestTable(icpAnalyses(entries))!;
    expect(table.latest.values.lab).toBe('oceamo');
    const rows = table.groups.flatMap((g) => g.rows.map((r) => [g.section, g.group, r.analyte.element, r.change, r.standing]));
    expect(rows).toEqual([
      ['aquarium', 'base', 'salinity', -2, 'low'],
      ['aquarium', 'major', 'Ca', -80, 'low'],
      ['aquarium', 'pollutant', 'Cu', null, 'concern'],
      ['rodi', 'major', 'Ca', null, null],
    ]);
  });

  it('puts ICP calcium, alkalinity and salinity on the kit charts, only measured aquarium values', () => {
    expect(icpSeriesOf(entries, 'calcium', 'dkh').map((p) => p.value)).toEqual([430, 350]);
    expect(icpSeriesOf(entries, 'alkalinity', 'meqL')[0].value).toBeCloseTo(8 / 2.8, 2);
    expect(icpSeriesOf(entries, 'temperature', 'dkh')).toEqual([]);
  });
});

describe('standing', () => {
  it('judges a pollutant without a published criterion as the plan does: above 10 × natural seawater is a concern', () => {
    const al = { element: 'Al', section: 'aquarium', detection: 'measured', limit: null, unit: 'mg/L' } as const;
    const info = icpElement('Al');
    const concern = nswAt('Al', 35)! * 10;
    expect(standing({ ...al, value: concern * 1.01 }, info, 35)).toBe('concern');
    expect(standing({ ...al, value: concern * 0.99 }, info, 35)).not.toBe('concern');
    const plan = planIcpCorrections({
      analytes: [{ ...al, value: 0.005, reported: { value: '5', unit: 'µg/l' } }],
      volumeL: 100,
      salinityPsu: 35,
      line: 'ati',
    });
    expect([plan.items[0].reason, standing({ ...al, value: 0.005 }, info, 35)]).toEqual(['above-concern', 'concern']);
  });
});
