import type { LogDb } from '@/lib/log/db';
import type { LogEntry } from '@/lib/log/model';
import { addEntries, deleteEntry, isQuotaError, LogWriteError, newId, updateEntry, type Clock } from '@/lib/log/repo';
import { animalDeletePlan, animalEditPlan, eventDeletePlan, eventEditPlan, photoEditPlan, type EditPlan, type EventEdit } from './edit';
import { queuePhotoRemovals } from './photo-removal';
import type { AnimalEventType, AnimalEventValues, AnimalValues, Placement, PhotoValues } from './model';

/**
 * The collections' writes, each one Dexie transaction through the log's repository (lib/log/repo.ts: change ids and
 * the outbox), so an animal and its first event, a frag and both its events, a photo and its picture land together
 * or not at all.
 */

const systemClock: Clock = () => new Date();
const tables = (db: LogDb) => [db.tanks, db.entries, db.outbox, db.meta, db.photoBlobs];

/** Runs `fn` in one transaction over the log's tables; a failure (a full disk too) becomes a LogWriteError. */
async function together<T>(db: LogDb, fn: () => Promise<T>): Promise<T> {
  try {
    return await db.transaction('rw', tables(db), fn);
  } catch (e) {
    if (e instanceof LogWriteError) throw e;
    throw new LogWriteError(isQuotaError(e) ? 'quota' : 'failed', e);
  }
}

export interface AnimalInput {
  tankId: string;
  /** when it came (ISO 8601) */
  at: string;
  values: AnimalValues;
  note?: string | null;
}

/** Adds an animal and its `added` event (with its parent, for a frag of an animal already here). */
export function addAnimal(db: LogDb, input: AnimalInput, clock: Clock = systemClock): Promise<{ animal: LogEntry; event: LogEntry }> {
  return together(db, async () => {
    const id = newId();
    const parentAnimalId = input.values.source.parentAnimalId ?? null;
    const event: AnimalEventValues = { animalId: id, type: 'added', ...(parentAnimalId ? { parentAnimalId } : {}) };
    const [animal, added] = await addEntries(
      db,
      [
        { id, tankId: input.tankId, kind: 'animal', at: input.at, values: input.values, note: input.note ?? null },
        { tankId: input.tankId, kind: 'animal_event', at: input.at, values: event },
      ],
      clock,
    );
    return { animal, event: added };
  });
}

export interface EventInput {
  type: Exclude<AnimalEventType, 'added' | 'fragged'>;
  at: string;
  cause?: string | null;
  placement?: Placement | null;
  note?: string | null;
}

const STATUS_AFTER: Partial<Record<AnimalEventType, AnimalValues['status']>> = { lost: 'lost', rehomed: 'rehomed' };

/** Records a dated event; a move changes the animal's placement, a loss or a rehoming its status. */
export function recordEvent(db: LogDb, animalId: string, input: EventInput, clock: Clock = systemClock): Promise<LogEntry> {
  return together(db, async () => {
    const animal = await db.entries.get(animalId);
    if (!animal || animal.deletedAt || animal.kind !== 'animal') throw new LogWriteError('missing');
    const v = animal.values as AnimalValues;
    const status = STATUS_AFTER[input.type];
    const placement = input.type === 'moved' ? (input.placement ?? null) : undefined;
    if (status || placement !== undefined) {
      await updateEntry(
        db,
        animalId,
        { values: { ...v, ...(status ? { status } : {}), ...(placement !== undefined ? { placement } : {}) } },
        clock,
      );
    }
    const values: AnimalEventValues = {
      animalId,
      type: input.type,
      ...(input.cause?.trim() ? { cause: input.cause.trim() } : {}),
      ...(input.type === 'moved' && input.placement ? { placement: input.placement } : {}),
    };
    const [event] = await addEntries(
      db,
      [{ tankId: animal.tankId, kind: 'animal_event', at: input.at, values: values, note: input.note }],
      clock,
    );
    return event;
  });
}

/**
 * Fragments a coral: a new animal of the same species in the same tank (or placed elsewhere), whose source is an own
 * frag of the parent, with a `fragged` event on the parent naming the child and an `added` event on the child naming
 * the parent.
 */
export function fragAnimal(
  db: LogDb,
  parentId: string,
  input: { at: string; nickname?: string | null; placement?: Placement | null; count?: number },
  clock: Clock = systemClock,
): Promise<{ child: LogEntry; parentEvent: LogEntry; childEvent: LogEntry }> {
  return together(db, async () => {
    const parent = await db.entries.get(parentId);
    if (!parent || parent.deletedAt || parent.kind !== 'animal') throw new LogWriteError('missing');
    const p = parent.values as AnimalValues;
    const childId = newId();
    const child: AnimalValues = {
      speciesId: p.speciesId,
      freeName: p.freeName,
      nickname: input.nickname?.trim() || null,
      count: input.count ?? 1,
      acquiredAt: input.at.slice(0, 10),
      source: { kind: 'own-frag', text: null, parentAnimalId: parentId },
      price: null,
      placement: input.placement ?? p.placement,
      status: 'alive',
    };
    const rows = await addEntries(
      db,
      [
        { id: childId, tankId: parent.tankId, kind: 'animal', at: input.at, values: child },
        {
          tankId: parent.tankId,
          kind: 'animal_event',
          at: input.at,
          values: { animalId: parentId, type: 'fragged', childAnimalId: childId },
        },
        {
          tankId: parent.tankId,
          kind: 'animal_event',
          at: input.at,
          values: { animalId: childId, type: 'added', parentAnimalId: parentId },
        },
      ],
      clock,
    );
    return { child: rows[0], parentEvent: rows[1], childEvent: rows[2] };
  });
}

