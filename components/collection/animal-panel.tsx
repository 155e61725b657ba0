'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { deletableEvent } from '@/lib/collection/edit';
import type { Catalogue } from '@/lib/collection/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { inputClass } from '@/components/log/log-styles';
import { ancestorsOf, descendantsOf, type Animal, type Collection } from '@/lib/collection/animals';
import type { CareFinding } from '@/lib/collection/care';
import { readPlacement } from '@/lib/collection/form';
import { EVENT_TYPES, type Placement } from '@/lib/collection/model';
import { latestParMap } from '@/lib/collection/par-map';
import { deleteAnimal, deleteEvent, fragAnimal, recordEvent, type EventInput } from '@/lib/collection/repo';
import type { LogDb } from '@/lib/log/db';
import { formatCurrency, isCurrency } from '@/lib/money';
import type { LogEntry, LogTank } from '@/lib/log/model';
import { formatNumber } from '@/lib/number/text';
import { LogWriteError } from '@/lib/log/repo';
import { formatLogTime } from '@/lib/log/time';
import type { AlkalinityUnit } from '@/lib/units';
import type { Species, SpeciesSource } from '@/lib/species/types';
import { AddAnimalForm, PlacementFields } from './add-animal-form';
import { ConfirmDelete } from './confirm-delete';
import { EventEditForm } from './event-edit-form';
import { CareLines } from './care-lines';
import { CareNotes } from './care-notes';
import { EventLine } from './event-line';
import { Field, formText } from './field';
import { PhotoSeries } from './photo-series';

const RECORDABLE = EVENT_TYPES.filter((e): e is EventInput['type'] => e !== 'added' && e !== 'fragged');
const noon = (date: string) => new Date(`${date}T12:00:00`).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

interface Props {
  db: LogDb;
  tank: LogTank;
  animal: Animal;
  collection: Collection;
  entries: readonly LogEntry[];
  species: Species | undefined;
  findings: readonly CareFinding[];
  sources: ReadonlyMap<string, SpeciesSource> | undefined;
  catalogue: Catalogue | null;
  nameOf: (a: Animal) => string;
  alkUnit: AlkalinityUnit;
  onOpen: (id: string) => void;
  onClose: () => void;
  onNotice: (text: string) => void;
}

