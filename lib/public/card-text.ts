/**
 * What the social card image of a public tank page shows (app/[locale]/u/[username]/[tank]/opengraph-image.tsx), as a
 * pure function: the tank's name, volume and keeper, its latest readings (at most CARD_READINGS, with units, in the
 * page's language) and the site's name. docs/public-pages.md "The social card".
 */
import { runtimeT, type RootTranslator } from '@/lib/i18n/runtime-key';
import { formatNumber } from '@/lib/number/text';
import { newestAt, postDate, readingItem } from './readings-line';
import type { PublicTank } from './types';

/** Readings the card has room for (1200×630, large enough to read in a timeline). */
export const CARD_READINGS = 4;
/** Longest tank name the card prints whole; a longer one ends with "…". */
export const CARD_NAME_MAX = 60;

export interface CardText {
  siteName: string;
  title: string;
  /** "300 L · @keeper" */
  subtitle: string;
  /** "Latest readings, 2026-11-20", or null when the page shows none */
  heading: string | null;
  readings: string[];
  /** the cover photo's address on this site, or null */
  photoUrl: string | null;
}

/** `root`: a translator of every message (the card's words are PublicShare's). */
export function cardText(tank: PublicTank, siteName: string, locale: string, root: RootTranslator): CardText {
  const t = runtimeT(root, 'PublicShare');
  const name = tank.name.trim();
  const title = [...name].length > CARD_NAME_MAX ? `${[...name].slice(0, CARD_NAME_MAX - 1).join('')}…` : name;
  const shown = tank.latest.slice(0, CARD_READINGS);
  const at = newestAt(shown);
  const volume = formatNumber(tank.volumeL, locale, Number.isInteger(tank.volumeL) ? 'litresInText' : 'litresTenth');
  return {
    siteName,
    title,
    subtitle: t('card.subtitle', { volume, username: tank.username }),
    heading: at === null ? null : t('card.heading', { date: postDate(at, locale) }),
    readings: shown.map((r) => readingItem(r, locale, t)),
    photoUrl: tank.photoUrl,
  };
}
