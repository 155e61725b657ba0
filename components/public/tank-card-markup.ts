import type { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { excerpt } from '@/lib/public/card-excerpt';
import { el, text } from '@/lib/public/markup';
import { formatPublicDate, formatVolume } from '@/lib/public/page-text';
import type { PublicTankCard } from '@/lib/public/types';
import { COVER, tankCardLinkClass } from './tank-card';

/** The page's messages: the card's chrome (`PublicPages`) and the community's (`Community`). */
export interface TankCardWords {
  t: Awaited<ReturnType<typeof getTranslations<'PublicPages'>>>;
  tc: Awaited<ReturnType<typeof getTranslations<'Community'>>>;
}

/** Where a card's links go, in the page's language (made by the caller with next-intl's `getPathname`). */
export interface TankCardLinks {
  /** an address of the site, e.g. `/u/<username>/<slug>`, as the page's `Link` would write it */
  href: (path: string) => string;
  /** the sign-in page coming back to the listing, as FollowButton's signed-out `Link` writes it */
  signIn: string;
}

/**
 * What FollowButton (./follow.tsx) renders signed out, as static markup: "Sign in to follow", a link to the sign-in
 * page that comes back (`href`).
 */
export function signedOutFollowHtml(href: string, label: string): string {
  return el('p', {}, el('a', { class: buttonClass('link'), href }, text(label)));
}

/**
 * One card of the community listing (app/[locale]/community/page.tsx) as static markup: what TankCard
 * (./tank-card.tsx) renders, with the signed-out follow link in the place of its `follow`. React hydrates none of
 * it (docs/performance.md "Public tank page"); the listing's island (./markup-with-follows.tsx) follows its links
 * in the page and, signed in, puts a FollowButton where the link was. The keeper's words are escaped by
 * lib/public/markup.ts.
 */
export function tankCardHtml(card: PublicTankCard, locale: string, { t, tc }: TankCardWords, links: TankCardLinks): string {
  const about = excerpt(card.description);
  const link = (path: string, label: string) => el('a', { class: tankCardLinkClass, href: links.href(path) }, text(label));
  return el(
    'li',
    { class: 'flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700', 'data-testid': 'tank-card' },
    card.photoUrl
      ? el('img', {
          src: card.photoUrl,
          alt: tc('coverAlt', { name: card.name }),
          width: COVER.width,
          height: COVER.height,
          loading: 'lazy',
          decoding: 'async',
          class: 'aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800',
        })
      : '',
    el(
      'div',
      { class: 'flex flex-1 flex-col gap-2 p-4' },
      el('h3', { class: 'text-lg' }, link(`/u/${card.username}/${card.slug}`, card.name)),
      el(
        'p',
        { class: 'text-sm text-slate-700 dark:text-slate-300' },
        text(`${t('volume', { volume: formatVolume(card.volumeL, locale) })}${t('separator')}${t(`kinds.${card.kind}`)}${t('separator')}`),
        link(`/u/${card.username}`, t('handle', { username: card.username })),
      ),
      about ? el('p', { class: 'text-slate-800 dark:text-slate-200' }, text(about)) : '',
      el(
        'p',
        { class: 'mt-auto text-sm text-slate-600 dark:text-slate-400' },
        // `dateTime` as React writes the attribute's name
        el('time', { dateTime: card.updatedAt }, text(t('updated', { date: formatPublicDate(card.updatedAt, locale) }))),
      ),
      signedOutFollowHtml(links.signIn, tc('follow.signIn')),
    ),
  );
}
