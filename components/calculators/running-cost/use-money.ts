'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCalculatorContext } from '@/components/calculators/kit/calculator-context';
import type { RunningCostResult } from '@/lib/calculators/running-cost';
import { isCurrency } from '@/lib/calculators/running-cost/export';
import { defaultCurrency, formatCurrency, type CurrencyCode } from '@/lib/money';

/** The currency of the setup (the draft's extra input `currency`, else the locale's) and how to show money in it. */
export function useMoney() {
  const { draft } = useCalculatorContext();
  const locale = useLocale();
  const t = useTranslations('Calculators.running-cost');
  const currency: CurrencyCode = isCurrency(draft.currency) ? draft.currency : defaultCurrency(locale);
  return {
    currency,
    /** the symbol shown as a unit: US$, 円, € … */
    symbol: t(`currencySymbol.${currency}`),
    format: (value: number | null | undefined) => (value === null || value === undefined ? null : formatCurrency(value, locale, currency)),
  };
}

/** The latest result of this screen (null while an input is invalid). */
export function useRunningCostResult(): RunningCostResult | null {
  return useCalculatorContext().result as RunningCostResult | null;
}
