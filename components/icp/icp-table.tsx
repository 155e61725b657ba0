'use client';

import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ICP_SOURCES } from '@/lib/icp/catalogue';
import { latestTable, type IcpAnalysis } from '@/lib/icp/history';
import { formatLogTime } from '@/lib/log/time';
import { IcpReportFrame, type IcpFrameColumn, type IcpFrameStyle } from './icp-report-frame';

const SOURCES = new Map(ICP_SOURCES.map((s) => [s.id, s]));

/**
 * The latest analysis as a lab report lays it out (base values, major, nutrients, trace, pollutants; the RO water
 * apart): each element's name in the reader's language, its value, the change since the previous analysis, where it
 * stands against the target (in words and a sign), its role, dose class and sources.
 */
export function IcpTable({ analyses }: { analyses: readonly IcpAnalysis[] }) {
  const t = useTranslations('Icp.table');
  const tl = useTranslations('Icp');
  const locale = useLocale();
  const lang = locale === 'ja' ? 'ja' : 'en';
  const table = latestTable(analyses);
  if (!table) return null;
  const { latest, previous, groups } = table;
  type Row = (typeof groups)[number]['rows'][number];
  const columns: IcpFrameColumn<Row>[] = [
    { key: 'value', label: t('columns.value'), className: 'py-1 pr-3 whitespace-nowrap', cell: (_, w) => w.value },
    { key: 'change', label: t('columns.change'), className: 'py-1 pr-3 whitespace-nowrap', cell: (_, w) => w.change },
    {
      key: 'standing',
      label: t('columns.standing'),
      className: 'py-1 pr-3 whitespace-nowrap',
      cell: (r) => (r.standing ? t(`standing.${r.standing}`) : '—'),
    },
    {
      key: 'doseClass',
      label: t('columns.doseClass'),
      className: 'py-1 pr-3',
      cell: (r) => (r.info ? t(`doseClass.${r.info.doseClass}`) : '—'),
    },
    { key: 'role', label: t('columns.role'), className: 'py-1 pr-3 text-xs', cell: (r) => r.info?.role[lang] ?? '' },
    {
      key: 'sources',
      label: t('columns.sources'),
      className: 'py-1 pr-3 text-xs',
      cell: (r) =>
        r.info?.sources.map((id, i) => {
          const s = SOURCES.get(id);
          return s ? (
            <Fragment key={id}>
              {i ? ', ' : ''}
              <a href={s.url} title={s.title} className="underline" rel="noreferrer" target="_blank">
                {id}
              </a>
            </Fragment>
          ) : null;
        }),
    },
  ];
  return (
    <section aria-labelledby="icp-latest-title" className="flex flex-col gap-2">
      <IcpReportFrame
        title={t('title', { time: formatLogTime(latest.at, locale), lab: tl(`labs.${latest.values.lab}`) })}
        titleId="icp-latest-title"
        comparison={
          previous
            ? t('comparedWith', { time: formatLogTime(previous.at, locale), lab: tl(`labs.${previous.values.lab}`) })
            : t('firstAnalysis')
        }
        testId="icp-latest"
        locale={locale}
        elementLabel={t('columns.element')}
        unitLabel={(u) => tl(`units.${u}`)}
        detectionLabel={(d) => tl(`detections.${d}`)}
        columns={columns}
        groups={groups.map((g) => ({
          key: `${g.section}-${g.group}`,
          label: (
            <>
              {g.section === 'rodi' ? `${tl('sections.rodi')}: ` : ''}
              {t(`groups.${g.group}`)}
            </>
          ),
          rows: g.rows,
        }))}
        style={STYLE}
      />
    </section>
  );
}

const STYLE: IcpFrameStyle = {
  comparison: 'text-sm text-slate-700 dark:text-slate-300',
  table: 'w-full',
  headRow: 'border-b border-slate-300 dark:border-slate-600',
  head: 'py-1 pr-3',
  rowHead: 'py-1 pr-3 font-medium',
};
