import { getLocale, getTranslations } from 'next-intl/server';
import { formatPublicDate, laterSectionClass } from '@/components/public/public-parts';
import { bandPosition, type BandPosition } from '@/lib/log/chart';
import type { LogParameter } from '@/lib/log/model';
import { shownDecimals, shownUnitKey } from '@/lib/log/params';
import { formatNumber } from '@/lib/number/text';
import { el, text } from '@/lib/public/markup';
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
const MARK_ORDER: readonly BandPosition[] = ['none', 'within', 'above', 'below'];
const SIGN: Record<BandPosition, string> = { above: '▲', below: '▼', within: '●', none: '●' };

/** A parameter's name with its unit, and its values written as the public page writes them (no unit for pH). */
async function parameterWords(parameter: LogParameter) {
  const [locale, t, tl, tu] = await Promise.all([
    getLocale(),
    getTranslations('PublicPages.tankSections'),
    getTranslations('Log.parameters'),
    getTranslations('Units'),
  ]);
  const unitKey = shownUnitKey(parameter, 'dkh');
  const unit = unitKey === 'none' ? '' : unitKey === 'celsius' ? tu('temperature.metric') : tu(unitKey);
  const decimals = shownDecimals(parameter, 'dkh');
  const value = (v: number) => formatNumber(v, locale, decimals);
  const withUnit = (v: number) => (unit ? `${value(v)}${parameter === 'temperature' ? '' : ' '}${unit}` : value(v));
  const title = unit ? t('titleWithUnit', { parameter: tl(parameter), unit }) : tl(parameter);
  return { title, value, withUnit };
}

/**
 * One parameter's chart, drawn on the server as SVG: the target band, the line through every test, a marker per test
 * (the shape says where it stands, not the colour alone), values and dates on the axes. Under it the same in words;
 * every test's value is in the section's one table (trendsTableHtml), for readers who do not see the picture.
 */
