'use client';

import { useMessages, useTranslations } from 'next-intl';
import { NumberField, SegmentedField, SelectField } from '@/components/calculators/kit/fields';
import { labelText, PresetInfo } from '@/components/calculators/kit/preset-info';
import { firstPresetFor, presetsFor } from '@/lib/calculators/dosing/form';
import { getPreset, PARAMETERS as DOSE_PARAMETERS } from '@/lib/calculators/dosing/presets';
import { doseDraftOf, savedAt } from '@/lib/log/edit';
import type { LogTank } from '@/lib/log/model';
import { doseSchema, doseValues } from '@/lib/log/schema';
import { EntryFrame, nowText, textOf, useAlkUnitSync, type EntryFormProps } from './entry-frame';
import { NoteField, TimeField } from './log-fields';
import { hasMessage } from '@/lib/i18n/runtime-key';
import { useLogForm } from './use-log-form';

const NO_PATHS = [] as const;

/** A dose: a preset of the dosing screen (its own form decides mL or g), or a custom product typed as its label. */
export function DoseForm({ alkUnit, tank, onSave, entry, onCancel }: EntryFormProps & { tank: LogTank }) {
  const t = useTranslations('Log');
  const td = useTranslations('Calculators.dosing');
  const presetLabels = useMessages().Calculators.dosing.presetLabels;
  const form = useLogForm(doseSchema, () => {
    if (entry) return doseDraftOf(entry, alkUnit);
    const additiveId = tank.additives?.alkalinity ?? firstPresetFor('alkalinity');
    return {
      at: nowText(),
      parameter: 'alkalinity',
      alkalinityUnit: alkUnit,
      additiveId,
      amount: '',
      amountUnit: 'ml',
      labelAmount: '',
      labelRise: '',
      labelVolumeL: '',
    };
  });
  useAlkUnitSync(form, alkUnit, NO_PATHS);
  const parameter = textOf(form.draft.parameter) as (typeof DOSE_PARAMETERS)[number];
  const additiveId = textOf(form.draft.additiveId);
  const preset = getPreset(additiveId);
  const unit = preset ? (preset.form === 'dry' ? 'g' : 'mL') : form.draft.amountUnit === 'g' ? 'g' : 'mL';
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.dose')}
      editing={!!entry}
      onCancel={onCancel}
      onValid={() => {
        const data = form.parsed.data!;
        return onSave({
          kind: 'dose',
          at: savedAt(textOf(form.draft.at), entry),
          values: doseValues(data),
          typed: { amount: `${textOf(form.draft.amount)} ${unit}` },
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="dose" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="parameter"
          options={DOSE_PARAMETERS}
          onValue={(p) =>
            form.state.update((d) => ({
              ...d,
              parameter: p,
              additiveId: tank.additives?.[p as 'calcium'] ?? firstPresetFor(p as 'calcium'),
            }))
          }
        />
        <SelectField
          name="additiveId"
          options={[
            ...presetsFor(parameter).map((p) => ({
              value: p.id,
              label: td.has(`options.additiveId.${p.id}`) ? td(`options.additiveId.${p.id}`) : p.product,
            })),
            'custom',
          ]}
        />
        <NumberField name="amount" unit={unit} />
        {preset ? null : <SegmentedField name="amountUnit" options={['ml', 'g']} />}
      </div>
      {preset ? (
        // The dosing screen's names, sources and label translations: the same preset reads the same on both screens.
        <PresetInfo
          grade={preset.grade}
          source={td.has(`presetSources.${preset.id}`) ? td(`presetSources.${preset.id}`) : preset.source}
          {...labelText(preset.label, hasMessage(presetLabels, preset.id) ? td(`presetLabels.${preset.id}`) : null)}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField name="labelAmount" unit={unit} />
          <NumberField name="labelRise" unit={parameter === 'alkalinity' ? alkUnit : 'mgL'} />
          <NumberField name="labelVolumeL" unit="L" />
        </div>
      )}
      <NoteField idPrefix="dose" />
    </EntryFrame>
  );
}
