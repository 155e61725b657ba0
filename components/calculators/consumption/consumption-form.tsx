'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { daysBetween, exampleLevels, INTERVAL_MODES } from '@/lib/calculators/consumption/form';
import { screen } from '@/lib/calculators/consumption/screen';
import { presetLevelText } from '@/lib/calculators/dilution/levels';
import { ALKALINITY_UNITS, PARAMETERS, type DosingParameter } from '@/lib/calculators/dosing';
import {
  additiveForm,
  firstPresetFor,
  isAlkalinityUnit as isAlkUnit,
  LABEL_FIELDS,
  reexpressAlkalinity,
  withAlkalinityUnit,
} from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import { isOneOf } from '@/lib/one-of';
import { NewWaterPresets } from '../dilution/new-water-presets';
import { CustomLabel } from '../dosing/additive-fields';
import { CalculatorFrame } from '../kit/calculator-frame';
import { KitConverter, type ConverterUse } from '../kit/kit-converter';
import { DateField, FieldGroup, NumberField, SegmentedField, SelectField, ToggleField } from '../kit/fields';
import { useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { ConsumptionResults } from './consumption-results';
import { ProductSelect } from './product-select';

const isParameter = (v: unknown): v is DosingParameter => isOneOf(PARAMETERS, v);
/** Inputs in the parameter's unit, re-expressed when the alkalinity unit changes. */
const LEVEL_INPUTS = ['firstLevel', 'secondLevel', 'targetLevel', 'newWaterLevel', 'dosedRise', 'labelRise'] as const;
const isOn = (v: unknown) => v === true || v === 'true';
/** Parameters whose kits print other forms (度, NO3-N, PO4-P, ppb P): lib/calculators/kit-reading.ts, docs/methods.md. */
const converterParameter = (p: DosingParameter) => (p === 'alkalinity' || p === 'nitrate' || p === 'phosphate' ? p : null);
/** The converter's name for the unit the level fields use (nitrate as NO3, phosphate as PO4). */
const CONVERTER_UNIT = { nitrate: 'no3', phosphate: 'po4' } as const;

export function ConsumptionForm() {
  // The form reads only the inputs that shape it (the parameter, its unit, the products, the switches): a keystroke
  // in a level, a volume or a date renders only the typed field and the frame's results (docs/performance.md,
  // "Keystroke to result").
  const calc = useCalculatorSetup('consumption', screen);
  const t = useTranslations('Calculators.consumption');
  const draft = {
    parameter: useStoreAt(calc, 'parameter'),
    alkalinityUnit: useStoreAt(calc, 'alkalinityUnit'),
    dosedAdditiveId: useStoreAt(calc, 'dosedAdditiveId'),
    additiveId: useStoreAt(calc, 'additiveId'),
    customForm: useStoreAt(calc, 'customForm'),
    waterChange: useStoreAt(calc, 'waterChange'),
    intervalMode: useStoreAt(calc, 'intervalMode'),
  };
  const parameter = isParameter(draft.parameter) ? draft.parameter : 'alkalinity';
  const unit = isAlkUnit(draft.alkalinityUnit) ? draft.alkalinityUnit : 'dkh';
  const levelUnit = parameter === 'alkalinity' ? unit : 'ppm';
  const dosed = typeof draft.dosedAdditiveId === 'string' ? draft.dosedAdditiveId : 'none';
  const dosedForm = additiveForm(dosed, draft.customForm);
  const form = additiveForm(typeof draft.additiveId === 'string' ? draft.additiveId : '', draft.customForm);
  const custom = draft.additiveId === 'custom' || dosed === 'custom';
  const waterChange = isOn(draft.waterChange);
  const byDates = draft.intervalMode === 'dates';
  const kit = converterParameter(parameter);

  // The handlers read the draft they are given, not this render's: stable, they let the memoized fields skip a
  // keystroke in another field (docs/performance.md, "Keystroke to result").
  const { update, set } = calc.store;
  /** A kit reading converted to the level fields' unit can go into either test, the new water or the target. */
  const converterUses = useMemo<ConverterUse[]>(
    () => [
      { key: 'firstTest', onUse: (v) => set('firstLevel', v) },
      { key: 'secondTest', onUse: (v) => set('secondLevel', v) },
      ...(waterChange ? [{ key: 'newWater', onUse: (v: string) => set('newWaterLevel', v) }] : []),
      { key: 'target', onUse: (v) => set('targetLevel', v) },
    ],
    [set, waterChange],
  );

  /** A new parameter starts from its example tests, its first product, and natural seawater as the new water. */
  const changeParameter = useCallback(
    (value: string) =>
      update((d: Draft) => {
        if (!isParameter(value)) return { ...d, parameter: value };
        const ex = exampleLevels(value);
        const u = value === 'alkalinity' && isAlkUnit(d.alkalinityUnit) ? d.alkalinityUnit : 'dkh';
        const levels = Object.fromEntries(
          Object.entries(ex).map(([k, v]) => [k, reexpressAlkalinity(String(v), 'dkh', value === 'alkalinity' ? u : 'dkh')]),
        );
        const nutrient = value === 'nitrate' || value === 'phosphate';
        return {
          ...d,
          ...(levels as Draft),
          parameter: value,
          additiveId: firstPresetFor(value),
          dosedAdditiveId: nutrient || d.dosedAdditiveId === 'none' ? 'none' : firstPresetFor(value),
          newWaterLevel: isOn(d.waterChange) ? presetLevelText('natural-sw', value, u) : '',
        };
      }),
    [update],
  );
  /** Another alkalinity unit re-expresses the levels instead of reinterpreting them. */
  const changeUnit = useCallback((value: string) => update((d: Draft) => withAlkalinityUnit(d, value, LEVEL_INPUTS)), [update]);
  /** Switching the change on starts from natural seawater when no new-water level is typed yet. */
  const toggleWaterChange = useCallback(
    (on: boolean) =>
      update((d: Draft) => ({
        ...d,
        waterChange: on,
        newWaterLevel: on && !d.newWaterLevel ? presetLevelText('natural-sw', parameter, unit) : d.newWaterLevel,
      })),
    [update, parameter, unit],
  );

  /** A date also writes the days between the two dates, so the link's `days` (the §12 name) stays true. */
  const changeDate = useCallback(
    (name: 'firstDate' | 'secondDate') => (value: string) =>
      update((d: Draft) => {
        const next = { ...d, [name]: value };
        const days = daysBetween(next.firstDate, next.secondDate);
        return days !== null && days > 0 ? { ...next, days: String(days) } : next;
      }),
    [update],
  );

  const inputs = [
    'volumeL',
    'parameter',
    ...(parameter === 'alkalinity' ? ['alkalinityUnit'] : []),
    'firstLevel',
    'secondLevel',
    ...(byDates ? ['firstDate', 'secondDate'] : ['days']),
    'dosedAdditiveId',
    ...(dosed !== 'none' ? ['dosedMl'] : []),
    ...(waterChange ? ['waterChangePct', 'newWaterLevel'] : []),
    'targetLevel',
    'additiveId',
    'dosesPerDay',
    ...(custom ? LABEL_FIELDS : []),
  ];
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) => {
        const hold = form === 'dry' ? r.doseGPerDay : r.doseMlPerDay;
        return hold === null
          ? null
          : { labelKey: form === 'dry' ? 'doseGPerDay' : 'doseMlPerDay', value: hold, unit: form === 'dry' ? 'g' : 'mL', quantity: 'dose' };
      }}
      results={(r) => (
        <ConsumptionResults r={r} alkalinityUnit={unit} parameter={parameter} levelUnit={levelUnit} form={form} dependsOn={inputs} />
      )}
    >
      <NumberField name="volumeL" kind="volume" />
      <SelectField name="parameter" options={PARAMETERS} onValue={changeParameter} />
      {parameter === 'alkalinity' ? <SelectField name="alkalinityUnit" options={ALKALINITY_UNITS} onValue={changeUnit} /> : null}
      <FieldGroup titleKey="tests">
        <NumberField name="firstLevel" labelKey={`firstLevel.${parameter}`} unit={levelUnit} />
        <NumberField name="secondLevel" labelKey={`secondLevel.${parameter}`} unit={levelUnit} />
        <div className="sm:col-span-2">
          <SegmentedField name="intervalMode" options={INTERVAL_MODES} />
        </div>
        {byDates ? (
          <>
            <DateField name="firstDate" onValue={changeDate('firstDate')} />
            <DateField name="secondDate" onValue={changeDate('secondDate')} />
          </>
        ) : (
          <NumberField name="days" unit="days" />
        )}
        {kit ? (
          <KitConverter key={kit} parameter={kit} fieldUnit={kit === 'alkalinity' ? unit : CONVERTER_UNIT[kit]} uses={converterUses} />
        ) : null}
      </FieldGroup>
      <FieldGroup titleKey="dosed">
        <ProductSelect name="dosedAdditiveId" parameter={parameter} withNone />
        {dosed !== 'none' ? <NumberField name="dosedMl" unit={dosedForm === 'dry' ? 'g' : 'mL'} /> : null}
      </FieldGroup>
      <FieldGroup titleKey="waterChange">
        <div className="sm:col-span-2">
          <ToggleField name="waterChange" onToggle={toggleWaterChange} />
        </div>
        {waterChange ? (
          <>
            <NumberField name="waterChangePct" unit="percent" />
            <NumberField name="newWaterLevel" unit={levelUnit} />
            <div className="sm:col-span-2">
              <NewWaterPresets calculator="consumption" name="newWaterLevel" parameter={parameter} alkalinityUnit={unit} />
            </div>
          </>
        ) : null}
      </FieldGroup>
      <FieldGroup titleKey="plan">
        <NumberField name="targetLevel" labelKey={`targetLevel.${parameter}`} unit={levelUnit} />
        <NumberField name="dosesPerDay" />
        <ProductSelect name="additiveId" parameter={parameter} />
      </FieldGroup>
      {custom ? (
        <CustomLabel calculator="consumption" levelUnit={levelUnit} form={draft.additiveId === 'custom' ? form : dosedForm} />
      ) : null}
    </CalculatorFrame>
  );
}
