import { describe, expect, it } from 'vitest';
import { planIcpCorrections, splitDose, waterChangeFor } from './plan';
import { customIcpProduct, ICP_PRODUCT_LINES, ICP_PRODUCTS, icpProductsOf } from './products';
import type { IcpAnalyte } from './types';

const m = (element: string, value: number, section: IcpAnalyte['section'] = 'aquarium'): IcpAnalyte => ({
  element,
  section,
  detection: 'measured',
  value,
  limit: null,
  unit: element === 'KH' ? 'dKH' : element === 'salinity' ? 'PSU' : 'mg/L',
  reported: { value: String(value), unit: 'mg/l' },
});
const nd = (element: string, detection: IcpAnalyte['detection'], limit: number | null = null): IcpAnalyte => ({
  ...m(element, 0),
  detection,
  value: null,
  limit,
});
const plan = (analytes: IcpAnalyte[], line = 'fauna-marin', volumeL = 500, salinityPsu: number | null = 35) =>
  planIcpCorrections({ analytes, volumeL, salinityPsu, line });
const item = (p: ReturnType<typeof plan>, element: string) => p.items.find((i) => i.element === element)!;

describe('planIcpCorrections: doses', () => {
  it('calcium with Fauna Marin Balling Light (10 mL raise 11 mg/L in 100 L): no maximum on the label, so the hobby’s 25 mg/L a day', () => {
    // target 380–450 → aim 415; raise 415 − 370 = 45 mg/L; days = ceil(45 / 25) = 2
    // mL = 45 × (500 / 100) × (10 / 11) = 204.545… → 102.2727… a day → floored to 102.27 mL
    const i = item(plan([m('Ca', 370)]), 'Ca');
    expect(i.status).toBe('dose');
    expect(i.aim).toBe(415);
    expect(i.product?.name).toBe('Balling Light Calcium Mix');
    expect(i.days).toEqual([
      { day: 1, ml: 102.27 },
      { day: 2, ml: 102.27 },
    ]);
    expect(i.totalMl).toBe(204.54);
  });

  it('alkalinity and magnesium without a maximum on the label keep to the hobby’s 1.4 dKH and 50 mg/L a day', () => {
    const p = plan([m('KH', 4), m('Mg', 1100)], 'ati', 100);
    for (const [element, perDay] of [
      ['KH', 1.4],
      ['Mg', 50],
    ] as const) {
      const i = item(p, element);
      const raise = i.aim! - (element === 'KH' ? 4 : 1100);
      expect(i.days).toHaveLength(Math.ceil(raise / perDay - 1e-9));
      // ATI: 1 mL raises KH by 0.1 dKH and Mg by 1 mg/L in 100 L
      const raisedPerMl = element === 'KH' ? 0.1 : 1;
      for (const d of i.days!) expect(d.ml * raisedPerMl).toBeLessThanOrEqual(perDay + 1e-9);
    }
  });

  it('a trace without a maximum on the label is raised by at most a tenth of natural seawater a day', () => {
    // ATI Strontium: 1 mL raises 0.2 mg/L in 100 L; Sr NSW at 35 = 8.125 → at most 0.8125 mg/L a day
    // raise 8.125 − 4.0 = 4.125 → days = ceil(5.077) = 6; mL = 4.125 × 5 / 0.2 = 103.125 → 17.1875 → 17.18 a day
    const i = item(plan([m('Sr', 4.0)], 'ati'), 'Sr');
    expect(i.days).toHaveLength(6);
    expect(i.days![0].ml).toBe(17.18);
    expect(i.totalMl).toBe(103.08);
  });

  it('strontium split by Elementals Sr daily maximum (2 mg/L a day)', () => {
    // Sr NSW 7.94 × 1.0233 = 8.125 mg/L; band × 0.8–1.2 = 6.5–9.75; aim 8.125; raise 8.125 − 4.0 = 4.125
    // days = ceil(4.125 / 2) = 3; mL = 4.125 × 5 × (10 / 2) = 103.125 → 34.375 a day → 34.37 mL floored
    const i = item(plan([m('Sr', 4.0)]), 'Sr');
    expect(i.status).toBe('dose');
    expect(i.days).toEqual([
      { day: 1, ml: 34.37 },
      { day: 2, ml: 34.37 },
      { day: 3, ml: 34.37 },
    ]);
    expect(i.totalMl).toBe(103.11);
    // no day raises more than the maximum: 34.37 mL × 2 mg/L ÷ 10 mL ÷ 5 = 1.375 mg/L ≤ 2
    for (const d of i.days!) expect((d.ml * 2) / 10 / 5).toBeLessThanOrEqual(2);
  });

  it('iodine in µg-strength products (Elementals Trace I: 1 mL raise 10 µg/L in 100 L, at most 30 µg/L a day)', () => {
    // band 0.0464–0.0696, aim 0.058; raise 0.058 − 0.02 = 0.038 mg/L = 38 µg/L → 2 days
    // mL = 0.038 × 5 × (1 / 0.01) = 19 → 9.5 a day
    const i = item(plan([m('I', 0.02)]), 'I');
    expect(i.days).toEqual([
      { day: 1, ml: 9.5 },
      { day: 2, ml: 9.5 },
    ]);
  });

  it('never plans above the upper end, whatever the volume and product', () => {
    for (const line of ICP_PRODUCT_LINES) {
      for (const volumeL of [37, 250, 1234]) {
        const p = plan([m('Ca', 300), m('Mg', 1000), m('KH', 4), m('K', 200), m('I', 0.001)], line.id, volumeL, 34);
        for (const i of p.items.filter((x) => x.status === 'dose')) {
          const s = i.product!.strength;
          const raised = (i.totalMl! * s.raisesMgL * s.inL) / (s.perMl * volumeL);
          expect(i.measured! + raised, `${line.id} ${i.element}`).toBeLessThanOrEqual(i.target!.high);
          const max = i.product!.maxDailyMgL;
          for (const d of i.days!) {
            const perDay = (d.ml * s.raisesMgL * s.inL) / (s.perMl * volumeL);
            if (max !== null) expect(perDay, `${line.id} ${i.element}`).toBeLessThanOrEqual(max + 1e-12);
          }
        }
      }
    }
  });

  it('a custom product from its label takes precedence over the line', () => {
    // "5 mL raise Ca by 10 mg/L in 50 L": raise 45 mg/L × (500/50) × (5/10) = 225 mL
    const p = planIcpCorrections({
      analytes: [m('Ca', 370)],
      volumeL: 500,
      salinityPsu: 35,
      line: 'fauna-marin',
      custom: [{ name: 'My calcium', element: 'Ca', ml: 5, raises: 10, unit: 'mg/L', inL: 50 }],
    });
    expect(item(p, 'Ca').product?.grade).toBe('C');
    expect(item(p, 'Ca').totalMl).toBe(225);
  });

  it('no product in the line → no-product', () => {
    expect(item(plan([m('Br', 40)], 'red-sea'), 'Br').status).toBe('no-product');
  });
});

