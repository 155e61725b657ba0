import { getLocale, getTranslations } from 'next-intl/server';
import { formatPublicDate, laterSectionClass } from '@/components/public/public-parts';
import { PublicImage } from '@/components/public/public-photo';
import { ReportButton } from '@/components/public/report-button';
import type { PublicTank } from '@/lib/public/types';

/** The published journal posts, newest first, each with its photos in the post's order, each photo reportable on its own. */
export async function JournalSection({ tank }: { tank: PublicTank }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('PublicPages')]);
  return (
    <section aria-labelledby="public-journal" className={laterSectionClass}>
      <h2 id="public-journal" className="mb-3 text-xl font-semibold">
        {t('journal')}
      </h2>
      {tank.journal.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t('noPosts')}</p>
      ) : (
        <ol className="space-y-6" data-testid="public-journal">
          {tank.journal.map((post) => {
            const date = formatPublicDate(post.at, locale);
            return (
              <li key={post.id}>
                <article>
                  {post.title ? <h3 className="text-lg font-semibold">{post.title}</h3> : null}
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={post.at}>{date}</time>
                  </p>
                  <p className="mt-2 whitespace-pre-line">{post.body}</p>
                  {post.photos.length > 0 ? (
                    <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
                      {post.photos.map((photo, i) => {
                        const alt = t('tankSections.postPhotoAlt', { n: i + 1, count: post.photos.length, date });
                        return (
                          <li key={photo.id}>
                            <PublicImage
                              photo={photo}
                              alt={alt}
                              className="w-full"
                              sizes="(min-width: 72rem) 23rem, (min-width: 40rem) 33vw, 50vw"
                            />
                            <ReportButton kind="photo" target={photo.id} photo={alt} />
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                  <ReportButton kind="post" target={post.id} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
