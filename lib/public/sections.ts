/**
 * The public tank page's trend charts and ICP table as pure data (docs/public-pages.md): one series per parameter
 * with its target band, laid out with the log's chart math (lib/log/chart.ts, lib/log/series.ts), and the latest ICP
 * analysis grouped as a lab report by lib/icp/history.ts. The components in components/public/ only draw and word them.
 */
import { latestTable } from '@/lib/icp/history';
import { bandPosition, markedPoints, niceTicks, offBandBy, valueExtent, type BandPosition, type Extent } from '@/lib/log/chart';
import { LOG_PARAMETERS, type LogParameter, type TargetRange } from '@/lib/log/model';
import { toShown } from '@/lib/log/params';
import { inRange, type SeriesPoint, type TrendRange } from '@/lib/log/series';
import type { PublicIcpAnalysis, PublicTestPoint } from './types';

/** A chart covers the year before the tank's latest test of that parameter (a quiet tank still shows its last year). */
export const TREND_RANGE: TrendRange = '365';

export interface TrendSeries {
  parameter: LogParameter;
  /** oldest first, in the public page's units (alkalinity in dKH, the rest canonical); entryId is the test's time */
  points: SeriesPoint[];
  band: TargetRange | null;
}

/** One series per parameter that has tests, in the order of LOG_PARAMETERS, with the tank's target band. */
export function trendSeries(tests: readonly PublicTestPoint[], targets: Partial<Record<LogParameter, TargetRange>>): TrendSeries[] {
  return LOG_PARAMETERS.flatMap((parameter) => {
    const all: SeriesPoint[] = tests
      .flatMap((p) => {
        const v = p.values[parameter];
        return typeof v === 'number' && Number.isFinite(v)
          ? [{ entryId: p.at, t: Date.parse(p.at), value: toShown(parameter, v, 'dkh') }]
          : [];
      })
      .filter((p) => Number.isFinite(p.t))
      .sort((a, b) => a.t - b.t);
    if (all.length === 0) return [];
    const target = targets[parameter];
    const band = target ? { low: toShown(parameter, target.low, 'dkh'), high: toShown(parameter, target.high, 'dkh') } : null;
    return [{ parameter, points: inRange(all, TREND_RANGE, all[all.length - 1].t), band }];
  });
}

/** The small chart's box (viewBox units): wide enough for a phone's column, two to a row on a wide screen. */
export const CHART = { W: 320, H: 180, L: 46, R: 10, T: 10, B: 30 } as const;
/** Closer than this on the time axis, tests share one marker (lib/log/chart.ts markedPoints). */
const MARK_GAP = 6;

export interface ChartMark {
  x: number;
  y: number;
  pos: BandPosition;
  point: SeriesPoint;
}

export interface ChartLayout {
  extent: Extent;
  /** the line through every test */
  path: string;
  marks: ChartMark[];
  yTicks: { value: number; y: number }[];
  xTicks: { t: number; x: number }[];
  /** the band's rectangle, clipped to the extent */
  band: { y: number; height: number } | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where everything of one series sits in the chart's box. */
export function chartLayout(series: TrendSeries): ChartLayout {
  const { W, H, L, R, T, B } = CHART;
  const { points, band } = series;
  const extent = valueExtent(
    points.map((p) => p.value),
    band,
  );
  const from = points[0]?.t ?? 0;
  const to = points[points.length - 1]?.t ?? 0;
  const span = Math.max(to - from, 1);
  // a single test sits in the middle rather than on the axis
  const sx = (t: number) => round1(to === from ? L + (W - L - R) / 2 : L + ((t - from) / span) * (W - L - R));
  const sy = (v: number) => round1(T + (1 - (v - extent.min) / (extent.max - extent.min)) * (H - T - B));
  const picked = markedPoints(
    points.map((p) => sx(p.t)),
    points.map((p) => offBandBy(p.value, band)),
    MARK_GAP,
  );
  const xTicks = to === from ? [{ t: from, x: sx(from) }] : [from, from + span / 2, to].map((t) => ({ t, x: sx(t) }));
  return {
    extent,
    path: points.map((p, i) => `${i ? 'L' : 'M'}${sx(p.t)},${sy(p.value)}`).join(''),
    marks: picked.map((i) => ({ x: sx(points[i].t), y: sy(points[i].value), pos: bandPosition(points[i].value, band), point: points[i] })),
    yTicks: niceTicks(extent).map((value) => ({ value, y: sy(value) })),
    xTicks,
    band: band
      ? {
          y: sy(Math.min(band.high, extent.max)),
          height: Math.max(0, sy(Math.max(band.low, extent.min)) - sy(Math.min(band.high, extent.max))),
        }
      : null,
  };
}

export interface TrendSummary {
  count: number;
  latest: SeriesPoint;
  min: number;
  max: number;
  /** tests below, within and above the band; null without a band */
  positions: Record<Exclude<BandPosition, 'none'>, number> | null;
}

/** What the chart shows, in numbers: said in words under it, so no one needs the picture or its colours. */
export function trendSummary(series: TrendSeries): TrendSummary | null {
  const { points, band } = series;
  if (points.length === 0) return null;
  const values = points.map((p) => p.value);
  let positions: TrendSummary['positions'] = null;
  if (band) {
    positions = { below: 0, within: 0, above: 0 };
    for (const v of values) positions[bandPosition(v, band) as keyof typeof positions]++;
  }
  return { count: points.length, latest: points[points.length - 1], min: Math.min(...values), max: Math.max(...values), positions };
}

/**
 * The latest analysis (the page's list is newest first) laid out as lib/icp/history.ts lays out the keeper's own
 * table: groups in a lab report's order, each row with the previous analysis's reading and the change. Analyses of
 * a lab this site does not know are compared too, under "Other lab".
 */
export function icpTable(icp: readonly PublicIcpAnalysis[]) {
  const oldestFirst = [...icp]
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((a) => ({ ...a, values: { lab: a.lab ?? ('other' as const), analytes: a.analytes } }));
  return latestTable(oldestFirst);
}
