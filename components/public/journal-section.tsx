import { getLocale, getTranslations } from 'next-intl/server';
import { formatPublicDate, laterSectionClass } from '@/components/public/public-parts';
import { publicImageHtml } from '@/components/public/public-photo';
import { MarkupWithReports, type MarkupReport } from '@/components/public/markup-with-reports';
import { signedOutReportHtml } from '@/components/public/report-markup';
import { getPathname } from '@/lib/i18n/navigation';
import { el, text } from '@/lib/public/markup';
import type { PublicTank } from '@/lib/public/types';

/**
 * The published journal posts, newest first, each with its photos in the post's order, each photo reportable on its
 * own. Static markup but for the report controls (./markup-with-reports.tsx): the keeper's titles and texts are
 * escaped by lib/public/markup.ts.
 */
export async function JournalSection({ tank }: { tank: PublicTank }) {
  const [locale, t, tr] = await Promise.all([getLocale(), getTranslations('PublicPages'), getTranslations('PublicShare.report')]);
  const signIn = signedOutReportHtml('post', getPathname({ locale, href: '/login' }), tr('signIn'));
  const reports: MarkupReport[] = [];
  const posts = tank.journal.map((post, i) => {
    const date = formatPublicDate(post.at, locale);
    // the post's <article>: the first child of the list's i-th entry, the <ol> being the section's second child
    const article = [1, i, 0];
    const photoList = post.title ? 3 : 2;
    const photos = post.photos.map((photo, j) => {
      const alt = t('tankSections.postPhotoAlt', { n: j + 1, count: post.photos.length, date });
      reports.push({ kind: 'photo', target: photo.id, photo: alt, at: [...article, photoList, j] });
      return el(
        'li',
        {},
        publicImageHtml({ photo, alt, className: 'w-full', sizes: '(min-width: 72rem) 23rem, (min-width: 40rem) 33vw, 50vw' }),
      );
    });
    reports.push({ kind: 'post', target: post.id, at: article });
    return el(
      'li',
      {},
      el(
        'article',
        {},
        post.title ? el('h3', { class: 'text-lg font-semibold' }, text(post.title)) : '',
        el('p', { class: 'text-sm text-slate-600 dark:text-slate-400' }, el('time', { dateTime: post.at }, text(date))),
        el('p', { class: 'mt-2 whitespace-pre-line' }, text(post.body)),
        photos.length > 0 ? el('ul', { class: 'mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3' }, ...photos) : '',
        signIn,
      ),
    );
  });
  const html =
    el('h2', { id: 'public-journal', class: 'mb-3 text-xl font-semibold' }, text(t('journal'))) +
    (tank.journal.length === 0
      ? el('p', { class: 'text-slate-700 dark:text-slate-300' }, text(t('noPosts')))
      : el('ol', { class: 'space-y-6', 'data-testid': 'public-journal' }, ...posts));
  return <MarkupWithReports labelledBy="public-journal" className={laterSectionClass} html={html} reports={reports} />;
}
