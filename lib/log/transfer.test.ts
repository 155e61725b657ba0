import { describe, expect, it } from 'vitest';
import { adviceFor, inRange, seriesOf } from './analysis';
import { logToCsv, parseCsv } from './csv';
import { logToJson } from './export';
import { parseLogCsv, parseLogFile, parseLogJson, parseLooseDate } from './import';
import type { LogEntry, LogTank } from './model';
import { sgConventionFor } from './params';
import { defaultTargets } from './targets';
import { doseSchema, doseValues, tankSchema, tankTargets, testSchema, testValues, waterChangeSchema, waterChangeValues } from './schema';

const T = '2026-01-01T00:00:00.000Z';
const tank: LogTank = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: null,
  name: 'Display, "main"',
  volumeL: 400,
  targets: defaultTargets(),
  additives: {},
  archivedAt: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
};
const entry = (id: string, at: string, kind: LogEntry['kind'], values: LogEntry['values'], note: string | null = null): LogEntry => ({
  id,
  userId: null,
  tankId: tank.id,
  kind,
  at,
  values,
  note,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('entry schemas', () => {
  it('takes every parameter optional and converts to canonical units', () => {
    const f = testSchema('25/25').parse({
      at: '2026-01-02T09:00',
      alkalinity: '3',
      alkalinityUnit: 'meqL',
      nitrate: '1',
      nitrateUnit: 'no3n',
      phosphate: '０.０１',
      phosphateUnit: 'po4p',
    });
    const v = testValues(f, '25/25');
    expect(v.alkalinity).toBeCloseTo(8.41155, 4); // 3 meq/L × 2.80385
    expect(v.nitrate).toBeCloseTo(4.4266, 3); // NO3-N × 62.004/14.007
    expect(v.phosphate).toBeCloseTo(0.030662, 5); // full-width digits read as typed on a Japanese IME
    expect(Object.keys(v)).toEqual(['alkalinity', 'nitrate', 'phosphate']);
  });

  it('reads SG with the locale convention: 1.0264 is 35 ppt at 25/25, 1.0234 at 25/4', () => {
    const en = testValues(testSchema('25/25').parse({ at: T, salinity: '1.0264', salinityUnit: 'sg' }), '25/25');
    const ja = testValues(testSchema('25/4').parse({ at: T, salinity: '1.0234', salinityUnit: 'sg' }), '25/4');
    expect(en.salinity).toBeCloseTo(35, 0);
    expect(ja.salinity).toBeCloseTo(35, 0);
    expect(sgConventionFor('ja')).toBe('25/4');
  });

  it('refuses with the calculators message keys and asks for something', () => {
    const r = testSchema('25/25').safeParse({ at: '', calcium: 'abc', alkalinity: '80' });
    expect(r.success).toBe(false);
    const keys = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toMatchObject({ at: 'required', calcium: 'notNumber' });
    const empty = testSchema('25/25').safeParse({ at: T });
    expect(empty.error!.issues[0].message).toBe('nothingEntered');
    const big = testSchema('25/25').safeParse({ at: T, alkalinity: '60' });
    expect(big.error!.issues[0]).toMatchObject({ message: 'tooLarge', maximum: 50 });
  });

  it('doses a preset in its own unit and a custom product by its label', () => {
    const p = doseValues(
      doseSchema.parse({ at: T, parameter: 'calcium', additiveId: 'calcium-chloride-dihydrate', amount: '12', amountUnit: 'ml' }),
    );
    expect(p).toMatchObject({ additiveId: 'calcium-chloride-dihydrate', amountUnit: 'g', amount: 12 });
    const c = doseValues(
      doseSchema.parse({
        at: T,
        parameter: 'alkalinity',
        alkalinityUnit: 'meqL',
        additiveId: 'custom',
        amount: '5',
        amountUnit: 'ml',
        labelAmount: '5',
        labelRise: '0.25',
        labelVolumeL: '80',
      }),
    );
    expect(c.strengthPerUnitPerL).toBeCloseTo(4 * 2.80385, 4); // 0.25·80/5 = 4 meq/L per mL per L, in dKH
    expect(
      doseSchema.safeParse({ at: T, parameter: 'calcium', additiveId: 'redsea-foundation-b', amount: '1' }).error!.issues[0].message,
    ).toBe('additiveParameterMismatch');
  });

  it('takes a water change as volume or percent, never above the tank', () => {
    const s = waterChangeSchema(400);
    expect(waterChangeValues(s.parse({ at: T, changeMode: 'percent', changePct: '10', newWater: { calcium: '420' } }), 400)).toMatchObject({
      volumeL: 40,
      newWater: { calcium: 420 },
    });
    expect(s.safeParse({ at: T, changeMode: 'volume', changeVolumeL: '500' }).error!.issues[0].message).toBe('changeExceedsTank');
  });

  it('keeps tank targets as pairs in canonical units', () => {
    const f = tankSchema.parse({
      name: ' Reef ',
      volumeL: '300',
      alkalinityUnit: 'meqL',
      targets: { alkalinity: { low: '2.5', high: '4' }, ph: { low: '', high: '' } },
    });
    expect(f.name).toBe('Reef');
    expect(tankTargets(f).alkalinity!.low).toBeCloseTo(7.0096, 3);
    expect(tankTargets(f).ph).toBeUndefined();
    expect(
      tankSchema.safeParse({ name: 'x', volumeL: '1', targets: { calcium: { low: '450', high: '400' } } }).error!.issues[0].message,
    ).toBe('targetBelowLow');
  });
});

describe('CSV and JSON', () => {
  const entries = [
    entry(uuid(1), '2026-01-01T08:00:00.000Z', 'test', { alkalinity: 8, calcium: 420 }, '=HYPERLINK("x")'),
    entry(uuid(2), '2026-01-02T08:00:00.000Z', 'dose', {
      parameter: 'alkalinity',
      additiveId: 'redsea-foundation-b',
      strengthPerUnitPerL: null,
      amount: 20,
      amountUnit: 'ml',
    }),
    entry(
      uuid(3),
      '2026-01-03T08:00:00.000Z',
      'water_change',
      { volumeL: 40, newWater: { calcium: 420 }, newWaterPreset: 'natural-sw' },
      'line\nbreak, "quoted"',
    ),
    entry(uuid(4), '2026-01-04T08:00:00.000Z', 'note', {}, 'new coral'),
  ];

  it('exports long format with BOM, units named, RFC 4180 quoting and formulas defused', () => {
    const csv = logToCsv([tank], entries);
    expect(csv.startsWith('\uFEFFid,tank,kind,at,parameter,value,unit,note\r\n')).toBe(true);
    expect(csv).toContain(`${uuid(1)},"Display, ""main""",test,2026-01-01T08:00:00.000Z,alkalinity,8,dKH,"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('amount.alkalinity,20,mL');
    expect(csv).toContain('"line\nbreak, ""quoted"""');
    expect(parseCsv(csv)).toHaveLength(1 + 2 + 1 + 1 + 3 + 1);
  });

  it('re-imports its own CSV to the same entries', () => {
    const r = parseLogCsv(logToCsv([tank], entries), tank.id, '25/25');
    expect(r.ok && r.preview.refused).toEqual([]);
    const got = r.ok ? r.preview.entries : [];
    expect(got.map((e) => [e.id, e.kind, e.values, e.note])).toEqual(entries.map((e) => [e.id, e.kind, e.values, e.note]));
  });

  it('round-trips JSON and refuses bad rows with their number and reason', () => {
    const json = logToJson([tank], entries, T);
    const back = parseLogJson(json, []);
    expect(back.ok && back.preview.entries).toHaveLength(4);
    const bad = JSON.parse(json) as { entries: { values: Record<string, unknown>; at: string; tankId: string }[] };
    bad.entries[1].values.amount = -3;
    bad.entries[2].at = 'yesterday';
    bad.entries[3].tankId = uuid(99);
    const r = parseLogJson(JSON.stringify(bad), []);
    expect(r.ok && r.preview.refused).toEqual([
      { row: 2, reason: 'invalidValue', field: 'amount' },
      { row: 3, reason: 'invalidDate', field: 'at' },
      { row: 4, reason: 'unknownTank' },
    ]);
    expect(parseLogFile('{"format":"other"}', { tankId: null, existingTankIds: [], sg: '25/25' })).toEqual({
      ok: false,
      error: 'wrongShape',
    });
    expect(parseLogFile('{oops', { tankId: null, existingTankIds: [], sg: '25/25' })).toEqual({ ok: false, error: 'malformed' });
  });

  it('refuses a row holding __proto__, constructor or prototype, naming where, and keeps the others', () => {
    const file = JSON.parse(logToJson([tank], entries, T)) as { tanks: Record<string, unknown>[]; entries: Record<string, unknown>[] };
    // as JSON.parse reads a file: `__proto__` is an own key of the row, not its prototype
    file.entries[1].values = { ...(file.entries[1].values as object), ...JSON.parse('{"__proto__":{"polluted":true}}') };
    file.entries[3].typed = JSON.parse('{"constructor":"x"}');
    const text = JSON.stringify(file);
    expect(text).toContain('"__proto__":{"polluted":true}');
    const r = parseLogJson(text, []);
    expect(r.ok && r.preview.refused).toEqual([
      { row: 2, reason: 'invalidValue', field: 'values.__proto__' },
      { row: 4, reason: 'invalidValue', field: 'typed.constructor' },
    ]);
    expect(r.ok && r.preview.entries.map((e) => e.id)).toEqual([uuid(1), uuid(3)]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const tanks = JSON.parse(logToJson([tank], [], T)) as { tanks: Record<string, unknown>[] };
    tanks.tanks[0].targets = JSON.parse('{"alkalinity":{"low":7,"high":9,"prototype":{}}}');
    const t = parseLogJson(JSON.stringify(tanks), []);
    expect(t.ok && t.preview.refused).toEqual([{ row: 1, reason: 'invalidValue', field: 'tanks.targets.alkalinity.prototype' }]);
  });

  it('reads a wide CSV with Japanese headers and a units row, refusing bad rows by line', () => {
    const csv = [
      '日付,KH,カルシウム,硝酸塩,リン酸塩,比重,メモ',
      ',meq/L,mg/L,NO3-N,PO4-P,,',
      '2026/01/05,3,420,1,0.01,1.0234,ok',
      '2026年1月6日,2.9,abc,,,,',
      'someday,3,,,,,',
    ].join('\n');
    const r = parseLogCsv(csv, tank.id, '25/4');
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.format).toBe('csv-wide');
    expect(r.preview.entries).toHaveLength(1);
    const v = r.preview.entries[0].values as Record<string, number>;
    expect(v.alkalinity).toBeCloseTo(8.41, 2);
    expect(v.nitrate).toBeCloseTo(4.43, 2);
    expect(v.salinity).toBeCloseTo(35, 0);
    expect(r.preview.refused).toEqual([
      { row: 4, reason: 'notNumber', field: 'カルシウム' },
      { row: 5, reason: 'invalidDate', field: '日付' },
    ]);
  });

  it('reads English headers with units in them', () => {
    const r = parseLogCsv('date,Alk (dKH),Ca (ppm),Temp (°F)\n2026-01-05 08:30,8.2,430,77\n', tank.id, '25/25');
    expect(r.ok && r.preview.entries[0].values).toMatchObject({ alkalinity: 8.2, calcium: 430, temperature: 25 });
    expect(parseLogCsv('foo,bar\n1,2\n', tank.id, '25/25')).toEqual({ ok: false, error: 'unknownColumns' });
    expect(parseLooseDate('2026-02-30')).toBeNull();
  });
});

describe('analysis', () => {
  it('gives the planner the latest pair with the doses between (docs/methods.md#consumption worked check)', () => {
    // alk 8.0 → 7.9 dKH over 7 days in 400 L with 70 mL of Foundation B: c = 0.250786 dKH/day, hold 10.604 mL/day
    const es = [
      entry(uuid(1), '2026-01-01T00:00:00Z', 'test', { alkalinity: 8.0 }),
      entry(uuid(2), '2026-01-03T00:00:00Z', 'dose', {
        parameter: 'alkalinity',
        additiveId: 'redsea-foundation-b',
        strengthPerUnitPerL: null,
        amount: 70,
        amountUnit: 'ml',
      }),
      entry(uuid(3), '2026-01-08T00:00:00Z', 'test', { alkalinity: 7.9 }),
    ];
    const a = adviceFor({ ...tank, additives: { alkalinity: 'redsea-foundation-b' } }, es, 'alkalinity', 'dkh')!;
    expect(a.result.consumptionPerDay).toBeCloseTo(0.250786, 3);
    expect(a.result.doseMlPerDay).toBeCloseTo(10.604, 1);
    expect(a.dosingQuery).toMatchObject({ parameter: 'alkalinity', current: '7.9', additiveId: 'redsea-foundation-b' });
    expect(adviceFor(tank, es.slice(0, 1), 'alkalinity', 'dkh')).toBeNull();
  });

  it('shows nitrate rising as accumulating and filters a range', () => {
    const es = [
      entry(uuid(1), '2026-01-01T00:00:00Z', 'test', { nitrate: 5 }),
      entry(uuid(2), '2026-01-08T00:00:00Z', 'test', { nitrate: 12 }),
    ];
    expect(adviceFor(tank, es, 'nitrate', 'dkh')!.result.trend).toBe('accumulating');
    const s = seriesOf(es, 'nitrate', 'dkh');
    expect(inRange(s, '30', Date.parse('2026-02-05T00:00:00Z')).map((p) => p.value)).toEqual([12]);
  });
});

import { bandPosition, niceTicks, valueExtent } from './chart';

describe('trend scales', () => {
  it('holds the band and gives round ticks', () => {
    const e = valueExtent([7.5, 8.2], { low: 7, high: 11 });
    expect(e.min).toBeLessThanOrEqual(7);
    expect(e.max).toBeGreaterThanOrEqual(11);
    expect(niceTicks({ min: 0, max: 10 })).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(valueExtent([420], null)).toEqual({ min: 378, max: 462 });
    expect(bandPosition(12, { low: 7, high: 11 })).toBe('above');
  });
});
