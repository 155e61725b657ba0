import { getLocale, getTranslations } from 'next-intl/server';
import { icpReportFrameHtml, type IcpFrameColumn, type IcpFrameStyle, type IcpRowWords } from '@/components/icp/icp-report-frame';
import { formatPublicDate, laterSectionClass } from '@/components/public/public-parts';
import { targetAt } from '@/lib/icp/catalogue';
import { formatSig, toShownUnit } from '@/lib/icp/display';
import { el, text } from '@/lib/public/markup';
import { icpTable } from '@/lib/public/sections';
import type { PublicTank } from '@/lib/public/types';

/**
 * The latest ICP analysis of the aquarium's water as a lab report lays it out (base values, major elements, nutrients,
 * trace elements, pollutants): each element's name in the reader's language from the catalogue (lib/icp/catalogue.ts),
 * its value and unit (a non-detect as "< limit"), the catalogue's target band, where it stands (a sign and words), and
 * the change since the previous analysis. The keeper's own ICP page (components/icp/icp-table.tsx) words it the same.
 * Nothing here is interactive: the section is static markup (lib/public/markup.ts) and React hydrates only its element.
 */
export async function IcpSection({ tank }: { tank: PublicTank }) {
  const [locale, t, ti] = await Promise.all([getLocale(), getTranslations('PublicPages'), getTranslations('Icp')]);
  const table = icpTable(tank.icp);
  const psu = table?.latest.salinityPsu ?? null;
  type Row = NonNullable<typeof table>['groups'][number]['rows'][number];
  const columns: (Omit<IcpFrameColumn<Row>, 'cell'> & { cell: (row: Row, words: IcpRowWords) => string })[] = [
    { key: 'value', label: ti('table.columns.value'), className: 'py-1 pr-4 whitespace-nowrap', cell: (_, w) => w.value },
    {
      key: 'target',
      label: t('target'),
      className: 'py-1 pr-4 whitespace-nowrap',
      cell: (r, w) => {
        const target = targetAt(r.analyte.element, psu);
        return target
          ? `${t('range', {
              low: formatSig(toShownUnit(target.low, w.shown), locale),
              high: formatSig(toShownUnit(target.high, w.shown), locale),
            })} ${w.unit}`
          : '—';
      },
    },
    {
      key: 'standing',
      label: ti('table.columns.standing'),
      className: 'py-1 pr-4 whitespace-nowrap',
      cell: (r) => (r.standing ? ti(`table.standing.${r.standing}`) : '—'),
    },
    { key: 'change', label: ti('table.columns.change'), className: 'py-1 whitespace-nowrap', cell: (_, w) => w.change },
  ];
  const html =
    el('h2', { id: 'public-icp', class: 'mb-3 text-xl font-semibold' }, text(t('tankSections.icp'))) +
    (!table
      ? el('p', { class: 'text-slate-700 dark:text-slate-300' }, text(t('tankSections.noIcp')))
      : icpReportFrameHtml({
          title: t('tankSections.icpTitle', {
            date: formatPublicDate(table.latest.at, locale),
            lab: ti(`labs.${table.latest.values.lab}`),
          }),
          comparison: table.previous
            ? t('tankSections.icpComparedWith', {
                date: formatPublicDate(table.previous.at, locale),
                lab: ti(`labs.${table.previous.values.lab}`),
              })
            : ti('table.firstAnalysis'),
          testId: 'public-icp',
          locale,
          elementLabel: ti('table.columns.element'),
          unitLabel: (u) => ti(`units.${u}`),
          detectionLabel: (d) => ti(`detections.${d}`),
          columns,
          groups: table.groups.map((g) => ({ key: `${g.section}-${g.group}`, label: ti(`table.groups.${g.group}`), rows: g.rows })),
          style: STYLE,
        }));
  // static markup made on the server, every value escaped (lib/public/markup.ts): not hydrated
  return <section aria-labelledby="public-icp" className={laterSectionClass} dangerouslySetInnerHTML={{ __html: html }} />;
}

const STYLE: IcpFrameStyle = {
  comparison: 'mb-2 text-sm text-slate-700 dark:text-slate-300',
  table: 'min-w-full',
  thead: 'border-b border-slate-300 dark:border-slate-600',
  head: 'py-2 pr-4',
  rowHead: 'py-1 pr-4 font-medium',
};
