'use client';

import { useLocale, useTranslations } from 'next-intl';
import { findSaltPreset, SALT_IDS } from '@/lib/calculators/saltmix';
import { formatNumber } from '@/lib/format';
import { useCalculatorContext } from '../kit/calculator-context';
import { NumberField, SelectField } from '../kit/fields';
import { PresetInfo } from '../kit/preset-info';

/** The salt: a preset with its grade, basis and source (docs/presets.md), or the visitor's own grams per litre. */
export function SaltProduct() {
  const calc = useCalculatorContext();
  const t = useTranslations('Calculators.saltmix');
  const locale = useLocale();
  const preset = findSaltPreset(typeof calc.draft.saltId === 'string' ? calc.draft.saltId : '');
  const grams = preset ? formatNumber(preset.gramsPerLiterAt35, locale, 2) : '';
  return (
    <>
      <SelectField
        name="saltId"
        options={SALT_IDS}
        // A typed figure overrides a preset, so a new choice starts without one.
        onValue={(v) => calc.update((d) => ({ ...d, saltId: v, gramsPerLiterAt35: '' }))}
      />
      {preset ? (
        <PresetInfo grade={preset.grade} source={t(`presetSources.${preset.id}`)} label={t(`presetBasis.${preset.id}`, { grams })} />
      ) : null}
      <NumberField
        name="gramsPerLiterAt35"
        unit="gPerL"
        labelKey={preset ? 'gramsPerLiterAt35.preset' : 'gramsPerLiterAt35.custom'}
        placeholder={grams || undefined}
      />
    </>
  );
}
