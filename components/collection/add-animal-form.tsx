'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { inputClass } from '@/components/log/log-styles';
import { Button } from '@/components/ui/button';
import { speciesName, type Catalogue } from '@/lib/collection/catalogue';
import { searchSpecies } from '@/lib/species/search';
import type { Animal } from '@/lib/collection/animals';
import { animalFieldsOf, savedDay } from '@/lib/collection/edit';
import { readAnimalFields, typedNumber, type AnimalFields, type AnimalFormError } from '@/lib/collection/form';
import { scientificFromId, SOURCE_KINDS, ZONES, type Placement } from '@/lib/collection/model';
import { parAtPlacement, type SavedParMap } from '@/lib/collection/par-map';
import { formatDate, formatNumber } from '@/lib/format';
import { addAnimal, updateAnimal } from '@/lib/collection/repo';
import type { LogDb } from '@/lib/log/db';
import type { LogTank } from '@/lib/log/model';
import { LogWriteError } from '@/lib/log/repo';
import type { Species } from '@/lib/species/types';
import { Field, formText } from './field';

const CURRENCIES = ['JPY', 'USD', 'EUR', 'GBP', 'AUD', 'CAD'] as const;
const today = () => new Date().toISOString().slice(0, 10);
/** A length in cm: whole numbers without decimals, others to 0.1 cm. */
const cm = (v: number, locale: string) => formatNumber(v, locale, Number.isInteger(v) ? 'tankCm' : 'heightCm');

/**
 * Adds an animal: a species found by any of its names, or a free name; how many, when, from where, price, placement,
 * notes. With `animal`, the same form edits it, opened with its values (its lineage, status and events are kept:
 * lib/collection/edit.ts).
 */
