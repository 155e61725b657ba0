'use client';

import { Fragment } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ICP_SOURCES } from '@/lib/icp/catalogue';
import { formatSig, shownReading, shownUnit, toShownUnit } from '@/lib/icp/display';
import { latestTable, type IcpAnalysis } from '@/lib/icp/history';
import { formatLogTime } from '@/lib/log/time';

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
  return (
    <section aria-labelledby="icp-latest-title" className="flex flex-col gap-2">
      <h3 id="icp-latest-title" className="text-lg font-semibold">
        {t('title', { time: formatLogTime(latest.at, locale), lab: tl(`labs.${latest.values.lab}`) })}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {previous
          ? t('comparedWith', { time: formatLogTime(previous.at, locale), lab: tl(`labs.${previous.values.lab}`) })
          : t('firstAnalysis')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="icp-latest">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              {(['element', 'value', 'change', 'standing', 'doseClass', 'role', 'sources'] as const).map((c) => (
                <th key={c} scope="col" className="py-1 pr-3">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={`${g.section}-${g.group}`}>
                <tr>
                  <th scope="colgroup" colSpan={7} className="bg-slate-100 px-2 py-1 text-left dark:bg-slate-800">
                    {g.section === 'rodi' ? `${tl('sections.rodi')}: ` : ''}
                    {t(`groups.${g.group}`)}
                  </th>
                </tr>
                {g.rows.map(({ analyte, info, change, standing }) => {
                  const shown = shownReading(analyte, locale);
                  const unit = tl(`units.${shownUnit(analyte.element, analyte.unit)}`);
                  return (
                    <tr key={`${analyte.section}-${analyte.element}`} className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {info?.names[lang] ?? analyte.element}{' '}
                        <span className="text-slate-600 dark:text-slate-400">({analyte.element})</span>
                      </th>
                      <td className="py-1 pr-3 whitespace-nowrap">
                        {shown.text === null ? tl(`detections.${analyte.detection}`) : `${shown.text} ${unit}`}
                      </td>
                      <td className="py-1 pr-3 whitespace-nowrap">
                        {change === null
                          ? '—'
                          : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatSig(Math.abs(toShownUnit(change, shown.unit)), locale)} ${unit}`}
                      </td>
                      <td className="py-1 pr-3 whitespace-nowrap">{standing ? t(`standing.${standing}`) : '—'}</td>
                      <td className="py-1 pr-3">{info ? t(`doseClass.${info.doseClass}`) : '—'}</td>
                      <td className="py-1 pr-3 text-xs">{info?.role[lang] ?? ''}</td>
                      <td className="py-1 pr-3 text-xs">
                        {info?.sources.map((id, i) => {
                          const s = SOURCES.get(id);
                          return s ? (
                            <Fragment key={id}>
                              {i ? ', ' : ''}
                              <a href={s.url} title={s.title} className="underline" rel="noreferrer" target="_blank">
                                {id}
                              </a>
                            </Fragment>
                          ) : null;
                        })}
                      </td>
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
