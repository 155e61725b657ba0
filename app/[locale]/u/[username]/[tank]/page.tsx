import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CopyReadings } from '@/components/public/copy-readings';
import { FollowButton } from '@/components/public/follow';
import { IcpSection } from '@/components/public/icp-section';
import { JournalSection } from '@/components/public/journal-section';
import { LivestockSection } from '@/components/public/livestock-section';
import { AccountsOff, formatPublicDate, formatVolume, linkClass } from '@/components/public/public-parts';
import { PublicImage } from '@/components/public/public-photo';
import { ReportButton } from '@/components/public/report-button';
import { TrendsSection } from '@/components/public/trend-charts';
import { PageHeader } from '@/components/ui/page-header';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { pickMessages } from '@/lib/i18n/pick';
import { runtimeT } from '@/lib/i18n/runtime-key';
import type { AppLocale } from '@/lib/i18n/routing';
import { supabaseConfig } from '@/lib/env';
import { isSlug, isUsername, readingLine, type ReadingLine } from '@/lib/public/page-text';
import { el, text } from '@/lib/public/markup';
import { createPublicClient, readPublicTank } from '@/lib/public/read';
import { PUBLIC_SHARE, readingsLine } from '@/lib/public/readings-line';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale; username: string; tank: string }> };

// Cached (ISR): rendered on a first visit, then served from the cache; a keeper's change makes the page stale at once
// (app/api/public/revalidate), and 60 s is the ceiling for anything else (docs/public-pages.md "Caching and revalidation").
export const revalidate = 60;
export const generateStaticParams = () => [];

/** The shared tank for this request, or null when the address names none (never shared, switched off, deleted); read once per render. */
const load = cache(async (username: string, slug: string) => {
  const db = createPublicClient();
  if (!db || !isUsername(username) || !isSlug(slug)) return null;
  return readPublicTank(db, username, slug);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, username, tank: slug } = await params;
  const t = await getTranslations({ locale, namespace: 'PublicPages' });
  if (!supabaseConfig) return { title: t('offTitle'), robots: { index: false } };
  const tank = await load(username, slug);
  if (!tank) return { robots: { index: false } };
  return pageMetadata({
    locale,
    path: `/u/${username}/${slug}`,
    title: t('tankTitle', { name: tank.name, username }),
    description:
      tank.description?.slice(0, 160) ?? t('tankDescription', { name: tank.name, volume: formatVolume(tank.volumeL, locale), username }),
  });
}

