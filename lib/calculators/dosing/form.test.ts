import { describe, expect, it } from 'vitest';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import {
  additiveForm,
  computeScreen,
  asElement,
  daySchedule,
  exampleLevels,
  firstPresetFor,
  formDefaults,
  formSchema,
  presetsFor,
  reefRangeIn,
  reexpressAlkalinity,
  roundSignificant,
  strengthFromLabel,
  withAlkalinityUnit,
} from './form';
import { compute, getPreset, PARAMETERS } from './index';

describe('dosing screen: custom label → strength (docs/methods.md#dosing, S = Y·V_ref/X)', () => {
  it.each([
    // "10 mL raises 1 dKH in 100 L" → 10 dKH per mL per L
    [10, 1, 100, 10],
    // Red Sea Foundation A label "1 ml / 100 L raises Ca +2 ppm" → 200 ppm per mL per L, the preset's strength
    [1, 2, 100, getPreset('redsea-foundation-a')!.strengthPerUnitPerL],
    // Salifert "every 5 ml per 10 liters increases Mg by approx. 12.5 mg/L" → 25
    [5, 12.5, 10, getPreset('salifert-magnesium')!.strengthPerUnitPerL],
    // Red Sea Foundation B "1 ml per 25 gal raises alk by 0.1 dKH" → 9.4635 dKH·L/mL
    [1, 0.1, 25 * LITERS_PER_US_GALLON, 9.46352946],
  ])('%s mL raises %s in %s L → %s', (x, y, v, s) => {
    expect(strengthFromLabel(x, y, v)).toBeCloseTo(s, 6);
  });

  it.each([
    [0, 1, 100],
    [10, 0, 100],
    [10, 1, -5],
    [Number.NaN, 1, 100],
    [1e-320, 1e300, 1e300],
  ])('%s, %s, %s gives no strength', (x, y, v) => {
    expect(strengthFromLabel(x, y, v)).toBeNull();
  });
});

describe('dosing screen: form schema', () => {
  const base = formDefaults('USD');

  it('accepts the defaults, which compute like the module defaults', () => {
    const parsed = formSchema.parse(base);
    expect(compute(parsed).doseMl).toBeGreaterThan(0);
  });

  it('turns the three label fields into strengthPerMlPerL', () => {
    const parsed = formSchema.parse({ ...base, additiveId: 'custom', labelAmount: '10', labelRise: '１', labelVolumeL: '100' });
    expect(parsed.strengthPerMlPerL).toBeCloseTo(10, 12);
    // 300 L, 7.5 → 8.5 dKH with 10 dKH·L/mL = 30 mL
    expect(compute(parsed).doseMl).toBeCloseTo(30, 9);
  });

  it('ignores a strengthPerMlPerL that did not come from the label', () => {
    const parsed = formSchema.parse({ ...base, strengthPerMlPerL: '5' });
    expect(parsed.strengthPerMlPerL).toBeUndefined();
    const res = formSchema.safeParse({
      ...base,
      additiveId: 'custom',
      strengthPerMlPerL: '5',
      labelAmount: '10',
      labelRise: '1',
      labelVolumeL: '100',
    });
    expect(res.success && res.data.strengthPerMlPerL).toBeCloseTo(10, 12);
  });

  it('asks for every label field of a custom product, and only then', () => {
    const res = formSchema.safeParse({ ...base, additiveId: 'custom', labelAmount: '1', labelRise: '', labelVolumeL: '100' });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path: ['labelRise'], message: 'required' }));
    expect(formSchema.safeParse({ ...base, labelAmount: 'abc' }).success).toBe(false);
    expect(formSchema.safeParse({ ...base, labelAmount: '' }).success).toBe(true);
  });

  it.each([
    ['labelAmount', '0', 'tooSmall'],
    ['labelRise', 'x', 'notNumber'],
    ['labelVolumeL', '-1', 'tooSmall'],
  ])('rejects %s = %s with %s', (field, value, key) => {
    const res = formSchema.safeParse({
      ...base,
      additiveId: 'custom',
      labelAmount: '1',
      labelRise: '1',
      labelVolumeL: '100',
      [field]: value,
    });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path: [field], message: key }));
  });

  it('prices the example in the visitor currency', () => {
    expect(formDefaults('JPY').price).toBe(3500);
    expect(formDefaults('USD').price).toBe(25);
  });
});

