import type { LogEntry } from '@/lib/log/model';
import type { AnimalEventValues, AnimalValues, PhotoValues } from './model';

/** Reads a tank's entries (oldest first) into its collection: animals, each one's events and photos, and lineage. */

export interface Animal {
  entry: LogEntry;
  id: string;
  values: AnimalValues;
}

export interface Collection {
  animals: Animal[];
  byId: Map<string, Animal>;
  /** per animal, oldest first */
  events: Map<string, LogEntry[]>;
  /** per animal id (null: the tank's own photos), oldest first by when taken */
  photos: Map<string | null, LogEntry[]>;
  /** per parent id, its frags */
  children: Map<string, Animal[]>;
}

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => (m.get(k) ?? m.set(k, []).get(k)!).push(v);

export function collectionOf(entries: readonly LogEntry[]): Collection {
  const animals: Animal[] = [];
  const events = new Map<string, LogEntry[]>();
  const photos = new Map<string | null, LogEntry[]>();
  for (const e of entries) {
    if (e.deletedAt) continue;
    if (e.kind === 'animal') animals.push({ entry: e, id: e.id, values: e.values as AnimalValues });
    else if (e.kind === 'animal_event') push(events, (e.values as AnimalEventValues).animalId, e);
    else if (e.kind === 'photo') push(photos, (e.values as PhotoValues).animalId ?? null, e);
  }
  for (const list of photos.values()) list.sort((a, b) => takenAt(a).localeCompare(takenAt(b)));
  const byId = new Map(animals.map((a) => [a.id, a]));
  const children = new Map<string, Animal[]>();
  for (const a of animals) if (a.values.source.parentAnimalId) push(children, a.values.source.parentAnimalId, a);
  return { animals, byId, events, photos, children };
}

export const takenAt = (photo: LogEntry) => (photo.values as PhotoValues).takenAt;

/** The animal's ancestors, nearest first (a frag of a frag of …), stopping at a loop or a parent not in this tank. */
export function ancestorsOf(c: Collection, id: string): Animal[] {
  const out: Animal[] = [];
  const seen = new Set([id]);
  let parent = c.byId.get(id)?.values.source.parentAnimalId;
  while (parent && !seen.has(parent)) {
    const a = c.byId.get(parent);
    if (!a) break;
    out.push(a);
    seen.add(parent);
    parent = a.values.source.parentAnimalId;
  }
  return out;
}

/** The animal's descendants as a tree, depth first: each with its depth below `id` (1: a direct frag). */
export function descendantsOf(c: Collection, id: string): { animal: Animal; depth: number }[] {
  const out: { animal: Animal; depth: number }[] = [];
  const seen = new Set([id]);
  const walk = (pid: string, depth: number) => {
    for (const child of c.children.get(pid) ?? []) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      out.push({ animal: child, depth });
      walk(child.id, depth + 1);
    }
  };
  walk(id, 1);
  return out;
}
