'use client';

import { useLocale, useTranslations } from 'next-intl';
import { draftCurrency } from '@/lib/calculators/currency';
import { CURRENCIES } from '@/lib/money';
import type { ScreenResult } from '@/lib/calculators/dosing/form';
import { decimalsFor } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import { usePrecision } from '@/components/preferences/use-precision';
import { useCalculatorContext } from '../kit/calculator-context';
import { CurrencyResult } from '../kit/currency-result';
import { FieldGroup, NumberField, SelectField } from '../kit/fields';
import { ResultList, ResultValue } from '../kit/results';

const COST_INPUTS = ['currency', 'dailyMl', 'price', 'packageMl'] as const;

/**
 * The optional cost block, after the results: the currency the price is in, the amount dosed per day (empty: the
 * dose per day computed above), the package's price and size, then what the correction costs as a whole, and the
 * cost per day, month and year of the daily amount.
 */
export function DosingCost({ form }: { form: 'liquid' | 'dry' }) {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.dosing');
  const tk = useTranslations('CalculatorKit');
  const locale = useLocale();
  const [precision] = usePrecision();
  const currency = draftCurrency(calc.draft, locale);
  const r = calc.result as ScreenResult | null;
  const unit = form === 'dry' ? 'g' : 'mL';
  const computed = r?.dailyFromDose ?? r?.perDayDose ?? null;
  const placeholder = computed === null ? undefined : formatNumber(computed, locale, decimalsFor('dose', computed, precision));
  return (
    <section aria-label={t('groups.cost')} data-testid="cost" className="flex flex-col gap-4">
      <FieldGroup titleKey="cost">
        <SelectField name="currency" options={CURRENCIES.map((c) => ({ value: c, label: tk(`currencies.${c}`) }))} />
        <NumberField name="price" unit={tk(`currencySymbols.${currency}`)} />
        <NumberField name="packageMl" unit={unit} />
        <NumberField name="dailyMl" unit={`${unit}/${t('perDay')}`} placeholder={placeholder} />
      </FieldGroup>
      {r ? (
        <ResultList>
          <CurrencyResult name="correctionCost" value={r.correctionCost} currency={currency} dependsOn={COST_INPUTS} />
          <CurrencyResult name="costPerDay" value={r.costPerDay} currency={currency} dependsOn={COST_INPUTS} />
          <CurrencyResult name="costPerMonth" value={r.costPerMonth} currency={currency} dependsOn={COST_INPUTS} />
          <CurrencyResult name="costPerYear" value={r.costPerYear} currency={currency} dependsOn={COST_INPUTS} />
          <ResultValue name="daysPerPackage" value={r.daysPerPackage} unit="days" quantity="count" dependsOn={COST_INPUTS} />
        </ResultList>
      ) : null}
    </section>
  );
}
