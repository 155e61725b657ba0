import { Fragment, type ReactNode } from 'react';
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
  const words = (row: R): IcpRowWords => {
    const reading = shownReading(row.analyte, locale);
    const unit = unitLabel(shownUnit(row.analyte.element, row.analyte.unit));
    return {
      shown: reading.unit,
      unit,
      value: reading.text === null ? detectionLabel(row.analyte.detection) : `${reading.text} ${unit}`,
      change: signedChange(row.change, reading.unit, unit, locale),
    };
  };
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

/** The change since the previous analysis in the shown unit, signed (− for a fall, ± for none); '—' with no change to tell. */
function signedChange(change: number | null, unit: ShownUnit, unitLabel: string, locale: string): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatSig(Math.abs(toShownUnit(change, unit)), locale)} ${unitLabel}`;
}
