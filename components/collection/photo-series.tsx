'use client';

import { memo, useCallback, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { inputClass } from '@/components/log/log-styles';
import { Button } from '@/components/ui/button';
import { dayOf, savedDay } from '@/lib/collection/edit';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { PhotoValues } from '@/lib/collection/model';
import { deletePhoto, updatePhoto } from '@/lib/collection/repo';
import { LogWriteError } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';
import { ConfirmDelete } from './confirm-delete';
import { EditFormFrame } from './edit-form-frame';
import { Field, formText } from './field';
import { LocalPhoto, PhotoFileInput } from './local-photo';
import { PhotoChanges } from './photo-changes';
import { usePhotoPick } from './use-photo-pick';
import { VirtualList } from './virtual-list';

/**
 * A dated series of photos (of an animal, or of the tank): adding one, editing its date and caption, deleting it, two
 * side by side. Memoised with its rows: a change elsewhere in the livestock section does not render 1,000 photos' rows
 * again, and scrolling renders only the rows that come into view.
 */
export const PhotoSeries = memo(function PhotoSeries({
  db,
  tank,
  animalId,
  title,
  name,
  photos,
  entries,
  alkUnit,
  labelOf,
}: {
  db: LogDb;
  tank: LogTank;
  animalId: string | null;
  title: string;
  name: string;
  photos: readonly LogEntry[];
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  labelOf: (id: string) => string;
}) {
  const t = useTranslations('Collection.photos');
  const tc = useTranslations('Collection');
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { pick, busy, status, setStatus, error, setError } = usePhotoPick(db, tank.id, animalId, () => t('saved'));
  const [compare, setCompare] = useState<string[]>([]);
  const inputId = `photo-input-${animalId ?? 'tank'}`;
  const dateOf = (p: LogEntry) => formatLogTime((p.values as PhotoValues).takenAt, locale);
  const editedPhoto = editing ? photos.find((p) => p.id === editing) : undefined;
  const deletedPhoto = deleting ? photos.find((p) => p.id === deleting) : undefined;
  const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  async function remove(id: string) {
    try {
      await deletePhoto(db, id);
      setDeleting(null);
      setCompare((c) => c.filter((x) => x !== id));
      setStatus(tc('delete.photoDone'));
    } catch (err) {
      setError(err instanceof LogWriteError && err.reason === 'quota' ? 'quota' : 'failed');
    }
  }
  const toggle = useCallback((id: string) => setCompare((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].slice(-2))), []);
  const onEdit = useCallback(
    (id: string) => {
      setEditing((e) => (e === id ? null : id));
      setDeleting(null);
      setStatus(null);
    },
    [setStatus],
  );
  const onDelete = useCallback(
    (id: string) => {
      setDeleting(id);
      setEditing(null);
      setStatus(null);
    },
    [setStatus],
  );
  const newest = useMemo(() => [...photos].reverse(), [photos]);
  const render = useCallback(
    (p: LogEntry) => (
      <PhotoRow
        db={db}
        photo={p}
        name={name}
        compared={compare.includes(p.id)}
        editing={editing === p.id}
        onToggle={toggle}
        onEdit={onEdit}
        onDelete={onDelete}
        entries={entries}
        alkUnit={alkUnit}
        labelOf={labelOf}
      />
    ),
    [db, name, compare, editing, toggle, onEdit, onDelete, entries, alkUnit, labelOf],
  );
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2" data-testid={animalId ? 'animal-photos' : 'tank-photos'}>
      <h4 id={`${inputId}-title`} className="font-semibold">
        {title}
      </h4>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('add')}
        </label>
        <PhotoFileInput id={inputId} busy={busy} onPick={pick} />
      </div>
      <div role="status" className="text-sm" data-testid="photo-status">
        {status ?? ''}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300" data-testid="photo-error">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      {photos.length === 0 ? (
        <p className="text-sm">{t('empty')}</p>
      ) : (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('compareHelp')}</p>
      )}
      {compare.length === 2 ? (
        <div aria-label={t('compareTitle')} role="group" className="grid grid-cols-2 gap-2" data-testid="photo-compare">
          {compare
            .map((id) => photos.find((p) => p.id === id))
            .filter((p): p is LogEntry => !!p)
            .sort((a, b) => (a.values as PhotoValues).takenAt.localeCompare((b.values as PhotoValues).takenAt))
            .map((p) => (
              <Picture key={p.id} db={db} photo={p} which="full" name={name} />
            ))}
        </div>
      ) : null}
      {editedPhoto ? (
        <PhotoEditForm
          key={editedPhoto.id}
          db={db}
          photo={editedPhoto}
          title={tc('edit.photoLabel', { date: dateOf(editedPhoto) })}
          onDone={(saved) => {
            const id = editedPhoto.id;
            setEditing(null);
            if (saved) setStatus(tc('edit.photoDone'));
            refocus(`photo-edit-${id}`);
          }}
        />
      ) : null}
      {deletedPhoto ? (
        <ConfirmDelete
          question={tc('delete.photoAsk', { date: dateOf(deletedPhoto) })}
          onConfirm={() => void remove(deletedPhoto.id)}
          onCancel={() => (setDeleting(null), refocus(`photo-delete-${deletedPhoto.id}`))}
        />
      ) : null}
      <VirtualList items={newest} rowHeight={120} height={120 * 5} label={title} keyOf={keyOf} testId="photo-list" render={render} />
    </section>
  );
});

