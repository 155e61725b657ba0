'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useMoney } from './use-money';

/** A money result, formatted in the setup's currency (same markup as the kit's ResultValue, so Copy results reads it). */
export function MoneyValue({
  name,
  value,
  dependsOn,
  emphasis = false,
}: {
  /** its label under `results` */
  name: keyof Messages['Calculators']['running-cost']['results'];
  value: number | null;
  dependsOn: readonly string[];
  emphasis?: boolean;
}) {
  const t = useTranslations('Calculators.running-cost');
  const tk = useTranslations('CalculatorKit');
  const money = useMoney();
  return (
    <div data-result className={emphasis ? 'rounded-lg bg-cyan-50 p-3 dark:bg-cyan-950' : 'py-1'}>
      <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
        {t(`results.${name}`)}
      </dt>
      <dd
        className={emphasis ? 'text-2xl font-bold text-slate-900 dark:text-white' : 'text-lg font-semibold text-slate-900 dark:text-white'}
      >
        <output name={name} htmlFor={dependsOn.join(' ')} data-testid={`result-${name}`}>
          {money.format(value) ?? tk('notAvailable')}
        </output>
      </dd>
    </div>
  );
}
