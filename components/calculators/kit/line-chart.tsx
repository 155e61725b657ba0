'use client';

import { useLocale } from 'next-intl';
import { formatNumber } from '@/lib/format';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  label: string;
  points: readonly ChartPoint[];
}

/**
 * A small SVG line chart (e.g. a level over repeated water changes), with an optional target line and an optional
 * second series (dashed, told apart by its legend, not by colour alone).
 * The points are also listed in a visually hidden table so screen readers get the numbers.
 */
export function LineChart({
  title,
  points,
  xLabel,
  yLabel,
  target,
  decimals = 2,
  label,
  compare,
}: {
  title: string;
  points: readonly ChartPoint[];
  xLabel: string;
  yLabel: string;
  target?: number | null;
  decimals?: number;
  /** legend of `points`, shown when there is a second series */
  label?: string;
  compare?: ChartSeries | null;
}) {
  const locale = useLocale();
  const W = 320;
  const H = 160;
  const P = 28;
  const finite = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (finite.length < 2) return null;
  const second = compare ? compare.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) : [];
  const ys = finite
    .map((p) => p.y)
    .concat(second.map((p) => p.y))
    .concat(target != null && Number.isFinite(target) ? [target] : []);
  const xMin = finite[0].x;
  const xMax = finite[finite.length - 1].x;
  let yMin = Math.min(...ys);
  let yMax = Math.max(...ys);
  if (yMax - yMin < 1e-9) {
    yMin -= 1;
    yMax += 1;
  }
  const sx = (x: number) => P + ((x - xMin) / (xMax - xMin || 1)) * (W - 2 * P);
  const sy = (y: number) => H - P - ((y - yMin) / (yMax - yMin)) * (H - 2 * P);
  const line = (pts: readonly ChartPoint[]) => pts.map((p, i) => `${i ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ');
  const path = line(finite);
  return (
    <figure className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="line-chart">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full text-cyan-700 dark:text-cyan-300" role="img" aria-label={title}>
        <line x1={P} y1={H - P} x2={W - P} y2={H - P} className="stroke-slate-400" />
        <line x1={P} y1={P} x2={P} y2={H - P} className="stroke-slate-400" />
        {target != null && Number.isFinite(target) ? (
          <line x1={P} x2={W - P} y1={sy(target)} y2={sy(target)} className="stroke-emerald-600" strokeDasharray="4 3" />
        ) : null}
        {second.length > 1 ? (
          <path
            d={line(second)}
            fill="none"
            className="stroke-amber-700 dark:stroke-amber-300"
            strokeWidth="2"
            strokeDasharray="6 4"
            data-series="compare"
          />
        ) : null}
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
        {finite.map((p) => (
          <circle key={p.x} cx={sx(p.x)} cy={sy(p.y)} r="3" fill="currentColor" />
        ))}
        <text x={P} y={P - 8} className="fill-slate-600 text-[10px] dark:fill-slate-300">
          {formatNumber(yMax, locale, decimals)}
        </text>
        <text x={P} y={H - 6} className="fill-slate-600 text-[10px] dark:fill-slate-300">
          {formatNumber(yMin, locale, decimals)}
        </text>
      </svg>
      {second.length > 1 && label ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300" data-testid="chart-legend">
          <li className="flex items-center gap-1">
            <svg width="24" height="6" aria-hidden="true" className="text-cyan-700 dark:text-cyan-300">
              <line x1="0" y1="3" x2="24" y2="3" stroke="currentColor" strokeWidth="2" />
            </svg>
            {label}
          </li>
          <li className="flex items-center gap-1">
            <svg width="24" height="6" aria-hidden="true">
              <line x1="0" y1="3" x2="24" y2="3" className="stroke-amber-700 dark:stroke-amber-300" strokeWidth="2" strokeDasharray="6 4" />
            </svg>
            {compare!.label}
          </li>
        </ul>
      ) : null}
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">{second.length > 1 && label ? `${yLabel}: ${label}` : yLabel}</th>
            {second.length > 1 ? <th scope="col">{`${yLabel}: ${compare!.label}`}</th> : null}
          </tr>
        </thead>
        <tbody>
          {finite.map((p, i) => (
            <tr key={p.x}>
              <td>{p.x}</td>
              <td>{formatNumber(p.y, locale, decimals)}</td>
              {second.length > 1 ? <td>{second[i] ? formatNumber(second[i].y, locale, decimals) : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
