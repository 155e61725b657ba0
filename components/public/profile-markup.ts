import type { getTranslations } from 'next-intl/server';
import { linkClass } from '@/components/public/public-parts';
import { formatPublicDate, formatVolume } from '@/lib/public/page-text';
import { el, text } from '@/lib/public/markup';
import type { PublicProfile, PublicTankCard } from '@/lib/public/types';

/** The page's `PublicPages` messages. */
type Words = Awaited<ReturnType<typeof getTranslations<'PublicPages'>>>;

/**
 * The public profile's location and links (app/[locale]/u/[username]/page.tsx) as static markup, the `<dl>`'s content
 * as React wrote it: nothing in it is interactive (the links are other sites'), so it is not hydrated
 * (docs/performance.md "Public tank page"). The keeper's words are escaped by lib/public/markup.ts.
 */
export function profileAboutHtml(profile: PublicProfile, t: Words): string {
  const term = (label: string) => el('dt', { class: 'font-medium text-slate-600 dark:text-slate-300' }, text(label));
  return [
    profile.location ? term(t('location')) + el('dd', {}, text(profile.location)) : '',
    profile.links.length > 0
      ? term(t('links')) +
        el(
          'dd',
          {},
          el(
            'ul',
            { class: 'space-y-1' },
            ...profile.links.map((l) =>
              el('li', {}, el('a', { href: l.url, rel: 'nofollow noopener ugc', class: linkClass }, text(l.label))),
            ),
          ),
        )
      : '',
  ].join('');
}

/**
 * The profile's "Public tanks" section as static markup: a card per tank with a link to its page (`href` made by the
 * caller in the page's language), which the section's island follows in the page as a `Link` would.
 */
export function profileTanksHtml(
  tanks: readonly PublicTankCard[],
  t: Words,
  locale: string,
  href: (tank: PublicTankCard) => string,
): string {
  return (
    el('h2', { id: 'public-tanks', class: 'mb-4 text-xl font-semibold' }, text(t('tanks'))) +
    (tanks.length === 0
      ? el('p', { class: 'text-slate-700 dark:text-slate-300' }, text(t('noTanks')))
      : el(
          'ul',
          { class: 'grid gap-4 sm:grid-cols-2' },
          ...tanks.map((tank) =>
            el(
              'li',
              { class: 'rounded-xl border border-slate-200 p-4 dark:border-slate-700' },
              el('a', { class: `${linkClass} text-lg`, href: href(tank) }, text(tank.name)),
              el(
                'p',
                { class: 'mt-1 text-sm text-slate-700 dark:text-slate-300' },
                text(`${t('volume', { volume: formatVolume(tank.volumeL, locale) })}${t('separator')}${t(`kinds.${tank.kind}`)}`),
              ),
              tank.description ? el('p', { class: 'mt-2' }, text(tank.description)) : '',
              el(
                'p',
                { class: 'mt-2 text-sm text-slate-600 dark:text-slate-400' },
                text(t('updated', { date: formatPublicDate(tank.updatedAt, locale) })),
              ),
            ),
          ),
        ))
  );
}
