'use client';

import { useTranslations } from 'next-intl';
import { useResultFormat } from '@/components/calculators/kit/use-result-format';
import { useMoney, useRunningCostResult } from './use-money';

/** The cost of one row, under its fields (from compute's per-row details; nothing while an input is invalid). */
export function RowCost({ list, index }: { list: 'devices' | 'additives' | 'foods'; index: number }) {
  const r = useRunningCostResult();
  const t = useTranslations('Calculators.running-cost');
  const format = useResultFormat();
  const money = useMoney();
  if (!r) return null;
  // kWh follows the precision setting, days per package are a count (lib/calculators/precision.ts)
  const number = (value: number, quantity?: 'count') => format({ value, quantity })?.text ?? '';
  let text: string | null = null;
  if (list === 'devices') {
    const d = r.devicesDetail[index];
    if (d?.kwhPerDay != null && d.costPerDay != null)
      text = t('rowCost.device', { kwh: number(d.kwhPerDay), cost: money.format(d.costPerDay)! });
  } else if (list === 'additives') {
    const a = r.additivesDetail[index];
    if (a?.costPerDay != null) {
      text =
        a.daysPerPackage != null
          ? t('rowCost.additive', { cost: money.format(a.costPerDay)!, days: number(a.daysPerPackage, 'count') })
          : t('rowCost.perDay', { cost: money.format(a.costPerDay)! });
    }
  } else {
    const f = r.foodsDetail[index];
    if (f?.costPerDay != null) text = t('rowCost.perDay', { cost: money.format(f.costPerDay)! });
  }
  return text ? (
    <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300" data-testid={`row-cost-${list}-${index}`}>
      {text}
    </p>
  ) : null;
}
