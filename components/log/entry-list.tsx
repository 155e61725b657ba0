'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { animalLabel, isCollectionKind, type AnimalValues } from '@/lib/collection/model';
import type { LogEntry } from '@/lib/log/model';
import type { AlkalinityUnit } from '@/lib/units';
import { EntryLine } from './entry-line';

const PAGE = 20;

/**
 * The latest entries, newest first, each editable (its form reopens prefilled) and deletable (a tombstone, so a
 * signed-in keeper's other devices learn of it).
 */
export function EntryList({
  entries,
  alkUnit,
  onEdit,
  onDelete,
}: {
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const t = useTranslations('Log.list');
  const [shown, setShown] = useState(PAGE);
  // an animal itself is not a dated change: its events (added, moved, …) are, and its photos
  const { newest, labels } = useMemo(() => {
    const names = new Map<string, string>();
    for (const e of entries) if (e.kind === 'animal') names.set(e.id, animalLabel(e.values as AnimalValues));
    return { newest: entries.filter((e) => e.kind !== 'animal').reverse(), labels: names };
  }, [entries]);
  const labelOf = (id: string) => labels.get(id) ?? '';
  return (
    <section aria-labelledby="entries-title" className="flex flex-col gap-2">
      <h2 id="entries-title" className="text-xl font-semibold">
        {t('title', { count: newest.length })}
      </h2>
      {newest.length === 0 ? <p className="text-sm text-slate-700 dark:text-slate-300">{t('empty')}</p> : null}
      <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700" data-testid="entry-list">
        {newest.slice(0, shown).map((e) => (
          <li key={e.id} className="flex items-start justify-between gap-3 py-2 text-sm">
            <EntryLine entry={e} alkUnit={alkUnit} labelOf={labelOf} />
            {/* the livestock section edits animals, their events and photos; the journal its posts */}
            {isCollectionKind(e.kind) || e.kind === 'journal' ? null : (
              <div className="flex shrink-0 gap-2">
                {e.kind === 'note' || e.kind === 'icp' ? null : (
                  <Button variant="quiet" type="button" id={`edit-${e.id}`} onClick={() => onEdit(e.id)} aria-label={t('editLabel')}>
                    {t('edit')}
                  </Button>
                )}
                <Button variant="quiet" type="button" onClick={() => onDelete(e.id)} aria-label={t('deleteLabel')}>
                  {t('delete')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {newest.length > shown ? (
        <Button variant="quiet" type="button" className="self-start" onClick={() => setShown((n) => n + PAGE)}>
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}
