import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { MarkupWithReports } from '@/components/public/markup-with-reports';
import { profileAboutHtml, profileTanksHtml } from '@/components/public/profile-markup';
import { AccountsOff } from '@/components/public/public-parts';
import { ReportButton } from '@/components/public/report-button';
import { PageHeader } from '@/components/ui/page-header';
import { supabaseConfig } from '@/lib/env';
import { getPathname } from '@/lib/i18n/navigation';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { isUsername } from '@/lib/public/page-text';
import { createPublicClient, readProfileTanks, readPublicProfile } from '@/lib/public/read';
import { pageMetadata } from '@/lib/seo/metadata';

const NO_REPORTS = [] as const;

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
        // static markup made on the server, every value escaped (lib/public/markup.ts): not hydrated
        <dl
          className="mb-8 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2"
          dangerouslySetInnerHTML={{ __html: profileAboutHtml(profile, t) }}
        />
      ) : null}
      {/* the tanks' cards as static markup; their links are followed in the page */}
      <MarkupWithReports
        labelledBy="public-tanks"
        html={profileTanksHtml(tanks, t, locale, (tank) => getPathname({ locale, href: `/u/${tank.username}/${tank.slug}` }))}
        reports={NO_REPORTS}
      />
    </article>
  );
  // the report island's words only: the rest of the page is server-rendered
  return <NextIntlClientProvider messages={pickMessages(messages, ['PublicShare'])}>{page}</NextIntlClientProvider>;
}
