import { describe, expect, it } from 'vitest';
import { parseLogCsv, sgScaleOf } from './import';
import type { LogEntry, TestValues } from './model';
import { testDraftOf } from './edit';
import { testSchema, testTypedOf, testValues, TEST_TYPED_FIELDS, typedOf } from './schema';
import { appliedScale, planReread, typedSg } from './sg';

const T = '2026-01-01T00:00:00.000Z';
const TANK = '11111111-1111-4111-8111-111111111111';
const entry = (values: TestValues, typed: Record<string, string>, id = '00000000-0000-4000-8000-000000000001'): LogEntry => ({
  id,
  userId: null,
  tankId: TANK,
  kind: 'test',
  at: '2026-01-05T09:30:00.000Z',
  values,
  typed,
  note: null,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});

/** What the test form saves for a draft on a screen whose fallback scale is `fallback`. */
function saved(draft: Record<string, unknown>, fallback: '25/4' | '25/25') {
  const f = testSchema(fallback).parse({ at: T, ...draft });
  return { values: testValues(f, fallback), typed: testTypedOf({ at: T, ...draft }, fallback) };
}

describe('a specific gravity in the log is read on the scale picked with it', () => {
  it('reads a refractometer’s 1.026 on 25/25 as about 34.5 ppt, even on the Japanese screen', () => {
    const s = saved({ salinity: '1.026', salinityUnit: 'sg', sgConvention: '25/25' }, '25/4');
    expect(s.values.salinity).toBeCloseTo(34.5, 1);
    expect(s.typed.salinity).toBe('1.026 sg 25/25');
    // the same number on 25/4 is the 38.5 ppt the review found
    expect(saved({ salinity: '1.026', salinityUnit: 'sg', sgConvention: '25/4' }, '25/4').values.salinity).toBeCloseTo(38.5, 1);
    // 15/4 (a Japanese glass hydrometer): 1.0256 ≈ 34.5 (docs formulas §1)
    expect(saved({ salinity: '1.0256', salinityUnit: 'sg', sgConvention: '15/4' }, '25/4').values.salinity).toBeCloseTo(34.5, 1);
    // 60/60 °F on the English screen
    expect(saved({ salinity: '1.02686', salinityUnit: 'sg', sgConvention: '60F/60F' }, '25/25').values.salinity).toBeCloseTo(35, 1);
  });

  it('keeps no scale with a ppt reading, and reopens an SG on its own scale', () => {
    expect(saved({ salinity: '35', salinityUnit: 'ppt', sgConvention: '25/25' }, '25/4').typed.salinity).toBe('35 ppt');
    const s = saved({ salinity: '1.026', salinityUnit: 'sg', sgConvention: '25/25' }, '25/4');
    expect(testDraftOf(entry(s.values, s.typed), 'dkh', '25/4')).toMatchObject({
      salinity: '1.026',
      salinityUnit: 'sg',
      sgConvention: '25/25',
    });
  });

  it('finds the scale an older reading without one was read on', () => {
    const ja = testSchema('25/4').parse({ at: T, salinity: '1.026', salinityUnit: 'sg' });
    const old = entry(testValues(ja, '25/4'), typedOf({ salinity: '1.026', salinityUnit: 'sg' }, TEST_TYPED_FIELDS));
    expect(old.typed!.salinity).toBe('1.026 sg');
    expect(appliedScale(old)).toBe('25/4');
    const en = testSchema('25/25').parse({ at: T, salinity: '1.026', salinityUnit: 'sg', temperatureC: '26' });
    expect(appliedScale(entry(testValues(en, '25/25'), { salinity: '1.026 sg', temperatureC: '26' }))).toBe('25/25');
    expect(appliedScale(entry({ salinity: 35 }, { salinity: '35 ppt' }))).toBeNull();
    expect(typedSg('1.026 sg 25/25')).toEqual({ text: '1.026', value: 1.026, scale: '25/25' });
    expect(typedSg('1.026 sg 99/1')).toBeNull();
  });

  it('re-reads readings logged on the wrong scale: before → after, the number typed kept', () => {
    const ja = testSchema('25/4').parse({ at: T, salinity: '1.026', salinityUnit: 'sg', calcium: '420' });
    const wrong = entry(testValues(ja, '25/4'), { salinity: '1.026 sg', calcium: '420' });
    const right = entry(
      saved({ salinity: '1.026', salinityUnit: 'sg', sgConvention: '25/25' }, '25/4').values,
      {
        salinity: '1.026 sg 25/25',
      },
      '00000000-0000-4000-8000-000000000002',
    );
    const ppt = entry({ salinity: 35 }, { salinity: '35 ppt' }, '00000000-0000-4000-8000-000000000003');
    const rows = planReread([wrong, right, ppt], '25/25');
    expect(rows).toHaveLength(1);
    expect(rows[0].entry.id).toBe(wrong.id);
    expect(rows[0].from).toBe('25/4');
    expect(rows[0].before).toBeCloseTo(38.5, 1);
    expect(rows[0].after).toBeCloseTo(34.5, 1);
    expect(rows[0].values).toMatchObject({ calcium: 420 });
    expect(rows[0].values.salinity).toBeCloseTo(34.5, 1);
    expect(rows[0].typed).toEqual({ salinity: '1.026 sg 25/25', calcium: '420' });
    // once applied, the reading is on 25/25 and nothing is left to re-read
    expect(planReread([entry(rows[0].values, rows[0].typed)], '25/25')).toEqual([]);
  });
});

