'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { NumberField, SelectField } from '@/components/calculators/kit/fields';
import { savedAt, testDraftOf } from '@/lib/log/edit';
import type { LogParameter } from '@/lib/log/model';
import { NITRATE_UNITS, PHOSPHATE_UNITS } from '@/lib/log/params';
import { LOG_SALINITY_UNITS, testSchema, testTypedOf, testValues } from '@/lib/log/schema';
import { sgConventionsFor, type SgConvention } from '@/lib/seawater';
import { EntryFrame, nowText, textOf, useAlkUnitSync, type EntryFormProps } from './entry-frame';
import { NoteField, TimeField } from './log-fields';
import { useLogForm } from './use-log-form';

const TEST_ALK = ['alkalinity'] as const;

/**
 * A water test: any of the parameters, each in the unit the keeper reads it in. A specific gravity is read on the
 * scale picked beside it (the salinity screen's list and labels), which starts on the tank's scale (`sgScale`,
 * remembered per tank by use-sg-scale.ts; `sgChosen`: the keeper picked one, so the form starts on SG).
 */
export function TestForm({
  alkUnit,
  onSave,
  entry,
  onCancel,
  sgScale,
  sgChosen = false,
  onSgScale,
  focusParameter,
}: EntryFormProps & {
  sgScale: SgConvention;
  sgChosen?: boolean;
  onSgScale?: (scale: SgConvention) => void;
  /** the parameter a care task asks for: its field takes the focus when the form opens */
  focusParameter?: LogParameter;
}) {
  const t = useTranslations('Log');
  const scales = useTranslations('Calculators.salinity.options.sgConvention');
  const locale = useLocale();
  const [schema] = useState(() => testSchema(sgScale));
  const form = useLogForm(schema, () =>
    entry
      ? testDraftOf(entry, alkUnit, sgScale)
      : {
          at: nowText(),
          alkalinityUnit: alkUnit,
          nitrateUnit: 'no3',
          phosphateUnit: 'po4',
          salinityUnit: sgChosen ? 'sg' : 'ppt',
          sgConvention: sgScale,
        },
  );
  const sgOptions = sgConventionsFor(locale).map((c) => ({ value: c, label: scales(c) }));
  useAlkUnitSync(form, alkUnit, TEST_ALK);
  useEffect(() => {
    if (!focusParameter) return;
    // the kit's fields take their draft path as id (temperature is typed as temperatureC)
    const field = document.getElementById(focusParameter === 'temperature' ? 'temperatureC' : focusParameter);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  }, [focusParameter]);
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.test')}
      editing={!!entry}
      onCancel={onCancel}
      onValid={() => {
        const data = form.parsed.data!;
        // the scale a new SG was saved on is the tank's scale from now on, chosen in the list or not
        if (!entry && data.salinity !== undefined && data.salinityUnit === 'sg') onSgScale?.(data.sgConvention ?? sgScale);
        return onSave({
          kind: 'test',
          at: savedAt(textOf(form.draft.at), entry),
          values: testValues(data, sgScale),
          typed: testTypedOf(form.draft, sgScale),
          note: data.note,
        });
      }}
    >
      <TimeField idPrefix="test" />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="alkalinity" unit={alkUnit} />
        <NumberField name="calcium" unit="mgL" />
        <NumberField name="magnesium" unit="mgL" />
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="nitrate" />
          <SelectField name="nitrateUnit" options={NITRATE_UNITS} />
        </div>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="phosphate" />
          <SelectField name="phosphateUnit" options={PHOSPHATE_UNITS} />
        </div>
        <div className="grid grid-cols-[2fr_1fr] gap-2">
          <NumberField name="salinity" />
          <SelectField name="salinityUnit" options={LOG_SALINITY_UNITS} />
        </div>
        {form.draft.salinityUnit === 'sg' ? (
          <SelectField
            name="sgConvention"
            options={sgOptions}
            onValue={(v) => {
              form.set('sgConvention', v);
              onSgScale?.(v as SgConvention);
            }}
          />
        ) : null}
        <NumberField name="temperatureC" kind="temperature" />
        <NumberField name="ph" />
        <NumberField name="potassium" unit="mgL" />
      </div>
      <NoteField idPrefix="test" />
    </EntryFrame>
  );
}
