'use client';

import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import type { Marker, SeriesPoint } from '@/lib/log/series';
import { bandPosition, offBandBy, markedPoints, niceTicks, valueExtent, type BandPosition } from '@/lib/log/chart';
import { formatAxisDate, formatLogTime } from '@/lib/log/time';

/**
 * The trend of one parameter (loaded on its own, only when a chart is shown): the target band behind, the tests as
 * points (circle within the band, triangle up above, triangle down below — the shape and the words say it, not the
 * colour), doses (diamond, "D") and water changes (square, "W") on the time axis. One tab stop: arrow keys move
 * between points, Home/End jump; focusing or tapping a point shows its entry. Where tests crowd closer than a marker
 * (a year or more of them), the line joins every test and one marker stands for each crowded column
 * (`markedPoints`): the tests farthest above and below the band, else the latest. An ICP analysis's value of the
 * same parameter is a hollow square labelled "ICP" beside the kit's tests, not joined to their line.
 */
export interface TrendChartProps {
  title: string;
  unitLabel: string;
  decimals: number;
  points: readonly SeriesPoint[];
  /** the same parameter from ICP analyses (lib/log/series.ts icpSeriesOf) */
  icpPoints?: readonly SeriesPoint[];
  band: { low: number; high: number } | null;
  markers: readonly Marker[];
  from: number;
  to: number;
  onSelect: (entryId: string) => void;
  /** the consumption fit's line (lib/log/fit.ts), in the shown unit: drawn dashed over the tests it was fitted to */
  fitLine?: readonly { t: number; value: number }[];
}

const W = 640;
const H = 260;
const L = 52;
const R = 12;
const T = 12;
const B = 52;
/** Closer than this (in viewBox units) on the time axis, tests share one marker (three years hold 1,600 tests). */
const MARK_GAP = 3;

/** A point's outline: circle within the band, triangle up above it, triangle down below it. */
function shapePath(x: number, y: number, pos: BandPosition): string {
  if (pos === 'above') return `M${x},${y - 6}L${x + 6},${y + 5}L${x - 6},${y + 5}Z`;
  if (pos === 'below') return `M${x},${y + 6}L${x + 6},${y - 5}L${x - 6},${y - 5}Z`;
  return `M${x - 4},${y}a4,4 0 1,0 8,0a4,4 0 1,0 -8,0`;
}

const FILL: Record<BandPosition, string> = {
  above: 'fill-amber-600 dark:fill-amber-300',
  below: 'fill-rose-700 dark:fill-rose-300',
  within: 'fill-cyan-800 dark:fill-cyan-300',
  none: 'fill-cyan-800 dark:fill-cyan-300',
};

/** The mark inside a point that says where it came from (no mark: typed by hand or from a kit). */
function sourceMark(x: number, y: number, source: SeriesPoint['source']): string | null {
  // a tester's or controller's reading: a hollow centre; an imported file's: a bar across
  if (source === 'device') return `M${x - 2},${y}a2,2 0 1,0 4,0a2,2 0 1,0 -4,0`;
  if (source === 'file') return `M${x - 3},${y - 1}h6v2h-6Z`;
  return null;
}

/** One point: memoised, so adding a test renders one new point, not every point again (the scales stay put). */
const PointMark = memo(function PointMark({
  index,
  d,
  label,
  pos,
  tabbable,
}: {
  index: number;
  d: string;
  label: string;
  pos: BandPosition;
  tabbable: boolean;
}) {
  return (
    <path
      d={d}
      data-index={index}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      strokeWidth={12}
      className={`cursor-pointer stroke-transparent outline-none focus-visible:stroke-slate-950 focus-visible:[stroke-width:2px] dark:focus-visible:stroke-white ${FILL[pos]}`}
    />
  );
});