describe('dosing screen: helpers', () => {
  it('lists only the presets of a parameter and starts from the first', () => {
    for (const p of PARAMETERS) {
      const list = presetsFor(p);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((x) => x.parameter === p)).toBe(true);
      expect(firstPresetFor(p)).toBe(list[0].id);
    }
    expect(firstPresetFor('calcium')).toBe('redsea-foundation-a');
  });

  it('reads the form of an additive', () => {
    expect(additiveForm('baking-soda', 'liquid')).toBe('dry');
    expect(additiveForm('redsea-foundation-b', 'dry')).toBe('liquid');
    expect(additiveForm('custom', 'dry')).toBe('dry');
    expect(additiveForm('custom', undefined)).toBe('liquid');
  });

  it('gives example levels inside the reef range, alkalinity in the chosen unit', () => {
    expect(exampleLevels('calcium', 'dkh')).toEqual({ current: 400, target: 420 });
    expect(exampleLevels('alkalinity', 'dkh')).toEqual({ current: 7.5, target: 8.5 });
    // 7.5 dKH = 2.675 meq/L (1 meq/L = 2.80385 dKH)
    expect(exampleLevels('alkalinity', 'meqL').current).toBeCloseTo(2.675, 3);
  });

  it('re-expresses alkalinity between units with 4 significant digits', () => {
    expect(reexpressAlkalinity('7.5', 'dkh', 'meqL')).toBe('2.675');
    expect(reexpressAlkalinity('2.5', 'meqL', 'ppmCaco3')).toBe('125.1');
    expect(reexpressAlkalinity('abc', 'dkh', 'meqL')).toBe('abc');
    expect(reexpressAlkalinity('', 'dkh', 'meqL')).toBe('');
    expect(roundSignificant(0)).toBe(0);
  });

  it('re-expresses only the named levels when the alkalinity unit changes, dKH where the draft names none', () => {
    const d = { alkalinityUnit: 'dkh', current: '7.5', target: '8.5', volumeL: '300' };
    expect(withAlkalinityUnit(d, 'meqL', ['current', 'target'])).toEqual({
      ...d,
      alkalinityUnit: 'meqL',
      current: '2.675',
      target: '3.032',
    });
    expect(withAlkalinityUnit({ current: '7.5' }, 'meqL', ['current'])).toEqual({ alkalinityUnit: 'meqL', current: '2.675' });
    // a value that is not a unit is set as it came, and nothing is converted
    expect(withAlkalinityUnit(d, 'ppm', ['current', 'target'])).toEqual({ ...d, alkalinityUnit: 'ppm' });
  });

  it('shows the reef range of docs/methods.md#dosing in the visitor unit', () => {
    const dkh = reefRangeIn('alkalinity', 'dkh');
    // the range is set in dKH: exactly 7–11 dKH, 2.50–3.92 meq/L
    expect(dkh.min).toBeCloseTo(7, 12);
    expect(dkh.max).toBeCloseTo(11, 12);
    const meq = reefRangeIn('alkalinity', 'meqL');
    expect(meq.min).toBeCloseTo(2.497, 3);
    expect(meq.max).toBeCloseTo(3.923, 3);
    expect(meq.decimals).toBe(2); // shown 2.50–3.92 meq/L: with one decimal, 2.5–3.9 hid a tenth of a dKH at each end
    expect(reefRangeIn('calcium', 'dkh')).toEqual({ min: 380, max: 450, natural: 420, decimals: 0 });
    expect(reefRangeIn('phosphate', 'dkh').decimals).toBe(3);
  });

  it('converts nitrate to NO3-N and phosphate to PO4-P', () => {
    expect(asElement('nitrate', 4.4266)).toBeCloseTo(1, 4);
    expect(asElement('phosphate', 3.0662)).toBeCloseTo(1, 4);
    expect(asElement('calcium', 400)).toBeNull();
  });

  it('splits a dose day by day', () => {
    const r = compute({ ...formSchema.parse(formDefaults('USD')), current: 6, target: 9 });
    const s = daySchedule(6, r.days!, r.perDayDose!, r.perDayRise!);
    expect(s.rows).toHaveLength(3);
    expect(s.rows[2].levelAfter).toBeCloseTo(9, 9);
    expect(s.rows.reduce((a, d) => a + d.dose, 0)).toBeCloseTo(r.doseMl!, 9);
    expect(daySchedule(0, 40, 1, 1, 10)).toMatchObject({ omitted: 30 });
  });
});

describe('dosing screen: the cost prices the computed dose per day while the daily amount is empty', () => {
  const base = { ...formDefaults('USD'), volumeL: 400, current: 7, target: 8.2 };
  it('uses the split dose as the daily amount', () => {
    const input = formSchema.parse(base);
    const r = computeScreen(input);
    // 400 L from 7 to 8.2 dKH with Foundation B (9.4635 dKH·L/mL): 50.72 mL, 1 day (alkalinity ceiling 1.4 dKH/day)
    expect(r.perDayDose).toBeCloseTo(50.7211, 3);
    expect(r.dailyFromDose).toBeCloseTo(50.7211, 3);
    expect(r.costPerDay).toBeCloseTo((50.7211 * 25) / 1000, 4);
    expect(r.daysPerPackage).toBeCloseTo(1000 / 50.7211, 3);
  });

  it('follows the dose (no fixed 10 mL)', () => {
    const small = computeScreen(formSchema.parse({ ...base, target: 7.5 }));
    const large = computeScreen(formSchema.parse(base));
    expect(large.costPerDay! / small.costPerDay!).toBeCloseTo(1.2 / 0.5, 6);
  });

  it('uses a typed daily amount as typed', () => {
    const r = computeScreen(formSchema.parse({ ...base, dailyMl: '10' }));
    expect(r.dailyFromDose).toBeNull();
    expect(r.costPerDay).toBeCloseTo(0.25, 6);
  });

  it('shows no cost, and no "incomplete" warning, when no dose is needed', () => {
    const r = computeScreen(formSchema.parse({ ...base, target: 6 }));
    expect(r.costPerDay).toBeNull();
    expect(r.correctionCost).toBeNull();
    expect(r.warnings).not.toContain('costIncomplete');
  });

  it('prices the whole correction by its total dose, however it is split and whatever is dosed daily', () => {
    // 400 L from 7 to 10 dKH: 126.80 mL over 3 days (ceiling 1.4 dKH/day); 126.80 mL of a 1,000 mL bottle at 25
    const split = computeScreen(formSchema.parse({ ...base, target: 10 }));
    expect(split.days).toBe(3);
    expect(split.correctionCost).toBeCloseTo((split.doseMl! * 25) / 1000, 9);
    expect(split.correctionCost).toBeCloseTo(3.17, 2);
    expect(computeScreen(formSchema.parse({ ...base, target: 10, dailyMl: '10' })).correctionCost).toBe(split.correctionCost);
    expect(computeScreen(formSchema.parse({ ...base, target: 10, price: '' })).correctionCost).toBeNull();
  });
});
