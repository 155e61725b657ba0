import type { LogEntry } from '@/lib/log/model';
import type { AnimalFields } from './form';
import type { AnimalEventValues, AnimalValues, Placement, PhotoValues } from './model';

/**
 * What editing or deleting a collection entry changes, as a plan of entry updates and tombstones (the repository,
 * lib/collection/repo.ts, writes a plan in one transaction through the log's store, so the sync carries it):
 * - Editing an animal replaces what its form shows and keeps what the form does not: its lineage (a frag's parent),
 *   its status (set by its events) and its events. A new date of arrival moves its `added` event too.
 * - Editing an event keeps its animal, its kind and its lineage; a move's placement, a loss's or rehoming's cause, its
 *   date and note change. The animal's placement and status follow its events again (below).
 * - Deleting an event (not `added` or `fragged`: those go with their animal) leaves the animal's placement and status
 *   following the events that remain.
 * - Deleting an animal deletes its events, its photos, and the parent's `fragged` event naming it; its own frags stay
 *   (animals of their own), their lineage then ending at them.
 * - The animal's placement follows its latest move (when one remains) and its status its latest loss or rehoming
 *   (alive when none remains).
 */

export type EntryPatch = Partial<Pick<LogEntry, 'at' | 'values' | 'note'>>;
export interface EditPlan {
  update: { id: string; patch: EntryPatch }[];
  remove: string[];
}

const live = (entries: readonly LogEntry[]) => entries.filter((e) => !e.deletedAt);
const eventsOf = (entries: readonly LogEntry[], animalId: string) =>
  live(entries)
    .filter((e) => e.kind === 'animal_event' && (e.values as AnimalEventValues).animalId === animalId)
    .sort((a, b) => a.at.localeCompare(b.at) || a.createdAt.localeCompare(b.createdAt));
const noteOf = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The animal form's fields for an animal (the edit form opens with them). */
export function animalFieldsOf(v: AnimalValues): AnimalFields {
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    speciesId: v.speciesId,
    freeName: v.freeName ?? '',
    nickname: v.nickname ?? '',
    count: String(v.count),
    acquiredAt: v.acquiredAt ?? '',
    sourceKind: v.source.kind,
    sourceText: v.source.text ?? '',
    price: v.price ? String(v.price.amount) : '',
    currency: v.price?.currency ?? '',
    zone: v.placement?.zone ?? 'other',
    heightCm: text(v.placement?.heightCm),
    par: text(v.placement?.par),
  };
}

/** The animal's values after an edit: the form's `read` values, with its lineage and status kept. */
export function editedAnimal(old: AnimalValues, read: AnimalValues): AnimalValues {
  const parentAnimalId = old.source.parentAnimalId ?? null;
  return {
    ...read,
    source: { ...read.source, ...(parentAnimalId ? { parentAnimalId } : {}) },
    status: old.status,
  };
}

/** The animal's placement and status as its events give them (`events` oldest first, as they will be). */
function followEvents(animal: LogEntry, events: readonly LogEntry[]): EntryPatch | null {
  const v = animal.values as AnimalValues;
  const ev = events.map((e) => e.values as AnimalEventValues);
  const lastMove = ev.filter((e) => e.type === 'moved' && e.placement).at(-1);
  const lastEnd = ev.filter((e) => e.type === 'lost' || e.type === 'rehomed').at(-1);
  const placement = lastMove ? (lastMove.placement as Placement) : v.placement;
  const status = lastEnd ? (lastEnd.type as 'lost' | 'rehomed') : 'alive';
  if (same(placement, v.placement) && status === v.status) return null;
  return { values: { ...v, placement, status } };
}

/** Editing an animal: its values (and `at`, the day it came), its note; its `added` event moves with the day. */
export function animalEditPlan(
  entries: readonly LogEntry[],
  animalId: string,
  input: { values: AnimalValues; at: string; note: string | null },
): EditPlan {
  const animal = live(entries).find((e) => e.id === animalId && e.kind === 'animal');
  if (!animal) return { update: [], remove: [] };
  const values = editedAnimal(animal.values as AnimalValues, input.values);
  const update: EditPlan['update'] = [{ id: animalId, patch: { values, at: input.at, note: noteOf(input.note) } }];
  if (input.at !== animal.at) {
    const added = eventsOf(entries, animalId).find((e) => (e.values as AnimalEventValues).type === 'added');
    if (added && added.at === animal.at) update.push({ id: added.id, patch: { at: input.at } });
  }
  return { update, remove: [] };
}

