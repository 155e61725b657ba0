'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from '@/components/calculators/kit/calculator-context';
import { useIssueText } from '@/components/calculators/kit/fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { InputField } from '@/components/ui/input-field';
import { TextArea } from '@/components/ui/inputs';
import { getAt } from '@/lib/calculators/state';
import { useState, type ReactNode } from 'react';
import type { LogErrorKey } from './log-messages';

/** The entry's fields the calculator kit has no counterpart for: when (datetime-local) and the note. */
type EntryFieldName = 'at' | 'note';

/** A field of the entry's draft outside the kit's ids: `${idPrefix}-${name}`, its label under Log.form.fields, its issue. */
function useEntryField(name: EntryFieldName, idPrefix: string) {
  const calc = useFormContext();
  // the log's forms give the kit the namespace 'Log.form' (use-log-form.ts)
  const t = useTranslations('Log.form');
  const value = getAt(calc.draft, name);
  return {
    id: `${idPrefix}-${name}`,
    label: t(`fields.${name}`),
    error: useIssueText(calc.issues[name]),
    value: typeof value === 'string' ? value : '',
    set: (next: string) => calc.set(name, next),
  };
}

/** A typed time this far past the clock is a typo to point out (a year off), not a clock a minute ahead. */
const FUTURE_SLACK_MS = 3_600_000;

/**
 * When the entry happened: local date and time, prefilled with now. A time typed in the future is saved as typed,
 * with a hint to check it: what to dose reads the latest test as today's.
 */
export function TimeField({ name = 'at', idPrefix }: { name?: EntryFieldName; idPrefix: string }) {
  const t = useTranslations('Log.form.help');
  const { set, ...field } = useEntryField(name, idPrefix);
  const [future, setFuture] = useState(false);
  return (
    <InputField
      {...field}
      name={name}
      type="datetime-local"
      hint={future ? t('futureAt') : undefined}
      onChange={(e) => {
        set(e.target.value);
        // a datetime-local value has no zone: Date.parse reads it as local time, as the form stores it
        setFuture(Date.parse(e.target.value) > Date.now() + FUTURE_SLACK_MS);
      }}
    />
  );
}

export function NoteField({ idPrefix }: { idPrefix: string }) {
  const { id, label, error, value, set } = useEntryField('note', idPrefix);
  return (
    <Field id={id} label={label} error={error}>
      {(control) => <TextArea {...control} name="note" rows={2} maxLength={4000} value={value} onChange={(e) => set(e.target.value)} />}
    </Field>
  );
}

/** A form-level message: refused as a whole (nothing entered) or a write that failed; role=alert so it is announced. */
export function FormAlert({ messageKey }: { messageKey: LogErrorKey | null }) {
  const t = useTranslations('Log.errors');
  if (!messageKey) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
    >
      {t(messageKey)}
    </p>
  );
}

/** A log form's buttons: submit (disabled while saving), Cancel when the form can be left, and what follows them. */
export function FormActions({
  submitLabel,
  busy,
  onCancel,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('Log');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="action" type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="quiet" type="button" onClick={onCancel}>
          {t('cancel')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