const keyOf = (p: LogEntry) => p.id;

/** One photo of the list: its thumbnail (read from IndexedDB only while the row is rendered), compare, edit, delete, the changes. */
const PhotoRow = memo(function PhotoRow({
  db,
  photo: p,
  name,
  compared,
  editing,
  onToggle,
  onEdit,
  onDelete,
  entries,
  alkUnit,
  labelOf,
}: {
  db: LogDb;
  photo: LogEntry;
  name: string;
  compared: boolean;
  editing: boolean;
  onToggle: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  labelOf: (id: string) => string;
}) {
  const t = useTranslations('Collection.photos');
  const tc = useTranslations('Collection');
  const locale = useLocale();
  const date = formatLogTime((p.values as PhotoValues).takenAt, locale);
  return (
    <div className="flex h-full gap-3 border-b border-slate-200 py-2 text-sm dark:border-slate-700">
      {/* a path arriving from the sync lets this browser fetch a picture it lacks */}
      <Picture key={(p.values as PhotoValues).storagePath ?? 'local'} db={db} photo={p} which="thumb" name={name} />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={compared} onChange={() => onToggle(p.id)} className="h-4 w-4 accent-cyan-700" />
            {t('compare')}
          </label>
          <Button
            variant="text"
            type="button"
            id={`photo-edit-${p.id}`}
            aria-expanded={editing}
            aria-label={tc('edit.photoLabel', { date })}
            onClick={() => onEdit(p.id)}
          >
            {tc('edit.button')}
          </Button>
          <button
            type="button"
            id={`photo-delete-${p.id}`}
            className="text-red-700 underline dark:text-red-300"
            aria-label={tc('delete.photoLabel', { date })}
            onClick={() => onDelete(p.id)}
          >
            {tc('delete.button')}
          </button>
        </div>
        {p.note ? <p className="truncate">{p.note}</p> : null}
        <PhotoChanges photo={p} entries={entries} alkUnit={alkUnit} labelOf={labelOf} />
      </div>
    </div>
  );
});

function Picture({ db, photo, which, name }: { db: LogDb; photo: LogEntry; which: 'full' | 'thumb'; name: string }) {
  const t = useTranslations('Collection.photos');
  const locale = useLocale();
  const v = photo.values as PhotoValues;
  const date = formatLogTime(v.takenAt, locale);
  return (
    <figure className={`flex flex-col gap-1 ${which === 'thumb' ? '' : 'min-w-0'}`}>
      <LocalPhoto
        db={db}
        photo={photo}
        which={which}
        alt={t('alt', { name, date })}
        box={which === 'thumb' ? 'h-24 w-32 shrink-0' : 'w-full'}
        testId={`photo-${which}`}
      />
      <figcaption className="text-xs">
        <time dateTime={v.takenAt}>{date}</time>
      </figcaption>
    </figure>
  );
}

/** A photo's date and caption reopened. */
function PhotoEditForm({ db, photo, title, onDone }: { db: LogDb; photo: LogEntry; title: string; onDone: (saved: boolean) => void }) {
  const t = useTranslations('Collection');
  const v = photo.values as PhotoValues;
  const idp = `photo-form-${photo.id}`;
  async function save(f: FormData) {
    const takenAt = savedDay(formText(f, 'takenAt'), v.takenAt);
    if (!takenAt) return t('errors.date');
    await updatePhoto(db, photo.id, { takenAt, note: formText(f, 'caption') });
  }
  return (
    <EditFormFrame idPrefix={idp} title={title} testId="edit-photo" className="text-sm" onSave={save} onDone={onDone}>
      <Field id={`${idp}-takenAt`} label={t('edit.takenAt')}>
        <input id={`${idp}-takenAt`} name="takenAt" type="date" defaultValue={dayOf(v.takenAt)} className={inputClass} />
      </Field>
      <Field id={`${idp}-caption`} label={t('edit.caption')}>
        <input id={`${idp}-caption`} name="caption" defaultValue={photo.note ?? ''} maxLength={2000} className={inputClass} />
      </Field>
    </EditFormFrame>
  );
}
