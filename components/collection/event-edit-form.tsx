'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/log/log-styles';
import { dayOf, savedDay } from '@/lib/collection/edit';
import { readPlacement } from '@/lib/collection/form';
import type { AnimalEventValues } from '@/lib/collection/model';
import { updateEvent } from '@/lib/collection/repo';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { LogWriteError } from '@/lib/log/repo';
import { PlacementFields } from './add-animal-form';
import { Field, formText } from './field';

/** An animal's event reopened: its date, what its kind has (a move's placement, a cause), its note. */
export function EventEditForm({
  db,
  event,
  title,
  onDone,
}: {
  db: LogDb;
  event: LogEntry;
  title: string;
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations('Collection');
  const tl = useTranslations('Log');
  const v = event.values as AnimalEventValues;
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const idp = `event-edit-${event.id}`;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const at = savedDay(formText(f, 'at'), event.at);
    if (!at) return setError(t('errors.date'));
    let placement;
    if (v.type === 'moved') {
      const p = readPlacement(formText(f, 'zone'), formText(f, 'heightCm'), formText(f, 'par'));
      if (typeof p === 'string') return setError(t(`errors.${p}`));
      placement = p;
    }
    const hasCause = v.type === 'lost' || v.type === 'rehomed' || v.type === 'note';
    try {
      await updateEvent(db, event.id, {
        at,
        ...(v.type === 'moved' ? { placement } : {}),
        ...(hasCause ? { cause: formText(f, 'cause') } : {}),
        note: formText(f, 'note'),
      });
      onDone(true);
    } catch (err) {
      setError(t(err instanceof LogWriteError && err.reason === 'quota' ? 'errors.quota' : 'errors.failed'));
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${idp}-title`}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid="edit-event"
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <h5 id={`${idp}-title`} className="font-semibold">
        {title}
      </h5>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${idp}-at`} label={t('fields.at')}>
          <input ref={first} id={`${idp}-at`} name="at" type="date" defaultValue={dayOf(event.at)} className={inputClass} />
        </Field>
        {v.type === 'moved' ? <PlacementFields idPrefix={idp} placement={v.placement} /> : null}
        {v.type === 'lost' || v.type === 'rehomed' || v.type === 'note' ? (
          <Field id={`${idp}-cause`} label={t('fields.cause')}>
            <input id={`${idp}-cause`} name="cause" defaultValue={v.cause ?? ''} maxLength={500} className={inputClass} />
          </Field>
        ) : null}
        <Field id={`${idp}-note`} label={t('fields.note')}>
          <input id={`${idp}-note`} name="note" defaultValue={event.note ?? ''} maxLength={2000} className={inputClass} />
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass}>
          {t('edit.save')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => onDone(false)}>
          {tl('cancel')}
        </button>
      </div>
    </form>
  );
}
