'use client';

import type { RunningCostResult } from '@/lib/calculators/running-cost';
import { categoryBreakdown } from '@/lib/calculators/running-cost/summary';
import { flattenDraft, type Draft } from '@/lib/calculators/state';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import { Note, ResultList, ResultValue, Warnings } from '@/components/calculators/kit/results';
import { StackedBar } from '@/components/calculators/kit/stacked-bar';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslations } from 'next-intl';
import { MoneyValue } from './money-value';
import { useMoney } from './use-money';

const RESULT_OF = { electricity: 'electricityPerDay', additives: 'additivesPerDay', food: 'foodPerDay', salt: 'saltPerDay' } as const;
const SHARE_OF = {
  electricity: 'electricitySharePct',
  additives: 'additivesSharePct',
  food: 'foodSharePct',
  salt: 'saltSharePct',
} as const;

/** Ids of the fields under the given draft keys (the inputs a result depends on). */
function fieldIds(draft: Draft, keys: readonly string[]): string[] {
  return keys
    .flatMap((k) => Object.keys(flattenDraft({ [k]: draft[k] })))
    .filter((id) => id.includes('.') || id === 'priceKwh' || id === 'currency');
}

/** Totals per day, month and year, the chart and table by category, and the energy used. */
export function CostSummary({ r }: { r: RunningCostResult }) {
  const { draft } = useCalculatorContext();
  const t = useTranslations('Calculators.running-cost');
  const tk = useTranslations('CalculatorKit');
  const locale = useLocale();
  const money = useMoney();
  const deps = {
    electricity: fieldIds(draft, ['devices', 'priceKwh', 'currency']),
    additives: fieldIds(draft, ['additives', 'currency']),
    food: fieldIds(draft, ['foods', 'currency']),
    salt: fieldIds(draft, ['salt', 'currency']),
    energy: fieldIds(draft, ['devices']),
    all: fieldIds(draft, ['devices', 'priceKwh', 'additives', 'foods', 'salt', 'currency']),
  };
  const rows = categoryBreakdown(r);
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <>
      <ResultList>
        <MoneyValue name="totalPerDay" value={r.totalPerDay} dependsOn={deps.all} emphasis />
        <MoneyValue name="totalPerMonth" value={r.totalPerMonth} dependsOn={deps.all} emphasis />
        <MoneyValue name="totalPerYear" value={r.totalPerYear} dependsOn={deps.all} emphasis />
      </ResultList>
      <StackedBar
        title={t('chartTitle')}
        parts={rows.map((c) => ({
          key: c.key,
          label: t(`categories.${c.key}`),
          value: c.perMonth ?? 0,
          display: money.format(c.perMonth) ?? '',
        }))}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="breakdown">
          <caption className="mb-2 text-left font-semibold">{t('breakdownTitle')}</caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="px-2 py-1.5 text-left">
                {t('table.category')}
              </th>
              <th scope="col" className={cell}>
                {t('table.perDay')}
              </th>
              <th scope="col" className={cell}>
                {t('table.perMonth')}
              </th>
              <th scope="col" className={cell}>
                {t('table.perYear')}
              </th>
              <th scope="col" className={cell}>
                {t('table.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.key} data-result className="border-b border-slate-200 dark:border-slate-700">
                <th scope="row" data-result-label className="px-2 py-1.5 text-left font-medium">
                  {t(`categories.${c.key}`)}
                </th>
                <td className={cell}>
                  <output name={RESULT_OF[c.key]} htmlFor={deps[c.key].join(' ')} data-testid={`result-${RESULT_OF[c.key]}`}>
                    {money.format(c.perDay) ?? tk('notAvailable')}
                  </output>
                  <span data-result-unit className="sr-only">
                    {t('perDaySuffix')}
                  </span>
                </td>
                <td className={cell}>{money.format(c.perMonth) ?? tk('notAvailable')}</td>
                <td className={cell}>{money.format(c.perYear) ?? tk('notAvailable')}</td>
                <td className={cell}>
                  <output name={SHARE_OF[c.key]} htmlFor={deps.all.join(' ')} data-testid={`result-${SHARE_OF[c.key]}`}>
                    {c.sharePct === null ? '—' : `${formatNumber(c.sharePct, locale, 'percent')}%`}
                  </output>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ResultList>
        <ResultValue name="kwhPerDay" value={r.kwhPerDay} unit="kWh" dependsOn={deps.energy} />
        <ResultValue name="kwhPerMonth" value={r.kwhPerMonth} unit="kWh" dependsOn={deps.energy} />
        <ResultValue name="kwhPerYear" value={r.kwhPerYear} unit="kWh" dependsOn={deps.energy} />
      </ResultList>
      <Warnings keys={r.warnings} />
      <Note>{t('dutyNote')}</Note>
    </>
  );
}
