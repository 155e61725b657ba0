import { Fragment, type ReactNode } from 'react';
import { el, text } from '@/lib/public/markup';
import { formatSig, shownReading, shownUnit, toShownUnit, type ShownUnit } from '@/lib/icp/display';
import type { TableRow } from '@/lib/icp/history';
import type { IcpDetection, IcpReading } from '@/lib/icp/types';

/** A row's reading as both tables word it: the shown unit and its label, the value (or the non-detect), the change. */
export interface IcpRowWords {
  shown: ShownUnit;
  unit: string;
  value: string;
  change: string;
}

/** One column after the element's: its heading, its cells' class and what a row shows in it. */
export interface IcpFrameColumn<R> {
  key: string;
  label: string;
  className: string;
  cell: (row: R, words: IcpRowWords) => ReactNode;
}

/** The classes in which the keeper's table (components/icp/icp-table.tsx) and the public one differ. */
export interface IcpFrameStyle {
  comparison: string;
  table: string;
  thead?: string;
  headRow?: string;
  head: string;
  rowHead: string;
}

/**
 * The latest ICP analysis as a lab report lays it out: the title, what the changes are against, then a table of
 * groups (a heading row each) whose rows start with the element's name in the reader's language and its symbol. The
 * keeper's own table (components/icp/icp-table.tsx) and the public tank page's (components/public/icp-section.tsx)
 * word and choose the columns; this frame holds no state and reads no messages, so it renders on the server too.
 */
export function IcpReportFrame<A extends IcpReading, R extends TableRow<A>>({
  title,
  titleId,
  comparison,
  testId,
  locale,
  elementLabel,
  unitLabel,
  detectionLabel,
  columns,
  groups,
  style,
}: {
  title: ReactNode;
  titleId?: string;
  comparison: ReactNode;
  testId: string;
  locale: string;
  elementLabel: string;
  unitLabel: (unit: ShownUnit) => string;
  detectionLabel: (detection: IcpDetection) => string;
  columns: readonly IcpFrameColumn<R>[];
  groups: readonly { key: string; label: ReactNode; rows: readonly R[] }[];
  style: IcpFrameStyle;
}) {
  const lang = locale === 'ja' ? 'ja' : 'en';
  const headings = [{ key: 'element', label: elementLabel }, ...columns];
  const words = (row: R) => rowWords(row, locale, unitLabel, detectionLabel);
  return (
    <>
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      <p className={style.comparison}>{comparison}</p>
      <div className="overflow-x-auto">
        <table className={`${style.table} text-left text-sm`} data-testid={testId}>
          <thead className={style.thead}>
            <tr className={style.headRow}>
              {headings.map((c) => (
                <th key={c.key} scope="col" className={style.head}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={g.key}>
                <tr>
                  <th scope="colgroup" colSpan={headings.length} className="bg-slate-100 px-2 py-1 text-left dark:bg-slate-800">
                    {g.label}
                  </th>
                </tr>
                {g.rows.map((row) => {
                  const w = words(row);
                  return (
                    <tr key={`${row.analyte.section}-${row.analyte.element}`} className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="row" className={style.rowHead}>
                        {row.info?.names[lang] ?? row.analyte.element}{' '}
                        <span className="text-slate-600 dark:text-slate-400">({row.analyte.element})</span>
                      </th>
                      {columns.map((c) => (
                        <td key={c.key} className={c.className}>
                          {c.cell(row, w)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A row's reading as both tables word it (IcpRowWords). */
function rowWords(
  row: TableRow<IcpReading>,
  locale: string,
  unitLabel: (unit: ShownUnit) => string,
  detectionLabel: (detection: IcpDetection) => string,
): IcpRowWords {
  const reading = shownReading(row.analyte, locale);
  const unit = unitLabel(shownUnit(row.analyte.element, row.analyte.unit));
  return {
    shown: reading.unit,
    unit,
    value: reading.text === null ? detectionLabel(row.analyte.detection) : `${reading.text} ${unit}`,
    change: signedChange(row.change, reading.unit, unit, locale),
  };
}

/**
 * The same frame as static markup, for a page that shows it without hydrating it (the public tank page's ICP section,
 * docs/performance.md "Public tank page"): the elements, attributes and classes IcpReportFrame renders, every text
 * escaped by lib/public/markup.ts, so the cells' text is plain (`cell` answers a string here).
 */
export function icpReportFrameHtml<A extends IcpReading, R extends TableRow<A>>({
  title,
  comparison,
  testId,
  locale,
  elementLabel,
  unitLabel,
  detectionLabel,
  columns,
  groups,
  style,
}: {
  title: string;
  comparison: string;
  testId: string;
  locale: string;
  elementLabel: string;
  unitLabel: (unit: ShownUnit) => string;
  detectionLabel: (detection: IcpDetection) => string;
  columns: readonly (Omit<IcpFrameColumn<R>, 'cell'> & { cell: (row: R, words: IcpRowWords) => string })[];
  groups: readonly { key: string; label: string; rows: readonly R[] }[];
  style: IcpFrameStyle;
}): string {
  const lang = locale === 'ja' ? 'ja' : 'en';
  const headings = [{ key: 'element', label: elementLabel }, ...columns];
  const rows = groups.flatMap((g) => [
    el(
      'tr',
      {},
      el('th', { scope: 'colgroup', colSpan: headings.length, class: 'bg-slate-100 px-2 py-1 text-left dark:bg-slate-800' }, text(g.label)),
    ),
    ...g.rows.map((row) => {
      const w = rowWords(row, locale, unitLabel, detectionLabel);
      return el(
        'tr',
        { class: 'border-b border-slate-200 dark:border-slate-700' },
        el(
          'th',
          { scope: 'row', class: style.rowHead },
          text(`${row.info?.names[lang] ?? row.analyte.element} `),
          el('span', { class: 'text-slate-600 dark:text-slate-400' }, text(`(${row.analyte.element})`)),
        ),
        ...columns.map((c) => el('td', { class: c.className }, text(c.cell(row, w)))),
      );
    }),
  ]);
  return [
    el('h3', { class: 'text-lg font-semibold' }, text(title)),
    el('p', { class: style.comparison }, text(comparison)),
    el(
      'div',
      { class: 'overflow-x-auto' },
      el(
        'table',
        { class: `${style.table} text-left text-sm`, 'data-testid': testId },
        el(
          'thead',
          { class: style.thead },
          el('tr', { class: style.headRow }, ...headings.map((c) => el('th', { scope: 'col', class: style.head }, text(c.label)))),
        ),
        el('tbody', {}, ...rows),
      ),
    ),
  ].join('');
}

/** The change since the previous analysis in the shown unit, signed (− for a fall, ± for none); '—' with no change to tell. */
function signedChange(change: number | null, unit: ShownUnit, unitLabel: string, locale: string): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatSig(Math.abs(toShownUnit(change, unit)), locale)} ${unitLabel}`;
}