export interface EventEdit {
  at: string;
  cause?: string | null;
  placement?: Placement | null;
  note: string | null;
}

/** Editing an event: date, note, and what its kind has (a move's placement, a cause); the animal follows its events. */
export function eventEditPlan(entries: readonly LogEntry[], eventId: string, input: EventEdit): EditPlan {
  const event = live(entries).find((e) => e.id === eventId && e.kind === 'animal_event');
  if (!event) return { update: [], remove: [] };
  const old = event.values as AnimalEventValues;
  const values: AnimalEventValues = { ...old };
  delete values.cause;
  if (old.type === 'moved') values.placement = input.placement ?? old.placement ?? null;
  const cause = input.cause === undefined ? old.cause : input.cause;
  if (cause?.trim()) values.cause = cause.trim();
  const edited: LogEntry = { ...event, at: input.at, values };
  const update: EditPlan['update'] = [{ id: eventId, patch: { at: input.at, values, note: noteOf(input.note) } }];
  const animal = live(entries).find((e) => e.id === old.animalId && e.kind === 'animal');
  if (animal) {
    const events = eventsOf(
      entries.map((e) => (e.id === eventId ? edited : e)),
      old.animalId,
    );
    const follow = followEvents(animal, events);
    if (follow) update.push({ id: animal.id, patch: follow });
  }
  return { update, remove: [] };
}

/** Whether an event can be deleted by itself (an animal's arrival and a frag's cut go with their animal). */
export const deletableEvent = (e: LogEntry) => {
  const type = (e.values as AnimalEventValues).type;
  return type !== 'added' && type !== 'fragged';
};

/** Deleting an event: its tombstone, and the animal following the events that remain. */
export function eventDeletePlan(entries: readonly LogEntry[], eventId: string): EditPlan {
  const event = live(entries).find((e) => e.id === eventId && e.kind === 'animal_event');
  if (!event || !deletableEvent(event)) return { update: [], remove: [] };
  const animalId = (event.values as AnimalEventValues).animalId;
  const animal = live(entries).find((e) => e.id === animalId && e.kind === 'animal');
  const follow = animal
    ? followEvents(
        animal,
        eventsOf(entries, animalId).filter((e) => e.id !== eventId),
      )
    : null;
  return { update: follow && animal ? [{ id: animal.id, patch: follow }] : [], remove: [eventId] };
}

/** Deleting an animal: the animal, its events, its photos and the parent's `fragged` event naming it. */
export function animalDeletePlan(entries: readonly LogEntry[], animalId: string): EditPlan & { events: number; photos: number } {
  const rows = live(entries);
  if (!rows.some((e) => e.id === animalId && e.kind === 'animal')) return { update: [], remove: [], events: 0, photos: 0 };
  const events = rows.filter((e) => e.kind === 'animal_event' && (e.values as AnimalEventValues).animalId === animalId);
  const photos = rows.filter((e) => e.kind === 'photo' && (e.values as PhotoValues).animalId === animalId);
  const cuts = rows.filter(
    (e) =>
      e.kind === 'animal_event' &&
      (e.values as AnimalEventValues).type === 'fragged' &&
      (e.values as AnimalEventValues).childAnimalId === animalId,
  );
  return {
    update: [],
    remove: [animalId, ...events.map((e) => e.id), ...photos.map((e) => e.id), ...cuts.map((e) => e.id)],
    // what the keeper is told before: the animal's own events (its arrival too) and photos
    events: events.length,
    photos: photos.length,
  };
}

/** Editing a photo: when it was taken (also its entry's time) and its caption. */
export function photoEditPlan(photo: LogEntry, input: { takenAt: string; note: string | null }): EditPlan {
  if (photo.deletedAt || photo.kind !== 'photo') return { update: [], remove: [] };
  const takenAt = new Date(input.takenAt).toISOString();
  const values: PhotoValues = { ...(photo.values as PhotoValues), takenAt };
  return { update: [{ id: photo.id, patch: { at: takenAt, values, note: noteOf(input.note) } }], remove: [] };
}

/** A stored time as the day a date field shows (in this browser's time zone). */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The time a date field saves: the stored one when the day was left as shown, else noon of the day typed; null: no date. */
export function savedDay(day: string, stored: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00`))) return null;
  return day === dayOf(stored) ? stored : new Date(`${day}T12:00:00`).toISOString();
}
