import { describe, expect, it } from 'vitest';
import { CHART, chartLayout, icpTable, trendSeries, trendSummary } from './sections';
import type { PublicIcpAnalysis, PublicTestPoint } from './types';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY).toISOString();

describe('trend series per parameter', () => {
  const tests: PublicTestPoint[] = [
    { at: at(10), values: { alkalinity: 8.4, calcium: 430 } },
    { at: at(0), values: { alkalinity: 7.6 } },
    { at: at(20), values: { alkalinity: 9.2, nitrate: 5 } },
  ];

  it('gives each tested parameter its tests oldest first and its band, in the log’s order', () => {
    const series = trendSeries(tests, { alkalinity: { low: 8, high: 9 }, magnesium: { low: 1300, high: 1400 } });
    expect(series.map((s) => s.parameter)).toEqual(['alkalinity', 'calcium', 'nitrate']);
    expect(series[0].points.map((p) => p.value)).toEqual([7.6, 8.4, 9.2]);
    expect(series[0].band).toEqual({ low: 8, high: 9 });
    expect(series[1]).toMatchObject({ points: [{ t: Date.parse(at(10)), value: 430 }], band: null });
  });

  it('keeps the year before the latest test', () => {
    const old = [{ at: at(-400), values: { ph: 8.1 } }, ...[0, 300].map((d) => ({ at: at(d), values: { ph: 8.2 } }))];
    expect(trendSeries(old, {})[0].points).toHaveLength(2);
  });

  it('says in numbers how many tests lie below, within and above the band', () => {
    const [alk] = trendSeries(tests, { alkalinity: { low: 8, high: 9 } });
    expect(trendSummary(alk)).toEqual({
      count: 3,
      latest: expect.objectContaining({ value: 9.2 }) as unknown,
      min: 7.6,
      max: 9.2,
      positions: { below: 1, within: 1, above: 1 },
    });
    expect(trendSummary({ ...alk, band: null })?.positions).toBeNull();
  });
});

describe('the chart’s layout', () => {
  it('puts the tests inside the box, the band behind them and a marker on each shape', () => {
    const [alk] = trendSeries(
      [0, 10, 20].map((d, i) => ({ at: at(d), values: { alkalinity: [7.6, 8.4, 9.2][i] } })),
      { alkalinity: { low: 8, high: 9 } },
    );
    const l = chartLayout(alk);
    expect(l.marks.map((m) => m.pos)).toEqual(['below', 'within', 'above']);
    expect(l.marks[0].x).toBe(CHART.L);
    expect(l.marks[2].x).toBe(CHART.W - CHART.R);
    for (const m of l.marks) {
      expect(m.y).toBeGreaterThanOrEqual(CHART.T);
      expect(m.y).toBeLessThanOrEqual(CHART.H - CHART.B);
    }
    expect(l.path.startsWith(`M${CHART.L},`)).toBe(true);
    expect(l.band!.height).toBeGreaterThan(0);
    expect(l.xTicks).toHaveLength(3);
    expect(l.yTicks.length).toBeGreaterThan(1);
  });

  it('centres a single test and thins crowded ones but keeps the latest', () => {
    const [one] = trendSeries([{ at: at(0), values: { calcium: 420 } }], {});
    const l = chartLayout(one);
    expect(l.marks).toHaveLength(1);
    expect(l.marks[0].x).toBeGreaterThan(CHART.L);
    expect(l.xTicks).toHaveLength(1);
    const daily = Array.from({ length: 365 }, (_, d) => ({ at: at(d), values: { calcium: 420 + (d % 3) } }));
    const [ca] = trendSeries(daily, {});
    const thin = chartLayout(ca);
    expect(thin.marks.length).toBeLessThan(365);
    expect(thin.marks.at(-1)?.point).toBe(ca.points.at(-1));
  });
});

describe('the ICP table', () => {
  const reading = (element: string, value: number | null, detection: 'measured' | 'below' = 'measured') => ({
    element,
    section: 'aquarium' as const,
    detection,
    value: detection === 'measured' ? value : null,
    limit: detection === 'below' ? value : null,
    unit: 'mg/L' as const,
  });
  const icp: PublicIcpAnalysis[] = [
    {
      id: 'b',
      at: at(30),
      lab: 'triton',
      salinityPsu: null,
      analytes: [reading('Ca', 440), reading('Sn', 0.0005, 'below'), reading('Xx', 1)],
    },
    { id: 'a', at: at(0), lab: null, salinityPsu: null, analytes: [reading('Ca', 420), reading('Sr', 8)] },
  ];

  it('groups the latest analysis as a lab report, with the change since the one before', () => {
    const table = icpTable(icp)!;
    expect(table.latest.id).toBe('b');
    expect(table.previous?.values.lab).toBe('other');
    expect(table.groups.map((g) => g.group)).toEqual(['major', 'pollutant', 'other']);
    const ca = table.groups[0].rows[0];
    expect(ca).toMatchObject({ change: 20, standing: 'ok' });
    expect(table.groups[1].rows[0]).toMatchObject({ change: null, standing: null });
  });

  it('has nothing to show without analyses', () => {
    expect(icpTable([])).toBeNull();
  });
});
