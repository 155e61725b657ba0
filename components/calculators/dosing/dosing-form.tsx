'use client';

import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { ALKALINITY_UNITS, compute, PARAMETERS, type DosingParameter } from '@/lib/calculators/dosing';
import { additiveForm, exampleLevels, firstPresetFor, formDefaults, formSchema, LABEL_FIELDS, reexpressAlkalinity } from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import { defaultCurrency } from '@/lib/format';
import { parseNumberInput } from '@/lib/number-input';
import type { AlkalinityUnit } from '@/lib/units';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SelectField } from '../kit/fields';
import { useCalculator } from '../kit/use-calculator';
import { useCalcTFor, useLooseT } from '../kit/use-calc-t';
import { AdditiveFields } from './additive-fields';
import { DosingResults } from './dosing-results';
import { ReefRange } from './reef-range';

const isParameter = (v: unknown): v is DosingParameter => (PARAMETERS as readonly unknown[]).includes(v);
const isAlkUnit = (v: unknown): v is AlkalinityUnit => (ALKALINITY_UNITS as readonly unknown[]).includes(v);

export function DosingForm() {
  const locale = useLocale();
  const currency = defaultCurrency(locale);
  const def = useMemo(() => ({ schema: formSchema, defaults: formDefaults(currency), compute }), [currency]);
  const calc = useCalculator('dosing', def);
  const t = useCalcTFor('dosing');
  const tu = useLooseT('Units');
  const parameter = isParameter(calc.draft.parameter) ? calc.draft.parameter : 'alkalinity';
  const unit = isAlkUnit(calc.draft.alkalinityUnit) ? calc.draft.alkalinityUnit : 'dkh';
  const levelUnit = parameter === 'alkalinity' ? unit : 'ppm';
  const form = additiveForm(String(calc.draft.additiveId), calc.draft.customForm);
  const custom = calc.draft.additiveId === 'custom';

  /** A new parameter starts from its first preset and example levels in its own unit. */
  const changeParameter = (value: string) =>
    calc.update((d: Draft) => {
      if (!isParameter(value)) return { ...d, parameter: value };
      const ex = exampleLevels(value, isAlkUnit(d.alkalinityUnit) ? d.alkalinityUnit : 'dkh');
      return { ...d, parameter: value, additiveId: firstPresetFor(value), current: String(ex.current), target: String(ex.target) };
    });
  /** Another alkalinity unit re-expresses the levels (and a custom label's rise) instead of reinterpreting them. */
  const changeUnit = (value: string) =>
    calc.update((d: Draft) => {
      const from = isAlkUnit(d.alkalinityUnit) ? d.alkalinityUnit : 'dkh';
      if (!isAlkUnit(value)) return { ...d, alkalinityUnit: value };
      const re = (v: unknown) => reexpressAlkalinity(v, from, value) as Draft[string];
      return { ...d, alkalinityUnit: value, current: re(d.current), target: re(d.target), labelRise: re(d.labelRise) };
    });

  const inputs = [
    'volumeL',
    'parameter',
    ...(parameter === 'alkalinity' ? ['alkalinityUnit'] : []),
    'additiveId',
    ...(custom ? LABEL_FIELDS : []),
    'current',
    'target',
  ];
  const typed = parseNumberInput(typeof calc.draft.current === 'string' ? calc.draft.current : undefined);
  const current = typed.ok ? typed.value : 0;
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      results={(r) => <DosingResults r={r} parameter={parameter} levelUnit={levelUnit} form={form} current={current} dependsOn={inputs} />}
    >
      <NumberField name="volumeL" kind="volume" />
      <SelectField name="parameter" options={PARAMETERS} onValue={changeParameter} />
      {parameter === 'alkalinity' ? <SelectField name="alkalinityUnit" options={ALKALINITY_UNITS} onValue={changeUnit} /> : null}
      <AdditiveFields parameter={parameter} levelUnit={levelUnit} form={form} />
      <NumberField name="current" labelKey={`current.${parameter}`} unit={levelUnit} />
      <NumberField name="target" labelKey={`target.${parameter}`} unit={levelUnit} />
      <ReefRange parameter={parameter} unit={unit} unitLabel={tu(levelUnit)} />
      <FieldGroup titleKey="cost">
        <NumberField name="dailyMl" unit={form === 'dry' ? 'g' : 'mL'} />
        <NumberField name="price" unit={t('priceUnit')} />
        <NumberField name="packageMl" unit={form === 'dry' ? 'g' : 'mL'} />
      </FieldGroup>
    </CalculatorFrame>
  );
}
