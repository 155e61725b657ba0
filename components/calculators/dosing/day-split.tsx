'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePrecision } from '@/components/preferences/use-precision';
import type { DosingResult } from '@/lib/calculators/dosing';
import { daySchedule } from '@/lib/calculators/dosing/form';
import { decimalsFor, type Quantity } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import type { AlkalinityUnit } from '@/lib/units';
import { ResultList, ResultValue } from '../kit/results';

/** The dose spread over the days the daily ceiling asks for: per-day figures and a day-by-day table. */
export function DaySplit({
  r,
  current,
  doseUnit,
  levelUnit,
  levelQuantity,
  dependsOn,
}: {
  r: DosingResult;
  current: number;
  /** Units keys (mL or g; ppm, dkh, meqL or ppmCaco3) */
  doseUnit: 'mL' | 'g';
  levelUnit: 'ppm' | AlkalinityUnit;
  /** the level's row in the precision table */
  levelQuantity?: Quantity;
  dependsOn: readonly string[];
}) {
  const t = useTranslations('Calculators.dosing');
  const tu = useTranslations('Units');
  const locale = useLocale();
  const [precision] = usePrecision();
  if (r.days === null || r.days <= 1 || r.perDayDose === null || r.perDayRise === null) return null;
  const { rows, omitted } = daySchedule(current, r.days, r.perDayDose, r.perDayRise);
  const f = (v: number, q?: Quantity) => formatNumber(v, locale, decimalsFor(q, v, precision));
  return (
    <section aria-labelledby="split-title" className="rounded-lg border border-amber-300 p-3 dark:border-amber-700" data-testid="day-split">
      <h3 id="split-title" className="font-semibold">
        {t('split.title')}
      </h3>
      <ResultList>
        <ResultValue name="days" value={r.days} unit="days" quantity="count" dependsOn={dependsOn} />
        <ResultValue name="perDayDose" value={r.perDayDose} unit={doseUnit} quantity="dose" dependsOn={dependsOn} />
        <ResultValue name="perDayRise" value={r.perDayRise} unit={levelUnit} quantity={levelQuantity} dependsOn={dependsOn} />
      </ResultList>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t('split.title')}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-1 font-semibold">
              {t('split.day')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('split.dose', { unit: tu(doseUnit) })}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('split.levelAfter', { unit: tu(levelUnit) })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1 font-normal">
                {t('split.dayN', { n: row.day })}
              </th>
              <td className="py-1 tabular-nums">{f(row.dose, 'dose')}</td>
              <td className="py-1 tabular-nums">{f(row.levelAfter, levelQuantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 ? <p className="mt-2 text-sm">{t('split.more', { n: omitted })}</p> : null}
    </section>
  );
}
