'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, type ComponentProps } from 'react';
import { ALKALINITY_UNITS, PARAMETERS, type DosingParameter } from '@/lib/calculators/dosing';
import {
  additiveForm,
  exampleLevels,
  firstPresetFor,
  isAlkalinityUnit as isAlkUnit,
  LABEL_FIELDS,
  withAlkalinityUnit,
} from '@/lib/calculators/dosing/form';
import { screen } from '@/lib/calculators/dosing/screen';
import type { Draft } from '@/lib/calculators/state';
import { isOneOf } from '@/lib/one-of';
import { parseNumberInput } from '@/lib/number/input';
import { CalculatorFrame } from '../kit/calculator-frame';
import { NumberField, SelectField } from '../kit/fields';
import { KitConverter } from '../kit/kit-converter';
import { useDraftAt } from '../kit/calculator-context';
import { useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { AdditiveFields } from './additive-fields';
import { DosingCost } from './dosing-cost';
import { DosingResults } from './dosing-results';
import { ReefRange } from './reef-range';

const isParameter = (v: unknown): v is DosingParameter => isOneOf(PARAMETERS, v);
/** The inputs typed in the alkalinity unit: the levels and a custom label's rise. */
const ALK_LEVELS = ['current', 'target', 'labelRise'] as const;

export function DosingForm() {
  // The form reads only the inputs that shape it: a keystroke in a number does not render it again, only the typed
  // field and the frame's results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('dosing', screen);
  const t = useTranslations('Calculators.dosing');
  const tu = useTranslations('Units');
  const drafted = {
    parameter: useStoreAt(calc, 'parameter'),
    alkalinityUnit: useStoreAt(calc, 'alkalinityUnit'),
    additiveId: useStoreAt(calc, 'additiveId'),
    customForm: useStoreAt(calc, 'customForm'),
  };
  const parameter = isParameter(drafted.parameter) ? drafted.parameter : 'alkalinity';
  const unit = isAlkUnit(drafted.alkalinityUnit) ? drafted.alkalinityUnit : 'dkh';
  const levelUnit = parameter === 'alkalinity' ? unit : 'ppm';
  const form = additiveForm(typeof drafted.additiveId === 'string' ? drafted.additiveId : '', drafted.customForm);
  const custom = drafted.additiveId === 'custom';

  // The handlers read the draft they are given, not this render's: stable, they let the memoized fields skip a
  // keystroke in another field (docs/performance.md, "Keystroke to result").
  const { update, set } = calc.store;
  /** A new parameter starts from its first preset and example levels in its own unit. */
  const changeParameter = useCallback(
    (value: string) =>
      update((d: Draft) => {
        if (!isParameter(value)) return { ...d, parameter: value };
        const ex = exampleLevels(value, isAlkUnit(d.alkalinityUnit) ? d.alkalinityUnit : 'dkh');
        return { ...d, parameter: value, additiveId: firstPresetFor(value), current: String(ex.current), target: String(ex.target) };
      }),
    [update],
  );
  /** Another alkalinity unit re-expresses the levels (and a custom label's rise) instead of reinterpreting them. */
  const changeUnit = useCallback((value: string) => update((d: Draft) => withAlkalinityUnit(d, value, ALK_LEVELS)), [update]);
  const converterUses = useMemo(
    () => [
      { key: 'current', onUse: (v: string) => set('current', v) },
      { key: 'target', onUse: (v: string) => set('target', v) },
    ],
    [set],
  );

  const inputs = [
    'volumeL',
    'parameter',
    ...(parameter === 'alkalinity' ? ['alkalinityUnit'] : []),
    'additiveId',
    ...(custom ? LABEL_FIELDS : []),
    'current',
    'target',
  ];
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) =>
        r.needsDose === false
          ? { labelKey: 'needsDose', text: t('noDose') }
          : {
              labelKey: form === 'dry' ? 'doseG' : 'doseMl',
              value: form === 'dry' ? r.doseG : r.doseMl,
              unit: form === 'dry' ? 'g' : 'mL',
              quantity: 'dose',
            }
      }
      results={(r) => (
        <ResultsAtCurrent r={r} parameter={parameter} alkalinityUnit={unit} levelUnit={levelUnit} form={form} dependsOn={inputs} />
      )}
      after={<DosingCost form={form} />}
    >
      <NumberField name="volumeL" kind="volume" />
      <SelectField name="parameter" options={PARAMETERS} onValue={changeParameter} />
      {parameter === 'alkalinity' ? <SelectField name="alkalinityUnit" options={ALKALINITY_UNITS} onValue={changeUnit} /> : null}
      <AdditiveFields parameter={parameter} levelUnit={levelUnit} form={form} />
      <NumberField name="current" labelKey={`current.${parameter}`} unit={levelUnit} />
      <NumberField name="target" labelKey={`target.${parameter}`} unit={levelUnit} />
      {parameter === 'alkalinity' || parameter === 'nitrate' || parameter === 'phosphate' ? (
        <KitConverter
          key={parameter}
          parameter={parameter}
          fieldUnit={parameter === 'alkalinity' ? unit : parameter === 'nitrate' ? 'no3' : 'po4'}
          uses={converterUses}
        />
      ) : null}
      <ReefRange parameter={parameter} unit={unit} unitLabel={tu(levelUnit)} />
    </CalculatorFrame>
  );
}

/** The results with the current level as typed, read where they are shown (the form does not read the draft). */
function ResultsAtCurrent(props: Omit<ComponentProps<typeof DosingResults>, 'current'>) {
  const drafted = useDraftAt('current');
  const typed = parseNumberInput(typeof drafted === 'string' ? drafted : undefined);
  return <DosingResults {...props} current={typed.ok ? typed.value : 0} />;
}
