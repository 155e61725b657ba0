import { describe, expect, it } from 'vitest';
import { disagreements, fitFor } from './analysis';
import { canonicalValue } from './importers/readings';
import { KITS, kitById, kitReading, kitTolerance, kitUnit } from './kits';
import type { LogEntry, TestValues } from './model';

const TANK = '11111111-1111-4111-8111-111111111111';
const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 1, 9);
let n = 0;
function test(at: number, values: TestValues, source?: string): LogEntry {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: null,
    tankId: TANK,
    kind: 'test',
    at: new Date(at).toISOString(),
    values,
    ...(source ? { typed: { source } } : {}),
    note: null,
    createdAt: '',
    updatedAt: '',
    deletedAt: null,
  };
}

describe('test kits', () => {
  it.each([
    ['hanna-hi772', 8.1, 8.1],
    ['hanna-hi755', 145, 145 / 17.848],
    ['hanna-hi736', 77, 0.236],
    ['refractometer-sg2525', 1.026, 34.5],
  ])('%s reading %f is stored as %f (canonical)', (id, reading, canonical) => {
    const kit = kitById(id)!;
    expect(canonicalValue(kit.parameter, reading, kit.unit)).toBeCloseTo(canonical, id.startsWith('refractometer') ? 0 : 2);
  });
  it('every kit has a unit of its parameter and a known grade', () => {
    for (const k of KITS) expect(canonicalValue(k.parameter, 1, k.unit), k.id).not.toBeNull();
  });
  it('the HI782 reading waits for the unit the keeper confirms, and NO3-N is stored 4.427 times larger as NO3', () => {
    const kit = kitById('hanna-hi782')!;
    expect(kitUnit(kit, null)).toBeNull();
    expect(kitUnit(kit, 'dkh')).toBeNull();
    expect(kitUnit(kit, 'no3')).toBe('no3');
    expect(canonicalValue(kit.parameter, 2.5, kitUnit(kit, 'no3')!)).toBeCloseTo(2.5, 9);
    expect(canonicalValue(kit.parameter, 2.5, kitUnit(kit, 'no3n')!)).toBeCloseTo(11.07, 2);
    // a kit with one unit ignores any stored choice
    expect(kitUnit(kitById('hanna-hi772')!, 'no3')).toBe('dkh');
  });
  it('the HI772 accuracy is the larger of ± 0.3 dKH and 5 % of the reading, as Hanna reads it', () => {
    expect(kitTolerance(kitById('hanna-hi772')!, 4)).toBeCloseTo(0.3, 9);
    expect(kitTolerance(kitById('hanna-hi772')!, 10)).toBeCloseTo(0.5, 9);
    expect(kitTolerance(kitById('salifert-kh')!, 8)).toBeNull();
  });
});

describe('a tester that disagrees with a kit', () => {
  it('flags a Trident reading within the hour more than the HI772 accuracy away, not one within it', () => {
    const entries = [
      test(T0, { alkalinity: 8.9 }, 'device:apex-datalog'),
      test(T0 + 0.5 * H, { alkalinity: 8.1 }, 'kit:hanna-hi772'),
      test(T0 + 24 * H, { alkalinity: 8.2 }, 'device:apex-datalog'),
      test(T0 + 24.5 * H, { alkalinity: 8.0 }, 'kit:hanna-hi772'),
      // a hand test with no kit named states no accuracy: not compared
      test(T0 + 48 * H, { alkalinity: 9.9 }),
      test(T0 + 48.2 * H, { alkalinity: 8.0 }, 'device:apex-datalog'),
    ];
    const d = disagreements(entries, 'alkalinity', 'dkh');
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ device: 8.9, hand: 8.1 });
    expect(d[0].tolerance).toBeCloseTo(0.405, 3);
  });
});

describe('fitFor', () => {
  it('fits every test of the last 30 days, a dose between them counted', () => {
    const entries: LogEntry[] = [];
    for (let i = 0; i < 10; i++) entries.push(test(T0 + i * 24 * H, { alkalinity: 8.5 - 0.2 * i + (i >= 5 ? 0.5 : 0) }));
    entries.push({
      ...test(T0 + 4.5 * 24 * H, {}),
      kind: 'dose',
      values: { parameter: 'alkalinity', additiveId: null, strengthPerUnitPerL: 2, amount: 100, amountUnit: 'ml' },
    });
    const f = fitFor(entries, 400, 'alkalinity', 'dkh')!;
    // 100 mL × 2 dKH·L/mL ÷ 400 L = 0.5 dKH: the jump is the dose, the slope the consumption
    expect(f.fit.n).toBe(10);
    expect(f.fit.consumptionPerDay).toBeCloseTo(0.2, 9);
    expect(f.days).toBeCloseTo(9, 9);
  });
  it('needs three tests', () => {
    expect(fitFor([test(T0, { alkalinity: 8 }), test(T0 + 24 * H, { alkalinity: 7.9 })], 400, 'alkalinity', 'dkh')).toBeNull();
  });
});

describe('a number typed from a kit', () => {
  const kit = (id: string) => kitById(id)!;
  it.each([
    ['salifert-mg', '1,350', 1350],
    ['salifert-mg', '1.350', 1350],
    ['salifert-mg', '1350', 1350],
    ['salifert-ca', '４２０', 420],
    ['refractometer-sg2525', '1,026', 1.026],
    ['refractometer-sg2525', '1.026', 1.026],
    ['hanna-hi772', '8,2', 8.2],
    ['hanna-hi772', '8.2', 8.2],
    ['salifert-kh', '0,030', 0.03],
  ])('%s: "%s" is %s', (id, text, value) => {
    expect(kitReading(text, kit(id))).toBe(value);
  });
  it.each([['8,2,1'], ['<0.02'], [''], ['1e']])('"%s" is no number', (text) => {
    expect(kitReading(text, kit('hanna-hi772'))).toBeNull();
  });
});
