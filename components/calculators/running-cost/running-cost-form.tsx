'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import * as runningCost from '@/lib/calculators/running-cost';
import { draftCurrency } from '@/lib/calculators/currency';
import { CURRENCIES } from '@/lib/calculators/running-cost/export';
import { starterSetup, type StarterNames } from '@/lib/calculators/running-cost/starter';
import { toDraft } from '@/lib/calculators/state';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SelectField } from '../kit/fields';
import { useCalculator } from '../kit/use-calculator';
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
  const names = Object.fromEntries(NAME_KEYS.map((k) => [k, t(`starter.${k}`)])) as unknown as StarterNames;
  const nameKey = NAME_KEYS.map((k) => names[k]).join('|');
  // The screen starts from a small reef priced in the locale's currency (the module's defaults stay the §12 reference).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the locale's names change
  const starter = useMemo(() => starterSetup(locale, names), [locale, nameKey]);
  const def = useMemo(() => ({ schema: runningCost.schema, compute: runningCost.compute, defaults: starter }), [starter]);
  const calc = useCalculator('running-cost', def);
  const saltFallback = useMemo(() => toDraft(starter.salt), [starter]);
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => ({ labelKey: 'totalPerMonth', value: r.totalPerMonth, currency: draftCurrency(calc.draft, locale) })}
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
