'use client';

import { useTranslations, type Messages } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { ADDITIVE_FORMS, getPreset, type DosingParameter } from '@/lib/calculators/dosing';
import { presetsFor } from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import { useDraftAt, useFormStore, useIssueAt } from '../kit/calculator-context';
import { FieldGroup, NumberField, SegmentedField, SelectField } from '../kit/fields';
import { labelText, PresetInfo } from '../kit/preset-info';
import { hasTranslatedLabel } from './preset-labels';

/** Label figures a custom product starts from when they are still empty: "1 mL … in 100 L". */
const LABEL_START = { labelAmount: '1', labelVolumeL: '100' } as const;

/**
 * The additive: only the presets made for the parameter, each with its grade, the maker's wording and the source;
 * or the visitor's own product typed as its label, "X mL raises Y in Z L".
 */
export function AdditiveFields({ parameter, levelUnit, form }: { parameter: DosingParameter; levelUnit: string; form: 'liquid' | 'dry' }) {
  // the additive alone, not the whole draft: a keystroke in another field does not render these again
  const additiveId = useDraftAt('additiveId');
  const t = useTranslations('Calculators.dosing');
  const id = typeof additiveId === 'string' ? additiveId : '';
  const preset = getPreset(id);
  // a link may name an additive of another parameter: keep it visible so its error makes sense
  const options = useMemo(() => {
    const ids: string[] = presetsFor(parameter).map((p) => p.id);
    return [...ids, ...(getPreset(id) && !ids.includes(id) ? [id] : []), 'custom'];
  }, [parameter, id]);
  const { update } = useFormStore();
  // stable, so the memoized select skips a keystroke in another field
  const choose = useCallback(
    (value: string) =>
      update((d: Draft) => {
        if (value !== 'custom') return { ...d, additiveId: value };
        return {
          ...d,
          additiveId: value,
          labelAmount: d.labelAmount || LABEL_START.labelAmount,
          labelVolumeL: d.labelVolumeL || LABEL_START.labelVolumeL,
        };
      }),
    [update],
  );
  return (
    <>
      <SelectField name="additiveId" options={options} onValue={choose} />
      {preset ? (
        <PresetInfo
          grade={preset.grade}
          source={t.has(`presetSources.${preset.id}`) ? t(`presetSources.${preset.id}`) : preset.source}
          {...labelText(preset.label, hasTranslatedLabel(preset.id) ? t(`presetLabels.${preset.id}`) : null)}
        />
      ) : (
        <PresetInfo grade="custom" source={t('customSource')} />
      )}
      {id === 'custom' ? <CustomLabel calculator="dosing" levelUnit={levelUnit} form={form} /> : null}
    </>
  );
}

/** The calculators whose messages have the custom label's hint and error (the dosing screen and the consumption planner). */
type CustomLabelCalculator = {
  [S in keyof Messages['Calculators']]: Messages['Calculators'][S] extends { labelHint: string; strengthOutOfRange: string } ? S : never;
}[keyof Messages['Calculators']];

/**
 * A custom product typed as its label, "X mL raises Y in Z L". The consumption planner shows it too: `calculator` picks
 * whose messages it reads.
 */
export function CustomLabel({
  calculator,
  levelUnit,
  form,
}: {
  calculator: CustomLabelCalculator;
  levelUnit: string;
  form: 'liquid' | 'dry';
}) {
  const t = useTranslations('Calculators');
  const labelIssue = [useIssueAt('labelAmount'), useIssueAt('labelRise'), useIssueAt('labelVolumeL')].some(Boolean);
  const strengthIssue = useIssueAt('strengthPerMlPerL');
  // the strength itself can still be out of bounds (e.g. 0.0001 mL raises 500): say so under the group
  const strengthError = !labelIssue && strengthIssue ? t(`${calculator}.strengthOutOfRange`) : null;
  return (
    <FieldGroup titleKey="label">
      <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">{t(`${calculator}.labelHint`)}</p>
      <div className="sm:col-span-2">
        <SegmentedField name="customForm" options={ADDITIVE_FORMS} />
      </div>
      <NumberField name="labelAmount" unit={form === 'dry' ? 'g' : 'mL'} />
      <NumberField name="labelRise" unit={levelUnit} />
      <NumberField name="labelVolumeL" kind="volume" />
      {strengthError ? (
        <p id="strengthPerMlPerL-error" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-300">
          {strengthError}
        </p>
      ) : null}
    </FieldGroup>
  );
}
