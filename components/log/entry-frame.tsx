'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMessages, useTranslations } from 'next-intl';
import { FormProvider } from '@/components/calculators/kit/calculator-context';
import { convertLevelText } from '@/lib/calculators/dilution/levels';
import type { Draft } from '@/lib/calculators/state';
import type { LogEntry } from '@/lib/log/model';
import type { EntryInput } from '@/lib/log/repo';
import { localInputValue } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';
import { FormActions, FormAlert } from './log-fields';
import { hasMessage } from '@/lib/i18n/runtime-key';
import type { LogErrorKey } from './log-messages';
import { useLogForm } from './use-log-form';

/** What an entry form hands over when valid: a new entry's fields, or an edited entry's new fields. */
export type Save = (input: Omit<EntryInput, 'tankId'>) => Promise<boolean>;

/** Props every entry form takes; with `entry` it opens prefilled from that entry and saves its changes. */
export interface EntryFormProps {
  alkUnit: AlkalinityUnit;
  onSave: Save;
  entry?: LogEntry | null;
  onCancel?: () => void;
}

export const nowText = () => localInputValue(new Date());
/** A draft value as the text typed or chosen (the forms keep only strings in the fields read this way). */
export const textOf = (value: Draft[string]): string => (typeof value === 'string' ? value : '');

/** The frame of one entry form: the kit's provider, submit (and cancel while editing), the form-level alert; the draft is kept on any error. */
export function EntryFrame({
  form,
  title,
  editing = false,
  onValid,
  onCancel,
  children,
}: {
  form: ReturnType<typeof useLogForm>;
  title: string;
  editing?: boolean;
  onValid: () => Promise<boolean>;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('Log');
  const errors = useMessages().Log.errors;
  const [alert, setAlert] = useState<LogErrorKey | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!form.parsed.success) {
      const formIssue = form.parsed.error.issues.find((i) => i.path[0] === 'form');
      // the schema's form-level issue (nothingEntered) is a Log.errors key; anything else reads as checkFields
      setAlert(formIssue && hasMessage(errors, formIssue.message) ? formIssue.message : 'checkFields');
      form.revealIssues();
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const ok = await onValid();
    setBusy(false);
    setAlert(ok ? null : 'writeFailed');
    if (ok && !editing) {
      setSaved(true);
      form.reset();
    }
  }
  return (
    <FormProvider value={form.state}>
      <form ref={ref} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label={title}>
        {children}
        <FormAlert messageKey={alert} />
        <FormActions submitLabel={editing ? t('entry.saveChanges') : t('entry.save')} busy={busy} onCancel={onCancel}>
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {saved ? t('entry.saved') : ''}
          </p>
        </FormActions>
      </form>
    </FormProvider>
  );
}

/** Re-expresses typed alkalinity texts when the keeper switches unit, so nothing typed changes meaning. */
export function useAlkUnitSync(form: ReturnType<typeof useLogForm>, alkUnit: AlkalinityUnit, paths: readonly string[]) {
  const prev = useRef(alkUnit);
  const { update } = form.state;
  useEffect(() => {
    const from = prev.current;
    prev.current = alkUnit;
    update((d) => {
      let next: Draft = { ...d, alkalinityUnit: alkUnit };
      for (const p of paths) {
        const [a, b] = p.split('.');
        if (b) next = { ...next, [a]: { ...(next[a] as Draft), [b]: convertLevelText((next[a] as Draft)?.[b], from, alkUnit) as string } };
        else next = { ...next, [a]: convertLevelText(next[a], from, alkUnit) as string };
      }
      return next;
    });
  }, [alkUnit, paths, update]);
}
