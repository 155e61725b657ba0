'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DosingParameter } from '@/lib/calculators/dosing';
import { reefRangeIn } from '@/lib/calculators/dosing/form';
import { formatNumber } from '@/lib/format';
import type { AlkalinityUnit } from '@/lib/units';

/** The typical reef range of the chosen parameter (Holmes-Farley's table, docs/methods.md#dosing), in the visitor's unit. */
export function ReefRange({ parameter, unit, unitLabel }: { parameter: DosingParameter; unit: AlkalinityUnit; unitLabel: string }) {
  const t = useTranslations('Calculators.dosing');
  const locale = useLocale();
  const range = reefRangeIn(parameter, unit);
  const f = (v: number | null) => (v === null ? '' : formatNumber(v, locale, range.decimals));
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="reef-range" data-parameter={parameter}>
      {t(`reefRange.${parameter}`, { min: f(range.min), max: f(range.max), natural: f(range.natural), unit: unitLabel })}
    </p>
  );
}
