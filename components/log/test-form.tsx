'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { NumberField, SelectField } from '@/components/calculators/kit/fields';
import { savedAt, testDraftOf } from '@/lib/log/edit';
import { NITRATE_UNITS, PHOSPHATE_UNITS, sgConventionFor } from '@/lib/log/params';
import { LOG_SALINITY_UNITS, TEST_TYPED_FIELDS, testSchema, testValues, typedOf } from '@/lib/log/schema';
import { EntryFrame, nowText, textOf, useAlkUnitSync, type EntryFormProps } from './entry-frame';
import { NoteField, TimeField } from './log-fields';
import { useLogForm } from './use-log-form';

const TEST_ALK = ['alkalinity'] as const;

/** A water test: any of the parameters, each in the unit the keeper reads it in (salinity with the locale's SG convention). */
export function TestForm({ alkUnit, onSave, entry, onCancel }: EntryFormProps) {
  const t = useTranslations('Log');
  const locale = useLocale();
  const sg = sgConventionFor(locale);
  const [schema] = useState(() => testSchema(sg));
  const form = useLogForm(schema, () =>
    entry
      ? testDraftOf(entry, alkUnit, sg)
      : { at: nowText(), alkalinityUnit: alkUnit, nitrateUnit: 'no3', phosphateUnit: 'po4', salinityUnit: 'ppt' },
  );
  useAlkUnitSync(form, alkUnit, TEST_ALK);
  return (
    <EntryFrame
      form={form}
      title={t('entry.kinds.test')}
      editing={!!entry}
      onCancel={onCancel}
      onValid={() => {
        const data = form.parsed.data!;
        return onSave({
          kind: 'test',
          at: savedAt(textOf(form.draft.at), entry),
          values: testValues(data, sg),
          typed: typedOf(form.draft, TEST_TYPED_FIELDS),
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
        <NumberField name="temperatureC" kind="temperature" />
        <NumberField name="ph" />
        <NumberField name="potassium" unit="mgL" />
      </div>
      <NoteField idPrefix="test" />
    </EntryFrame>
  );
}
