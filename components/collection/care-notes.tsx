'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/number/text';
import type { SourcedFigure, Species, SpeciesSource } from '@/lib/species/types';
import type { SpeciesDiet, SpeciesFeeding } from '@/lib/species/vocabulary';
import { formatSig } from '@/lib/icp/display';

/** A species' care notes, each figure with its source and grade (as the presets show theirs). */
export function CareNotes({ species, sources }: { species: Species | undefined; sources: ReadonlyMap<string, SpeciesSource> | undefined }) {
  const t = useTranslations('Collection.care');
  const tp = useTranslations('Log.parameters');
  const locale = useLocale();
  if (!species) return <p className="text-sm">{t('none')}</p>;
  const n = (x: number) => formatNumber(x, locale, 'speciesFact');
  const word = (w: string) => (t.has(`values.${w}` as 'values.yes') ? t(`values.${w}` as 'values.yes') : w);
  // the catalogue's words (lib/species/vocabulary.ts) in the reader's language; ranges and lists as the language writes them
  const range = (r: { low: number; high: number }, f: (x: number) => string) => t('range', { low: f(r.low), high: f(r.high) });
  const list = (items: string[]) => items.join(t('listSeparator'));
  const rows: [string, SourcedFigure<unknown> | undefined, (v: never) => string][] = [
    [t('reefSafe'), species.reefSafe, (v: string) => word(v)],
    [t('temperament'), species.temperament, (v: string) => word(v)],
    [t('adultSize'), species.adultSizeCm, (v: number) => `${n(v)} cm`],
    [t('minTank'), species.minTankL, (v: number) => `${n(v)} L`],
    [t('diet'), species.diet, (v: SpeciesDiet[]) => list(v.map((d) => t(`diets.${d}`)))],
    [t('par'), species.par, (v: { low: number; high: number }) => `${range(v, n)} µmol/m²/s`],
    [t('flow'), species.flow, (v: string) => word(v)],
    [t('feeding'), species.feeding, (v: SpeciesFeeding) => t(`feedings.${v}`)],
    [
      t('sensitive'),
      species.sensitive,
      (v: Record<string, { low: number; high: number } | undefined>) =>
        // to their significant digits (phosphate 0.02–0.1, magnesium 1,250–1,400), not the round species figures
        list(
          Object.entries(v).map(
            ([p, r]) => `${tp.has(p as 'ph') ? tp(p as 'ph') : p}${r ? ` ${range(r, (x) => formatSig(x, locale))}` : ''}`,
          ),
        ),
    ],
  ];
  return (
    <section aria-labelledby="care-title" className="text-sm" data-testid="care-notes">
      <h4 id="care-title" className="font-semibold">
        {t('title')}
      </h4>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {rows
          .filter(([, f]) => f)
          .map(([label, f, show]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd>
                {t('sourced', { value: show(f!.value as never), source: sources?.get(f!.source)?.title ?? f!.source, grade: f!.grade })}
              </dd>
            </div>
          ))}
      </dl>
      <p className="mt-2">{locale === 'ja' ? species.notes.ja : species.notes.en}</p>
    </section>
  );
}
