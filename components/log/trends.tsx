'use client';

import dynamic from 'next/dynamic';
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { daysBefore, icpSeriesOf, inRange, markersOf, RANGES, seriesOf, type TrendRange } from '@/lib/log/series';
import { LOG_PARAMETERS, type LogEntry, type LogParameter, type LogTank } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown } from '@/lib/log/params';
import type { AlkalinityUnit } from '@/lib/units';
import { inputClass } from './log-styles';
import { EntryLine } from './entry-line';

/** The parameters a consumption is fitted for (lib/log/analysis.ts). */
const FITTED = ['alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate'] as const;

const TrendChart = dynamic(() => import('./trend-chart'), {
  ssr: false,
  loading: () => <div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" aria-hidden="true" />,
});

/** Trends per parameter over 30 / 90 / 365 days or all; the chart itself loads only when there is one to show. */
export function Trends({ tank, entries, alkUnit }: { tank: LogTank; entries: readonly LogEntry[]; alkUnit: AlkalinityUnit }) {
  const t = useTranslations('Log');
  const tu = useTranslations('Units');
  const [parameter, setParameter] = useState<LogParameter>('alkalinity');
  const [range, setRange] = useState<TrendRange>('90');
  const [selected, setSelected] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const view = useMemo(() => {
    // the axis ends at the end of the keeper's (local) day of the latest entry or now, so a test added today keeps
    // the scales and only its own point is drawn; "30 days" is today and the 29 days before
    let latest = now;
    for (const e of entries) latest = Math.max(latest, Date.parse(e.at));
    const day = new Date(latest);
    const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
    const all = seriesOf(entries, parameter, alkUnit);
    const points = inRange(all, range, end);
    const icpPoints = inRange(icpSeriesOf(entries, parameter, alkUnit), range, end);
    const from =
      range === 'all'
        ? Math.min(end - 86_400_000, ...points.map((p) => p.t), ...icpPoints.map((p) => p.t))
        : daysBefore(end, Number(range));
    const markers = markersOf(entries).filter((m) => m.t >= from && m.t <= end);
    return { points, icpPoints, markers, from, to: end };
  }, [entries, parameter, alkUnit, range, now]);
  const target = tank.targets[parameter];
  const band = target ? { low: toShown(parameter, target.low, alkUnit), high: toShown(parameter, target.high, alkUnit) } : null;
  const unit = parameter === 'temperature' ? 'temperature.metric' : shownUnitKey(parameter, alkUnit);
  const unitLabel = unit === 'none' || unit === 'celsius' ? '' : tu(unit);
  const chosen = selected ? entries.find((e) => e.id === selected) : undefined;
  // the consumption fitted to every test (lib/log/fit.ts), loaded with the planner only when there are three tests
  const [fit, setFit] = useState<{ key: string; line: readonly { t: number; value: number }[] } | null>(null);
  const fitKey = `${parameter}|${alkUnit}|${tank.volumeL}`;
  const fittable = (FITTED as readonly string[]).includes(parameter) && view.points.length > 2;
  useEffect(() => {
    if (!fittable) return;
    let live = true;
    void import('@/lib/log/analysis').then((m) => {
      const f = m.fitFor(entries, tank.volumeL, parameter as (typeof FITTED)[number], alkUnit);
      if (live) setFit({ key: fitKey, line: f ? f.fit.line : [] });
    });
    return () => {
      live = false;
    };
  }, [fittable, entries, tank.volumeL, parameter, alkUnit, fitKey]);
  const fitLine = fittable && fit?.key === fitKey ? fit.line.filter((p) => p.t >= view.from && p.t <= view.to) : undefined;
  return (
    <section aria-labelledby="trends-title" className="flex flex-col gap-3">
      <h2 id="trends-title" className="text-xl font-semibold">
        {t('trends.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="trend-parameter" className="text-sm font-medium">
            {t('trends.parameter')}
          </label>
          <select
            id="trend-parameter"
            value={parameter}
            onChange={(e) => setParameter(e.target.value as LogParameter)}
            className={inputClass}
          >
            {LOG_PARAMETERS.map((p) => (
              <option key={p} value={p}>
                {t(`parameters.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{t('trends.range')}</legend>
          <div className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            {RANGES.map((r) => (
              <label
                key={r}
                className="cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:checked]:bg-white has-[:checked]:font-semibold has-[:checked]:text-cyan-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan-600 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-cyan-200"
              >
                <input type="radio" name="trend-range" value={r} checked={range === r} onChange={() => setRange(r)} className="sr-only" />
                {t(`trends.ranges.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {view.points.length === 0 && view.icpPoints.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('trends.empty')}</p>
      ) : (
        <TrendChart
          title={t(`parameters.${parameter}`)}
          unitLabel={unitLabel}
          decimals={shownDecimals(parameter, alkUnit)}
          points={view.points}
          icpPoints={view.icpPoints}
          band={band}
          markers={view.markers}
          from={view.from}
          to={view.to}
          onSelect={setSelected}
          fitLine={fitLine}
        />
      )}
      <div role="status" aria-live="polite" className="min-h-6 text-sm" data-testid="trend-selection">
        {chosen ? <EntryLine entry={chosen} alkUnit={alkUnit} /> : null}
      </div>
    </section>
  );
}
