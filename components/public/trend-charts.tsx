import { getLocale, getTranslations } from 'next-intl/server';
import { formatPublicDate } from '@/components/public/public-parts';
import { bandPosition, type BandPosition } from '@/lib/log/chart';
import type { LogParameter } from '@/lib/log/model';
import { shownDecimals, shownUnitKey } from '@/lib/log/params';
import { formatNumber } from '@/lib/number/text';
import { CHART, chartLayout, trendSeries, trendSummary, type TrendSeries } from '@/lib/public/sections';
import type { PublicTank } from '@/lib/public/types';

/** A point's outline, as in the log's chart: circle within the band, triangle up above it, triangle down below it. */
function shapePath(x: number, y: number, pos: BandPosition): string {
  if (pos === 'above') return `M${x},${y - 5}L${x + 5},${y + 4}L${x - 5},${y + 4}Z`;
  if (pos === 'below') return `M${x},${y + 5}L${x + 5},${y - 4}L${x - 5},${y - 4}Z`;
  return `M${x - 3.5},${y}a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0`;
}

const FILL: Record<BandPosition, string> = {
  above: 'fill-amber-600 dark:fill-amber-300',
  below: 'fill-rose-700 dark:fill-rose-300',
  within: 'fill-cyan-800 dark:fill-cyan-300',
  none: 'fill-cyan-800 dark:fill-cyan-300',
};
const SIGN: Record<BandPosition, string> = { above: '▲', below: '▼', within: '●', none: '●' };

/** The unit a parameter's values are written with on the public page ('' for pH). */
async function unitLabel(parameter: LogParameter) {
  const tu = await getTranslations('Units');
  const unit = shownUnitKey(parameter, 'dkh');
  return unit === 'none' ? '' : unit === 'celsius' ? tu('temperature.metric') : tu(unit);
}

/**
 * One parameter's chart, drawn on the server as SVG: the target band, the line through every test, a marker per test
 * (the shape says where it stands, not the colour alone), values and dates on the axes. Under it the same in words
 * and the tests as a table, for readers who do not see the picture.
 */
async function TrendChart({ series, id }: { series: TrendSeries; id: string }) {
  const [locale, t, tl, tt] = await Promise.all([
    getLocale(),
    getTranslations('PublicPages.tankSections'),
    getTranslations('Log.parameters'),
    getTranslations('Log.trends'),
  ]);
  const unit = await unitLabel(series.parameter);
  const decimals = shownDecimals(series.parameter, 'dkh');
  const value = (v: number) => formatNumber(v, locale, decimals);
  const withUnit = (v: number) => (unit ? `${value(v)}${series.parameter === 'temperature' ? '' : ' '}${unit}` : value(v));
  const title = unit ? t('titleWithUnit', { parameter: tl(series.parameter), unit }) : tl(series.parameter);
  const layout = chartLayout(series);
  const summary = trendSummary(series)!;
  const first = series.points[0];
  const { W, H, L, R, B } = CHART;
  const lastTick = layout.xTicks.length - 1;
  return (
    <figure
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="public-trend"
      data-parameter={series.parameter}
    >
      <figcaption id={`${id}-title`} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="w-full text-slate-700 dark:text-slate-300"
        role="img"
        aria-label={t('chartLabel', {
          title,
          count: summary.count,
          from: formatPublicDate(first.entryId, locale),
          to: formatPublicDate(summary.latest.entryId, locale),
        })}
        aria-describedby={`${id}-summary`}
      >
        {layout.band ? (
          <g data-testid="target-band">
            <rect
              x={L}
              width={W - L - R}
              y={layout.band.y}
              height={layout.band.height}
              className="fill-emerald-100 dark:fill-emerald-950"
            />
            <text x={W - R - 3} y={layout.band.y + 11} textAnchor="end" className="fill-emerald-900 text-[10px] dark:fill-emerald-200">
              {tt('band')}
            </text>
          </g>
        ) : null}
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={L} x2={W - R} y1={tick.y} y2={tick.y} className="stroke-slate-200 dark:stroke-slate-700" />
            <text x={L - 5} y={tick.y + 3.5} textAnchor="end" className="fill-current text-[10px]">
              {value(tick.value)}
            </text>
          </g>
        ))}
        <line x1={L} x2={W - R} y1={H - B} y2={H - B} className="stroke-slate-500" />
        {layout.xTicks.map((tick, i) => (
          <text
            key={tick.t}
            x={tick.x}
            y={H - B + 14}
            textAnchor={lastTick === 0 ? 'middle' : i === 0 ? 'start' : i === lastTick ? 'end' : 'middle'}
            className="fill-current text-[10px]"
          >
            {formatPublicDate(new Date(tick.t).toISOString(), locale)}
          </text>
        ))}
        <path d={layout.path} fill="none" strokeWidth={1.5} className="stroke-cyan-800 dark:stroke-cyan-300" />
        {layout.marks.map((m) => (
          <path key={m.point.entryId} d={shapePath(m.x, m.y, m.pos)} className={FILL[m.pos]} />
        ))}
      </svg>
      <div id={`${id}-summary`} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <p>
          {t('latest', { value: withUnit(summary.latest.value), date: formatPublicDate(summary.latest.entryId, locale) })}{' '}
          {summary.count > 1 ? t('spread', { min: withUnit(summary.min), max: withUnit(summary.max) }) : null}{' '}
          {summary.positions ? t('positions', summary.positions) : null}
        </p>
      </div>
      {series.band ? (
        <ul className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-700 dark:text-slate-300" aria-label={tt('legend')}>
          <li>● {tt('legendWithin')}</li>
          <li>▲ {tt('legendAbove')}</li>
          <li>▼ {tt('legendBelow')}</li>
        </ul>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-cyan-800 underline dark:text-cyan-200">
          {t('dataTable')}
          <span className="sr-only">: {title}</span>
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left" data-testid="public-trend-table">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-300 dark:border-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4">
                  {t('date')}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {t('value')}
                </th>
                {series.band ? (
                  <th scope="col" className="py-1">
                    {t('against')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {[...series.points].reverse().map((p) => {
                const pos = bandPosition(p.value, series.band);
                return (
                  <tr key={p.entryId} className="border-b border-slate-200 dark:border-slate-700">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      <time dateTime={p.entryId}>{formatPublicDate(p.entryId, locale)}</time>
                    </th>
                    <td className="py-1 pr-4">{withUnit(p.value)}</td>
                    {pos === 'none' ? null : (
                      <td className="py-1">
                        {SIGN[pos]} {tt(`position.${pos}`)}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The trends section: a small chart per tested parameter, two to a row on a wide screen. */
export async function TrendsSection({ tank }: { tank: PublicTank }) {
  const t = await getTranslations('PublicPages.tankSections');
  const series = trendSeries(tank.tests, tank.targets);
  return (
    <section aria-labelledby="public-trends" className="mb-10">
      <h2 id="public-trends" className="mb-3 text-xl font-semibold">
        {t('trends')}
      </h2>
      {series.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('noTrends')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('trendsIntro')}</p>
          <div className="grid gap-4 md:grid-cols-2" data-testid="public-trends">
            {series.map((s) => (
              <TrendChart key={s.parameter} series={s} id={`trend-${s.parameter}`} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
