'use client';

import { useTranslations } from 'next-intl';
import { getPreset, type DosingParameter, type PresetId } from '@/lib/calculators/dosing';
import { presetsFor } from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import { labelText } from '../kit/preset-info';
import { useCalculatorContext } from '../kit/calculator-context';
import { SelectField } from '../kit/fields';
import { PresetInfo } from '../kit/preset-info';
import { hasTranslatedLabel } from '../dosing/preset-labels';

/** Label figures a custom product starts from when they are still empty: "1 mL … in 100 L" (as on the dosing screen). */
const LABEL_START = { labelAmount: '1', labelVolumeL: '100' } as const;

/**
 * A product of the dosing screen's presets for the parameter (names and sources from its messages), the visitor's
 * own product, and for what was dosed between the tests also "nothing". Shows the preset's grade, the maker's label in the
 * visitor's language (with the original wording beside it, as on the dosing screen) and the source.
 */
export function ProductSelect({
  name,
  parameter,
  withNone = false,
}: {
  parameter: DosingParameter;
} & ({ name: 'additiveId'; withNone?: false } | { name: 'dosedAdditiveId'; withNone?: boolean })) {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.consumption');
  const td = useTranslations('Calculators.dosing');
  const selected = calc.draft[name];
  const id = typeof selected === 'string' ? selected : '';
  const preset = getPreset(id);
  const ids: PresetId[] = presetsFor(parameter).map((p) => p.id);
  // a link may name a product of another parameter: keep it visible so its warning makes sense
  const values = [
    ...(withNone ? (['none'] as const) : []),
    ...ids,
    ...(preset && !ids.includes(preset.id) ? [preset.id] : []),
    'custom' as const,
  ];
  // "nothing" is offered only for what was dosed between the tests: the props' type allows `withNone` only there
  const label = (v: (typeof values)[number]) =>
    v === 'none' ? t('options.dosedAdditiveId.none') : v === 'custom' ? t(`options.${name}.custom`) : td(`options.additiveId.${v}`);
  const choose = (value: string) =>
    calc.update((d: Draft) => {
      if (value !== 'custom') return { ...d, [name]: value };
      return {
        ...d,
        [name]: value,
        labelAmount: d.labelAmount || LABEL_START.labelAmount,
        labelVolumeL: d.labelVolumeL || LABEL_START.labelVolumeL,
      };
    });
  return (
    <>
      <SelectField name={name} options={values.map((value) => ({ value, label: label(value) }))} onValue={choose} />
      {preset ? (
        <PresetInfo
          grade={preset.grade}
          source={td.has(`presetSources.${preset.id}`) ? td(`presetSources.${preset.id}`) : preset.source}
          {...labelText(preset.label, hasTranslatedLabel(preset.id) ? td(`presetLabels.${preset.id}`) : null)}
        />
      ) : id === 'custom' ? (
        <PresetInfo grade="custom" source={t('customSource')} />
      ) : null}
    </>
  );
}
