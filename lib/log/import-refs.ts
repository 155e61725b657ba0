import type { AnimalEventValues, AnimalValues, PhotoValues } from '@/lib/collection/model';
import type { JournalValues } from '@/lib/journal/model';
import type { TaskDoneValues } from '@/lib/schedule/model';
import type { ImportEntry } from './import-merge';

/**
 * The ids an entry's values name (an event's animal, a frag's parent, a photo's animal, a post's photos, a
 * completion's task and the test it produced), made to name the rows under the ids the import gives them
 * (import-plan.ts): a file made signed out or in another account gets ids of its own, and its references must follow,
 * or every completion, event and photo would point at nothing. `to` returns an id it does not know as it is.
 */
export function remapReferences(entries: readonly ImportEntry[], to: (id: string) => string): ImportEntry[] {
  const ref = (id: string | null | undefined) => (id ? to(id) : id);
  return entries.map((e): ImportEntry => {
    switch (e.kind) {
      case 'animal': {
        const v = e.values as AnimalValues;
        if (!v.source.parentAnimalId) return e;
        return { ...e, values: { ...v, source: { ...v.source, parentAnimalId: to(v.source.parentAnimalId) } } };
      }
      case 'animal_event': {
        const v = e.values as AnimalEventValues;
        const next: AnimalEventValues = { ...v, animalId: to(v.animalId) };
        if (v.childAnimalId) next.childAnimalId = to(v.childAnimalId);
        if (v.parentAnimalId) next.parentAnimalId = to(v.parentAnimalId);
        return { ...e, values: next };
      }
      case 'photo': {
        const v = e.values as PhotoValues;
        return { ...e, values: { ...v, animalId: ref(v.animalId) ?? null } };
      }
      case 'journal': {
        const v = e.values as JournalValues;
        return v.photoIds?.length ? { ...e, values: { ...v, photoIds: v.photoIds.map(to) } } : e;
      }
      case 'task_done': {
        const v = e.values as TaskDoneValues;
        return { ...e, values: { ...v, taskId: to(v.taskId), entryId: ref(v.entryId) ?? null } };
      }
      default:
        return e;
    }
  });
}
