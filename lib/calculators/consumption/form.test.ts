import { describe, expect, it } from 'vitest';
import { toDraft } from '@/lib/calculators/state';
import { compute } from './compute';
import { daysBetween, dosingLinkQuery, formDefaults, formSchema } from './form';
import { schema } from './schema';

const draft = (over: Record<string, unknown> = {}) => ({ ...toDraft(formDefaults), ...over });

describe('consumption screen schema', () => {
  it('its defaults parse to the module defaults (alkalinity, 70 mL of Foundation B dosed, no water change)', () => {
    const v = formSchema.parse(draft());
    expect(v).toMatchObject({ parameter: 'alkalinity', days: 7, dosedMl: 70, waterChangePct: 0, targetLevel: 8.3 });
    expect(v.newWaterLevel).toBeUndefined();
  });

  it('two dates give the days between them; a second date not after the first is refused', () => {
    expect(daysBetween('2026-11-01', '2026-11-08')).toBe(7);
    expect(formSchema.parse(draft({ intervalMode: 'dates', firstDate: '2026-11-01', secondDate: '2026-11-05', days: '99' })).days).toBe(4);
    const r = formSchema.safeParse(draft({ intervalMode: 'dates', firstDate: '2026-11-05', secondDate: '2026-11-05' }));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['secondDate', 'datesOrder']);
    expect(formSchema.safeParse(draft({ intervalMode: 'dates', firstDate: '', secondDate: '2026-11-05' })).success).toBe(false);
  });

  it('the water change counts only while switched on, and then needs the new water level', () => {
    expect(formSchema.parse(draft({ waterChange: false, waterChangePct: '20', newWaterLevel: '7' })).waterChangePct).toBe(0);
    const on = formSchema.safeParse(draft({ waterChange: true, waterChangePct: '20', newWaterLevel: '' }));
    expect(on.success).toBe(false);
    expect(on.error!.issues[0]).toMatchObject({ path: ['newWaterLevel'], message: 'required' });
    expect(formSchema.parse(draft({ waterChange: 'true', waterChangePct: '20', newWaterLevel: '7' })).waterChangePct).toBe(20);
  });

  it('nothing dosed drops the amount; a custom product is typed as its label', () => {
    expect(formSchema.parse(draft({ dosedAdditiveId: 'none' })).dosedMl).toBeUndefined();
    const custom = formSchema.safeParse(draft({ additiveId: 'custom' }));
    expect(custom.success).toBe(false);
    expect(custom.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['labelAmount', 'labelRise', 'labelVolumeL']));
    const typed = formSchema.parse(draft({ additiveId: 'custom', labelAmount: '10', labelRise: '1', labelVolumeL: '100' }));
    expect(typed.strengthPerMlPerL).toBe(10); // 1·100/10 dKH·L/mL
  });

  it('a link carrying only the methods.md#contract dosedRise keeps it', () => {
    const v = formSchema.parse({ ...draft(), dosedAdditiveId: '', dosedMl: '', dosedRise: '1.6555' });
    expect(v.dosedRise).toBe(1.6555);
  });
});

describe('the link to the dosing screen', () => {
  it('carries the correction from the second test to the target and the hold dose as the daily dose', () => {
    const input = schema.parse({
      parameter: 'alkalinity',
      volumeL: 400,
      firstLevel: 8,
      secondLevel: 7.2,
      days: 4,
      targetLevel: 8,
      additiveId: 'redsea-foundation-b',
    });
    const q = dosingLinkQuery(input, compute(input))!;
    expect(q).toMatchObject({
      volumeL: '400',
      parameter: 'alkalinity',
      alkalinityUnit: 'dkh',
      current: '7.2',
      target: '8',
      additiveId: 'redsea-foundation-b',
    });
    expect(Number(q.dailyMl)).toBeCloseTo(compute(input).doseMlPerDay!, 4);
  });

  it('gives a custom product as a one-litre label, and nothing when there is nothing to correct', () => {
    const input = schema.parse({
      parameter: 'calcium',
      volumeL: 300,
      firstLevel: 430,
      secondLevel: 410,
      days: 7,
      targetLevel: 420,
      additiveId: 'custom',
      strengthPerMlPerL: 273,
      customForm: 'dry',
    });
    expect(dosingLinkQuery(input, compute(input))).toMatchObject({
      customForm: 'dry',
      labelAmount: '1',
      labelRise: '273',
      labelVolumeL: '1',
    });
    const above = { ...input, targetLevel: 400 };
    expect(dosingLinkQuery(above, compute(above))).toBeNull();
  });
});
