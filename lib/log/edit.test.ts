import { describe, expect, it } from 'vitest';
import { doseDraftOf, numText, savedAt, testDraftOf, waterChangeDraftOf } from './edit';
import type { LogEntry } from './model';
import { doseSchema, doseValues, TEST_TYPED_FIELDS, testSchema, testValues, typedOf, waterChangeSchema, waterChangeValues } from './schema';
import { localInputValue } from './time';

const T = '2026-01-01T00:00:00.000Z';
const AT = '2026-01-05T09:30:12.000Z';
const entry = (
  kind: LogEntry['kind'],
  values: LogEntry['values'],
  typed?: Record<string, string>,
  note: string | null = null,
): LogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: null,
  tankId: '11111111-1111-4111-8111-111111111111',
  kind,
  at: AT,
  values,
  ...(typed ? { typed } : {}),
  note,
  createdAt: T,
  updatedAt: T,
  deletedAt: null,
});

/** The entry a form draft saves as (what the forms do on submit). */
function testEntryOf(draft: Record<string, unknown>, sg: '25/25' | '25/4') {
  const f = testSchema(sg).parse(draft);
  return { values: testValues(f, sg), typed: typedOf(draft, TEST_TYPED_FIELDS) };
}

describe('an entry reopened for editing', () => {
  it('shows a test as typed, units included, and saves back the same values', () => {
    const typedDraft = {
      at: '2026-01-05T09:30',
      alkalinity: '3.1',
      alkalinityUnit: 'meqL',
      nitrate: '1.2',
      nitrateUnit: 'no3n',
      phosphate: '0.03',
      phosphateUnit: 'po4',
      salinity: '1.0264',
      salinityUnit: 'sg',
      calcium: '430',
    };
    const saved = testEntryOf(typedDraft, '25/25');
    const e = entry('test', saved.values, saved.typed, 'after feeding');
    const draft = testDraftOf(e, 'meqL', '25/25');
    expect(draft).toMatchObject({
      alkalinity: '3.1',
      alkalinityUnit: 'meqL',
      nitrate: '1.2',
      nitrateUnit: 'no3n',
      salinity: '1.0264',
      salinityUnit: 'sg',
      calcium: '430',
      note: 'after feeding',
      at: localInputValue(new Date(AT)),
    });
    const again = testEntryOf(draft, '25/25');
    for (const [p, v] of Object.entries(saved.values)) expect(again.values[p as keyof typeof again.values]).toBeCloseTo(v, 9);
  });

  it('keeps phosphate typed in ppb PO4: stored as mg/L PO4, reopened as typed', () => {
    const saved = testEntryOf({ at: '2026-01-05T09:30', phosphate: '30', phosphateUnit: 'po4Ppb' }, '25/25');
    expect(saved.values.phosphate).toBeCloseTo(0.03, 12);
    const draft = testDraftOf(entry('test', saved.values, saved.typed, null), 'dkh', '25/25');
    expect(draft).toMatchObject({ phosphate: '30', phosphateUnit: 'po4Ppb' });
  });

  it('shows alkalinity in the unit on screen, and the stored value where the typed one no longer reads back', () => {
    const saved = testEntryOf({ at: T, alkalinity: '8.4', alkalinityUnit: 'dkh', salinity: '1.0264', salinityUnit: 'sg' }, '25/25');
    const e = entry('test', saved.values, saved.typed);
    // another unit on screen: alkalinity from the stored dKH; a tank on 25/4: the SG comes back on the 25/25 it was read on
    const draft = testDraftOf(e, 'meqL', '25/4');
    expect(draft.alkalinity).toBe(numText(8.4 / 2.80385));
    expect(draft).toMatchObject({ salinity: '1.0264', salinityUnit: 'sg', sgConvention: '25/25' });
    const again = testEntryOf(draft, '25/4');
    expect(again.values.alkalinity).toBeCloseTo(8.4, 4);
    expect(again.values.salinity).toBeCloseTo(saved.values.salinity!, 4);
  });

  it('shows an imported test without typed texts from its stored values', () => {
    const draft = testDraftOf(entry('test', { alkalinity: 8.1, nitrate: 5, temperature: 25.5 }), 'dkh', '25/25');
    expect(draft).toMatchObject({ alkalinity: '8.1', nitrate: '5', nitrateUnit: 'no3', temperatureC: '25.5', calcium: '' });
  });

  it('reopens a preset dose and a custom one', () => {
    const preset = doseDraftOf(
      entry('dose', { parameter: 'alkalinity', additiveId: 'redsea-foundation-b', amount: 70, amountUnit: 'ml' }),
      'dkh',
    );
    expect(preset).toMatchObject({ parameter: 'alkalinity', additiveId: 'redsea-foundation-b', amount: '70', labelRise: '' });
    const custom = entry('dose', { parameter: 'alkalinity', additiveId: null, strengthPerUnitPerL: 0.05, amount: 12.5, amountUnit: 'g' });
    const draft = doseDraftOf(custom, 'meqL');
    expect(draft).toMatchObject({ additiveId: 'custom', amount: '12.5', amountUnit: 'g', labelAmount: '1', labelVolumeL: '1' });
    const values = doseValues(doseSchema.parse(draft));
    expect(values.strengthPerUnitPerL).toBeCloseTo(0.05, 6);
    expect(values).toMatchObject({ additiveId: null, amount: 12.5, amountUnit: 'g' });
  });

  it('reopens a water change in % while that still gives the stored volume, else in litres', () => {
    const wc = entry(
      'water_change',
      { volumeL: 40, newWater: { calcium: 420, alkalinity: 7 }, newWaterPreset: 'natural-sw' },
      { change: '10 %' },
    );
    const byPct = waterChangeDraftOf(wc, 400, 'dkh');
    expect(byPct).toMatchObject({ changeMode: 'percent', changePct: '10', newWaterPreset: 'natural-sw' });
    expect(byPct.newWater).toMatchObject({ calcium: '420', alkalinity: '7', magnesium: '' });
    expect(waterChangeValues(waterChangeSchema(400).parse(byPct), 400).volumeL).toBeCloseTo(40, 9);
    // the tank's volume changed since: the litres stored are shown
    expect(waterChangeDraftOf(wc, 500, 'dkh')).toMatchObject({ changeMode: 'volume', changeVolumeL: '40', changePct: '' });
  });

  it('keeps the stored time (seconds included) when its field is left as shown', () => {
    const e = entry('test', { ph: 8.1 });
    expect(savedAt(localInputValue(new Date(AT)), e)).toBe(AT);
    expect(savedAt('2026-01-06T10:00', e)).toBe(new Date('2026-01-06T10:00').toISOString());
    expect(savedAt('2026-01-06T10:00', null)).toBe(new Date('2026-01-06T10:00').toISOString());
  });
});

describe('numbers in the entry list', () => {
  it('formats as lib/format does', async () => {
    const { formatNumber } = await import('@/lib/format');
    // the log's screens import the formatter from lib/number/text, not through lib/format
    const { formatNumber: formatLogNumber } = await import('@/lib/number/text');
    for (const [v, d] of [
      [8.05, 1],
      [1234.5, 0],
      [0.0305, 3],
      [NaN, 1],
    ] as const)
      for (const locale of ['en', 'ja']) expect(formatLogNumber(v, locale, d)).toBe(formatNumber(v, locale, d));
  });
});
