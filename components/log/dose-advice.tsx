'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { runtimeT } from '@/lib/i18n/runtime-key';
import {
  adviceFor,
  disagreements,
  DOSED_PARAMETERS,
  DOUBTFUL_WARNINGS,
  NUTRIENT_PARAMETERS,
  type Advice,
  type Disagreement,
} from '@/lib/log/analysis';
import { formatLogTime } from '@/lib/log/time';
import { daysText, productName } from '@/lib/log/entry-text';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { shownDecimals, shownUnitKey } from '@/lib/log/params';
import type { AlkalinityUnit } from '@/lib/units';

/**
 * What to dose now: for alkalinity, calcium and magnesium the consumption planner's balance over the latest pair of
 * tests (use a day, the daily dose of the keeper's additive, the correction to the middle of the target range) with a
 * link that opens the dosing screen prefilled; nitrate and phosphate as their net trend.
 */
export function DoseAdvice({ tank, entries, alkUnit }: { tank: LogTank; entries: readonly LogEntry[]; alkUnit: AlkalinityUnit }) {
  const t = useTranslations('Log.advice');
  const tl = useTranslations('Log');
  const tp = useTranslations('Log.parameters');
  const tu = useTranslations('Units');
  const rt = runtimeT(useTranslations());
  const locale = useLocale();
  const all = useMemo(
    () =>
      [...DOSED_PARAMETERS, ...NUTRIENT_PARAMETERS].map((p) => ({
        p,
        a: adviceFor(tank, entries, p, alkUnit),
        off: disagreements(entries, p, alkUnit),
      })),
    [tank, entries, alkUnit],
  );
  const n = (x: number | null, d: number) => (x === null ? '—' : formatNumber(x, locale, d));
  /** The fit's figure with its ±, the tests it weighed down, and a tester that disagrees with a kit. */
  const fitLines = (p: (typeof all)[number]['p'], a: Advice, off: readonly Disagreement[]) => {
    const unit = tu(shownUnitKey(p, alkUnit));
    const d = shownDecimals(p, alkUnit) + 1;
    const f = a.fit?.fit;
    return (
      <>
        {f && f.expandedPerDay !== null ? (
          <p data-testid={`fit-${p}`}>
            {t('fitted', {
              count: f.n,
              days: daysText(a.fit!.days, locale),
              rate: n(f.consumptionPerDay, d),
              uncertainty: n(f.expandedPerDay, d),
              unit,
            })}
          </p>
        ) : null}
        {f && f.outliers.length ? (
          <p data-testid={`outliers-${p}`}>
            {t('outliers', { times: f.outliers.map((o) => formatLogTime(new Date(o.t).toISOString(), locale)).join(tl('listSeparator')) })}
          </p>
        ) : null}
        {off.map((x) => (
          <p key={x.handEntryId} className="text-amber-800 dark:text-amber-200" data-testid={`disagree-${p}`}>
            {t('disagree', {
              time: formatLogTime(new Date(x.t).toISOString(), locale),
              device: n(x.device, d - 1),
              hand: n(x.hand, d - 1),
              tolerance: n(x.tolerance, d),
              unit,
            })}
          </p>
        ))}
      </>
    );
  };
  const row = ({ p, a, off }: { p: (typeof all)[number]['p']; a: Advice | null; off: readonly Disagreement[] }) => {
    const unit = tu(shownUnitKey(p, alkUnit));
    const d = shownDecimals(p, alkUnit) + 1;
    if (!a) return <p className="text-sm text-slate-700 dark:text-slate-300">{t('needTwoTests')}</p>;
    const r = a.result;
    const c = r.consumptionPerDay;
    const days = daysText(r.days, locale);
    if ((NUTRIENT_PARAMETERS as readonly string[]).includes(p)) {
      const key = c === null || Math.abs(c) < 1e-12 ? 'steady' : c < 0 ? 'rising' : 'falling';
      return (
        <div className="flex flex-col gap-1 text-sm">
          <p>{t(`nutrient.${key}`, { rate: n(c === null ? null : Math.abs(c), d), unit, days })}</p>
          {fitLines(p, a, off)}
        </div>
      );
    }
    const product = productName(rt, a.additiveId, 'Log.advice.customProduct');
    const hold = r.doseMlPerDay ?? r.doseGPerDay;
    const amountUnit = r.doseGPerDay !== null || r.correctionG !== null ? tu('g') : tu('mL');
    const correction = r.correctionMl ?? r.correctionG;
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p>{c !== null && c > 0 ? t('uses', { rate: n(c, d), unit, days }) : t('notFalling', { days })}</p>
        {fitLines(p, a, off)}
        {a.aboveRange ? (
          <p data-testid={`above-range-${p}`}>{t('aboveRange')}</p>
        ) : hold !== null && hold > 0 && a.withheld !== 'uncertain' ? (
          <p className="font-semibold">{t('hold', { amount: formatNumber(hold, locale, 'doseTenth'), unit: amountUnit, product })}</p>
        ) : null}
        {correction !== null && correction > 0 && a.targetLevel !== null ? (
          a.withheld === 'latestOutlier' || a.withheld === 'dosedSince' ? (
            <p className="text-amber-800 dark:text-amber-200" data-testid={`withheld-${p}`}>
              {t(`withheld.${a.withheld}`)}
            </p>
          ) : a.withheld === null ? (
            <p>
              {/* spread by the daily ceiling as on the dosing screen: the per-day amount, never the total at once */}
              {r.correctionDays !== null && r.correctionDays > 1 && r.correctionPerDay !== null
                ? t('correctionSpread', {
                    amount: formatNumber(correction, locale, 'doseTenth'),
                    perDay: formatNumber(r.correctionPerDay, locale, 'doseTenth'),
                    days: r.correctionDays,
                    unit: amountUnit,
                    target: n(a.targetLevel, d - 1),
                    levelUnit: unit,
                  })
                : t('correction', {
                    amount: formatNumber(correction, locale, 'doseTenth'),
                    unit: amountUnit,
                    target: n(a.targetLevel, d - 1),
                    levelUnit: unit,
                  })}
            </p>
          ) : null
        ) : null}
        {r.warnings.some((w) => DOUBTFUL_WARNINGS.includes(w)) ? (
          <p className="text-amber-800 dark:text-amber-200">{t('checkTests')}</p>
        ) : null}
        {a.dosingQuery ? (
          <Link
            href={{ pathname: '/reef-calculator/dosing', query: a.dosingQuery }}
            className="self-start text-cyan-800 underline dark:text-cyan-200"
          >
            {t('openDosing', { parameter: tp(p) })}
          </Link>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="advice-title" className="flex flex-col gap-3">
      <h2 id="advice-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {all.map((x) => (
          <li key={x.p} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid={`advice-${x.p}`}>
            <h3 className="mb-1 font-semibold">{tp(x.p)}</h3>
            {row(x)}
          </li>
        ))}
      </ul>
    </section>
  );
}
