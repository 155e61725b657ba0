import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnimalEventValues, AnimalValues, PhotoValues } from '@/lib/collection/model';
import type { IcpEntryValues } from '@/lib/icp/types';
import type { JournalValues } from '@/lib/journal/model';
import type { TaskDoneValues, TaskValues } from '@/lib/schedule/model';
import { DB_TEST_VALUE_BOUNDS, MAX_JOURNAL_VALUES_BYTES, MAX_JSONB_BYTES } from './db-bounds';
import type { DoseValues, LogEntry, LogEntryKind, LogTank, TestValues, WaterChangeValues } from './model';
import {
  dangerousKeyPath,
  entryValuesSchemas,
  firstIssue,
  LOG_ENTRY_KINDS,
  storedEntrySchema,
  storedTankSchema,
  type StoredEntry,
  type StoredTank,
} from './row-schema';
import type * as z from 'zod/mini';

const T = '2026-11-20T08:00:00.000Z';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const meta = { userId: uuid(9), createdAt: T, updatedAt: T, deletedAt: null, version: 3, changeId: uuid(8) };
const tank: LogTank = {
  id: uuid(1),
  name: 'Display',
  volumeL: 300,
  targets: { alkalinity: { low: 7, high: 9 } },
  additives: { calcium: 'brs-calcium', alkalinity: null },
  archivedAt: null,
  ...meta,
};
const entry = (kind: LogEntryKind, values: unknown): LogEntry => ({
  id: uuid(2),
  tankId: tank.id,
  kind,
  at: T,
  values: values as LogEntry['values'],
  typed: { alkalinity: '3.1 meq/L' },
  note: 'ok',
  ...meta,
});

const VALID: Record<LogEntryKind, unknown> = {
  test: { alkalinity: 8.1, calcium: 430, salinity: 35, temperature: 25.5, ph: 8.2 },
  dose: { parameter: 'calcium', additiveId: null, strengthPerUnitPerL: 2.5, amount: 10, amountUnit: 'ml' },
  water_change: { volumeL: 30, newWater: { salinity: 35 }, newWaterPreset: 'natural-sw' },
  note: {},
  icp: {
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
    ],
  },
  animal: {
    speciesId: 'acropora-millepora',
    freeName: null,
    nickname: 'Green mille',
    count: 1,
    acquiredAt: '2026-11-01',
    source: { kind: 'shop', text: 'Reef shop' },
    price: { amount: 3000, currency: 'JPY' },
    placement: { zone: 'upper', heightCm: 35, par: 280 },
    status: 'alive',
  },
  animal_event: { animalId: uuid(3), type: 'moved', placement: { zone: 'middle', heightCm: 20, par: 180 } },
  photo: {
    animalId: null,
    takenAt: T,
    width: 2048,
    height: 1536,
    bytes: 1000,
    thumbBytes: 100,
    mime: 'image/jpeg',
    storagePath: null,
    sha256: 'b'.repeat(64),
  },
  task: {
    taskKind: 'water_change',
    title: '',
    rhythm: { every: 1, unit: 'week' },
    time: '09:00',
    timeZone: 'Asia/Tokyo',
    start: '2027-03-01',
    mode: 'calendar',
  },
  task_done: { taskId: uuid(4), entryId: null },
  journal: { title: 'Day 1', body: 'Cycling.', photoIds: [uuid(5)], published: false },
};

/** JSON text as the wire gives it: `__proto__` becomes an own key, as in a pulled row or an imported file. */
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

const issue = (schema: z.ZodMiniType, v: unknown) => {
  const r = schema.safeParse(v);
  if (r.success) throw new Error('expected a refusal');
  return { path: r.error.issues[0].path, line: firstIssue(r.error) };
};