async function trendChartHtml(series: TrendSeries, id: string): Promise<string> {
  const [locale, t, tt, { title, value, withUnit }] = await Promise.all([
    getLocale(),
    getTranslations('PublicPages.tankSections'),
    getTranslations('Log.trends'),
    parameterWords(series.parameter),
  ]);
  const layout = chartLayout(series);
  const summary = trendSummary(series)!;
  const first = series.points[0];
  const { W, H, L, R, B } = CHART;
  const lastTick = layout.xTicks.length - 1;
  const drawing = [
    layout.band
      ? el(
          'g',
          { 'data-testid': 'target-band' },
          el('rect', {
            x: L,
            width: W - L - R,
            y: layout.band.y,
            height: layout.band.height,
            class: 'fill-emerald-100 dark:fill-emerald-950',
          }),
          el(
            'text',
            { x: W - R - 3, y: layout.band.y + 11, 'text-anchor': 'end', class: 'fill-emerald-900 text-[10px] dark:fill-emerald-200' },
            text(tt('band')),
          ),
        )
      : '',
    el('path', { d: layout.yTicks.map((tick) => `M${L},${tick.y}H${W - R}`).join(''), class: 'stroke-slate-200 dark:stroke-slate-700' }),
    ...layout.yTicks.map((tick) => el('text', { x: L - 5, y: tick.y + 3.5, 'text-anchor': 'end' }, text(value(tick.value)))),
    el('line', { x1: L, x2: W - R, y1: H - B, y2: H - B, class: 'stroke-slate-500' }),
    ...layout.xTicks.map((tick, i) =>
      el(
        'text',
        { x: tick.x, y: H - B + 14, 'text-anchor': lastTick === 0 ? 'middle' : i === 0 ? 'start' : i === lastTick ? 'end' : 'middle' },
        text(formatPublicDate(new Date(tick.t).toISOString(), locale)),
      ),
    ),
    el('path', { d: layout.path, fill: 'none', 'stroke-width': 1.5, class: 'stroke-cyan-800 dark:stroke-cyan-300' }),
    // one path per kind of marker, not an element per test: the table under the charts gives each value
    ...MARK_ORDER.map((pos) => {
      const d = layout.marks
        .filter((m) => m.pos === pos)
        .map((m) => shapePath(m.x, m.y, m.pos))
        .join('');
      return d ? el('path', { d, class: FILL[pos] }) : '';
    }),
  ].join('');
  const words = [
    t('latest', { value: withUnit(summary.latest.value), date: formatPublicDate(summary.latest.entryId, locale) }),
    summary.count > 1 ? t('spread', { min: withUnit(summary.min), max: withUnit(summary.max) }) : '',
    summary.positions ? t('positions', summary.positions) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return el(
    'figure',
    {
      class: 'rounded-lg border border-slate-200 p-3 dark:border-slate-700',
      'data-testid': 'public-trend',
      'data-parameter': series.parameter,
    },
    el('figcaption', { id: `${id}-title`, class: 'mb-2 text-sm font-semibold' }, text(title)),
    el(
      'svg',
      {
        viewBox: `0 0 ${W} ${H}`,
        class: 'w-full fill-current text-[10px] text-slate-700 dark:text-slate-300',
        role: 'img',
        'aria-label': t('chartLabel', {
          title,
          count: summary.count,
          from: formatPublicDate(first.entryId, locale),
          to: formatPublicDate(summary.latest.entryId, locale),
        }),
        'aria-describedby': `${id}-summary`,
      },
      drawing,
    ),
    el('p', { id: `${id}-summary`, class: 'mt-2 text-sm text-slate-700 dark:text-slate-300' }, text(words)),
  );
}

/**
 * Every shown test in one table, newest first: a row per test date and a column per charted parameter (one table
 * rather than one per chart keeps the page's tree small, docs/performance.md "Public tank page"). A cell gives the
 * value and, where the tank has a target, where it stands in words and with the chart's marker sign.
 */
async function trendsTableHtml(series: TrendSeries[]): Promise<string> {
  const [locale, t, tt, words] = await Promise.all([
    getLocale(),
    getTranslations('PublicPages.tankSections'),
    getTranslations('Log.trends'),
    Promise.all(series.map((s) => parameterWords(s.parameter))),
  ]);
  const dates = [...new Set(series.flatMap((s) => s.points.map((p) => p.entryId)))].sort((a, b) => Date.parse(b) - Date.parse(a));
  const byDate = series.map((s) => new Map(s.points.map((p) => [p.entryId, p.value])));
  const cell = (i: number, date: string) => {
    const v = byDate[i].get(date);
    if (v === undefined) return '';
    const pos = bandPosition(v, series[i].band);
    return pos === 'none' ? words[i].value(v) : `${words[i].value(v)} ${SIGN[pos]} ${tt(`position.${pos}`)}`;
  };
  const rows = dates.map((date) =>
    el(
      'tr',
      {},
      el('th', { scope: 'row', class: 'font-normal' }, el('time', { datetime: date }, text(formatPublicDate(date, locale)))),
      ...series.map((_, i) => el('td', {}, text(cell(i, date)))),
    ),
  );
  return el(
    'details',
    { class: 'mt-4 text-sm' },
    el('summary', { class: 'cursor-pointer font-semibold text-cyan-800 underline dark:text-cyan-200' }, text(t('dataTable'))),
    el(
      'div',
      { class: 'mt-2 overflow-x-auto' },
      el(
        'table',
        {
          class:
            'min-w-full text-left [&_td]:py-1 [&_td]:pr-4 [&_th]:py-1 [&_th]:pr-4 [&_tr]:border-b [&_tr]:border-slate-200 dark:[&_tr]:border-slate-700',
          'data-testid': 'public-trend-table',
        },
        el('caption', { class: 'sr-only' }, text(t('trends'))),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col' }, text(t('date'))),
            ...words.map((w, i) => el('th', { scope: 'col', 'data-parameter': series[i].parameter }, text(w.title))),
          ),
        ),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

/**
 * The trends section: a small chart per tested parameter, two to a row on a wide screen. It has no control of its own
 * (the data table opens as a `<details>`), so it is static markup throughout: React hydrates the `<section>` alone.
 */
export async function TrendsSection({ tank }: { tank: PublicTank }) {
  const [t, tt] = await Promise.all([getTranslations('PublicPages.tankSections'), getTranslations('Log.trends')]);
  const series = trendSeries(tank.tests, tank.targets);
  const heading = el('h2', { id: 'public-trends', class: 'mb-3 text-xl font-semibold' }, text(t('trends')));
  const body =
    series.length === 0
      ? el('p', { class: 'text-slate-700 dark:text-slate-300' }, text(t('noTrends')))
      : [
          el('p', { class: 'mb-3 text-sm text-slate-700 dark:text-slate-300' }, text(t('trendsIntro'))),
          el(
            'div',
            { class: 'grid gap-4 md:grid-cols-2', 'data-testid': 'public-trends' },
            ...(await Promise.all(series.map((s) => trendChartHtml(s, `trend-${s.parameter}`)))),
          ),
          // the markers' shapes are the same in every chart: one legend for all of them
          series.some((s) => s.band)
            ? el(
                'ul',
                { class: 'mt-2 flex flex-wrap gap-x-4 text-xs text-slate-700 dark:text-slate-300', 'aria-label': tt('legend') },
                el('li', {}, text(`● ${tt('legendWithin')}`)),
                el('li', {}, text(`▲ ${tt('legendAbove')}`)),
                el('li', {}, text(`▼ ${tt('legendBelow')}`)),
              )
            : '',
          await trendsTableHtml(series),
        ].join('');
  return (
    <section
      aria-labelledby="public-trends"
      className={laterSectionClass}
      // static markup made on the server, every value escaped (lib/public/markup.ts): not hydrated
      dangerouslySetInnerHTML={{ __html: heading + body }}
    />
  );
}