describe('planIcpCorrections: what is never dosed', () => {
  it('RO-water values get no item', () => {
    const p = plan([m('Ca', 1, 'rodi'), m('Cu', 0.01, 'rodi')]);
    expect(p.items).toEqual([]);
  });

  it('do-not-dose, experiment and toxic elements are not dosed', () => {
    const p = plan([m('Na', 9000), m('Li', 0.05), m('PO4', 0.005)]);
    expect(item(p, 'Na').status).toBe('not-dosed');
    expect(item(p, 'Li')).toMatchObject({ status: 'not-dosed', reason: 'experiment' });
    expect(item(p, 'PO4')).toMatchObject({ status: 'not-dosed', reason: 'do-not-dose' });
  });

  it('non-detects: nothing, unless the limit is below the target: then a deficit, dosed from the limit', () => {
    const p = plan([nd('I', 'below', 0.01), nd('Ca', 'below', 500), nd('Sr', 'not-detected'), nd('K', 'not-determined')]);
    // I target 46.4–69.6 µg/L → aim 58; the true value is under 10 µg/L, so at least 48 µg/L are missing
    // Elementals Trace I: 1 mL raises 10 µg/L in 100 L, at most 30 a day → 2 days; 0.048 × 5 / 0.010 = 24 mL
    expect(item(p, 'I')).toMatchObject({ status: 'dose', reason: 'limit-below-target', measured: 0.01, totalMl: 24 });
    expect(item(p, 'I').days).toEqual([
      { day: 1, ml: 12 },
      { day: 2, ml: 12 },
    ]);
    expect(item(p, 'Ca').status).toBe('not-dosed');
    expect(item(p, 'Sr')).toMatchObject({ status: 'not-dosed', reason: 'non-detect', measured: null });
    expect(item(p, 'K').status).toBe('not-dosed');
    for (const e of ['Ca', 'Sr', 'K']) expect(item(p, e).totalMl).toBeUndefined();
  });

  it('never doses from a lab’s "> x": measure again, or water changes when x is already above the band', () => {
    const above = (element: string, value: number): IcpAnalyte => ({
      ...m(element, value),
      reported: { value: `> ${value}`, unit: 'mg/l' },
    });
    expect(item(plan([above('K', 300)]), 'K')).toMatchObject({ status: 'retest', reason: 'above-lab-range' });
    expect(item(plan([above('K', 600)]), 'K')).toMatchObject({ status: 'water-change', reason: 'above-target' });
    // the keeper's own number over it is a reading like any other
    expect(item(plan([{ ...above('K', 300), value: 310 }]), 'K').status).toBe('dose');
  });

  it('plans one item per element, and leaves out a value that is not a number or below 0', () => {
    const p = plan(
      [m('Ca', 360), m('Ca', 365), m('Mg', Number.NaN), m('K', Number.POSITIVE_INFINITY), m('Sr', -100), nd('I', 'below', -1)],
      'ati',
    );
    expect(p.items.map((i) => i.element)).toEqual(['Ca']);
    expect(item(p, 'Ca').aim! - 360).toBeCloseTo(55, 9);
    expect(Number.isFinite(p.retestAfterDays)).toBe(true);
  });

  it('cuts a course at 60 days, never above the total, and plans no dose under 0.01 mL a day', () => {
    const slow = {
      analytes: [m('Ca', 300)],
      volumeL: 100,
      salinityPsu: 35,
      line: 'own',
      custom: [{ name: 'slow', element: 'Ca', ml: 1, raises: 1, unit: 'mg/L' as const, inL: 100, maxDaily: 1 }],
    };
    // 115 mg/L at 1 mg/L a day would take 115 days: 60 days of 1 mL, the rest after the retest
    const i = item(planIcpCorrections(slow), 'Ca');
    expect(i.days).toHaveLength(60);
    expect(i.days!.every((d) => d.ml === 1)).toBe(true);
    expect(i.totalMl).toBe(60);
    // a maximum too small to measure out a day's share plans nothing
    expect(item(planIcpCorrections({ ...slow, custom: [{ ...slow.custom[0], maxDaily: 1e-9 }] }), 'Ca').reason).toBe('dose-too-small');
    // Oceamo iodine: 1 mL raises 50 µg/L in 100 L; in 2 L a 13 µg/L raise is 0.0052 mL
    expect(item(plan([m('I', 0.045)], 'oceamo', 2), 'I')).toMatchObject({ status: 'not-dosed', reason: 'dose-too-small' });
  });

  it('in range is ok', () => {
    expect(item(plan([m('Ca', 420)]), 'Ca')).toMatchObject({ status: 'ok', reason: 'in-range' });
  });
});

