'use client';

import * as thickness from '@/lib/calculators/thickness';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, SelectField, ToggleField } from '../kit/fields';
import { useCalculator } from '../kit/use-calculator';
import { useCalcTFor } from '../kit/use-calc-t';
import { ReferenceNote } from './reference-note';
import { ThicknessResults } from './thickness-results';

export function ThicknessForm() {
  const calc = useCalculator('thickness', thickness);
  const t = useCalcTFor('thickness');
  const material = calc.draft.material === 'acrylic' ? 'acrylic' : 'glass';
  return (
    <>
      <CalculatorFrame calc={calc} title={t('title')} results={(r) => <ThicknessResults result={r} draft={calc.draft} />}>
        <SegmentedField name="material" options={thickness.MATERIALS} />
        <FieldGroup titleKey="tank">
          <NumberField name="waterHeightMm" kind="thickness" />
          <NumberField name="lengthMm" kind="thickness" />
          <NumberField name="widthMm" kind="thickness" />
          <SegmentedField name="top" options={thickness.TOP_TYPES} />
        </FieldGroup>
        <FieldGroup titleKey="panels">
          <ToggleField name="panels.side" />
          <ToggleField name="panels.bottom" />
        </FieldGroup>
        {material === 'glass' ? (
          <FieldGroup titleKey="glass">
            <NumberField name="safetyFactor" />
            <NumberField name="tensileStrengthNmm2" unit="nmm2" />
            <NumberField name="youngsModulusNmm2" unit="nmm2" />
          </FieldGroup>
        ) : (
          <FieldGroup titleKey="acrylic">
            <SelectField name="acrylicType" options={thickness.ACRYLIC_TYPES} />
            {calc.draft.acrylicType === 'custom' ? <NumberField name="allowableStressPsi" unit="psi" /> : null}
            <NumberField name="youngsModulusPsi" unit="psi" />
          </FieldGroup>
        )}
      </CalculatorFrame>
      {calc.result === null ? <ReferenceNote /> : null}
    </>
  );
}
