'use client';

import { getPreset, type DosingParameter } from '@/lib/calculators/dosing';
import { presetsFor } from '@/lib/calculators/dosing/form';
import type { Draft } from '@/lib/calculators/state';
import { labelText } from '../kit/preset-info';
import { useCalculatorContext } from '../kit/calculator-context';
import { SelectField } from '../kit/fields';
import { PresetInfo } from '../kit/preset-info';
import { useCalcT, useLooseT } from '../kit/use-calc-t';

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
  name: 'additiveId' | 'dosedAdditiveId';
  parameter: DosingParameter;
  withNone?: boolean;
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const td = useLooseT('Calculators.dosing');
  const selected = calc.draft[name];
  const id = typeof selected === 'string' ? selected : '';
  const preset = getPreset(id);
  const ids: string[] = presetsFor(parameter).map((p) => p.id);
  // a link may name a product of another parameter: keep it visible so its warning makes sense
  const values = [...(withNone ? ['none'] : []), ...ids, ...(preset && !ids.includes(id) ? [id] : []), 'custom'];
  const label = (v: string) => (v === 'none' || v === 'custom' ? t(`options.${name}.${v}`) : td(`options.additiveId.${v}`));
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
          {...labelText(preset.label, td.has(`presetLabels.${preset.id}`) ? td(`presetLabels.${preset.id}`) : null)}
        />
      ) : id === 'custom' ? (
        <PresetInfo grade="custom" source={t('customSource')} />
      ) : null}
    </>
  );
}
