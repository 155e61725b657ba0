'use client';

import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { collectionOf, type Animal } from '@/lib/collection/animals';
import { loadCatalogue, speciesName, type Catalogue } from '@/lib/collection/catalogue';
import { careFindings, tankFindings } from '@/lib/collection/care';
import { animalLabel } from '@/lib/collection/model';
import { latestParMap } from '@/lib/collection/par-map';
import type { LogDb } from '@/lib/log/db';
import type { LogEntry, LogTank } from '@/lib/log/model';
import type { AlkalinityUnit } from '@/lib/units';
import { AddAnimalForm } from './add-animal-form';
import { AnimalPanel } from './animal-panel';
import { AnimalList } from './animal-list';
import { CareLines } from './care-lines';
import { PhotoSeries } from './photo-series';

const NO_PHOTOS: readonly LogEntry[] = [];

/** A tank's livestock: care checks, the animals (virtualised), adding one, an animal's panel, the tank's photos. */
export function Livestock({
  db,
  tank,
  entries,
  alkUnit,
}: {
  db: LogDb;
  tank: LogTank;
  entries: readonly LogEntry[];
  alkUnit: AlkalinityUnit;
}) {
  const t = useTranslations('Collection');
  const locale = useLocale();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // what is below the animals' list (the tank's photos, up to 1,000 rows' worth of data) renders after the list is shown
  const [rest, setRest] = useState(false);
  useEffect(() => {
    let live = true;
    // the catalogue's arrival draws the names and care checks again: a transition, rendered in pieces that yield to
    // input and paint rather than in one long task (docs/collections.md, "Opening the section")
    void loadCatalogue().then((c) => live && startTransition(() => setCatalogue(c)));
    const later = setTimeout(() => startTransition(() => setRest(true)));
    return () => {
      live = false;
      clearTimeout(later);
    };
  }, []);
  const collection = useMemo(() => collectionOf(entries), [entries]);
  const parMap = useMemo(() => latestParMap(entries), [entries]);
  const species = useMemo(() => new Map((catalogue?.species ?? []).map((s) => [s.id, s])), [catalogue]);
  const findings = useMemo(() => careFindings(tank, collection.animals, entries, species), [tank, collection, entries, species]);
  const nameOf = useCallback(
    (a: Animal) => {
      const s = a.values.speciesId ? species.get(a.values.speciesId) : undefined;
      return a.values.nickname?.trim() || (s ? speciesName(s, locale) : animalLabel(a.values));
    },
    [species, locale],
  );
  // the counter a count is read with on /ja (匹 for fish and invertebrates, 株 for corals): the species' group
  const groupOf = useCallback(
    (a: Animal) => (a.values.speciesId ? species.get(a.values.speciesId)?.group : undefined) ?? 'other',
    [species],
  );
  const labelOf = useCallback((id: string) => (collection.byId.get(id) ? nameOf(collection.byId.get(id)!) : ''), [collection, nameOf]);
  const open = openId ? collection.byId.get(openId) : undefined;
  return (
    <section
      aria-labelledby="livestock-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      data-testid="livestock"
    >
      <h2 id="livestock-title" className="text-xl font-semibold">
        {t('title', { tank: tank.name })}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('intro')}</p>
      <CareLines findings={tankFindings(findings)} nameOf={labelOf} tankLevel />
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-300" data-testid="livestock-notice">
        {notice ?? ''}
      </p>
      {open ? (
        <AnimalPanel
          key={open.id}
          db={db}
          tank={tank}
          animal={open}
          collection={collection}
          entries={entries}
          species={open.values.speciesId ? species.get(open.values.speciesId) : undefined}
          findings={findings.filter((f) => f.animalId === open.id)}
          sources={catalogue?.sources}
          catalogue={catalogue}
          nameOf={nameOf}
          alkUnit={alkUnit}
          onOpen={setOpenId}
          onClose={() => setOpenId(null)}
          onNotice={setNotice}
        />
      ) : (
        <>
          <h3 className="text-lg font-semibold">{t('count', { count: collection.animals.length })}</h3>
          {collection.animals.length === 0 ? <p className="text-sm">{t('empty')}</p> : null}
          <AnimalList animals={collection.animals} nameOf={nameOf} groupOf={groupOf} findings={findings} onOpen={setOpenId} />
          {adding ? (
            <AddAnimalForm
              db={db}
              tank={tank}
              catalogue={catalogue}
              parMap={parMap}
              onDone={(name) => {
                setAdding(false);
                if (name) setNotice(t('saved', { name }));
              }}
            />
          ) : (
            <Button variant="quiet" type="button" className="self-start" onClick={() => (setAdding(true), setNotice(null))}>
              {t('add')}
            </Button>
          )}
          {rest ? (
            <PhotoSeries
              db={db}
              tank={tank}
              animalId={null}
              title={t('photos.tankTitle')}
              name={tank.name}
              photos={collection.photos.get(null) ?? NO_PHOTOS}
              entries={entries}
              alkUnit={alkUnit}
              labelOf={labelOf}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
