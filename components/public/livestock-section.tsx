import { getLocale, getTranslations } from 'next-intl/server';
import { laterSectionClass } from '@/components/public/public-parts';
import { publicImageHtml } from '@/components/public/public-photo';
import { MarkupWithReports, type MarkupReport } from '@/components/public/markup-with-reports';
import { speciesName } from '@/lib/collection/catalogue';
import { el, text } from '@/lib/public/markup';
import { SPECIES } from '@/lib/species/catalogue';
import type { PublicTank } from '@/lib/public/types';

/** The species catalogue by id, read on the server only (the page sends no catalogue to the browser). */
const BY_ID = new Map(SPECIES.map((s) => [s.id, s]));

/**
 * The livestock: each animal's name as the keeper wrote it (or its species' common name in the reader's language),
 * the species' common and scientific names from the catalogue (lib/species), the count, and its latest photo with its
 * own report control (signed in only). Static markup but for those controls (./markup-with-reports.tsx): the keeper's
 * words are escaped by lib/public/markup.ts.
 */
export async function LivestockSection({ tank }: { tank: PublicTank }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('PublicPages')]);
  const reports: MarkupReport[] = [];
  const items = tank.animals.map((a, i) => {
    const species = a.speciesId ? BY_ID.get(a.speciesId) : undefined;
    const common = species ? speciesName(species, locale) : null;
    const name = a.name || common || t('unnamed');
    const alt = t('tankSections.animalPhotoAlt', { name });
    // under the photo's box in the list's i-th entry: <ul> is the section's second child, the names its entry's second
    if (a.latestPhoto) reports.push({ kind: 'photo', target: a.latestPhoto.id, photo: alt, at: [1, i, 1] });
    return el(
      'li',
      { class: 'flex gap-3' },
      a.latestPhoto ? publicImageHtml({ photo: a.latestPhoto, alt, className: 'w-24 shrink-0 object-cover', sizes: '6rem' }) : '',
      el(
        'div',
        {},
        el('p', { class: 'font-medium' }, text(name), a.count > 1 ? text(` ${t('count', { count: a.count })}`) : ''),
        species
          ? el(
              'p',
              { class: 'text-sm text-slate-700 dark:text-slate-300' },
              common && common !== name && common !== species.scientific ? `${text(common)}${text(t('separator'))}` : '',
              el('i', { lang: 'la' }, text(species.scientific)),
            )
          : '',
      ),
    );
  });
  const html =
    el('h2', { id: 'public-livestock', class: 'mb-3 text-xl font-semibold' }, text(t('livestock'))) +
    (tank.animals.length === 0
      ? el('p', { class: 'text-slate-700 dark:text-slate-300' }, text(t('noLivestock')))
      : el('ul', { class: 'grid gap-4 sm:grid-cols-2', 'data-testid': 'public-livestock' }, ...items));
  return <MarkupWithReports labelledBy="public-livestock" className={laterSectionClass} html={html} reports={reports} />;
}
