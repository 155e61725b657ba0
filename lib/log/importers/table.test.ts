import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMemoryLogDb } from '../db';
import type { TestValues } from '../model';
import { readAnyFile } from './index';
import { layoutKey, rememberedMapping, rememberMapping, validMapping } from './layouts';
import { guessMapping, layoutSignature, mappingComplete, readMappedTable, readTable, tableNumber, type TableMapping } from './table';
import { guessDateOrder, parseTableDate } from './table-dates';
import type { ReadingUnit } from './readings';

const TANK = '11111111-1111-4111-8111-111111111111';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const local = (y: number, m: number, d: number, h = 12, mi = 0) => new Date(y, m - 1, d, h, mi).toISOString();

describe('dates in tables', () => {
  it.each([
    ['2026-11-03', null, 'dmy', local(2026, 11, 3)],
    ['2026/11/3', null, 'mdy', local(2026, 11, 3)],
    ['2026年11月3日', null, 'dmy', local(2026, 11, 3)],
    ['２０２６年１１月３日', '9時30分', 'dmy', local(2026, 11, 3, 9, 30)],
    ['03.11.2026', '21:05', 'dmy', local(2026, 11, 3, 21, 5)],
    ['3/11/2026 08:15', null, 'dmy', local(2026, 11, 3, 8, 15)],
    ['11/3/2026', null, 'mdy', local(2026, 11, 3)],
    ['2026-11-03T09:00:00+09:00', null, 'dmy', '2026-11-03T00:00:00.000Z'],
  ] as const)('%s %s (%s)', (date, time, order, iso) => {
    expect(parseTableDate(date, time, order)).toBe(iso);
  });
  it.each([['31.02.2026'], ['2026年13月1日'], ['yesterday'], ['03.11.26']])('refuses %s', (d) => {
    expect(parseTableDate(d, null, 'dmy')).toBeNull();
  });
  it('guesses the order from a day above 12, dots as day first', () => {
    expect(guessDateOrder(['01/02/2026', '25/02/2026'], 'mdy')).toBe('dmy');
    expect(guessDateOrder(['02/25/2026'], 'dmy')).toBe('mdy');
    expect(guessDateOrder(['01.02.2026'], 'mdy')).toBe('dmy');
    expect(guessDateOrder(['01/02/2026'], 'mdy')).toBe('mdy');
  });
});

describe('numbers in tables', () => {
  it('reads decimal commas only when told, full-width digits always, refuses "<0.02"', () => {
    expect(tableNumber('8,2', true)).toBe(8.2);
    expect(tableNumber('8,2', false)).toBeNull();
    expect(tableNumber('８.２', false)).toBe(8.2);
    expect(tableNumber('<0.02', false)).toBeNull();
  });
  it('reads thousands as the file writes them: "1.350" in a decimal-comma table and "1,350" in a decimal-point one are 1350', () => {
    expect(tableNumber('1.350', true)).toBe(1350);
    expect(tableNumber('10.780,5', true)).toBe(10780.5);
    expect(tableNumber('1,350', false)).toBe(1350);
    expect(tableNumber('10 650', false)).toBe(10650);
    expect(tableNumber('0,030', false)).toBeNull();
  });
  it('guesses a decimal comma from the cells, not from a "1.350" of magnesium, and reads that as 1350', () => {
    const table = readTable('Datum;Uhrzeit;KH;Mg\n03.11.2026;21:05;8,2;1.350\n04.11.2026;21:00;8,1;1.340\n')!;
    const g = guessMapping(table, 'mdy');
    expect(g.decimalComma).toBe(true);
    const mapping: TableMapping = {
      ...g,
      columns: [
        { role: 'date' },
        { role: 'time' },
        { role: 'value', parameter: 'alkalinity', unit: 'dkh' },
        { role: 'value', parameter: 'magnesium', unit: 'ppm' },
      ],
    };
    const r = readMappedTable(table, mapping, TANK);
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries.map((e) => e.values)).toEqual([
      { alkalinity: 8.2, magnesium: 1350 },
      { alkalinity: 8.1, magnesium: 1340 },
    ]);
  });
});