/** One animal: what it is and where, its care notes and checks, its lineage, its events and photos; record, fragment. */
export function AnimalPanel({
  db,
  tank,
  animal,
  collection,
  entries,
  species,
  findings,
  sources,
  catalogue,
  nameOf,
  alkUnit,
  onOpen,
  onClose,
  onNotice,
}: Props) {
  const t = useTranslations('Collection');
  const tl = useTranslations('Log');
  const sep = tl('entry.separator');
  const locale = useLocale();
  const [type, setType] = useState<EventInput['type']>('moved');
  const [fragging, setFragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [eventEdit, setEventEdit] = useState<string | null>(null);
  const [eventDelete, setEventDelete] = useState<string | null>(null);
  const v = animal.values;
  /** gives focus back to the button that opened a form or a question */
  const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const parMap = useMemo(() => latestParMap(entries), [entries]);
  const name = nameOf(animal);
  const labelOf = (id: string) => (collection.byId.get(id) ? nameOf(collection.byId.get(id)!) : '?');
  const fail = (e: unknown) => setError(t(e instanceof LogWriteError && e.reason === 'quota' ? 'errors.quota' : 'errors.failed'));

  function placementFrom(f: FormData): Placement | null {
    const p = readPlacement(formText(f, 'zone'), formText(f, 'heightCm'), formText(f, 'par'));
    if (typeof p === 'string') {
      setError(t(`errors.${p}`));
      return null;
    }
    return p;
  }
  async function record(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const date = formText(f, 'at');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t('errors.date'));
    const placement = type === 'moved' ? placementFrom(f) : undefined;
    if (placement === null) return;
    try {
      await recordEvent(db, animal.id, { type, at: noon(date), cause: formText(f, 'cause'), placement });
      setError(null);
      form.reset();
      onNotice(t('record.saved'));
    } catch (err) {
      fail(err);
    }
  }
  async function frag(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const date = formText(f, 'at');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t('errors.date'));
    const placement = placementFrom(f);
    if (!placement) return;
    const nickname = formText(f, 'nickname').trim() || t('frag.defaultName', { name });
    try {
      await fragAnimal(db, animal.id, { at: noon(date), nickname, placement });
      setError(null);
      setFragging(false);
      onNotice(t('frag.saved', { name: nickname }));
    } catch (err) {
      fail(err);
    }
  }

  async function removeAnimal() {
    try {
      await deleteAnimal(db, animal.id);
      onNotice(t('delete.animalDone', { name }));
      onClose();
    } catch (err) {
      fail(err);
    }
  }
  async function removeEvent(id: string) {
    try {
      await deleteEvent(db, id);
      setEventDelete(null);
      onNotice(t('delete.eventDone'));
      requestAnimationFrame(() => document.getElementById('history-title')?.focus());
    } catch (err) {
      fail(err);
    }
  }

  const ancestors = ancestorsOf(collection, animal.id);
  const descendants = descendantsOf(collection, animal.id);
  const events = collection.events.get(animal.id) ?? [];
  return (
    <article aria-labelledby="animal-title" className="flex flex-col gap-4" data-testid="animal-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="animal-title" className="text-lg font-semibold">
          {name}
          {species ? (
            <>
              {' '}
              <i lang="la" className="font-normal">
                {species.scientific}
              </i>
            </>
          ) : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="quiet"
            type="button"
            id="animal-edit"
            aria-expanded={editing}
            aria-label={t('edit.animalLabel', { name })}
            onClick={() => (setEditing(!editing), setDeleting(false))}
          >
            {t('edit.button')}
          </Button>
          <Button
            variant="quiet"
            type="button"
            id="animal-delete"
            aria-label={t('delete.animalLabel', { name })}
            onClick={() => (setDeleting(true), setEditing(false))}
          >
            {t('delete.button')}
          </Button>
          <Button variant="quiet" type="button" onClick={onClose}>
            {t('panel.close')}
          </Button>
        </div>
      </div>
      {deleting ? (
        <ConfirmDelete
          question={t('delete.animalAsk', {
            name,
            events: events.length,
            photos: collection.photos.get(animal.id)?.length ?? 0,
            frags: collection.children.get(animal.id)?.length ?? 0,
          })}
          onConfirm={() => void removeAnimal()}
          onCancel={() => (setDeleting(false), refocus('animal-delete'))}
        />
      ) : null}
      {editing ? (
        <AddAnimalForm
          db={db}
          tank={tank}
          catalogue={catalogue}
          animal={animal}
          parMap={parMap}
          title={t('edit.animalTitle', { name })}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onNotice(t('edit.animalDone', { name: saved }));
            refocus('animal-edit');
          }}
        />
      ) : null}
      <p className="text-sm">
        {[
          t('panel.count', { count: v.count, group: species?.group ?? 'other' }),
          t('panel.status', { status: t(`statuses.${v.status}`) }),
          v.placement ? t('panel.placement', { zone: t(`zones.${v.placement.zone}`) }) : null,
          v.placement?.heightCm != null ? t('panel.height', { height: formatNumber(v.placement.heightCm, locale, 'heightCm') }) : null,
          v.placement?.par != null ? t('panel.parAt', { par: formatNumber(v.placement.par, locale, 'ppfd') }) : null,
          t('panel.source', { source: [t(`sources.${v.source.kind}`), v.source.text].filter(Boolean).join(sep) }),
          v.price
            ? t('panel.price', {
                // the site's currencies as every price on it is written (1,235円 on /ja); any other by Intl
                price: isCurrency(v.price.currency)
                  ? formatCurrency(v.price.amount, locale, v.price.currency)
                  : new Intl.NumberFormat(locale, { style: 'currency', currency: v.price.currency }).format(v.price.amount),
              })
            : null,
        ]
          .filter(Boolean)
          .join(sep)}
      </p>
      <CareLines findings={findings} nameOf={labelOf} />
      <CareNotes species={species} sources={sources} />
      <section aria-labelledby="lineage-title" className="text-sm" data-testid="lineage">
        <h4 id="lineage-title" className="font-semibold">
          {t('lineage.title')}
        </h4>
        {ancestors.length ? (
          <p>
            {ancestors.map((a, i) => (
              <span key={a.id}>
                {i ? ' ← ' : ''}
                <Button variant="text" type="button" onClick={() => onOpen(a.id)}>
                  {t('lineage.parent', { name: nameOf(a) })}
                </Button>
              </span>
            ))}
          </p>
        ) : null}
        {descendants.length ? (
          <ul className="flex flex-col">
            {descendants.map(({ animal: d, depth }) => (
              <li key={d.id} style={{ paddingLeft: `${depth - 1}rem` }}>
                ↳{' '}
                <Button variant="text" type="button" onClick={() => onOpen(d.id)}>
                  {nameOf(d)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('lineage.none')}</p>
        )}
      </section>
      <section aria-labelledby="history-title" className="flex flex-col gap-2 text-sm">
        <h4 id="history-title" tabIndex={-1} className="font-semibold">
          {t('history.title')}
        </h4>
        {events.length ? (
          <ol className="flex flex-col gap-1" data-testid="animal-events">
            {[...events].reverse().map((e) => {
              const date = formatLogTime(e.at, locale);
              return (
                <li key={e.id} className="flex flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span>
                      <time dateTime={e.at}>{date}</time>
                      {sep}
                      <EventLine entry={e} labelOf={labelOf} />
                      {e.note ? `${sep}${e.note}` : ''}
                    </span>
                    <Button
                      variant="quiet"
                      type="button"
                      id={`event-edit-${e.id}`}
                      aria-expanded={eventEdit === e.id}
                      aria-label={t('edit.eventLabel', { date })}
                      onClick={() => (setEventEdit(eventEdit === e.id ? null : e.id), setEventDelete(null))}
                    >
                      {t('edit.button')}
                    </Button>
                    {deletableEvent(e) ? (
                      <Button
                        variant="quiet"
                        type="button"
                        id={`event-delete-${e.id}`}
                        aria-label={t('delete.eventLabel', { date })}
                        onClick={() => (setEventDelete(e.id), setEventEdit(null))}
                      >
                        {t('delete.button')}
                      </Button>
                    ) : null}
                  </div>
                  {eventEdit === e.id ? (
                    <EventEditForm
                      db={db}
                      event={e}
                      title={t('edit.eventLabel', { date })}
                      parMap={parMap}
                      onDone={(saved) => {
                        setEventEdit(null);
                        if (saved) onNotice(t('edit.eventDone'));
                        refocus(`event-edit-${e.id}`);
                      }}
                    />
                  ) : null}
                  {eventDelete === e.id ? (
                    <ConfirmDelete
                      question={t('delete.eventAsk', { date })}
                      onConfirm={() => void removeEvent(e.id)}
                      onCancel={() => (setEventDelete(null), refocus(`event-delete-${e.id}`))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p>{t('history.empty')}</p>
        )}
      </section>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {v.status === 'alive' ? (
        <form
          onSubmit={(e) => void record(e)}
          noValidate
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <h4 className="font-semibold">{t('record.title')}</h4>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="event-type" label={t('fields.type')}>
              <select id="event-type" value={type} onChange={(e) => setType(e.target.value as EventInput['type'])} className={inputClass}>
                {RECORDABLE.map((k) => (
                  <option key={k} value={k}>
                    {t(`events.${k}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="event-at" label={t('fields.at')}>
              <input id="event-at" name="at" type="date" defaultValue={today()} className={inputClass} />
            </Field>
            {type === 'moved' ? (
              <PlacementFields idPrefix="event" map={parMap} />
            ) : (
              <Field id="event-cause" label={t('fields.cause')}>
                <input id="event-cause" name="cause" maxLength={500} className={inputClass} />
              </Field>
            )}
          </div>
          <Button variant="action" type="submit" className="self-start">
            {t('record.save')}
          </Button>
        </form>
      ) : null}
      {v.status === 'alive' && species?.group !== 'fish' ? (
        fragging ? (
          <form
            onSubmit={(e) => void frag(e)}
            noValidate
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <h4 className="font-semibold">{t('frag.title', { animal: name })}</h4>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id="frag-nickname" label={t('fields.nickname')}>
                <input id="frag-nickname" name="nickname" maxLength={100} className={inputClass} />
              </Field>
              <Field id="frag-at" label={t('fields.at')}>
                <input id="frag-at" name="at" type="date" defaultValue={today()} className={inputClass} />
              </Field>
              <PlacementFields idPrefix="frag" map={parMap} />
            </div>
            <div className="flex gap-2">
              <Button variant="action" type="submit">
                {t('frag.save')}
              </Button>
              <Button variant="quiet" type="button" onClick={() => setFragging(false)}>
                {tl('cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="quiet" type="button" className="self-start" onClick={() => setFragging(true)}>
            {t('frag.open')}
          </Button>
        )
      ) : null}
      <PhotoSeries
        db={db}
        tank={tank}
        animalId={animal.id}
        title={t('photos.title')}
        name={name}
        photos={collection.photos.get(animal.id) ?? []}
        entries={entries}
        alkUnit={alkUnit}
        labelOf={labelOf}
      />
    </article>
  );
}
