'use client';

import { useId, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { icpElement } from '@/lib/icp/catalogue';
import { formatSig, shownReading, shownUnit, toShownUnit } from '@/lib/icp/display';
import { elementHistory, historyElements, type IcpAnalysis } from '@/lib/icp/history';
import type { IcpLab } from '@/lib/icp/types';
import { niceTicks } from '@/lib/log/chart';
import { formatAxisDate, formatLogTime } from '@/lib/log/time';
import { inputClass } from '@/components/log/log-styles';

const W = 640;
const H = 240;
const L = 56;
const R = 48;
const T = 12;
const B = 36;

/** Each lab its own shape (the legend and the table below say which), so the chart reads without colour. */
function labShape(lab: IcpLab, x: number, y: number): string {
  switch (lab) {
    case 'ati':
      return `M${x - 5},${y}a5,5 0 1,0 10,0a5,5 0 1,0 -10,0`;
    case 'fauna-marin':
      return `M${x - 5},${y - 5}h10v10h-10Z`;
    case 'oceamo':
      return `M${x},${y - 6}L${x + 6},${y}L${x},${y + 6}L${x - 6},${y}Z`;
    case 'triton':
      return `M${x},${y - 6}L${x + 6},${y + 5}L${x - 6},${y + 5}Z`;
    case 'tropic-marin':
      return `M${x},${y + 6}L${x + 6},${y - 5}L${x - 6},${y - 5}Z`;
    default:
      return `M${x - 5},${y - 5}L${x + 5},${y + 5}M${x + 5},${y - 5}L${x - 5},${y + 5}`;
  }
}
const SHAPE_SIGN: Record<IcpLab, string> = { ati: '●', 'fauna-marin': '■', oceamo: '◆', triton: '▲', 'tropic-marin': '▼', other: '✕' };

/**
 * One element's readings over time from every lab: each lab its shape, the natural-seawater value at each sample's
 * salinity as a dashed line, the target band behind; the same figures as a table below.
 */
export function IcpHistory({ analyses }: { analyses: readonly IcpAnalysis[] }) {
  const t = useTranslations('Icp.history');
  const tl = useTranslations('Icp');
  const locale = useLocale();
  const id = useId();
  const lang = locale === 'ja' ? 'ja' : 'en';
  const elements = useMemo(() => historyElements(analyses), [analyses]);
  const [chosen, setChosen] = useState<string | null>(null);
  const element = chosen && elements.includes(chosen) ? chosen : (elements[0] ?? null);
  const points = useMemo(() => (element ? elementHistory(analyses, element) : []), [analyses, element]);
  const name = (e: string) => icpElement(e)?.names[lang] ?? e;
  const unit = element ? shownUnit(element, points[0]?.analyte.unit ?? 'mg/L') : 'mgL';
  const geo = useMemo(() => {
    const s = (v: number) => toShownUnit(v, unit);
    const values = points.flatMap((p) => [
      ...(p.analyte.value !== null ? [s(p.analyte.value)] : []),
      ...(p.analyte.limit !== null ? [s(p.analyte.limit)] : []),
      ...(p.nsw !== null ? [s(p.nsw)] : []),
      ...(p.target ? [s(p.target.low), s(p.target.high)] : []),
    ]);
    let min = Math.min(...values, Number.POSITIVE_INFINITY);
    let max = Math.max(...values, Number.NEGATIVE_INFINITY);
    if (!Number.isFinite(min)) [min, max] = [0, 1];
    const pad = (max - min || Math.abs(max) || 1) * 0.1;
    const e = { min: Math.max(0, min - pad), max: max + pad };
    const t0 = points[0]?.t ?? 0;
    const t1 = points.at(-1)?.t ?? t0;
    const span = Math.max(t1 - t0, 86_400_000);
    const from = t0 - span * 0.05;
    const sx = (x: number) => L + ((x - from) / (span * 1.1)) * (W - L - R);
    const sy = (y: number) => T + (1 - (s(y) - e.min) / (e.max - e.min)) * (H - T - B);
    return { e, sx, sy, ticks: niceTicks(e), withYear: span > 300 * 86_400_000 };
  }, [points, unit]);
  if (!element) return null;
  const unitText = tl(`units.${unit}`);
  const withTarget = points.filter((p) => p.target);
  const band =
    withTarget.length > 0
      ? [
          ...withTarget.map((p) => `${geo.sx(p.t) - (withTarget.length === 1 ? 20 : 0)},${geo.sy(p.target!.high)}`),
          ...(withTarget.length === 1 ? [`${geo.sx(withTarget[0].t) + 20},${geo.sy(withTarget[0].target!.high)}`] : []),
          ...(withTarget.length === 1 ? [`${geo.sx(withTarget[0].t) + 20},${geo.sy(withTarget[0].target!.low)}`] : []),
          ...[...withTarget].reverse().map((p) => `${geo.sx(p.t) - (withTarget.length === 1 ? 20 : 0)},${geo.sy(p.target!.low)}`),
        ].join(' ')
      : null;
  const withNsw = points.filter((p) => p.nsw !== null);
  const nswPath = withNsw.map((p, i) => `${i ? 'L' : 'M'}${geo.sx(p.t)},${geo.sy(p.nsw!)}`).join('');
  const labs = [...new Set(points.map((p) => p.lab))];
  const reading = (p: (typeof points)[number]) => {
    const r = shownReading(p.analyte, locale);
    return r.text === null ? tl(`detections.${p.analyte.detection}`) : `${r.text} ${unitText}`;
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-element`} className="text-sm font-medium">
          {t('element')}
        </label>
        <select id={`${id}-element`} value={element} onChange={(e) => setChosen(e.target.value)} className={`${inputClass} w-64`}>
          {elements.map((e) => (
            <option key={e} value={e}>
              {name(e)} ({e})
            </option>
          ))}
        </select>
      </div>
      <figure
        className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        data-testid="icp-history-chart"
        data-points={points.length}
      >
        <figcaption className="mb-2 text-sm font-semibold">
          {name(element)} ({unitText})
        </figcaption>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="w-full text-slate-600 dark:text-slate-300"
          role="img"
          aria-label={t('chartLabel', { element: name(element), count: points.length })}
        >
          {band ? <polygon points={band} className="fill-emerald-100 dark:fill-emerald-950" /> : null}
          {geo.ticks.map((v) => (
            <g key={v}>
              <line
                x1={L}
                x2={W - R}
                y1={geo.sy(v / (unit === 'ugL' ? 1000 : 1))}
                y2={geo.sy(v / (unit === 'ugL' ? 1000 : 1))}
                className="stroke-slate-200 dark:stroke-slate-700"
              />
              <text x={L - 6} y={geo.sy(v / (unit === 'ugL' ? 1000 : 1)) + 4} textAnchor="end" className="fill-current text-[11px]">
                {formatSig(v, locale)}
              </text>
            </g>
          ))}
          <line x1={L} x2={W - R} y1={H - B} y2={H - B} className="stroke-slate-500" />
          {points.map((p) => (
            <text key={`x-${p.entryId}`} x={geo.sx(p.t)} y={H - B + 16} textAnchor="middle" className="fill-current text-[11px]">
              {formatAxisDate(p.t, locale, geo.withYear)}
            </text>
          ))}
          {nswPath ? (
            <g>
              <path d={nswPath} fill="none" strokeDasharray="5 4" strokeWidth={1.5} className="stroke-slate-700 dark:stroke-slate-200" />
              <text x={geo.sx(withNsw.at(-1)!.t) + 8} y={geo.sy(withNsw.at(-1)!.nsw!) + 4} className="fill-current text-[10px]">
                {t('nswMark')}
              </text>
            </g>
          ) : null}
          {points.map((p) => {
            const v = p.analyte.value ?? p.analyte.limit;
            if (v === null) return null;
            return (
              <path
                key={p.entryId}
                d={labShape(p.lab, geo.sx(p.t), geo.sy(v))}
                strokeWidth={2}
                data-lab={p.lab}
                className={
                  p.analyte.detection === 'measured'
                    ? 'fill-cyan-800 stroke-cyan-800 dark:fill-cyan-300 dark:stroke-cyan-300'
                    : 'fill-none stroke-cyan-800 dark:stroke-cyan-300'
                }
              />
            );
          })}
        </svg>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={t('legend')}>
          {labs.map((lab) => (
            <li key={lab}>
              {SHAPE_SIGN[lab]} {tl(`labs.${lab}`)}
            </li>
          ))}
          <li>┄ {t('nsw')}</li>
          <li>▭ {t('target')}</li>
          <li>{t('hollow')}</li>
        </ul>
      </figure>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="icp-history-table">
          <caption className="sr-only">{t('tableCaption', { element: name(element) })}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {(['date', 'lab', 'value', 'nsw', 'target'] as const).map((c) => (
                <th key={c} scope="col" className="py-1 pr-3">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.entryId} className="border-b border-slate-200 dark:border-slate-700">
                <td className="py-1 pr-3">{formatLogTime(new Date(p.t).toISOString(), locale)}</td>
                <td className="py-1 pr-3">
                  {SHAPE_SIGN[p.lab]} {tl(`labs.${p.lab}`)}
                </td>
                <td className="py-1 pr-3">{reading(p)}</td>
                <td className="py-1 pr-3">{p.nsw === null ? '—' : `${formatSig(toShownUnit(p.nsw, unit), locale)} ${unitText}`}</td>
                <td className="py-1 pr-3">
                  {p.target
                    ? `${formatSig(toShownUnit(p.target.low, unit), locale)}–${formatSig(toShownUnit(p.target.high, unit), locale)} ${unitText}`
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
