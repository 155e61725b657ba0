'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { NumberField, SegmentedField } from '@/components/calculators/kit/fields';
import { presetLevelText } from '@/lib/calculators/dilution/levels';
import { savedAt, waterChangeDraftOf } from '@/lib/log/edit';
import type { LogTank } from '@/lib/log/model';
import { NEW_WATER_PARAMETERS, waterChangeSchema, waterChangeValues } from '@/lib/log/schema';
import type { AlkalinityUnit } from '@/lib/units';
import { EntryFrame, nowText, textOf, useAlkUnitSync, type EntryFormProps } from './entry-frame';
import { NoteField, TimeField } from './log-fields';
import { useLogForm } from './use-log-form';

const NEW_WATER_ALK = ['newWater.alkalinity'] as const;

function presetTexts(preset: 'natural-sw' | 'rodi', alkUnit: AlkalinityUnit) {
  return Object.fromEntries(NEW_WATER_PARAMETERS.map((p) => [p, presetLevelText(preset, p, alkUnit)]));
}

/** A water change: litres or a percentage of the tank, and the new water's levels (Natural SW or RODI presets). */
export function WaterChangeForm({ alkUnit, tank, onSave, entry, onCancel }: EntryFormProps & { tank: LogTank }) {
  const t = useTranslations('Log');
  const [schema] = useState(() => waterChangeSchema(tank.volumeL));
  const form = useLogForm(schema, () =>
    entry
      ? waterChangeDraftOf(entry, tank.volumeL, alkUnit)
      : {
          at: nowText(),
          changeMode: 'percent',
          changeVolumeL: '',
          changePct: '',
          alkalinityUnit: alkUnit,
          newWaterPreset: 'natural-sw',
          newWater: presetTexts('natural-sw', alkUnit),
        },
  );
  useAlkUnitSync(form, alkUnit, NEW_WATER_ALK);
  const mode = form.draft.changeMode;
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.water_change')}
      editing={!!entry}
      onCancel={onCancel}
      onValid={() => {
        const data = form.parsed.data!;
        const typed =
          mode === 'percent' ? { change: `${textOf(form.draft.changePct)} %` } : { change: `${textOf(form.draft.changeVolumeL)} L` };
        return onSave({
          kind: 'water_change',
          at: savedAt(textOf(form.draft.at), entry),
          values: waterChangeValues(data, tank.volumeL),
          typed,
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="wc" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SegmentedField name="changeMode" options={['percent', 'volume']} />
        {mode === 'volume' ? <NumberField name="changeVolumeL" kind="volume" /> : <NumberField name="changePct" unit="percent" />}
      </div>
      <SegmentedField
        name="newWaterPreset"
        options={['natural-sw', 'rodi', 'custom']}
        onValue={(p) =>
          form.state.update((d) => ({
            ...d,
            newWaterPreset: p,
            ...(p === 'custom' ? {} : { newWater: presetTexts(p as 'rodi', alkUnit) }),
          }))
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {NEW_WATER_PARAMETERS.map((p) => (
          <NumberField key={p} name={`newWater.${p}` as const} unit={p === 'alkalinity' ? alkUnit : p === 'salinity' ? 'ppt' : 'mgL'} />
        ))}
      </div>
      <NoteField idPrefix="wc" />
    </EntryFrame>
  );
}
