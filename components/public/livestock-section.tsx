import { getLocale, getTranslations } from 'next-intl/server';
import { laterSectionClass } from '@/components/public/public-parts';
import { PublicImage } from '@/components/public/public-photo';
import { ReportButton } from '@/components/public/report-button';
import { speciesName } from '@/lib/collection/catalogue';
import { SPECIES } from '@/lib/species/catalogue';
import type { PublicTank } from '@/lib/public/types';

/** The species catalogue by id, read on the server only (the page sends no catalogue to the browser). */
const BY_ID = new Map(SPECIES.map((s) => [s.id, s]));

/**
 * The livestock: each animal's name as the keeper wrote it (or its species' common name in the reader's language),
 * the species' common and scientific names from the catalogue (lib/species), the count, and its latest photo with its
 * own report control (signed in only).
 */
export async function LivestockSection({ tank }: { tank: PublicTank }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('PublicPages')]);
  return (
    <section aria-labelledby="public-livestock" className={laterSectionClass}>
      <h2 id="public-livestock" className="mb-3 text-xl font-semibold">
        {t('livestock')}
      </h2>
      {tank.animals.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('noLivestock')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="public-livestock">
          {tank.animals.map((a) => {
            const species = a.speciesId ? BY_ID.get(a.speciesId) : undefined;
            const common = species ? speciesName(species, locale) : null;
            const name = a.name || common || t('unnamed');
            const alt = t('tankSections.animalPhotoAlt', { name });
            return (
              <li key={a.id} className="flex gap-3">
                {a.latestPhoto ? <PublicImage photo={a.latestPhoto} alt={alt} className="w-24 shrink-0 object-cover" sizes="6rem" /> : null}
                <div>
                  <p className="font-medium">
                    {name}
                    {a.count > 1 ? ` ${t('count', { count: a.count })}` : ''}
                  </p>
                  {species ? (
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {common && common !== name && common !== species.scientific ? <>{common} · </> : null}
                      <i lang="la">{species.scientific}</i>
                    </p>
                  ) : null}
                  {a.latestPhoto ? <ReportButton kind="photo" target={a.latestPhoto.id} photo={alt} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