describe('planIcpCorrections: water changes', () => {
  it('copper above its concern level (3.1 µg/L): one change if ≤ 20 % suffices', () => {
    // new water without copper; f = (0.0035 − 0.0031) / (0.0035 − 0) = 0.1143 → 12 %
    const i = item(plan([m('Cu', 0.0035)]), 'Cu');
    expect(i).toMatchObject({ status: 'water-change', reason: 'above-concern' });
    expect(i.waterChange).toMatchObject({ percent: 12, changes: 1, litresPerChange: 60 });
  });

  it('far above: several 20 % changes by the dilution model', () => {
    // Cu 0.02 → 0.0031 with new water 0.00015: (1 − 0.2)^k ≤ (0.0031 − 0.00015)/(0.02 − 0.00015) = 0.1486
    // k ≥ ln 0.1486 / ln 0.8 = 8.54 → 9 changes
    const wc = waterChangeFor(0.02, 0.0031, 0.00015, 500);
    expect(wc).toMatchObject({ percent: 20, changes: 9, litresPerChange: 100 });
  });

  it('above the target band: water change to the upper end', () => {
    // K band at 35: 326.7–490.1 (NSW 408.4 × 0.8–1.2); 600 → 490.1 with NSW 408.4: f = 109.9/191.6 = 0.574 → 20 % ×
    // k = ln(81.7/191.6)/ln(0.8) = 3.82 → 4
    const i = item(plan([m('K', 600)]), 'K');
    expect(i.status).toBe('water-change');
    expect(i.waterChange?.changes).toBe(4);
  });

  it('a pollutant with no published criterion counts above 10 × natural seawater', () => {
    // Al NSW 0.00003 → 0.0003 mg/L; 0.02 mg/L is above
    expect(item(plan([m('Al', 0.02)]), 'Al').status).toBe('water-change');
    expect(item(plan([m('Al', 0.0002)]), 'Al').status).toBe('ok');
  });

  it('nutrients: new water carries none', () => {
    // PO4 0.5 → 0.2 with new water at 0: f = 0.3 / 0.5 = 0.6 > 20 %; k = ln(0.2/0.5) / ln 0.8 = 4.11 → 5 changes
    const i = item(plan([m('PO4', 0.5)]), 'PO4');
    expect(i).toMatchObject({ status: 'water-change', reason: 'above-target' });
    expect(i.waterChange).toMatchObject({ percent: 20, changes: 5, newWaterMgL: 0 });
  });

  it('no dilution helps when the new water is above the aim', () => {
    expect(waterChangeFor(10, 1, 2, 100)).toBeNull();
  });
});

