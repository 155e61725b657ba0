'use client';

import { memo, useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Animal } from '@/lib/collection/animals';
import type { CareFinding } from '@/lib/collection/care';
import { VirtualList } from './virtual-list';

const ROW_PX = 44;

/**
 * The tank's animals, one row each: name, status, how many, a care-check count; each opens its panel. Memoised: the
 * list renders again when the animals, their names or the findings change, and scrolling renders only new rows.
 */
export const AnimalList = memo(function AnimalList({
  animals,
  nameOf,
  groupOf,
  findings,
  onOpen,
}: {
  animals: readonly Animal[];
  nameOf: (a: Animal) => string;
  /** the species' group, for the count's counter (other: not in the catalogue, or the catalogue not loaded yet) */
  groupOf: (a: Animal) => string;
  findings: readonly CareFinding[];
  onOpen: (id: string) => void;
}) {
  const t = useTranslations('Collection');
  const sep = useTranslations('Log.entry')('separator');
  const flagged = useMemo(() => {
    const m = new Map<string, number>();
    for (const f of findings) m.set(f.animalId, (m.get(f.animalId) ?? 0) + 1);
    return m;
  }, [findings]);
  const render = useCallback(
    (a: Animal) => (
      <div className="flex h-full items-center justify-between gap-2 border-b border-slate-200 px-1 text-sm dark:border-slate-700">
        <Button variant="text" type="button" className="text-left font-medium" onClick={() => onOpen(a.id)}>
          {nameOf(a)}
        </Button>
        <span className="text-slate-700 dark:text-slate-300">
          {t('panel.count', { count: a.values.count, group: groupOf(a) })}
          {sep}
          {t(`statuses.${a.values.status}`)}
          {flagged.get(a.id) ? `${sep}${t('checks.title')} ${flagged.get(a.id)}` : ''}
        </span>
      </div>
    ),
    [t, sep, nameOf, groupOf, flagged, onOpen],
  );
  return (
    <VirtualList
      items={animals}
      rowHeight={ROW_PX}
      height={ROW_PX * 10}
      label={t('list.label')}
      keyOf={keyOf}
      testId="animal-list"
      render={render}
    />
  );
});

const keyOf = (a: Animal) => a.id;