describe('stored rows', () => {
  it('a tank and an entry of every kind pass, unchanged', () => {
    expect(storedTankSchema.parse(tank)).toEqual(tank);
    expect(LOG_ENTRY_KINDS).toHaveLength(Object.keys(VALID).length);
    for (const kind of LOG_ENTRY_KINDS) {
      const e = entry(kind, VALID[kind]);
      expect(storedEntrySchema.safeParse(e).success, kind).toBe(true);
      expect(storedEntrySchema.parse(e), kind).toEqual(e);
    }
  });

  it('a row made signed out and never synced passes (no version, no change id, no typed)', () => {
    const { version: _v, changeId: _c, typed: _t, ...bare } = { ...entry('note', {}), userId: null };
    expect(storedEntrySchema.safeParse(bare).success).toBe(true);
  });

  it('a value of the wrong type is refused at its path', () => {
    expect(issue(storedEntrySchema, entry('test', { alkalinity: '8.1' })).path).toEqual(['values', 'alkalinity']);
    expect(issue(storedEntrySchema, entry('dose', { ...(VALID.dose as object), amount: '10' })).path).toEqual(['values', 'amount']);
    expect(issue(storedTankSchema, { ...tank, volumeL: '300' }).path).toEqual(['volumeL']);
    expect(issue(storedEntrySchema, { ...entry('note', {}), note: 5 }).path).toEqual(['note']);
    expect(issue(storedEntrySchema, { ...entry('test', {}), typed: { alkalinity: 3.1 } }).path).toEqual(['typed', 'alkalinity']);
  });

  it('an unknown kind is refused at `kind`, not as a mismatch of every kind', () => {
    const r = storedEntrySchema.safeParse(entry('bogus' as LogEntryKind, {}));
    expect(r.success).toBe(false);
    expect(r.error!.issues).toHaveLength(1);
    expect(r.error!.issues[0].path).toEqual(['kind']);
  });

  it('values of another kind are refused (a test value in a note, a test without its shape)', () => {
    expect(issue(storedEntrySchema, entry('note', { alkalinity: 8 })).path).toEqual(['values']);
    expect(issue(storedEntrySchema, entry('test', { kh: 8 })).path).toEqual(['values']);
    expect(issue(storedEntrySchema, entry('task_done', { taskId: 'nope', entryId: null })).path).toEqual(['values', 'taskId']);
    expect(issue(storedEntrySchema, entry('animal', { ...(VALID.animal as object), status: 'dead' })).path).toEqual(['values', 'status']);
    expect(issue(storedEntrySchema, entry('journal', { body: 5 })).path).toEqual(['values', 'body']);
  });

  it('out of the database bounds: a value, a time, a note, a name, a size', () => {
    // the database's bounds, not the forms' (salinity up to 80 ppt is stored; 81 is not)
    expect(storedEntrySchema.safeParse(entry('test', { salinity: DB_TEST_VALUE_BOUNDS.salinity.max })).success).toBe(true);
    expect(issue(storedEntrySchema, entry('test', { salinity: DB_TEST_VALUE_BOUNDS.salinity.max + 1 })).path).toEqual([
      'values',
      'salinity',
    ]);
    expect(issue(storedEntrySchema, entry('dose', { ...(VALID.dose as object), amount: 0 })).path).toEqual(['values', 'amount']);
    expect(issue(storedEntrySchema, { ...entry('note', {}), at: '1969-12-31T00:00:00Z' }).path).toEqual(['at']);
    expect(issue(storedEntrySchema, { ...entry('note', {}), at: 'yesterday' }).path).toEqual(['at']);
    expect(issue(storedEntrySchema, { ...entry('note', {}), note: 'x'.repeat(4001) }).path).toEqual(['note']);
    expect(issue(storedTankSchema, { ...tank, name: '   ' }).path).toEqual(['name']);
    expect(issue(storedTankSchema, { ...tank, targets: { alkalinity: { low: 9, high: 7 } } }).path).toEqual([
      'targets',
      'alkalinity',
      'low',
    ]);
    expect(issue(storedTankSchema, { ...tank, targets: { alkalinity: { low: 7, high: 60 } } }).path).toEqual([
      'targets',
      'alkalinity',
      'high',
    ]);
    const big = entry('note', {});
    expect(issue(storedEntrySchema, { ...big, typed: { a: 'x'.repeat(MAX_JSONB_BYTES) } }).line).toMatch(/^typed: over 16384 bytes/);
  });

  it('an oversize value is measured against its kind: a journal post has 64 KB, a test 16 KB', () => {
    const long = 'あ'.repeat(9_000); // 27 KB of UTF-8, within the journal's 10,000 characters
    expect(storedEntrySchema.safeParse(entry('journal', { body: long })).success).toBe(true);
    expect(issue(storedEntrySchema, entry('dose', { ...(VALID.dose as object), additiveId: 'x'.repeat(MAX_JSONB_BYTES) })).line).toMatch(
      /^values: over 16384 bytes/,
    );
    const photoIds = Array.from({ length: 20 }, (_, i) => uuid(i));
    const tooBig = { body: 'あ'.repeat(10_000), title: 'あ'.repeat(200), photoIds };
    expect(JSON.stringify(tooBig).length).toBeLessThan(MAX_JOURNAL_VALUES_BYTES); // characters, not bytes
    expect(issue(storedEntrySchema, entry('journal', { ...tooBig, body: 'あ'.repeat(10_001) })).path).toEqual(['values', 'body']);
  });

  it('NaN and ±Infinity are refused wherever a number is stored', () => {
    expect(issue(storedEntrySchema, entry('test', { alkalinity: NaN })).path).toEqual(['values', 'alkalinity']);
    expect(issue(storedEntrySchema, entry('water_change', { volumeL: Infinity, newWater: {} })).path).toEqual(['values', 'volumeL']);
    expect(issue(storedEntrySchema, entry('water_change', { volumeL: 30, newWater: { ph: -Infinity } })).path).toEqual([
      'values',
      'newWater',
      'ph',
    ]);
    expect(issue(storedTankSchema, { ...tank, targets: { ph: { low: NaN, high: 8.4 } } }).path).toEqual(['targets', 'ph', 'low']);
  });

  it('a dangerous key (__proto__, constructor, prototype) is refused at any depth, with its path', () => {
    const dose = json(`{"parameter":"calcium","additiveId":null,"amount":5,"amountUnit":"ml","__proto__":{"polluted":1}}`);
    expect(Object.keys(dose)).toContain('__proto__');
    expect(issue(storedEntrySchema, entry('dose', dose))).toEqual({
      path: ['values', '__proto__'],
      line: 'values.__proto__: key "__proto__" is not allowed',
    });
    const typed = json('{"constructor":"x"}');
    expect(issue(storedEntrySchema, { ...entry('test', {}), typed }).path).toEqual(['typed', 'constructor']);
    const targets = json('{"alkalinity":{"low":7,"high":9,"prototype":{}}}');
    expect(issue(storedTankSchema, { ...tank, targets }).path).toEqual(['targets', 'alkalinity', 'prototype']);
    expect(dangerousKeyPath({ a: [{ b: 1 }, json('{"__proto__":1}')] })).toEqual(['a', '1', '__proto__']);
    expect(dangerousKeyPath(entry('test', VALID.test))).toBeNull();
  });

  it('an extra column on a row is refused', () => {
    expect(issue(storedTankSchema, { ...tank, owner: 'x' }).path).toEqual([]);
    expect(issue(storedEntrySchema, { ...entry('note', {}), extra: 1 }).line).toMatch(/extra/);
  });
});

