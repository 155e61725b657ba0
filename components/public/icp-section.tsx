import { Fragment } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatPublicDate } from '@/components/public/public-parts';
import { targetAt } from '@/lib/icp/catalogue';
import { formatSig, shownReading, shownUnit, toShownUnit } from '@/lib/icp/display';
import { icpTable } from '@/lib/public/sections';
import type { PublicTank } from '@/lib/public/types';

/**
 * The latest ICP analysis of the aquarium's water as a lab report lays it out (base values, major elements, nutrients,
 * trace elements, pollutants): each element's name in the reader's language from the catalogue (lib/icp/catalogue.ts),
 * its value and unit (a non-detect as "< limit"), the catalogue's target band, where it stands (a sign and words), and
 * the change since the previous analysis. The keeper's own ICP page (components/icp/icp-table.tsx) words it the same.
 */
export async function IcpSection({ tank }: { tank: PublicTank }) {
  const [locale, t, ti] = await Promise.all([getLocale(), getTranslations('PublicPages'), getTranslations('Icp')]);
  const lang = locale === 'ja' ? 'ja' : 'en';
  const table = icpTable(tank.icp);
  const columns = [
    ti('table.columns.element'),
    ti('table.columns.value'),
    t('target'),
    ti('table.columns.standing'),
    ti('table.columns.change'),
  ];
  return (
    <section aria-labelledby="public-icp" className="mb-10">
      <h2 id="public-icp" className="mb-3 text-xl font-semibold">
        {t('tankSections.icp')}
      </h2>
      {!table ? (
        <p className="text-slate-700 dark:text-slate-300">{t('tankSections.noIcp')}</p>
      ) : (
        <>
          <h3 className="text-lg font-semibold">
            {t('tankSections.icpTitle', { date: formatPublicDate(table.latest.at, locale), lab: ti(`labs.${table.latest.values.lab}`) })}
          </h3>
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
            {table.previous
              ? t('tankSections.icpComparedWith', {
                  date: formatPublicDate(table.previous.at, locale),
                  lab: ti(`labs.${table.previous.values.lab}`),
                })
              : ti('table.firstAnalysis')}
          </p>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm" data-testid="public-icp">
              <thead className="border-b border-slate-300 dark:border-slate-600">
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col" className="py-2 pr-4">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.groups.map((g) => (
                  <Fragment key={g.group}>
                    <tr>
                      <th scope="colgroup" colSpan={columns.length} className="bg-slate-100 px-2 py-1 text-left dark:bg-slate-800">
                        {ti(`table.groups.${g.group}`)}
                      </th>
                    </tr>
                    {g.rows.map(({ analyte, info, change, standing }) => {
                      const shown = shownReading(analyte, locale);
                      const unit = ti(`units.${shownUnit(analyte.element, analyte.unit)}`);
                      const target = targetAt(analyte.element, table.latest.salinityPsu);
                      return (
                        <tr key={analyte.element} className="border-b border-slate-200 dark:border-slate-700">
                          <th scope="row" className="py-1 pr-4 font-medium">
                            {info?.names[lang] ?? analyte.element}{' '}
                            <span className="text-slate-600 dark:text-slate-400">({analyte.element})</span>
                          </th>
                          <td className="py-1 pr-4 whitespace-nowrap">
                            {shown.text === null ? ti(`detections.${analyte.detection}`) : `${shown.text} ${unit}`}
                          </td>
                          <td className="py-1 pr-4 whitespace-nowrap">
                            {target
                              ? `${t('range', {
                                  low: formatSig(toShownUnit(target.low, shown.unit), locale),
                                  high: formatSig(toShownUnit(target.high, shown.unit), locale),
                                })} ${unit}`
                              : '—'}
                          </td>
                          <td className="py-1 pr-4 whitespace-nowrap">{standing ? ti(`table.standing.${standing}`) : '—'}</td>
                          <td className="py-1 whitespace-nowrap">
                            {change === null
                              ? '—'
                              : `${change > 0 ? '+' : change < 0 ? '−' : '±'}${formatSig(Math.abs(toShownUnit(change, shown.unit)), locale)} ${unit}`}
                          </td>
                        </tr>
                      );
                    })}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
