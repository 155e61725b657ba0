import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountsOff, formatPublicDate, formatVolume, linkClass } from '@/components/public/public-parts';
import { ReportButton } from '@/components/public/report-button';
import { PageHeader } from '@/components/ui/page-header';
import { supabaseConfig } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { isUsername } from '@/lib/public/page-text';
import { createPublicClient, readProfileTanks, readPublicProfile } from '@/lib/public/read';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: AppLocale; username: string }> };

// Cached (ISR): rendered on a first visit, then served from the cache; a keeper's change makes the page stale at once
// (app/api/public/revalidate), and 60 s is the ceiling for anything else (docs/public-pages.md "Caching and revalidation").
export const revalidate = 60;
export const generateStaticParams = () => [];

/** The profile and its tanks for this request, or null when the address names no public profile; read once per render. */
const load = cache(async (username: string) => {
  const db = createPublicClient();
  if (!db || !isUsername(username)) return null;
  const profile = await readPublicProfile(db, username, supabaseConfig?.url ?? null);
  return profile ? { profile, tanks: await readProfileTanks(db, username) } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, username } = await params;
  const t = await getTranslations({ locale, namespace: 'PublicPages' });
  if (!supabaseConfig) return { title: t('offTitle'), robots: { index: false } };
  const found = await load(username);
  if (!found) return { robots: { index: false } };
  const name = found.profile.displayName ?? found.profile.username;
  return pageMetadata({
    locale,
    path: `/u/${username}`,
    title: t('profileTitle', { name, username }),
    description: found.profile.bio?.slice(0, 160) ?? t('profileDescription', { name }),
    type: 'website',
  });
}

/** A keeper's public profile, read on the server through the anonymous key: the database decides what exists. */
export default async function PublicProfilePage({ params }: Props) {
  const { locale, username } = await params;
  setRequestLocale(locale);
  if (!supabaseConfig) return <AccountsOff />;
  const found = await load(username);
  if (!found) notFound();
  const { profile, tanks } = found;
  const [t, messages] = await Promise.all([getTranslations('PublicPages'), getMessages()]);
  const page = (
    <article data-testid="public-profile">
      {profile.avatarUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the Supabase storage host differs per deployment, so next/image's remotePatterns cannot name it
        <img
          src={profile.avatarUrl}
          alt={t('avatarAlt', { name: profile.displayName ?? profile.username })}
          width={96}
          height={96}
          className="mb-4 h-24 w-24 rounded-full object-cover"
          data-testid="public-avatar"
        />
      ) : null}
      <PageHeader title={profile.displayName ?? profile.username} intro={profile.bio ?? undefined}>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('handle', { username: profile.username })}</p>
        <ReportButton kind="profile" target={profile.username} />
      </PageHeader>
      {profile.location || profile.links.length > 0 ? (
        <dl className="mb-8 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {profile.location ? (
            <>
              <dt className="font-medium text-slate-600 dark:text-slate-300">{t('location')}</dt>
              <dd>{profile.location}</dd>
            </>
          ) : null}
          {profile.links.length > 0 ? (
            <>
              <dt className="font-medium text-slate-600 dark:text-slate-300">{t('links')}</dt>
              <dd>
                <ul className="space-y-1">
                  {profile.links.map((l) => (
                    <li key={l.url}>
                      <a href={l.url} rel="nofollow noopener ugc" className={linkClass}>
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <section aria-labelledby="public-tanks">
        <h2 id="public-tanks" className="mb-4 text-xl font-semibold">
          {t('tanks')}
        </h2>
        {tanks.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t('noTanks')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {tanks.map((tank) => (
              <li key={tank.slug} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <Link href={`/u/${tank.username}/${tank.slug}`} prefetch={false} className={`${linkClass} text-lg`}>
                  {tank.name}
                </Link>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t('volume', { volume: formatVolume(tank.volumeL, locale) })} · {t(`kinds.${tank.kind}`)}
                </p>
                {tank.description ? <p className="mt-2">{tank.description}</p> : null}
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {t('updated', { date: formatPublicDate(tank.updatedAt, locale) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
  // the report island's words only: the rest of the page is server-rendered
  return <NextIntlClientProvider messages={pickMessages(messages, ['PublicShare'])}>{page}</NextIntlClientProvider>;
}