export function AddAnimalForm({
  db,
  tank,
  catalogue,
  animal,
  title,
  parMap = null,
  onDone,
}: {
  db: LogDb;
  tank: LogTank;
  catalogue: Catalogue | null;
  animal?: Animal;
  title?: string;
  /** the tank's newest saved PAR map, if any */
  parMap?: SavedParMap | null;
  onDone: (name: string | null) => void;
}) {
  const t = useTranslations('Collection');
  const tl = useTranslations('Log');
  const locale = useLocale();
  const shown = animal ? animalFieldsOf(animal.values) : null;
  const [query, setQuery] = useState('');
  const [speciesId, setSpeciesId] = useState<string | null>(shown?.speciesId ?? null);
  const chosen: Species | null = speciesId ? (catalogue?.species.find((s) => s.id === speciesId) ?? null) : null;
  const setChosen = (s: Species | null) => setSpeciesId(s?.id ?? null);
  const [notListed, setNotListed] = useState(!!animal && !animal.values.speciesId);
  const [error, setError] = useState<AnimalFormError | 'quota' | 'failed' | null>(null);
  const found = catalogue && !speciesId && !notListed ? searchSpecies(catalogue.species, query, 12) : [];
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: keyof AnimalFields) => formText(f, k);
    const read = readAnimalFields({
      speciesId,
      freeName: notListed ? text('freeName') : '',
      nickname: text('nickname'),
      count: text('count'),
      acquiredAt: text('acquiredAt'),
      sourceKind: text('sourceKind'),
      sourceText: text('sourceText'),
      price: text('price'),
      currency: text('currency'),
      zone: text('zone'),
      heightCm: text('heightCm'),
      par: text('par'),
    });
    if (!read.ok) return setError(read.error);
    const noon = new Date(`${read.values.acquiredAt}T12:00:00`).toISOString();
    const note = formText(f, 'note').trim() || null;
    try {
      if (animal) {
        const at = savedDay(read.values.acquiredAt ?? '', animal.entry.at) ?? noon;
        await updateAnimal(db, animal.id, { values: read.values, at, note });
      } else await addAnimal(db, { tankId: tank.id, at: noon, values: read.values, note });
      onDone(
        read.values.nickname ?? (chosen ? speciesName(chosen, locale) : speciesId ? scientificFromId(speciesId) : read.values.freeName),
      );
    } catch (err) {
      setError(err instanceof LogWriteError && err.reason === 'quota' ? 'quota' : 'failed');
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      data-testid={animal ? 'edit-animal' : 'add-animal'}
      aria-labelledby={animal ? 'edit-animal-title' : undefined}
    >
      <h3 id={animal ? 'edit-animal-title' : undefined} className="text-lg font-semibold">
        {title ?? t('add')}
      </h3>
      {speciesId ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('search.chosen', {
            name: chosen ? `${speciesName(chosen, locale)} (${chosen.scientific})` : scientificFromId(speciesId),
          })}
          <Button variant="quiet" type="button" onClick={() => setChosen(null)}>
            {t('search.notListed')}
          </Button>
        </p>
      ) : notListed ? (
        <Field id="animal-freeName" label={t('fields.freeName')}>
          <input id="animal-freeName" name="freeName" defaultValue={shown?.freeName} className={inputClass} maxLength={200} />
        </Field>
      ) : (
        <div className="flex flex-col gap-2">
          <Field id="animal-search" label={t('search.label')}>
            <input
              id="animal-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className={inputClass}
              autoComplete="off"
            />
          </Field>
          {catalogue === null ? <p className="text-sm">{t('search.loading')}</p> : null}
          {query.trim() && catalogue && found.length === 0 ? <p className="text-sm">{t('search.none')}</p> : null}
          {found.length ? (
            <ul aria-label={t('search.results')} className="flex flex-col gap-1">
              {found.map((s) => (
                <li key={s.id}>
                  <Button variant="text" type="button" className="text-left text-sm" onClick={() => setChosen(s)}>
                    {speciesName(s, locale)} <i lang="la">{s.scientific}</i>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <Button variant="quiet" type="button" className="self-start" onClick={() => setNotListed(true)}>
            {t('search.notListed')}
          </Button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="animal-nickname" label={t('fields.nickname')}>
          <input id="animal-nickname" name="nickname" defaultValue={shown?.nickname} className={inputClass} maxLength={100} />
        </Field>
        <Field id="animal-count" label={t('fields.count')}>
          <input id="animal-count" name="count" defaultValue={shown?.count ?? '1'} inputMode="numeric" className={inputClass} />
        </Field>
        <Field id="animal-acquiredAt" label={t('fields.acquiredAt')}>
          <input id="animal-acquiredAt" name="acquiredAt" type="date" defaultValue={shown?.acquiredAt || today()} className={inputClass} />
        </Field>
        <Field id="animal-sourceKind" label={t('fields.sourceKind')}>
          <select id="animal-sourceKind" name="sourceKind" defaultValue={shown?.sourceKind} className={inputClass}>
            {SOURCE_KINDS.filter((k) => k !== 'own-frag' || shown?.sourceKind === 'own-frag').map((k) => (
              <option key={k} value={k}>
                {t(`sources.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="animal-sourceText" label={t('fields.sourceText')}>
          <input id="animal-sourceText" name="sourceText" defaultValue={shown?.sourceText} className={inputClass} maxLength={500} />
        </Field>
        <div className="flex gap-2">
          <Field id="animal-price" label={t('fields.price')}>
            <input id="animal-price" name="price" defaultValue={shown?.price} inputMode="decimal" className={inputClass} />
          </Field>
          <Field id="animal-currency" label={t('fields.currency')}>
            <select
              id="animal-currency"
              name="currency"
              defaultValue={shown?.currency || (locale === 'ja' ? 'JPY' : 'USD')}
              className={inputClass}
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        </div>
        <PlacementFields idPrefix="animal" placement={animal?.values.placement} map={parMap} />
        <Field id="animal-note" label={t('fields.note')}>
          <textarea id="animal-note" name="note" rows={2} defaultValue={animal?.entry.note ?? ''} className={inputClass} maxLength={2000} />
        </Field>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button variant="action" type="submit">
          {animal ? t('edit.save') : t('save')}
        </Button>
        <Button variant="quiet" type="button" onClick={() => onDone(null)}>
          {tl('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Zone, height and PAR, opened with `placement` when one is edited. With a PAR map saved to the tank
 * (lib/collection/par-map.ts), a spot over the footprint and the height above the sand bed fill the PAR from the map;
 * it stays editable. Without a map, the PAR is typed.
 */
export function PlacementFields({
  idPrefix,
  placement,
  map = null,
}: {
  idPrefix: string;
  placement?: Placement | null;
  map?: SavedParMap | null;
}) {
  const t = useTranslations('Collection');
  const locale = useLocale();
  const [spot, setSpot] = useState(() => ({
    x: map ? String(map.input.tankLengthCm / 2) : '',
    y: map ? String(map.input.tankWidthCm / 2) : '',
    height: placement?.heightCm != null ? String(placement.heightCm) : '',
  }));
  const [par, setPar] = useState(placement?.par != null ? String(placement.par) : '');
  const [reading, setReading] = useState<string | null>(null);
  function move(next: typeof spot) {
    setSpot(next);
    if (!map) return;
    // a blank or unreadable spot is outside the tank; a blank height reads the map's own plane
    const r = parAtPlacement(map.input, {
      xCm: typedNumber(next.x) ?? Number.NaN,
      yCm: typedNumber(next.y) ?? Number.NaN,
      heightCm: typedNumber(next.height),
    });
    if (!r.ok) return setReading(t(`parMap.reason.${r.reason}`));
    setPar(String(r.par));
    setReading(t('parMap.filled', { par: formatNumber(r.par, locale, 'ppfd'), depth: cm(r.depthCm, locale) }));
  }
  return (
    <>
      {map ? (
        <p className="text-sm sm:col-span-2" data-testid={`${idPrefix}-par-map`}>
          {t('parMap.intro', {
            date: formatDate(map.at, locale),
            length: cm(map.input.tankLengthCm, locale),
            width: cm(map.input.tankWidthCm, locale),
            water: cm(map.input.waterDepthCm, locale),
          })}
        </p>
      ) : null}
      <Field id={`${idPrefix}-zone`} label={t('fields.zone')}>
        <select id={`${idPrefix}-zone`} name="zone" defaultValue={placement?.zone} className={inputClass}>
          {ZONES.map((z) => (
            <option key={z} value={z}>
              {t(`zones.${z}`)}
            </option>
          ))}
        </select>
      </Field>
      {map ? (
        <>
          <Field id={`${idPrefix}-mapX`} label={t('parMap.xCm')}>
            <input
              id={`${idPrefix}-mapX`}
              value={spot.x}
              onChange={(e) => move({ ...spot, x: e.target.value })}
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
          <Field id={`${idPrefix}-mapY`} label={t('parMap.yCm')}>
            <input
              id={`${idPrefix}-mapY`}
              value={spot.y}
              onChange={(e) => move({ ...spot, y: e.target.value })}
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
        </>
      ) : null}
      <Field id={`${idPrefix}-heightCm`} label={t('fields.heightCm')}>
        <input
          id={`${idPrefix}-heightCm`}
          name="heightCm"
          value={spot.height}
          onChange={(e) => move({ ...spot, height: e.target.value })}
          inputMode="decimal"
          className={inputClass}
        />
      </Field>
      <Field id={`${idPrefix}-par`} label={t('fields.par')} help={map ? t('parMap.help') : t('parHelp')}>
        <input
          id={`${idPrefix}-par`}
          name="par"
          value={par}
          onChange={(e) => setPar(e.target.value)}
          inputMode="decimal"
          className={inputClass}
          aria-describedby={`${idPrefix}-par-help`}
        />
      </Field>
      {map ? (
        <p
          role="status"
          className="text-sm text-slate-700 empty:hidden sm:col-span-2 dark:text-slate-300"
          data-testid={`${idPrefix}-par-reading`}
        >
          {reading ?? ''}
        </p>
      ) : null}
    </>
  );
}
