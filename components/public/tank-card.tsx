import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { excerpt } from '@/lib/public/card-excerpt';
import { formatPublicDate, formatVolume } from '@/lib/public/page-text';
import type { PublicTankCard } from '@/lib/public/types';

/** The class of the card's links, shared with its static markup (./tank-card-markup.ts) so the two cannot drift apart. */
export const tankCardLinkClass = 'font-semibold text-cyan-800 underline dark:text-cyan-200';

/** The cover's box on a card: the picture is cropped to it, so the card's height is known before it loads. */
export const COVER = { width: 480, height: 270 } as const;

/**
 * One shared tank in "Tanks you follow" (client): the keeper's words as written, the chrome in the reader's language.
 * `follow` is the follow island, or nothing. The community listing writes the same card as static markup
 * (`tankCardHtml` in ./tank-card-markup.ts, tested against this component).
 */
export function TankCard({ card, locale, follow }: { card: PublicTankCard; locale: string; follow?: ReactNode }) {
  const t = useTranslations('PublicPages');
  const tc = useTranslations('Community');
  const about = excerpt(card.description);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700" data-testid="tank-card">
      {card.photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the site's own photo route streams the public copy; next/image would fetch and re-encode it again
        <img
          src={card.photoUrl}
          alt={tc('coverAlt', { name: card.name })}
          width={COVER.width}
          height={COVER.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg">
          <Link href={`/u/${card.username}/${card.slug}`} prefetch={false} className={tankCardLinkClass}>
            {card.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('volume', { volume: formatVolume(card.volumeL, locale) })}
          {t('separator')}
          {t(`kinds.${card.kind}`)}
          {t('separator')}
          <Link href={`/u/${card.username}`} prefetch={false} className={tankCardLinkClass}>
            {t('handle', { username: card.username })}
          </Link>
        </p>
        {about ? <p className="text-slate-800 dark:text-slate-200">{about}</p> : null}
        <p className="mt-auto text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={card.updatedAt}>{t('updated', { date: formatPublicDate(card.updatedAt, locale) })}</time>
        </p>
        {follow}
      </div>
    </li>
  );
}
