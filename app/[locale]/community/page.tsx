import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { FollowedTanks } from '@/components/public/follow';
import { MarkupWithFollows } from '@/components/public/markup-with-follows';
import { tankCardHtml } from '@/components/public/tank-card-markup';
import { Button, buttonClass } from '@/components/ui/button';
import { inputClass } from '@/components/ui/inputs';
import { PageHeader } from '@/components/ui/page-header';
import { supabaseConfig } from '@/lib/env';
import { Link, getPathname } from '@/lib/i18n/navigation';
import { pickMessages } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { SIZE_BAND_KEYS, communityQuery, communitySearch, parseCommunityFilters } from '@/lib/public/community';
import { readCommunityPageCached } from '@/lib/public/community-cache';
import { TANK_KINDS } from '@/lib/public/types';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ locale: AppLocale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the follow islands say, and the card's words for "Tanks you follow" (the listing's cards are markup). */
const ISLAND_MESSAGES = [
  'Community.follow',
  'Community.following',
  'Community.followingEmpty',
  'Community.followingFailed',
  'Community.coverAlt',
  'PublicPages.kinds',
  'PublicPages.volume',
  'PublicPages.updated',
  'PublicPages.handle',
  'PublicPages.separator',
];

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Community' });
  if (!supabaseConfig) return { title: t('title'), robots: { index: false } };
  const filters = parseCommunityFilters(await searchParams);
  const filtered = filters.size !== null || filters.kind !== null || filters.after !== null;
  const meta = pageMetadata({ locale, path: '/community', title: t('title'), description: t('metaDescription') });
  // a filtered or later page is the listing again: its canonical is the first page, and it is not indexed itself
  return filtered ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/**
 * Recently updated shared tanks, read on the server through the anonymous key (docs/public-pages.md "The community
 * page"). The filters are a plain GET form and the pages plain links, so the listing works without JavaScript; the
 * cards are static markup (a signed-out visitor's "Sign in to follow" link included), the only client code the
 * follow islands.
 */
export default async function CommunityPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Community');
  if (!supabaseConfig) {
    return (
      <div data-testid="community-accounts-off">
        <PageHeader title={t('title')} intro={t('offText')} />
      </div>
    );
  }
  const filters = parseCommunityFilters(await searchParams);
  const [page, tp, messages] = await Promise.all([
    readCommunityPageCached(communityQuery(filters)),
    getTranslations('PublicPages'),
    getMessages(),
  ]);
  const filtered = filters.size !== null || filters.kind !== null;
  const first = communitySearch({ ...filters, after: null });
  const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';
  const links = {
    href: (path: string) => getPathname({ locale, href: path }),
    // as FollowButton's signed-out link: back to the path alone (its `usePathname`), the filters and page left out
    signIn: getPathname({ locale, href: { pathname: '/login', query: { next: '/community' } } }),
  };

  return (
    <NextIntlClientProvider messages={pickMessages(messages, ISLAND_MESSAGES)}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <FollowedTanks />

      <form method="get" action={getPathname({ locale, href: '/community' })} className="mb-8" data-testid="community-filters">
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="sr-only">{t('filters')}</legend>
          <div>
            <label htmlFor="community-size" className={labelClass}>
              {t('size')}
            </label>
            <select id="community-size" name="size" defaultValue={filters.size ?? ''} className={`${inputClass} sm:w-48`}>
              <option value="">{t('sizeAny')}</option>
              {SIZE_BAND_KEYS.map((b) => (
                <option key={b} value={b}>
                  {t(`sizes.${b}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="community-kind" className={labelClass}>
              {t('kind')}
            </label>
            <select id="community-kind" name="kind" defaultValue={filters.kind ?? ''} className={`${inputClass} sm:w-56`}>
              <option value="">{t('kindAny')}</option>
              {TANK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {tp(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="primary" type="submit">
            {t('apply')}
          </Button>
          {filtered ? (
            <Link href="/community" prefetch={false} className={`${buttonClass('link')} py-2`}>
              {t('clear')}
            </Link>
          ) : null}
        </fieldset>
      </form>

      <section aria-labelledby="community-list">
        <h2 id="community-list" className="mb-4 text-xl font-semibold">
          {t('listTitle')}
        </h2>
        {page.cards.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300" data-testid="community-empty">
            {t(filtered ? 'emptyFiltered' : 'empty')}
          </p>
        ) : (
          // the cards as static markup, their follow controls islands (components/public/markup-with-follows.tsx)
          <MarkupWithFollows
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            testId="community-list"
            html={page.cards.map((card) => tankCardHtml(card, locale, { t: tp, tc: t }, links)).join('')}
            follows={page.cards.map((card) => ({ shareId: card.shareId, name: card.name }))}
          />
        )}
        {filters.after || page.next ? (
          <nav aria-label={t('pages')} className="mt-8 flex flex-wrap gap-4">
            {filters.after ? (
              <Link href={{ pathname: '/community', query: first }} prefetch={false} className={buttonClass('secondary')}>
                {t('first')}
              </Link>
            ) : null}
            {page.next ? (
              <Link
                href={{ pathname: '/community', query: communitySearch({ ...filters, after: page.next }) }}
                prefetch={false}
                rel="next"
                className={buttonClass('secondary')}
              >
                {t('next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </NextIntlClientProvider>
  );
}