describe('an imported SG column', () => {
  it('reads the scale its header names', () => {
    for (const header of ['比重(25/25)', '比重（25°C/25°C）', 'SG (25/25)', 'SG [25 °C/25 °C]']) {
      const r = parseLogCsv(`日付,${header}\n2026/01/05,1.026\n`, TANK, '25/4');
      if (!r.ok) throw new Error(r.error);
      expect(r.preview.sgColumn).toEqual({ scale: '25/25', named: true });
      expect((r.preview.entries[0].values as TestValues).salinity).toBeCloseTo(34.5, 1);
      expect(r.preview.entries[0].typed).toEqual({ salinity: '1.026 sg 25/25' });
    }
  });

  it('reads the scale a units row names', () => {
    const r = parseLogCsv('date,SG,ca\n,15/4,ppm\n2026-01-05,1.0256,420\n', TANK, '25/25');
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.sgColumn).toEqual({ scale: '15/4', named: true });
    expect((r.preview.entries[0].values as TestValues).salinity).toBeCloseTo(34.5, 1);
  });

  it('says when the file names no scale, and reads it on the one chosen', () => {
    const csv = '日付,比重\n2026/01/05,1.026\n';
    const asked = parseLogCsv(csv, TANK, '25/4');
    if (!asked.ok) throw new Error(asked.error);
    expect(asked.preview.sgColumn).toEqual({ scale: '25/4', named: false });
    const chosen = parseLogCsv(csv, TANK, '25/25');
    if (!chosen.ok) throw new Error(chosen.error);
    expect((chosen.preview.entries[0].values as TestValues).salinity).toBeCloseTo(34.5, 1);
    const ppt = parseLogCsv('日付,塩分濃度\n2026/01/05,35\n', TANK, '25/4');
    expect(ppt.ok && ppt.preview.sgColumn).toBeFalsy();
  });

  it('knows the scales as keepers write them, and the review’s header aliases', () => {
    expect(sgScaleOf('25/4')).toBe('25/4');
    expect(sgScaleOf('25℃/4℃')).toBe('25/4');
    expect(sgScaleOf('60/60°F')).toBe('60F/60F');
    expect(sgScaleOf('ppt')).toBeNull();
    const r = parseLogCsv('日付,硝酸,リン酸,塩分計\n2026/01/05,5,0.03,35\n', TANK, '25/4');
    if (!r.ok) throw new Error(r.error);
    expect(r.preview.entries[0].values).toEqual({ nitrate: 5, phosphate: 0.03, salinity: 35 });
  });
});
