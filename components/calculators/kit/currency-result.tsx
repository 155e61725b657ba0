'use client';

import { useLocale } from 'next-intl';
import { defaultCurrency, formatCurrency, type CurrencyCode } from '@/lib/format';
import { useCalcT, useLooseT } from './use-calc-t';

/**
 * A money result, like ResultValue: `<output name>` carries the result name and `for` the inputs it depends on.
 * The amount is in the visitor's currency (the locale's unless given): US$ with 2 decimals, 1,235円 with none.
 */
export function CurrencyResult({
  name,
  value,
  labelKey,
  currency,
  dependsOn,
  emphasis = false,
}: {
  name: string;
  value: number | null | undefined;
  labelKey?: string;
  currency?: CurrencyCode;
  dependsOn: readonly string[];
  emphasis?: boolean;
}) {
  const t = useCalcT();
  const tk = useLooseT('CalculatorKit');
  const locale = useLocale();
  const shown = value === null || value === undefined || !Number.isFinite(value) ? null : value;
  return (
    <div data-result className={emphasis ? 'rounded-lg bg-cyan-50 p-3 dark:bg-cyan-950' : 'py-1'}>
      <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
        {t(`results.${labelKey ?? name}`)}
      </dt>
      <dd
        className={emphasis ? 'text-2xl font-bold text-slate-900 dark:text-white' : 'text-lg font-semibold text-slate-900 dark:text-white'}
      >
        <output name={name} htmlFor={dependsOn.join(' ')} data-testid={`result-${name}`}>
          {shown === null ? tk('notAvailable') : formatCurrency(shown, locale, currency ?? defaultCurrency(locale))}
        </output>
      </dd>
    </div>
  );
}