describe('schemas and model types agree', () => {
  it('a stored tank is a LogTank and back', () => {
    expectTypeOf<StoredTank>().toExtend<LogTank>();
    expectTypeOf<LogTank>().toExtend<StoredTank>();
  });
  it('a stored entry is a LogEntry, and its kinds are exactly the model kinds', () => {
    expectTypeOf<StoredEntry>().toExtend<LogEntry>();
    expectTypeOf<StoredEntry['kind']>().toEqualTypeOf<LogEntryKind>();
    expectTypeOf<Omit<LogEntry, 'kind' | 'values'>>().toExtend<Omit<StoredEntry, 'kind' | 'values'>>();
  });
  it("each kind's values are its model type and back", () => {
    type Out<K extends keyof typeof entryValuesSchemas> = z.output<(typeof entryValuesSchemas)[K]>;
    expectTypeOf<Out<'test'>>().toEqualTypeOf<TestValues>();
    expectTypeOf<Out<'dose'>>().toExtend<DoseValues>();
    expectTypeOf<DoseValues>().toExtend<Out<'dose'>>();
    expectTypeOf<Out<'water_change'>>().toExtend<WaterChangeValues>();
    expectTypeOf<WaterChangeValues>().toExtend<Out<'water_change'>>();
    expectTypeOf<Out<'journal'>>().toExtend<JournalValues>();
    expectTypeOf<JournalValues>().toExtend<Out<'journal'>>();
    expectTypeOf<Out<'icp'>>().toEqualTypeOf<IcpEntryValues>();
    expectTypeOf<Out<'animal'>>().toEqualTypeOf<AnimalValues>();
    expectTypeOf<Out<'animal_event'>>().toEqualTypeOf<AnimalEventValues>();
    expectTypeOf<Out<'photo'>>().toEqualTypeOf<PhotoValues>();
    expectTypeOf<Out<'task'>>().toEqualTypeOf<TaskValues>();
    expectTypeOf<Out<'task_done'>>().toEqualTypeOf<TaskDoneValues>();
  });
});

describe('the database bounds copied here', () => {
  it('DB_TEST_VALUE_BOUNDS are the migration’s log_test_values_ok', () => {
    const sql = readFileSync('supabase/migrations/20261124060000_reef_log.sql', 'utf8');
    const fromSql = Object.fromEntries(
      [...sql.matchAll(/log_num_in\(v -> '(\w+)', (-?\d+), (-?\d+)\)/g)].map(([, p, lo, hi]) => [p, { min: Number(lo), max: Number(hi) }]),
    );
    expect(fromSql).toEqual(DB_TEST_VALUE_BOUNDS);
  });
});

describe('firstIssue', () => {
  it('says where and what', () => {
    expect(issue(storedEntrySchema, entry('test', { alkalinity: '8' })).line).toBe('values.alkalinity: expected number');
    expect(issue(storedEntrySchema, entry('test', { alkalinity: 51 })).line).toBe('values.alkalinity: above 50');
    expect(issue(storedEntrySchema, entry('dose', { ...(VALID.dose as object), amountUnit: 'l' })).line).toBe(
      'values.amountUnit: not one of ml, g',
    );
    expect(issue(storedEntrySchema, entry('bogus' as LogEntryKind, {})).line).toBe('kind: unknown');
  });
});
