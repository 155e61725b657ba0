'use client';

import { useLocale, useTranslations } from 'next-intl';
import { findSaltPreset, SALT_IDS, statedBasisRange } from '@/lib/calculators/saltmix';
import { formatNumber } from '@/lib/format';
import { useDraftAt, useFormStore } from '../kit/calculator-context';
import { NumberField, SelectField } from '../kit/fields';
import { PresetInfo } from '../kit/preset-info';

/** The salt: a preset with its grade, basis and source (docs/presets.md), or the visitor's own grams per litre. */
export function SaltProduct() {
  // the salt alone, not the whole draft: a keystroke in another field does not render these again
  const { update } = useFormStore();
  const saltId = useDraftAt('saltId');
  const t = useTranslations('Calculators.saltmix');
  const locale = useLocale();
  const preset = findSaltPreset(typeof saltId === 'string' ? saltId : '');
  const grams = preset ? formatNumber(preset.gramsPerLiterAt35, locale, 'saltGramsPerLitre') : '';
  return (
    <>
      <SelectField
        name="saltId"
        options={SALT_IDS}
        // A typed figure overrides a preset, so a new choice starts without one.
        onValue={(v) => update((d) => ({ ...d, saltId: v, gramsPerLiterAt35: '' }))}
      />
      {preset ? (
        <PresetInfo grade={preset.grade} source={t(`presetSources.${preset.id}`)} label={t(`presetBasis.${preset.id}`, { grams })} />
      ) : null}
      {preset?.ifReadOn254 !== undefined ? (
        <AssumedScaleNote grams={grams} alt={formatNumber(preset.ifReadOn254, locale, 'saltGramsEstimate')} />
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

/** Why a salt whose maker states no SG scale comes out above every other brand (docs/presets.md: grade C with a note). */
function AssumedScaleNote({ grams, alt }: { grams: string; alt: string }) {
  const t = useTranslations('Calculators.saltmix');
  const locale = useLocale();
  const { low, high } = statedBasisRange();
  return (
    <p
      className="rounded-md border border-amber-300 p-3 text-sm text-slate-800 dark:border-amber-700 dark:text-slate-200"
      data-testid="assumed-scale-note"
    >
      {t('assumedScaleNote', {
        grams,
        alt,
        low: formatNumber(low, locale, 'saltGramsEstimate'),
        high: formatNumber(high, locale, 'saltGramsEstimate'),
      })}
    </p>
  );
}
