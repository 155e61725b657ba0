import { describe, expect, it } from 'vitest';
import { valuesProblem } from '@/lib/log/import';
import { ICP_PRODUCTS } from './products';
import { loggedPlanDays, planDayEntryId, planDayKey, planDoseValues } from './plan-log';

describe('a ticked day of the ICP plan in the log', () => {
  it('logs calcium as a dose with the product strength per mL per litre, which the log accepts', () => {
    const ca = ICP_PRODUCTS.find((p) => p.element === 'Ca')!;
    const v = planDoseValues(ca, 12.5)!;
    expect(v.parameter).toBe('calcium');
    expect(v.amount).toBe(12.5);
    // e.g. 10 mL raise 11 mg/L in 100 L: 110 mg/L per mL in one litre
    expect(v.strengthPerUnitPerL).toBeCloseTo((ca.strength.raisesMgL * ca.strength.inL) / ca.strength.perMl, 9);
    expect(valuesProblem('dose', v)).toBeNull();
  });

  it('logs strontium as a note (no dose parameter), and a day once', () => {
    const sr = ICP_PRODUCTS.find((p) => p.element === 'Sr')!;
    expect(planDoseValues(sr, 3)).toBeNull();
    const key = planDayKey('icp1-abc', 'Sr', 2);
    expect(planDayEntryId('t', key)).toBe(planDayEntryId('t', key));
    expect(planDayEntryId('t', key)).not.toBe(planDayEntryId('t', planDayKey('icp1-abc', 'Sr', 3)));
    const e = { typed: { icpPlan: key }, deletedAt: null } as never;
    expect([...loggedPlanDays([e])]).toEqual([key]);
    expect(loggedPlanDays([{ typed: { icpPlan: key }, deletedAt: 'x' } as never]).size).toBe(0);
  });
});