export interface PhotoInput {
  tankId: string;
  animalId: string | null;
  takenAt: string;
  full: Blob;
  thumb: Blob;
  width: number;
  height: number;
  mime: PhotoValues['mime'];
  sha256: string;
  note?: string | null;
  /** an imported photo keeps its id */
  id?: string;
}

/** Stores a photo: its entry and its picture and thumbnail in one transaction (a full disk leaves neither). */
export function addPhoto(db: LogDb, input: PhotoInput, clock: Clock = systemClock): Promise<LogEntry> {
  return together(db, async () => {
    const values: PhotoValues = {
      animalId: input.animalId,
      takenAt: new Date(input.takenAt).toISOString(),
      width: input.width,
      height: input.height,
      bytes: input.full.size,
      thumbBytes: input.thumb.size,
      mime: input.mime,
      storagePath: null,
      sha256: input.sha256,
    };
    const [entry] = await addEntries(
      db,
      [{ id: input.id, tankId: input.tankId, kind: 'photo', at: input.takenAt, values: values, note: input.note ?? null }],
      clock,
    );
    await db.photoBlobs.put({ id: entry.id, full: input.full, thumb: input.thumb, uploaded: false });
    return entry;
  });
}

/** Writes an edit plan (lib/collection/edit.ts): updates and tombstones through the log's store, so the sync carries them. */
async function applyPlan(db: LogDb, plan: EditPlan, clock: Clock): Promise<void> {
  for (const { id, patch } of plan.update) await updateEntry(db, id, patch, clock);
  const photos: string[] = [];
  for (const id of plan.remove) {
    const gone = await deleteEntry(db, id, clock);
    if (gone.kind === 'photo' && gone.userId) photos.push(id);
  }
  // a deleted photo's pictures leave this browser (and, not yet uploaded, are never sent); a keeper's leave the
  // bucket once the tombstone has synced (lib/collection/photo-removal.ts)
  if (plan.remove.length) await db.photoBlobs.bulkDelete(plan.remove);
  await queuePhotoRemovals(db, photos);
}

/** The tank's entries as stored now, with the entry `id` must be among (missing: refused). */
async function tankEntriesOf(db: LogDb, id: string): Promise<LogEntry[]> {
  const entry = await db.entries.get(id);
  if (!entry || entry.deletedAt) throw new LogWriteError('missing');
  return db.entries.where('tankId').equals(entry.tankId).toArray();
}

/** Edits an animal (its form's values, the day it came, its note), keeping its lineage, status and events. */
export function updateAnimal(
  db: LogDb,
  animalId: string,
  input: { values: AnimalValues; at: string; note: string | null },
  clock: Clock = systemClock,
): Promise<void> {
  return together(db, async () => applyPlan(db, animalEditPlan(await tankEntriesOf(db, animalId), animalId, input), clock));
}

/** Edits an event; the animal's placement and status follow its events. */
export function updateEvent(db: LogDb, eventId: string, input: EventEdit, clock: Clock = systemClock): Promise<void> {
  return together(db, async () => applyPlan(db, eventEditPlan(await tankEntriesOf(db, eventId), eventId, input), clock));
}

/** Edits a photo's date and caption. */
export function updatePhoto(db: LogDb, photoId: string, input: { takenAt: string; note: string | null }, clock: Clock = systemClock) {
  return together(db, async () => {
    const photo = await db.entries.get(photoId);
    if (!photo || photo.deletedAt) throw new LogWriteError('missing');
    await applyPlan(db, photoEditPlan(photo, input), clock);
  });
}

/** Deletes an event (tombstone); the animal follows the events that remain. */
export function deleteEvent(db: LogDb, eventId: string, clock: Clock = systemClock): Promise<void> {
  return together(db, async () => applyPlan(db, eventDeletePlan(await tankEntriesOf(db, eventId), eventId), clock));
}

/** Deletes a photo: its entry (tombstone) and its pictures in this browser. */
export function deletePhoto(db: LogDb, photoId: string, clock: Clock = systemClock): Promise<void> {
  return together(db, async () => {
    const photo = await db.entries.get(photoId);
    if (!photo || photo.deletedAt || photo.kind !== 'photo') throw new LogWriteError('missing');
    await applyPlan(db, { update: [], remove: [photoId] }, clock);
  });
}

/** Deletes an animal with its events and photos (lib/collection/edit.ts animalDeletePlan); returns how many of each. */
export function deleteAnimal(db: LogDb, animalId: string, clock: Clock = systemClock): Promise<{ events: number; photos: number }> {
  return together(db, async () => {
    const plan = animalDeletePlan(await tankEntriesOf(db, animalId), animalId);
    await applyPlan(db, plan, clock);
    return { events: plan.events, photos: plan.photos };
  });
}
