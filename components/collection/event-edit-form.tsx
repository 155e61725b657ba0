'use client';

import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/log/log-styles';
import { dayOf, savedDay } from '@/lib/collection/edit';
import { readPlacement } from '@/lib/collection/form';
import type { AnimalEventValues } from '@/lib/collection/model';
import type { SavedParMap } from '@/lib/collection/par-map';
import { updateEvent } from '@/lib/collection/repo';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { PlacementFields } from './add-animal-form';
import { EditFormFrame } from './edit-form-frame';
import { Field, formText } from './field';

/**
 * An animal's event reopened: its date, what its kind has (a move's placement, filled from the tank's saved PAR map
 * like the other placements when there is one; a cause), its note.
 */
export function EventEditForm({
  db,
  event,
  title,
  parMap = null,
  onDone,
}: {
  db: LogDb;
  event: LogEntry;
  title: string;
  /** the tank's newest saved PAR map, if any */
  parMap?: SavedParMap | null;
  onDone: (saved: boolean) => void;
}) {
  const t = useTranslations('Collection');
  const v = event.values as AnimalEventValues;
  const idp = `event-edit-${event.id}`;
  const hasCause = v.type === 'lost' || v.type === 'rehomed' || v.type === 'note';
  async function save(f: FormData) {
    const at = savedDay(formText(f, 'at'), event.at);
    if (!at) return t('errors.date');
    let placement;
    if (v.type === 'moved') {
      const p = readPlacement(formText(f, 'zone'), formText(f, 'heightCm'), formText(f, 'par'));
      if (typeof p === 'string') return t(`errors.${p}`);
      placement = p;
    }
    await updateEvent(db, event.id, {
      at,
      ...(v.type === 'moved' ? { placement } : {}),
      ...(hasCause ? { cause: formText(f, 'cause') } : {}),
      note: formText(f, 'note'),
    });
  }
  return (
    <EditFormFrame idPrefix={idp} title={title} testId="edit-event" onSave={save} onDone={onDone}>
      <Field id={`${idp}-at`} label={t('fields.at')}>
        <input id={`${idp}-at`} name="at" type="date" defaultValue={dayOf(event.at)} className={inputClass} />
      </Field>
      {v.type === 'moved' ? <PlacementFields idPrefix={idp} placement={v.placement} map={parMap} /> : null}
      {hasCause ? (
        <Field id={`${idp}-cause`} label={t('fields.cause')}>
          <input id={`${idp}-cause`} name="cause" defaultValue={v.cause ?? ''} maxLength={500} className={inputClass} />
        </Field>
      ) : null}
      <Field id={`${idp}-note`} label={t('fields.note')}>
        <input id={`${idp}-note`} name="note" defaultValue={event.note ?? ''} maxLength={2000} className={inputClass} />
      </Field>
    </EditFormFrame>
  );
}