describe('planIcpCorrections: odd input and retest', () => {
  it('no volume: no items, no throw', () => {
    expect(plan([m('Ca', 300)], 'ati', Number.NaN).items).toEqual([]);
    expect(plan([m('Ca', 300)], 'ati', -1).items).toEqual([]);
  });

  it('retest after the longest course plus a week, at least 14 days; 90 when nothing to do', () => {
    expect(plan([m('Ca', 420)]).retestAfterDays).toBe(90);
    expect(plan([m('Ca', 370)]).retestAfterDays).toBe(14);
    // K 600: 4 weekly water changes = 28 days + 7
    expect(plan([m('K', 600)]).retestAfterDays).toBe(35);
  });

  it('splitDose with no maximum is one day', () => {
    const p = icpProductsOf('red-sea')[0];
    // 10 mg/L × (100/100) × (1/2) = 5 mL
    expect(splitDose(10, 100, p)).toEqual({ totalMl: 5, days: [{ day: 1, ml: 5 }] });
  });
});

describe('ICP products', () => {
  it('at least four lines, two sold in Japan, every product in a line with positive figures and a source', () => {
    expect(ICP_PRODUCT_LINES.length).toBeGreaterThanOrEqual(4);
    expect(ICP_PRODUCT_LINES.filter((l) => l.soldInJapan).length).toBeGreaterThanOrEqual(2);
    const lines = new Set(ICP_PRODUCT_LINES.map((l) => l.id));
    for (const p of ICP_PRODUCTS) {
      expect(lines.has(p.line), p.id).toBe(true);
      expect(p.strength.raisesMgL > 0 && p.strength.perMl > 0 && p.strength.inL > 0, p.id).toBe(true);
      if (p.maxDailyMgL !== null) expect(p.maxDailyMgL, p.id).toBeGreaterThan(0);
      expect(p.source, p.id).toBeTruthy();
      // a link the screen opens, or the repository's own docs the screen names
      expect(p.source, p.id).toMatch(/^(?:https:\/\/\S+$|docs\/)/);
    }
    expect(new Set(ICP_PRODUCTS.map((p) => p.id)).size).toBe(ICP_PRODUCTS.length);
  });

  it('figures taken from third-party code citing a maker page are not graded as the maker', () => {
    for (const p of ICP_PRODUCTS.filter((x) => x.source.includes('github.com'))) expect(p.grade, p.id).toBe('B');
  });

  it('a custom label in µg/L is normalised to mg/L; bad figures give null', () => {
    // "1 mL raises I by 15 µg/L in 100 L" → 0.015 mg/L
    const c = customIcpProduct({ name: 'x', element: 'I', ml: 1, raises: 15, unit: 'µg/L', inL: 100, maxDaily: 30 });
    expect(c?.strength.raisesMgL).toBeCloseTo(0.015, 12);
    expect(c?.maxDailyMgL).toBeCloseTo(0.03, 12);
    expect(customIcpProduct({ name: 'x', element: 'I', ml: 0, raises: 15, unit: 'µg/L', inL: 100 })).toBeNull();
    expect(customIcpProduct({ name: 'x', element: 'I', ml: 1, raises: Number.NaN, unit: 'mg/L', inL: 100 })).toBeNull();
  });
});

