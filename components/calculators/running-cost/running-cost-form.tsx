'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { draftCurrency } from '@/lib/calculators/currency';
import { CURRENCIES } from '@/lib/money';
import { screen } from '@/lib/calculators/running-cost/screen';
import type { StarterNames } from '@/lib/calculators/running-cost/starter';
import { toDraft, type Draft } from '@/lib/calculators/state';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SelectField } from '../kit/fields';
import { useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { CostSummary } from './cost-summary';
import { ExportPanel } from './export-panel';
import { SaltSection } from './salt-section';
import { AdditiveList, DeviceList, FoodList } from './setup-lists';
import { useMoney } from './use-money';

const NAME_KEYS: readonly (keyof StarterNames)[] = ['returnPump', 'wavemaker', 'light', 'heater', 'skimmer', 'additive'];

/** Electricity price and the currency every amount is in (an extra input of the draft, unknown to the schema). */
function Prices() {
  const money = useMoney();
  return (
    <FieldGroup titleKey="prices">
      <SelectField name="currency" options={CURRENCIES} />
      <NumberField name="priceKwh" unit={`${money.symbol}/kWh`} />
    </FieldGroup>
  );
}

export function RunningCostForm() {
  const locale = useLocale();
  const t = useTranslations('Calculators.running-cost');
  // The screen starts from a small reef priced in the locale's currency, its rows named in the visitor's language
  // (kept stable across renders: the names are the memo's key, as text).
  const namesText = JSON.stringify(Object.fromEntries(NAME_KEYS.map((k) => [k, t(`starter.${k}`)])));
  const names = useMemo(() => JSON.parse(namesText) as Record<keyof StarterNames, string>, [namesText]);
  // The form reads only the currency (the headline's): a keystroke renders the typed field, the sections that read the
  // draft and the frame's results, not the form (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('running-cost', screen, names);
  const currency = draftCurrency({ currency: useStoreAt(calc, 'currency') as Draft[string] }, locale);
  const saltFallback = useMemo(() => toDraft(screen.defaults(locale, names).salt), [locale, names]);
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => ({ labelKey: 'totalPerMonth', value: r.totalPerMonth, currency })}
      results={(r) => <CostSummary r={r} />}
    >
      <Prices />
      <DeviceList />
      <AdditiveList />
      <FoodList />
      <SaltSection fallback={saltFallback} />
      <ExportPanel />
    </CalculatorFrame>
  );
}
