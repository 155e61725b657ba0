import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { parseLogJson } from './import';
import { entryBoundsProblem, tankProblem, valuesProblem } from './import-checks';
import { LOG_ENTRY_KINDS } from './model';
import { doseValuesSchema, ISSUE_REASONS, problemOf, reasonOf, testValuesSchema, waterChangeValuesSchema } from './row-schema';

/*
 * The import's checks go through the stored-row schemas (row-schema.ts problemOf): what a keeper reads on a refused
 * row is a reason under Log.transfer.reasons and a field, as before the schemas were used (transfer.test.ts and
 * import-plan.test.ts keep their cases; these pin what they did not).
 */

const T = '2026-11-20T08:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('a schema failure named as the import names it', () => {
  it('every reason the schemas name has its message, in English and Japanese', () => {
    for (const reason of ISSUE_REASONS) {
      expect(en.Log.transfer.reasons).toHaveProperty(reason);
      expect(ja.Log.transfer.reasons).toHaveProperty(reason);
    }
  });

  it('every reason and field of a refused row has its message (a reason from the schemas, or from a model’s rule)', () => {
    const faulty: unknown[] = [
      ...[{ foo: 1 }, { alkalinity: 'x' }, { ph: -1 }, { ph: 15 }, [], null, { alkalinity: 'x'.repeat(20_000) }],
      { parameter: 'calcium', amount: 5, amountUnit: 'ml' },
      { volumeL: 10, newWater: { ph: 8 } },
      { body: 5 },
      { lab: 'x' },
      { taskKind: 'x' },
      { name: 5 },
    ];
    const reasons = new Set<string>();
    for (const kind of LOG_ENTRY_KINDS) for (const v of faulty) reasons.add(valuesProblem(kind, v)?.reason ?? 'invalidValue');
    for (const name of [5, '', 'x'.repeat(101)]) reasons.add(tankProblem({ id: uuid(1), name })!.reason);
    reasons.add(entryBoundsProblem({ at: T, note: 'x'.repeat(4001) })!.reason);
    reasons.add(entryBoundsProblem({ at: T, typed: { a: 'x'.repeat(20_000) } })!.reason);
    expect(reasons.size).toBeGreaterThan(8);
    for (const reason of reasons) {
      expect(en.Log.transfer.reasons).toHaveProperty(reason);
      expect(ja.Log.transfer.reasons).toHaveProperty(reason);
    }
  });

  it('names an issue by its code, or by the reason a custom check gives', () => {
    const issue = (v: unknown) => testValuesSchema.safeParse(v).error!.issues[0];
    expect(reasonOf(issue({ foo: 1 }))).toBe('unknownParameter');
    expect(reasonOf(issue({ alkalinity: '8' }))).toBe('notNumber');
    expect(reasonOf(issue({ ph: -1 }))).toBe('tooSmall');
    expect(reasonOf(issue({ ph: 15 }))).toBe('tooLarge');
    expect(reasonOf(issue('8'))).toBe('invalidValue');
  });

  it('with inputOrder, the fault of the key that comes first in the row wins (an unknown key too)', () => {
    expect(problemOf(testValuesSchema, json('{"foo":1,"alkalinity":"x"}'), { inputOrder: true })).toEqual({
      reason: 'unknownParameter',
      field: 'foo',
    });
    expect(problemOf(testValuesSchema, json('{"alkalinity":"x","foo":1}'), { inputOrder: true })).toEqual({
      reason: 'notNumber',
      field: 'alkalinity',
    });
    // the schema's own order: its keys before the unknown ones
    expect(problemOf(testValuesSchema, json('{"foo":1,"alkalinity":"x"}'))).toEqual({ reason: 'notNumber', field: 'alkalinity' });
    expect(problemOf(testValuesSchema, { ph: 8 })).toBeNull();
  });
});