export default function TrendChart({
  title,
  unitLabel,
  decimals,
  points,
  icpPoints = [],
  band,
  markers,
  from,
  to,
  onSelect,
  fitLine,
}: TrendChartProps) {
  const locale = useLocale();
  const t = useTranslations('Log.trends');
  const ts = useTranslations('Log.imports.sourceKinds');
  const [active, setActive] = useState(Number.POSITIVE_INFINITY);
  const geo = useMemo(() => {
    const e = valueExtent([...points, ...icpPoints].map((p) => p.value).concat((fitLine ?? []).map((p) => p.value)), band);
    const span = Math.max(to - from, 1);
    const sx = (x: number) => L + ((x - from) / span) * (W - L - R);
    const sy = (y: number) => T + (1 - (y - e.min) / (e.max - e.min)) * (H - T - B);
    const xTicks = Array.from({ length: 5 }, (_, i) => from + (span * i) / 4);
    return { e, sx, sy, yTicks: niceTicks(e), xTicks, withYear: span > 300 * 86_400_000 };
  }, [points, icpPoints, band, from, to, fitLine]);
  const path = useMemo(
    () => points.map((p, i) => `${i ? 'L' : 'M'}${geo.sx(p.t).toFixed(1)},${geo.sy(p.value).toFixed(1)}`).join(''),
    [points, geo],
  );
  // The tests that get a marker: all of them unless they crowd closer than the markers' width (lib/log/chart.ts)
  const shown = useMemo(() => {
    const picked = markedPoints(
      points.map((p) => geo.sx(p.t)),
      points.map((p) => offBandBy(p.value, band)),
      MARK_GAP,
    );
    return picked.length === points.length ? points : picked.map((i) => points[i]);
  }, [points, geo, band]);
  // Each marker's place, shape and spoken label, worked out once per data change: moving the focus from point to
  // point re-renders the chart, and the labels must not be formatted again for it.
  const marks = useMemo(
    () =>
      shown.map((p) => {
        const pos = bandPosition(p.value, band);
        const from = p.source && p.source !== 'manual' ? `, ${ts(p.source)}` : '';
        return {
          d: shapePath(geo.sx(p.t), geo.sy(p.value), pos),
          inner: sourceMark(geo.sx(p.t), geo.sy(p.value), p.source),
          pos,
          label: `${formatLogTime(new Date(p.t).toISOString(), locale)}: ${formatNumber(p.value, locale, decimals)} ${unitLabel}${pos === 'none' ? '' : `, ${t(`position.${pos}`)}`}${from}`,
        };
      }),
    [shown, band, geo, locale, decimals, unitLabel, t, ts],
  );
  const indexOf = (target: EventTarget) => Number((target as SVGElement).dataset?.index ?? NaN);
  const choose = (i: number) => {
    if (!Number.isInteger(i) || !shown[i]) return;
    setActive(i);
    onSelect(shown[i].entryId);
  };
  const move = (e: KeyboardEvent<SVGElement>) => {
    const i = indexOf(e.target);
    if (!Number.isInteger(i)) return;
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? i + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? shown.length - 1
              : null;
    if (next === null) {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onSelect(shown[i].entryId);
      }
      return;
    }
    e.preventDefault();
    const j = Math.max(0, Math.min(shown.length - 1, next));
    setActive(j);
    onSelect(shown[j].entryId);
    e.currentTarget.querySelector<SVGElement>(`[data-index="${j}"]`)?.focus();
  };
  const current = Math.min(active, shown.length - 1);
  const sources = new Set(points.map((p) => p.source));
  return (
    <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="trend-chart" data-tests={points.length}>
      <figcaption className="mb-2 text-sm font-semibold">
        {title} ({unitLabel})
      </figcaption>
      <svg
        data-icp={icpPoints.length}
        viewBox={`0 0 ${W} ${H}`}
        className="w-full text-slate-600 dark:text-slate-300"
        role="group"
        aria-label={
          shown.length === points.length
            ? t('chartLabel', { title, count: points.length })
            : t('chartLabelThinned', { title, count: points.length, marked: shown.length })
        }
      >
        {band ? (
          <g data-testid="target-band">
            <rect
              x={L}
              width={W - L - R}
              y={geo.sy(Math.min(band.high, geo.e.max))}
              height={Math.max(0, geo.sy(Math.max(band.low, geo.e.min)) - geo.sy(Math.min(band.high, geo.e.max)))}
              className="fill-emerald-100 dark:fill-emerald-950"
            />
            <text
              x={W - R - 4}
              y={geo.sy(Math.min(band.high, geo.e.max)) + 12}
              textAnchor="end"
              className="fill-emerald-900 text-[11px] dark:fill-emerald-200"
            >
              {t('band')}
            </text>
          </g>
        ) : null}
        {geo.yTicks.map((v) => (
          <g key={v}>
            <line x1={L} x2={W - R} y1={geo.sy(v)} y2={geo.sy(v)} className="stroke-slate-200 dark:stroke-slate-700" />
            <text x={L - 6} y={geo.sy(v) + 4} textAnchor="end" className="fill-current text-[11px]">
              {formatNumber(v, locale, decimals)}
            </text>
          </g>
        ))}
        <line x1={L} x2={W - R} y1={H - B} y2={H - B} className="stroke-slate-500" />
        {geo.xTicks.map((x) => (
          <text key={x} x={geo.sx(x)} y={H - B + 16} textAnchor="middle" className="fill-current text-[11px]">
            {formatAxisDate(x, locale, geo.withYear)}
          </text>
        ))}
        {markers.map((m) => {
          const x = geo.sx(m.t);
          const y = H - B + 30;
          return (
            <g key={m.entryId} data-marker={m.kind}>
              {m.kind === 'dose' ? (
                <path d={`M${x},${y - 5}L${x + 5},${y}L${x},${y + 5}L${x - 5},${y}Z`} className="fill-violet-700 dark:fill-violet-300" />
              ) : (
                <rect x={x - 4} y={y - 4} width={8} height={8} className="fill-sky-700 dark:fill-sky-300" />
              )}
              <text x={x} y={y + 16} textAnchor="middle" className="fill-current text-[10px]">
                {m.kind === 'dose' ? t('doseMark') : t('waterChangeMark')}
              </text>
            </g>
          );
        })}
        <path d={path} fill="none" className="stroke-cyan-800 dark:stroke-cyan-300" strokeWidth={1.5} />
        {icpPoints.map((p) => {
          const x = geo.sx(p.t);
          const y = geo.sy(p.value);
          return (
            <g
              key={`icp-${p.entryId}`}
              role="img"
              data-marker="icp"
              aria-label={t('icpPoint', {
                time: formatLogTime(new Date(p.t).toISOString(), locale),
                value: formatNumber(p.value, locale, decimals),
                unit: unitLabel,
              })}
            >
              <rect
                x={x - 5}
                y={y - 5}
                width={10}
                height={10}
                strokeWidth={2}
                className="fill-white stroke-fuchsia-800 dark:fill-slate-950 dark:stroke-fuchsia-300"
              />
              <text x={x + 8} y={y - 6} className="fill-fuchsia-900 text-[10px] font-semibold dark:fill-fuchsia-200">
                {t('icpMark')}
              </text>
            </g>
          );
        })}
        {fitLine && fitLine.length > 1 ? (
          <path
            data-testid="fit-line"
            d={fitLine.map((p, i) => `${i ? 'L' : 'M'}${geo.sx(p.t).toFixed(1)},${geo.sy(p.value).toFixed(1)}`).join('')}
            fill="none"
            strokeDasharray="6 4"
            strokeWidth={2}
            className="stroke-slate-900 dark:stroke-slate-100"
          />
        ) : null}
        {/* One element per point (the shape is the button; a wide transparent stroke widens what a finger hits) and one
            set of handlers on the group: one DOM node and no closures per marker. */}
        <g onFocus={(e) => choose(indexOf(e.target))} onClick={(e) => choose(indexOf(e.target))} onKeyDown={move}>
          {shown.map((p, i) => (
            <PointMark key={p.entryId} index={i} d={marks[i].d} label={marks[i].label} pos={marks[i].pos} tabbable={i === current} />
          ))}
        </g>
        <g aria-hidden="true" className="pointer-events-none fill-white dark:fill-slate-950">
          {marks.map((m, i) => (m.inner ? <path key={shown[i].entryId} d={m.inner} /> : null))}
        </g>
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" aria-label={t('legend')}>
        <li>● {t('legendWithin')}</li>
        <li>▲ {t('legendAbove')}</li>
        <li>▼ {t('legendBelow')}</li>
        <li>
          ◆ {t('doseMark')} = {t('legendDose')}
        </li>
        <li>
          ■ {t('waterChangeMark')} = {t('legendWaterChange')}
        </li>
        {icpPoints.length ? (
          <li>
            □ {t('icpMark')} = {t('legendIcp')}
          </li>
        ) : null}
        {sources.has('device') ? <li data-testid="legend-device">◉ {ts('device')}</li> : null}
        {sources.has('file') ? <li data-testid="legend-file">⊖ {ts('file')}</li> : null}
        {fitLine && fitLine.length > 1 ? <li data-testid="legend-fit">- - - {t('legendFit')}</li> : null}
      </ul>
    </figure>
  );
}
