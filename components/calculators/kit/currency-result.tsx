'use client';

import { useLocale, useTranslations } from 'next-intl';
import { defaultCurrency, formatCurrency, type CurrencyCode } from '@/lib/money';
import { resultKeyOf, useKitT, type ResultNaming } from './kit-messages';

/**
 * A money result, like ResultValue: `<output name>` carries the result name and `for` the inputs it depends on.
 * The amount is in the visitor's currency (the locale's unless given): US$ with 2 decimals, 1,235円 with none.
 */
export function CurrencyResult<N extends string>({
  value,
  currency,
  dependsOn,
  emphasis = false,
  ...naming
}: ResultNaming<N> & {
  value: number | null | undefined;
  currency?: CurrencyCode;
  dependsOn: readonly string[];
  emphasis?: boolean;
}) {
  const { name } = naming;
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  const locale = useLocale();
  const shown = value === null || value === undefined || !Number.isFinite(value) ? null : value;
  return (
    <div data-result className={emphasis ? 'rounded-lg bg-cyan-50 p-3 dark:bg-cyan-950' : 'py-1'}>
      <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
        {t(`results.${resultKeyOf(naming)}`)}
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