describe('the JSON import refuses as before', () => {
  const file = (entries: unknown[], tanks: unknown[] = [tank]) =>
    parseLogJson(JSON.stringify({ format: 'reefcalc.log', version: 1, tanks, entries }));
  const tank = { id: uuid(1), name: 'Display', volumeL: 300, targets: {}, additives: {}, archivedAt: null };
  const refused = (r: ReturnType<typeof file>) => (r.ok ? r.preview.refused : []);
  const entry = (values: unknown, extra: Record<string, unknown> = {}) => ({
    id: uuid(2),
    tankId: uuid(1),
    kind: 'test',
    at: T,
    values,
    note: null,
    ...extra,
  });

  it('a row with several faults: the first key of the row at fault (the forms’ bounds, narrower than the database’s)', () => {
    // temperature -3 and salinity 60 are within the database's bounds, not the forms'
    expect(refused(file([entry(json('{"temperature":-3,"foo":1}'))]))).toEqual([{ row: 1, reason: 'tooSmall', field: 'temperature' }]);
    expect(refused(file([entry(json('{"foo":1,"salinity":60}'))]))).toEqual([{ row: 1, reason: 'unknownParameter', field: 'foo' }]);
  });

  it('typed texts with a key zod passes over (`__proto__`) that is not text: the typed texts, not the key', () => {
    const typed = json('{"__proto__":0}');
    expect(refused(file([{ ...entry({ ph: 8 }), typed }]))).toEqual([{ row: 1, reason: 'invalidValue', field: 'typed' }]);
  });

  it('a tank whose targets are too big and wrong: too big; its additives not an object', () => {
    const targets = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`p${i}`, { low: 1, high: 2 }]));
    expect(refused(file([], [{ ...tank, targets }]))).toEqual([{ row: 1, reason: 'tooBig', field: 'tanks.targets' }]);
    expect(refused(file([], [{ ...tank, additives: [] }]))).toEqual([{ row: 1, reason: 'invalidValue', field: 'tanks.additives' }]);
  });

  it('a dose: the additive before the strength, a missing strength last', () => {
    const dose = (values: Record<string, unknown>) => ({ ...entry(values), kind: 'dose' });
    const base = { parameter: 'calcium', amount: 5, amountUnit: 'ml' };
    expect(refused(file([dose({ ...base, additiveId: 'no-such-preset', strengthPerUnitPerL: -1 })]))).toEqual([
      { row: 1, reason: 'invalidValue', field: 'additive' },
    ]);
    expect(refused(file([dose(base)]))).toEqual([{ row: 1, reason: 'missingValue', field: 'strength' }]);
    expect(refused(file([dose({ ...base, strengthPerUnitPerL: 2_000_000 })]))).toEqual([
      { row: 1, reason: 'invalidValue', field: 'strength' },
    ]);
  });

  it('what a file may leave out is written as the log stores it, so every accepted row reads back', () => {
    const r = file([
      { ...entry({ parameter: 'calcium', amount: 5, amountUnit: 'ml', strengthPerUnitPerL: 20 }), kind: 'dose' },
      { ...entry({ volumeL: 30 }), id: uuid(3), kind: 'water_change' },
    ]);
    expect(refused(r)).toEqual([]);
    const [dose, change] = r.ok ? r.preview.entries : [];
    expect(dose.values).toEqual({ parameter: 'calcium', amount: 5, amountUnit: 'ml', strengthPerUnitPerL: 20, additiveId: null });
    expect(z.safeParse(doseValuesSchema, dose.values).success).toBe(true);
    expect(change.values).toEqual({ volumeL: 30, newWater: {} });
    expect(z.safeParse(waterChangeValuesSchema, change.values).success).toBe(true);
  });

  it('what the log could not read back is refused: a new-water preset that is not text, additives not named by text', () => {
    expect(refused(file([{ ...entry({ volumeL: 30, newWaterPreset: 5 }), kind: 'water_change' }]))).toEqual([
      { row: 1, reason: 'notText', field: 'newWaterPreset' },
    ]);
    for (const additives of [{ alkalinity: 5 }, { foo: 'x' }]) {
      expect(refused(file([], [{ ...tank, additives }]))).toEqual([{ row: 1, reason: 'invalidValue', field: 'tanks.additives' }]);
    }
    expect(refused(file([], [{ ...tank, additives: { alkalinity: 'brs-soda-ash', calcium: null } }]))).toEqual([]);
  });
});
