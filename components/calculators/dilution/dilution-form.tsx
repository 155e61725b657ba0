'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import * as dilution from '@/lib/calculators/dilution';
import { convertLevelText, levelUnitKey } from '@/lib/calculators/dilution/levels';
import { screen } from '@/lib/calculators/dilution/screen';
import { levelQuantity } from '@/lib/calculators/precision';
import { isOneOf } from '@/lib/one-of';
import type { DilutionParameter } from '@/lib/calculators/dilution';
import type { AlkalinityUnit } from '@/lib/units';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, SelectField } from '../kit/fields';
import { KitConverter } from '../kit/kit-converter';
import { useCalculatorSetup, useStoreAt } from '../kit/use-calculator';
import { DilutionResults } from './dilution-results';
import { NewWaterPresets } from './new-water-presets';

const LEVELS = ['current', 'target', 'newWater'] as const;
/** The unit of the level fields a kit reading converts into (salinity is typed in ppt; 比重 converts to it). */
const CONVERTER_UNIT = { salinity: 'ppt', nitrate: 'no3', phosphate: 'po4' } as const;
const asParameter = (v: unknown): DilutionParameter => (isOneOf(dilution.DILUTION_PARAMETERS, v) ? v : 'nitrate');
const asAlkalinityUnit = (v: unknown): AlkalinityUnit => (isOneOf(dilution.ALKALINITY_UNITS, v) ? v : 'dkh');

export function DilutionForm() {
  // The form reads only the inputs that shape it (parameter, alkalinity unit, mode): a keystroke in a level or a
  // volume renders only the typed field and the frame's results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('dilution', screen);
  const t = useTranslations('Calculators.dilution');
  const parameter = asParameter(useStoreAt(calc, 'parameter'));
  const alkalinityUnit = asAlkalinityUnit(useStoreAt(calc, 'alkalinityUnit'));
  const mode = useStoreAt(calc, 'mode');
  const unit = levelUnitKey(parameter, alkalinityUnit);
  const { update, set } = calc.store;
  /** A new alkalinity unit re-expresses the three levels, so the water stays the same (from the unit of the latest draft). */
  const changeAlkalinityUnit = useCallback(
    (to: string) =>
      update((d) => ({
        ...d,
        alkalinityUnit: to,
        ...Object.fromEntries(LEVELS.map((k) => [k, convertLevelText(d[k], asAlkalinityUnit(d.alkalinityUnit), asAlkalinityUnit(to))])),
      })),
    [update],
  );
  const levelUses = useMemo(
    () => LEVELS.filter((k) => k !== 'target' || mode !== 'resultingLevel').map((k) => ({ key: k, onUse: (v: string) => set(k, v) })),
    [mode, set],
  );
  const salinityUses = useMemo(
    () => (['tankSalinity', 'newWaterSalinity'] as const).map((k) => ({ key: k, onUse: (v: string) => set(k, v) })),
    [set],
  );
  return (
    <CalculatorFrame
      calc={calc}
      title={t('title')}
      headline={(r) =>
        r.mode === 'requiredVolume'
          ? { labelKey: 'requiredVolumeL', value: r.requiredVolumeL, kind: 'volume', status: r.status }
          : {
              labelKey: 'levelAfter',
              value: r.levelAfter,
              unit,
              quantity: levelQuantity(parameter, alkalinityUnit),
              status: r.status,
            }
      }
      results={(r) => <DilutionResults result={r} />}
    >
      <SegmentedField name="mode" options={dilution.DILUTION_MODES} />
      <SelectField name="parameter" options={dilution.DILUTION_PARAMETERS} />
      {parameter === 'alkalinity' ? (
        <SelectField name="alkalinityUnit" options={dilution.ALKALINITY_UNITS} onValue={changeAlkalinityUnit} />
      ) : null}
      <NumberField name="tankVolumeL" kind="volume" />
      <NumberField name="current" unit={unit} />
      {mode === 'resultingLevel' ? <NumberField name="changeVolumeL" kind="volume" /> : <NumberField name="target" unit={unit} />}
      <NumberField name="newWater" unit={unit} />
      <NewWaterPresets calculator="dilution" parameter={parameter} alkalinityUnit={alkalinityUnit} />
      {parameter === 'calcium' || parameter === 'magnesium' ? null : (
        <KitConverter
          key={parameter}
          parameter={parameter}
          fieldUnit={parameter === 'alkalinity' ? alkalinityUnit : CONVERTER_UNIT[parameter]}
          uses={levelUses}
        />
      )}
      {parameter !== 'salinity' ? (
        <FieldGroup titleKey="salinityCheck" advanced>
          <NumberField name="tankSalinity" unit="ppt" />
          <NumberField name="newWaterSalinity" unit="ppt" />
          <KitConverter parameter="salinity" fieldUnit="ppt" uses={salinityUses} />
        </FieldGroup>
      ) : null}
    </CalculatorFrame>
  );
}