describe('planIcpCorrections on a parsed report', () => {
  it('Tropic Marin Plus report in the Tropic Marin line, 300 L at the measured 34.8 PSU', async () => {
    const { parseIcpReport } = await import('./parse');
    const { readFixture } = await import('./fixture-files');
    const r = parseIcpReport(readFixture('tropic-marin-en.txt'));
    const p = planIcpCorrections({ analytes: r.analytes, volumeL: 300, salinityPsu: 34.8, line: 'tropic-marin' });
    expect(p.items.length).toBe(r.analytes.filter((a) => a.section === 'aquarium').length);
    // Mg band 1250–1350 × 34.8/35 = 1242.86–1342.29: 1245 is inside
    expect(item(p, 'Mg').status).toBe('ok');
    // I band 0.0464–0.0696 × 34.8/35 = 0.046135–0.069203, aim 0.057669; 0.046 is below
    // raise 0.011669 mg/L; Tropic Marin Iodine 1.5 mL raise 0.015 mg/L in 100 L, at most 0.03 a day → 1 day
    // mL = 0.011669 × (300/100) × (1.5/0.015) = 3.5006 → 3.50
    const i = item(p, 'I');
    expect(i.status).toBe('dose');
    expect(i.aim).toBeCloseTo(0.057669, 6);
    expect(i.days).toEqual([{ day: 1, ml: 3.5 }]);
    // Fe not detected: nothing; Pb below 0.5 µg/L: no target, nothing; RO-water copper: no item
    expect(item(p, 'Fe')).toMatchObject({ status: 'not-dosed', reason: 'non-detect' });
    expect(item(p, 'Pb').status).toBe('not-dosed');
    expect(p.items.filter((x) => x.element === 'Cu')).toHaveLength(1);
  });
});
