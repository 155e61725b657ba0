'use client';

import { useTranslations } from 'next-intl';
import { useCallback, type ComponentProps } from 'react';
import * as thickness from '@/lib/calculators/thickness';
import type { ThicknessResult } from '@/lib/calculators/thickness';
import { screen } from '@/lib/calculators/thickness/screen';
import { ALLOWABLE_KEY, allowableText, withAllowable, withDerivation } from '@/lib/calculators/thickness/strength';
import { presetOfThickness, thicknessFromPreset, type TankPreset } from '@/lib/calculators/tank-presets';
import { CalculatorFrame } from '../kit/calculator-frame';
import { FieldGroup, NumberField, SegmentedField, SelectField, ToggleField } from '../kit/fields';
import { TankPresetPicker } from '../kit/tank-preset-picker';
import { useCalculatorContext, useDraftAt } from '../kit/calculator-context';
import { useCalculatorSetup, useCalculatorState, useStoreAt, type CalculatorSetup } from '../kit/use-calculator';
import { ReferenceNote } from './reference-note';
import { ThicknessResults } from './thickness-results';

export function ThicknessForm() {
  // The allowable stress (σ ÷ SF) is the glass screen's own field, checked by the screen's schema.
  // The form reads only the material and the acrylic type, which decide the fields shown: a keystroke renders the
  // typed field, the pieces that read it and the frame's results (docs/performance.md, "Keystroke to result").
  const calc = useCalculatorSetup('thickness', screen);
  const t = useTranslations('Calculators.thickness');
  const material = useStoreAt(calc, 'material') === 'acrylic' ? 'acrylic' : 'glass';
  const acrylicType = useStoreAt(calc, 'acrylicType');
  const { update } = calc.store;
  const pickPreset = useCallback(
    (p: TankPreset) =>
      update((d) => ({ ...d, ...Object.fromEntries(Object.entries(thicknessFromPreset(p)).map(([k, v]) => [k, String(v)])) })),
    [update],
  );
  const changeAllowable = useCallback((v: string) => update((d) => withAllowable(d, v)), [update]);
  const changeSafetyFactor = useCallback((v: string) => update((d) => withDerivation(d, 'safetyFactor', v)), [update]);
  const changeStrength = useCallback((v: string) => update((d) => withDerivation(d, 'tensileStrengthNmm2', v)), [update]);
  return (
    <FrameWithNote
      setup={calc}
      title={t('title')}
      headline={(r) => ({
        labelKey: 'front.thicknessMm',
        value: r.front?.thicknessMm ?? null,
        kind: 'thickness',
        status: r.warnings.length ? 'caution' : undefined,
      })}
      results={(r) => <ResultsOfDraft result={r} />}
    >
      <SegmentedField name="material" options={thickness.MATERIALS} />
      <FieldGroup titleKey="tank">
        <PresetOfSizes onPick={pickPreset} />
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
            <AllowableField onValue={changeAllowable} />
          </div>
          <NumberField name="safetyFactor" onValue={changeSafetyFactor} />
          <NumberField name="tensileStrengthNmm2" unit="nmm2" onValue={changeStrength} />
          <NumberField name="youngsModulusNmm2" unit="nmm2" />
        </FieldGroup>
      ) : (
        <FieldGroup titleKey="acrylic">
          <SelectField name="acrylicType" options={thickness.ACRYLIC_TYPES} />
          {acrylicType === 'custom' ? <NumberField name="allowableStressPsi" unit="psi" /> : null}
          <NumberField name="youngsModulusPsi" unit="psi" />
        </FieldGroup>
      )}
    </FrameWithNote>
  );
}

/**
 * The frame, and under it the reference note while no results are on screen (the results carry it, even the dimmed
 * last valid ones). The note needs the screen's state, so this reads it as <CalculatorFrame> does from a setup; the
 * form's fields, elements made by the form, are skipped when a keystroke renders it again.
 */
function FrameWithNote({
  setup,
  ...props
}: Omit<ComponentProps<typeof CalculatorFrame<ThicknessResult>>, 'calc'> & { setup: CalculatorSetup<ThicknessResult> }) {
  const calc = useCalculatorState(setup);
  return (
    <>
      <CalculatorFrame calc={calc} {...props} />
      {calc.result === null && calc.stale === null ? <ReferenceNote /> : null}
    </>
  );
}

/** The results with the draft they depend on and the preset it holds, read where they are shown. */
function ResultsOfDraft({ result }: { result: ThicknessResult }) {
  const { draft } = useCalculatorContext();
  return <ThicknessResults result={result} draft={draft} preset={presetOfThickness(draft)} />;
}

/** The preset the size fields still hold, read from those fields alone. */
function PresetOfSizes({ onPick }: { onPick: (preset: TankPreset) => void }) {
  const sizes = { lengthMm: useDraftAt('lengthMm'), widthMm: useDraftAt('widthMm'), waterHeightMm: useDraftAt('waterHeightMm') };
  return <TankPresetPicker current={presetOfThickness(sizes)} onPick={onPick} />;
}

/** The allowable stress: the visitor's text while it agrees with σ ÷ SF, else σ ÷ SF (allowableText). */
function AllowableField({ onValue }: { onValue: (value: string) => void }) {
  const { draft } = useCalculatorContext();
  return <NumberField name={ALLOWABLE_KEY} unit="nmm2" value={allowableText(draft)} onValue={onValue} />;
}