/** A shared tank, read on the server through the anonymous key: only the sections its keeper chose arrive. */
export default async function PublicTankPage({ params }: Props) {
  const { locale, username, tank: slug } = await params;
  setRequestLocale(locale);
  if (!supabaseConfig) return <AccountsOff />;
  const tank = await load(username, slug);
  if (!tank) notFound();
  const [t, tl, tu, root, messages] = await Promise.all([
    getTranslations('PublicPages'),
    getTranslations('Log.parameters'),
    getTranslations('Units'),
    getTranslations(),
    getMessages(),
  ]);
  const lines = tank.latest.map((r) => readingLine(r, tank.targets[r.parameter], locale));
  const withUnit = (value: string, line: ReadingLine) =>
    line.unit === 'none' ? value : line.unit === 'celsius' ? `${value}${tu('temperature.metric')}` : `${value} ${tu(line.unit)}`;
  const shown = (s: (typeof tank.sections)[number]) => tank.sections.includes(s);
  // the table React rendered before, written once as markup (docs/performance.md "Public tank page")
  const readingRows = lines
    .map((line) =>
      el(
        'tr',
        { class: 'border-b border-slate-200 dark:border-slate-700' },
        el('th', { scope: 'row', class: 'py-2 pr-4 font-medium' }, text(tl(line.parameter))),
        el(
          'td',
          { class: 'py-2 pr-4' },
          text(withUnit(line.value, line)),
          line.status && line.status !== 'ok'
            ? el('span', { class: 'ml-2 font-semibold text-amber-800 dark:text-amber-300' }, text(t(`status.${line.status}`)))
            : '',
        ),
        el(
          'td',
          { class: 'py-2 pr-4' },
          text(line.target ? withUnit(t('range', { low: line.target.low, high: line.target.high }), line) : t('noTarget')),
        ),
        el('td', { class: 'py-2' }, el('time', { datetime: line.at }, text(formatPublicDate(line.at, locale)))),
      ),
    )
    .join('');
  const readingsTable = el(
    'table',
    { class: 'min-w-full text-left text-sm', 'data-testid': 'public-readings' },
    el(
      'thead',
      { class: 'border-b border-slate-300 dark:border-slate-600' },
      el(
        'tr',
        {},
        el('th', { scope: 'col', class: 'py-2 pr-4' }, text(t('parameter'))),
        el('th', { scope: 'col', class: 'py-2 pr-4' }, text(t('latest'))),
        el('th', { scope: 'col', class: 'py-2 pr-4' }, text(t('target'))),
        el('th', { scope: 'col', class: 'py-2' }, text(t('tested'))),
      ),
    ),
    el('tbody', {}, readingRows),
  );
  // "Copy readings" (docs/public-pages.md): the line is made here, the island only copies it
  const url = absoluteUrl(getPathname({ locale, href: `/u/${tank.username}/${tank.slug}` }));
  const copyLine = readingsLine({ tankName: tank.name, readings: tank.latest, url }, locale, runtimeT(root, PUBLIC_SHARE));

  const page = (
    <article data-testid="public-tank">
      <PageHeader title={tank.name} intro={tank.description ?? undefined}>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('volume', { volume: formatVolume(tank.volumeL, locale) })}
          {t('separator')}
          {t(`kinds.${tank.kind}`)}
          {t('separator')}
          <Link href={`/u/${tank.username}`} prefetch={false} className={linkClass}>
            {t('handle', { username: tank.username })}
          </Link>
        </p>
        <ReportButton kind="tank" target={tank.shareId} />
        <div className="mt-3">
          <NextIntlClientProvider messages={pickMessages(await getMessages(), ['Community.follow'])}>
            <FollowButton shareId={tank.shareId} name={tank.name} />
          </NextIntlClientProvider>
        </div>
        {tank.cover ? (
          <>
            <PublicImage
              photo={tank.cover}
              alt={t('tankSections.coverAlt', { name: tank.name })}
              eager
              className="mt-4 w-full max-w-3xl"
              sizes="(min-width: 48rem) 48rem, 100vw"
            />
            <ReportButton kind="photo" target={tank.cover.id} photo={t('tankSections.coverAlt', { name: tank.name })} />
          </>
        ) : null}
      </PageHeader>

      {shown('readings') ? (
        <section aria-labelledby="public-readings" className="mb-10">
          <h2 id="public-readings" className="mb-3 text-xl font-semibold">
            {t('readings')}
          </h2>
          {lines.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{t('noReadings')}</p>
          ) : (
            // the table as static markup: not hydrated (lib/public/markup.ts)
            <div className="overflow-x-auto" dangerouslySetInnerHTML={{ __html: readingsTable }} />
          )}
          {copyLine ? (
            <div className="mt-4">
              <CopyReadings line={copyLine} />
            </div>
          ) : null}
        </section>
      ) : null}

      {shown('trends') ? <TrendsSection tank={tank} /> : null}
      {shown('livestock') ? <LivestockSection tank={tank} /> : null}
      {shown('icp') ? <IcpSection tank={tank} /> : null}
      {shown('journal') ? <JournalSection tank={tank} /> : null}

      <p className="text-sm text-slate-600 dark:text-slate-400">{t('updated', { date: formatPublicDate(tank.updatedAt, locale) })}</p>
    </article>
  );
  // the islands' words only (Copy readings, Report): the rest of the page is server-rendered
  return <NextIntlClientProvider messages={pickMessages(messages, ['PublicShare'])}>{page}</NextIntlClientProvider>;
}