describe('the column mapper', () => {
  const table = readTable(fixture('table-decimal-comma.csv'))!;
  const mapping: TableMapping = {
    columns: [
      { role: 'date' },
      { role: 'time' },
      { role: 'value', parameter: 'alkalinity', unit: 'dkh' },
      { role: 'value', parameter: 'calcium', unit: 'ppm' },
      { role: 'value', parameter: 'nitrate', unit: 'no3n' },
    ],
    dateOrder: 'dmy',
    decimalComma: true,
  };

  it('guesses the date order from dates written with dashes too (25-11-2025 is day first)', () => {
    const dashed = readTable('Datum,KH\n02-11-2025,8.1\n25-11-2025,8.0\n')!;
    expect(guessMapping(dashed, 'mdy').dateOrder).toBe('dmy');
  });

  it('guesses what it can: Calcium (mg/l) and decimal commas; the unknown headers wait for the keeper', () => {
    const g = guessMapping(table, 'mdy');
    expect(g.columns[3]).toEqual({ role: 'value', parameter: 'calcium', unit: 'ppm' });
    expect(g.columns[0]).toEqual({ role: 'ignore' });
    expect(g.decimalComma).toBe(true);
    expect(g.dateOrder).toBe('dmy');
    expect(mappingComplete(g)).toBe(false);
    expect(mappingComplete(mapping)).toBe(true);
  });

  it('reads DD.MM.YYYY, a time column, decimal commas and NO3-N through the mapping, as a file source', () => {
    const r = readMappedTable(table, mapping, TANK);
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.format).toBe('table');
    expect(r.preview.refused).toEqual([]);
    expect(r.preview.entries.map((e) => e.at)).toEqual([local(2026, 11, 1, 9, 30), local(2026, 11, 3, 9, 30), local(2026, 11, 5, 21, 0)]);
    const v = r.preview.entries.map((e) => e.values as TestValues);
    expect(v[0].alkalinity).toBe(8.2);
    expect(v[0].nitrate).toBeCloseTo(5 * 4.4266, 3);
    expect(v[1]).toEqual({ alkalinity: 8, calcium: 425 });
    expect(r.preview.entries[0].typed).toEqual({ source: 'file:table' });
    // read twice: the same ids
    const again = readMappedTable(table, mapping, TANK);
    expect(again.ok && again.preview.entries.map((e) => e.id)).toEqual(r.preview.entries.map((e) => e.id));
  });

  it('reads a "PO4 (ppb)" column as the keeper says: ppb PO4 (µg/L) or ppb P (Hanna ULR), never guessed', () => {
    const ppb = readTable('Date,PO4 (ppb)\n2026-11-01,30\n')!;
    expect(mappingComplete(guessMapping(ppb, 'ymd'))).toBe(false);
    const as = (unit: ReadingUnit) => {
      const r = readMappedTable(
        ppb,
        { columns: [{ role: 'date' }, { role: 'value', parameter: 'phosphate', unit }], dateOrder: 'ymd', decimalComma: false },
        TANK,
      );
      if (!r.ok) throw new Error(r.error);
      return (r.preview.entries[0].values as TestValues).phosphate;
    };
    expect(as('po4Ppb')).toBeCloseTo(0.03, 12);
    expect(as('pPpb')).toBeCloseTo(0.092, 3);
  });

  it('names each bad row by its line; nothing is read from them', () => {
    const bad = readTable('Datum;Uhrzeit;KH;Ca;NO3\n01.11.2026;09:30;8,2;430;\n31.02.2026;09:30;8,0;;\n02.11.2026;09:30;viel;;\n')!;
    const r = readMappedTable(bad, mapping, TANK);
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([
      { row: 3, reason: 'invalidDate', field: 'Datum' },
      { row: 4, reason: 'notNumber', field: 'KH' },
    ]);
    expect(r.preview.entries).toHaveLength(1);
  });

  it('reads a long table (parameter, value, unit columns) in Shift_JIS with Japanese dates', async () => {
    const bytes = readFileSync(new URL('./fixtures/table-long-shift-jis.csv', import.meta.url));
    const out = await readAnyFile(new Blob([bytes]), { tankId: TANK, sg: '25/4', dateOrder: 'ymd' });
    if (out.kind !== 'table') throw new Error(out.kind);
    expect(out.guess.columns.map((c) => c.role)).toEqual(['date', 'parameter', 'reading', 'unit']);
    const r = readMappedTable(out.table, out.guess, TANK);
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.refused).toEqual([]);
    const v = r.preview.entries.map((e) => e.values as TestValues);
    expect(v[0]).toEqual({ alkalinity: 8.1, calcium: 420 });
    expect(v[1].alkalinity).toBe(7.9);
    expect(v[1].phosphate).toBeCloseTo(0.02 * 3.0662, 4);
  });

  it('refuses a mapping without a date, or for another column count', () => {
    expect(readMappedTable(table, { ...mapping, columns: mapping.columns.slice(1) }, TANK)).toEqual({ ok: false, error: 'unknownColumns' });
  });
});

describe('remembered layouts', () => {
  it('a mapping is kept per header signature in meta and read back for the same layout only', async () => {
    const db = await createMemoryLogDb('layouts');
    const table = readTable(fixture('table-decimal-comma.csv'))!;
    const mapping: TableMapping = { columns: table.header.map(() => ({ role: 'ignore' as const })), dateOrder: 'dmy', decimalComma: true };
    mapping.columns[0] = { role: 'date' };
    mapping.columns[2] = { role: 'value', parameter: 'alkalinity', unit: 'dkh' };
    expect(await rememberedMapping(db, table.signature, 5)).toBeNull();
    await rememberMapping(db, table.signature, mapping);
    expect(await rememberedMapping(db, table.signature, 5)).toEqual(mapping);
    // the same header with other spacing and case is the same layout; another header is not
    expect(layoutSignature(['DATUM', ' Uhrzeit', 'KH-Wert  (dKH)', 'Calcium (mg/l)', 'Nitrat'])).toBe(table.signature);
    expect(await rememberedMapping(db, layoutSignature(['Date', 'KH']), 2)).toBeNull();
    // a stored mapping of another shape is ignored, never applied
    await db.meta.put({
      key: layoutKey('x'),
      value: { columns: [{ role: 'value', parameter: 'alkalinity', unit: 'furlongs' }], dateOrder: 'dmy', decimalComma: false },
    });
    expect(await rememberedMapping(db, 'x', 1)).toBeNull();
    expect(validMapping(mapping, 4)).toBeNull();
    db.close();
  });
});
