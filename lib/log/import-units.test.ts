import { describe, expect, it } from 'vitest';
import { parseNumberInput } from '@/lib/number/input';
import { logToCsv } from './csv';
import { parseLogCsv } from './import';
import { testEntry, testId, testTank } from './test-rows';

const TANK = '11111111-1111-4111-8111-111111111111';
const wide = (text: string) => {
  const r = parseLogCsv(text, TANK, '25/25');
  if (!r.ok) throw new Error(r.error);
  return r.preview;
};
const values = (text: string, parameter: string) => wide(text).entries.map((e) => (e.values as Record<string, number>)[parameter]);

describe('a table’s numbers read as the file writes them', () => {
  it('reads decimal commas as decimals, also with three digits after them, and then a point as thousands', () => {
    expect(values('Date;PO4 (ppm)\r\n2025-11-01;0,030\r\n2025-11-08;0,045\r\n', 'phosphate')).toEqual([0.03, 0.045]);
    expect(values('Date;Mg;Ca\r\n2025-11-02;1.350;420\r\n', 'magnesium')).toEqual([1350]);
    expect(values('Date;Alk;PO4\r\n2025-11-01;8,2;0,03\r\n2025-11-02;8;0,045\r\n', 'phosphate')).toEqual([0.03, 0.045]);
    // a decimal-point file keeps "1,350" as thousands
    expect(values('Date,Mg,Alk\r\n2025-11-02,"1,350",8.2\r\n', 'magnesium')).toEqual([1350]);
  });

  it('never reads "0,030" as thirty where a number is typed', () => {
    expect(parseNumberInput('0,030')).toEqual({ ok: false, reason: 'notNumber' });
    expect(parseNumberInput('1,350')).toEqual({ ok: true, value: 1350 });
  });

  it('asks through the column mapper for a unit it does not read, in a header or a units row', () => {
    expect(parseLogCsv('Date,Alk,PO4\r\n,dKH,ppb\r\n2025-11-02,8.2,30\r\n', TANK, '25/25')).toEqual({ ok: false, error: 'unknownColumns' });
    expect(parseLogCsv('Date,Alk (dKH),Ca ppm,PO4 (ppb)\r\n2025-11-02,8.2,420,30\r\n', TANK, '25/25')).toEqual({
      ok: false,
      error: 'unknownColumns',
    });
  });

  it('reads a salinity column of specific gravities as SG, on the scale the preview asks for', () => {
    const p = wide('日付,塩分\r\n2025/11/02,1.025\r\n2025/11/03,1.026\r\n');
    expect(p.sgColumn).toEqual({ scale: '25/25', named: false });
    for (const s of p.entries.map((e) => (e.values as { salinity: number }).salinity)) expect(s).toBeGreaterThan(30);
  });
});

describe('the log’s own long CSV', () => {
  const head = 'id,tank,kind,at,parameter,value,unit,note\r\n';
  const row = (parameter: string, value: string, unit: string) => `,Reef,test,2025-11-02T08:00:00Z,${parameter},${value},${unit},\r\n`;
  const read = (text: string) => {
    const r = parseLogCsv(head + text, null, '25/25');
    if (!r.ok) throw new Error(r.error);
    return r.preview;
  };

  it('refuses a value in another unit than the log’s own, and a number it would only read as code', () => {
    expect(read(row('alkalinity', '3', 'meq/L')).refused).toEqual([expect.objectContaining({ reason: 'otherUnit', field: 'alkalinity' })]);
    expect(read(row('phosphate', '30', 'ppb')).refused).toEqual([expect.objectContaining({ reason: 'otherUnit' })]);
    expect(read(row('calcium', '0x1A4', 'ppm')).refused).toEqual([expect.objectContaining({ reason: 'notNumber' })]);
    const ok = read(row('calcium', '420', 'mg/L') + row('nitrate', '5', 'ppm NO3').replace('08:00', '09:00'));
    expect(ok.refused).toEqual([]);
    expect(ok.entries.map((e) => e.values)).toEqual([{ calcium: 420 }, { nitrate: 5 }]);
  });

  it('writes numbers to their last digit, so its own file reads back the same', () => {
    const tank = testTank({ id: TANK, targets: {} });
    const entry = testEntry(TANK, testId(2), 'test', '2026-01-02T08:00:00.000Z', {
      alkalinity: 8.411550000000002,
      phosphate: 0.030661199760896,
    });
    const back = read(logToCsv([tank], [entry]).replace(/^[^\n]*\n/, ''));
    expect(back.entries[0].values).toEqual(entry.values);
  });
});

describe('a table with its date and time in two columns', () => {
  it('goes to the column mapper, which reads the time, instead of putting every reading at noon', async () => {
    const { readAnyText } = await import('./importers');
    const text = 'Date,Time,Alk,Ca\r\n2025-11-02,08:00,8.2,420\r\n2025-11-02,20:00,8.2,420\r\n';
    expect(parseLogCsv(text, TANK, '25/25')).toEqual({ ok: false, error: 'unknownColumns' });
    const out = readAnyText(text, { tankId: TANK, sg: '25/25', dateOrder: 'dmy' });
    if (out.kind !== 'table') throw new Error(out.kind);
    expect(out.guess.columns.map((c) => c.role)).toEqual(['date', 'time', 'value', 'value']);
  });
});

describe('rows of one entry in the long CSV', () => {
  const head = 'id,tank,kind,at,parameter,value,unit,note\r\n';
  const ID = '33333333-3333-4333-8333-333333333333';
  const read = (rows: string) => {
    const r = parseLogCsv(head + rows, null, '25/25');
    if (!r.ok) throw new Error(r.error);
    return r.preview;
  };
  it('refuses an id whose rows disagree, instead of merging them into the first', () => {
    const twoValues = read(
      `${ID},Reef,test,2025-11-02T08:00:00Z,alkalinity,8.2,dKH,\r\n${ID},Reef,test,2025-11-02T08:00:00Z,alkalinity,12,dKH,\r\n`,
    );
    expect(twoValues.entries).toEqual([]);
    expect(twoValues.refused).toEqual([expect.objectContaining({ reason: 'conflictingRows', field: 'alkalinity' })]);
    const twoKinds = read(
      `${ID},Reef,test,2025-11-02T08:00:00Z,alkalinity,8.2,dKH,\r\n${ID},Reef,dose,2025-11-02T08:00:00Z,amount.calcium,400,mL,\r\n`,
    );
    expect(twoKinds.entries).toEqual([]);
    expect(twoKinds.refused).toEqual([expect.objectContaining({ reason: 'conflictingRows', field: 'id' })]);
    // the same row twice is one entry
    const same = read(
      `${ID},Reef,test,2025-11-02T08:00:00Z,alkalinity,8.2,dKH,\r\n${ID},Reef,test,2025-11-02T08:00:00Z,alkalinity,8.2,dKH,\r\n`,
    );
    expect(same.entries.map((e) => e.values)).toEqual([{ alkalinity: 8.2 }]);
  });
});
