import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestValues } from '../model';
import { parseApexDatalog, apexDate } from './apex-datalog';
import { parseApexStatus } from './apex-status';
import { parseFusionLog } from './apex-fusion';
import { parseFocustronic } from './focustronic';
import { readAnyFile, readAnyText, type ReadOptions } from './index';
import { sourceOf } from './readings';

const TANK = '11111111-1111-4111-8111-111111111111';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const opts: ReadOptions = { tankId: TANK, sg: '25/25', dateOrder: 'dmy' };
const values = (e: { values: unknown }) => e.values as TestValues;

describe('Apex datalog.xml', () => {
  it('reads records by date, probes by type: °F temperature, pH, salinity, Trident alk/ca/mg; ORP is listed, not imported', () => {
    const r = parseApexDatalog(fixture('apex-datalog.xml'), { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.format).toBe('device');
    expect(r.preview.refused).toEqual([]);
    expect(r.preview.entries).toHaveLength(3);
    const [first] = r.preview.entries;
    // 11/01/2026 08:00 at UTC−5 is 13:00 UTC
    expect(first.at).toBe('2026-11-01T13:00:00.000Z');
    expect(values(first).alkalinity).toBe(8.4);
    expect(values(first).calcium).toBe(430);
    expect(values(first).magnesium).toBe(1350);
    expect(values(first).salinity).toBe(35);
    expect(values(first).ph).toBe(8.12);
    expect(values(first).temperature).toBeCloseTo(25.611, 3);
    expect(first.typed).toEqual({ source: 'device:apex-datalog' });
    const orp = r.probes!.find((p) => p.name === 'ORP')!;
    expect(orp).toMatchObject({ type: 'ORP', parameter: null, count: 1 });
    expect(r.probes!.find((p) => p.name === 'Tmp')).toMatchObject({ parameter: 'temperature', unit: 'fahrenheit', count: 3 });
  });

  it('follows the keeper’s probe map (a probe left out, another read as something else)', () => {
    const r = parseApexDatalog(fixture('apex-datalog.xml'), { tankId: TANK, probeMap: { Tmp: null, Cax4: null } });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries.every((e) => values(e).temperature === undefined && values(e).calcium === undefined)).toBe(true);
    expect(values(r.preview.entries[2]).alkalinity).toBe(8.16);
  });

  it('gives the same ids every time it is read, so a second import is the same rows', () => {
    const a = parseApexDatalog(fixture('apex-datalog.xml'), { tankId: TANK });
    const b = parseApexDatalog(fixture('apex-datalog.xml'), { tankId: TANK });
    if (!a.ok || !b.ok) throw new Error('unread');
    expect(a.preview.entries.map((e) => e.id)).toEqual(b.preview.entries.map((e) => e.id));
    expect(new Set(a.preview.entries.map((e) => e.id)).size).toBe(3);
  });

  it('names a bad date and a value that is not a number by their lines; an unclosed record refuses the file at its line', () => {
    const text = fixture('apex-datalog.xml')
      .replace('11/01/2026 20:00:00', '13/45/2026 20:00:00')
      .replace('<value>426</value>', '<value>n/a</value>');
    const r = parseApexDatalog(text, { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([
      { row: 31, reason: 'invalidDate', field: 'date' },
      { row: 51, reason: 'notNumber', field: 'Cax4' },
    ]);
    expect(r.preview.entries).toHaveLength(2);
    const broken = fixture('apex-datalog.xml').replace('</record>\n<record>\n<date>11/02', '\n<record>\n<date>11/02');
    expect(parseApexDatalog(broken, { tankId: TANK })).toMatchObject({ ok: false, error: 'malformed', line: 30 });
    const cut = fixture('apex-datalog.xml').slice(0, -40);
    expect(parseApexDatalog(cut, { tankId: TANK })).toMatchObject({ ok: false, error: 'malformed', line: 42 });
  });

  it('lists a second probe of one parameter without importing it, unless the keeper maps it', () => {
    const text = fixture('apex-datalog.xml').replace(
      '<name>pH</name><type>pH</type><value>8.12</value>',
      '<name>pH</name><type>pH</type><value>8.12</value>\n</probe>\n<probe>\n<name>pH2</name><type>pH</type><value>7.90</value>',
    );
    const r = parseApexDatalog(text, { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([]);
    expect(r.probes!.find((p) => p.name === 'pH2')!.parameter).toBeNull();
    expect(values(r.preview.entries[0]).ph).toBe(8.12);
    const mapped = parseApexDatalog(text, { tankId: TANK, probeMap: { pH: null, pH2: 'ph' } });
    expect(mapped.ok && values(mapped.preview.entries[0]).ph).toBe(7.9);
  });

  it('reads MM/DD/YYYY in the zone given, and refuses 02/30', () => {
    expect(apexDate('02/03/2026 00:00:00', 9)).toBe('2026-02-02T15:00:00.000Z');
    expect(apexDate('02/30/2026 00:00:00', 0)).toBeNull();
    expect(apexDate('2026-02-03', 0)).toBeNull();
  });
});

describe('Apex REST status', () => {
  it('reads inputs at system.date (Unix seconds): Trident values and probes; amps left out', () => {
    const r = parseApexStatus(JSON.parse(fixture('apex-status.json')), { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries).toHaveLength(1);
    const e = r.preview.entries[0];
    expect(e.at).toBe(new Date(1793606400 * 1000).toISOString());
    expect(values(e)).toEqual({ temperature: 25.6, ph: 8.15, salinity: 34.8, alkalinity: 8.05, calcium: 425, magnesium: 1340 });
    expect(r.probes!.find((p) => p.name === 'Amps')!.parameter).toBeNull();
  });
  it('refuses a snapshot without a time, by its position', () => {
    const data = JSON.parse(fixture('apex-status.json')) as { system: { date?: number } };
    delete data.system.date;
    const r = parseApexStatus([JSON.parse(fixture('apex-status.json')), data], { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([{ row: 2, reason: 'invalidDate', field: 'system.date' }]);
  });
});

describe('Apex Fusion measurement log', () => {
  it('reads types 1 KH, 2 Ca, 4 Mg, 5 NO3, 6 PO4 and leaves iodine (3) out, counted', () => {
    const r = parseFusionLog(JSON.parse(fixture('apex-fusion.json')), { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.skipped).toBe(1);
    expect(r.preview.entries.map(values)).toEqual([
      { alkalinity: 8.3, calcium: 440, magnesium: 1380 },
      { nitrate: 4.5, phosphate: 0.05 },
    ]);
    expect(r.preview.entries[0].typed).toEqual({ source: 'file:apex-fusion' });
  });
  it('names an unknown type and a missing date by position', () => {
    const r = parseFusionLog(
      [
        { type: 1, value: 8, date: 'x' },
        { type: 9, value: 1, date: '2026-01-01' },
        { type: 2, value: 420, date: 1793520000 },
      ],
      {
        tankId: TANK,
      },
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([
      { row: 1, reason: 'invalidDate', field: 'date' },
      { row: 2, reason: 'unknownParameter', field: 'type 9' },
    ]);
    expect(r.preview.entries).toHaveLength(1);
  });
});

describe('Focustronic', () => {
  it('Alkatronic: kh_value in hundredths of dKH at record_time; a hidden record is left out', () => {
    const r = parseFocustronic(JSON.parse(fixture('alkatronic.json')), { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.hidden).toBe(1);
    expect(r.preview.entries.map((e) => values(e).alkalinity)).toEqual([8.12, 8.06, 7.99]);
    expect(r.preview.entries[0].at).toBe('2026-11-01T08:00:00.000Z');
    expect(r.preview.entries[0].typed).toEqual({ source: 'device:alkatronic' });
  });
  it('Mastertronic: value ÷ multiply_factor per parameter', () => {
    const r = parseFocustronic(JSON.parse(fixture('mastertronic.json')), { tankId: TANK });
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries.map(values)).toEqual([{ calcium: 430, magnesium: 1350 }, { nitrate: 5.2 }]);
  });
  it('refuses a record that is not a number, by position', () => {
    const r = parseFocustronic(
      {
        data: [
          { kh_value: 'x', record_time: 1793520000 },
          { kh_value: 800, record_time: 1793523600 },
        ],
      },
      { tankId: TANK },
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([{ row: 1, reason: 'notNumber', field: 'kh_value' }]);
  });
});

describe('readAnyText: the format told by the content', () => {
  it.each([
    ['apex-datalog.xml', 'apex-datalog'],
    ['apex-status.json', 'apex-status'],
    ['apex-fusion.json', 'apex-fusion'],
    ['alkatronic.json', 'alkatronic'],
    ['mastertronic.json', 'mastertronic'],
  ])('%s', (file, source) => {
    const out = readAnyText(fixture(file), opts);
    expect(out.kind).toBe('preview');
    if (out.kind === 'preview') {
      expect(out.preview.source).toBe(source);
      expect(sourceOf(out.preview.entries[0].typed)?.id).toBe(source);
    }
  });
  it('a table it cannot read by its headers goes to the mapper', () => {
    expect(readAnyText(fixture('table-decimal-comma.csv'), opts).kind).toBe('table');
  });
  it('the log’s own wide CSV stays as it was', () => {
    const out = readAnyText('date,alk,ca\n2026-01-05,8.1,420\n', opts);
    expect(out.kind === 'preview' && out.preview.format).toBe('csv-wide');
  });
  it('broken JSON is refused with its line; junk is refused whole', () => {
    expect(readAnyText('{\n "data": [\n  {"kh_value": 8,}\n ]\n}', opts)).toMatchObject({ kind: 'error', error: 'malformed', line: 3 });
    expect(readAnyText('{"hello": 1}', opts)).toEqual({ kind: 'error', error: 'wrongShape' });
    expect(readAnyText('<html></html>', opts)).toEqual({ kind: 'error', error: 'wrongShape' });
  });
  it('reads a Shift_JIS file', async () => {
    const bytes = readFileSync(new URL('./fixtures/table-long-shift-jis.csv', import.meta.url));
    const out = await readAnyFile(new Blob([bytes]), opts);
    expect(out.kind).toBe('table');
    if (out.kind === 'table') expect(out.table.header).toEqual(['測定日', '項目', '値', '単位']);
  });
});
