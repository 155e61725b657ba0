import type { RuntimeT } from '@/lib/i18n/runtime-key';
import type { LogEntry } from '@/lib/log/model';
import type { AnimalEventValues, PhotoValues } from './model';

/**
 * A collection entry in words for the tank's timeline and an animal's events (`t` a root translator): "Nemo moved:
 * Middle", "Green mille fragged: Frag of Green mille", "Photo of Nemo". `labelOf` names an animal by its id.
 */
export function collectionLine(t: RuntimeT, entry: LogEntry, labelOf: (id: string) => string): string {
  if (entry.kind === 'photo') {
    const id = (entry.values as PhotoValues).animalId;
    return id ? t('Collection.timeline.photoOf', { animal: labelOf(id) }) : t('Collection.timeline.tankPhoto');
  }
  if (entry.kind !== 'animal_event') return '';
  const v = entry.values as AnimalEventValues;
  const animal = labelOf(v.animalId);
  const line =
    v.type === 'added' && v.parentAnimalId
      ? t('Collection.timeline.addedFrag', { animal, parent: labelOf(v.parentAnimalId) })
      : v.type === 'moved'
        ? t('Collection.timeline.moved', { animal, zone: v.placement ? t(`Collection.zones.${v.placement.zone}`) : '' })
        : v.type === 'fragged'
          ? t('Collection.timeline.fragged', { animal, child: v.childAnimalId ? labelOf(v.childAnimalId) : '' })
          : t(`Collection.timeline.${v.type}`, { animal });
  return v.cause ? t('Collection.timeline.withCause', { event: line, cause: v.cause }) : line;
}
