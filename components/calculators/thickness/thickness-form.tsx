'use client';

import { useTranslations } from 'next-intl';
import * as thickness from '@/lib/calculators/thickness';
import { screen } from '@/lib/calculators/thickness/screen';
import { ALLOWABLE_KEY, allowableText, withAllowable, withDerivation } from '@/lib/calculators/thickness/strength';
import { presetOfThickness, thicknessFromPreset } from '@/lib/calculators/tank-presets';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, SelectField, ToggleField } from '../kit/fields';
import { TankPresetPicker } from '../kit/tank-preset-picker';
import { useCalculator } from '../kit/use-calculator';
import { ReferenceNote } from './reference-note';
import { ThicknessResults } from './thickness-results';

export function ThicknessForm() {
  // The allowable stress (σ ÷ SF) is the glass screen's own field, checked by the screen's schema.
  const calc = useCalculator('thickness', screen);
  const t = useTranslations('Calculators.thickness');
  const material = calc.draft.material === 'acrylic' ? 'acrylic' : 'glass';
  const preset = presetOfThickness(calc.draft);
  return (
    <>
      <CalculatorFrame
        calc={calc}
        title={t('title')}
        headline={(r) => ({
          labelKey: 'front.thicknessMm',
          value: r.front?.thicknessMm ?? null,
          kind: 'thickness',
          status: r.warnings.length ? 'caution' : undefined,
        })}
        results={(r) => <ThicknessResults result={r} draft={calc.draft} preset={preset} />}
      >
        <SegmentedField name="material" options={thickness.MATERIALS} />
        <FieldGroup titleKey="tank">
          <TankPresetPicker
            current={preset}
            onPick={(p) =>
              calc.update((d) => ({ ...d, ...Object.fromEntries(Object.entries(thicknessFromPreset(p)).map(([k, v]) => [k, String(v)])) }))
            }
          />
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
            <div className="sm:col-span-2">
              <NumberField
                name={ALLOWABLE_KEY}
                unit="nmm2"
                value={allowableText(calc.draft)}
                onValue={(v) => calc.update((d) => withAllowable(d, v))}
              />
            </div>
            <NumberField name="safetyFactor" onValue={(v) => calc.update((d) => withDerivation(d, 'safetyFactor', v))} />
            <NumberField
              name="tensileStrengthNmm2"
              unit="nmm2"
              onValue={(v) => calc.update((d) => withDerivation(d, 'tensileStrengthNmm2', v))}
            />
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
      {/* The results carry the note; with none on screen (not even the dimmed last valid ones) it stands alone. */}
      {calc.result === null && calc.stale === null ? <ReferenceNote /> : null}
    </>
  );
}
