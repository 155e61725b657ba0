/**
 * What the public profile and tank pages put into words, as pure functions: which addresses can name a page, and a
 * latest reading with its target in the reader's language (numbers through lib/number/text.ts, decimals from the
 * log's precision table). docs/public-pages.md describes the pages.
 */
import { dateTimeFormat } from '@/lib/intl-cache';
import { formatNumber } from '@/lib/number/text';
import type { LogParameter, TargetRange } from '@/lib/log/model';
import { shownDecimals, shownUnitKey, toShown, type ShownUnit } from '@/lib/log/params';
import type { PublicReading } from './types';

/** The usernames table's format (supabase/migrations): anything else names no profile. */
export const isUsername = (s: string) => /^[a-z0-9_]{3,30}$/.test(s);
/** tank_shares.slug's format. */
export const isSlug = (s: string) => /^[a-z0-9]([a-z0-9-]{0,58}[a-z0-9])?$/.test(s);

export type ReadingStatus = 'low' | 'ok' | 'high';

export interface ReadingLine {
  parameter: LogParameter;
  /** formatted in the reader's locale, in the unit named by `unit` */
  value: string;
  unit: ShownUnit;
  /** formatted ends of the target, or null when the keeper set none */
  target: { low: string; high: string } | null;
  /** the value against the target, or null without one */
  status: ReadingStatus | null;
  at: string;
}

/**
 * A latest reading against its target. Values are canonical (alkalinity in dKH, the public page's unit); the
 * comparison is made on the value as shown, so a reading shown as the target's end is never called out of range.
 */
export function readingLine(reading: PublicReading, target: TargetRange | undefined, locale: string): ReadingLine {
  const p = reading.parameter;
  const decimals = shownDecimals(p, 'dkh');
  const shown = (v: number) => toShown(p, v, 'dkh');
  const round = (v: number) => Number(shown(v).toFixed(decimals));
  let status: ReadingStatus | null = null;
  if (target) {
    const v = round(reading.value);
    status = v < round(target.low) ? 'low' : v > round(target.high) ? 'high' : 'ok';
  }
  return {
    parameter: p,
    value: formatNumber(shown(reading.value), locale, decimals),
    unit: shownUnitKey(p, 'dkh'),
    target: target
      ? { low: formatNumber(shown(target.low), locale, decimals), high: formatNumber(shown(target.high), locale, decimals) }
      : null,
    status,
    at: reading.at,
  };
}

/** A first address for a tank's page from its name: ASCII letters and digits kept, the rest hyphens; `tank` if none. */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return isSlug(slug) ? slug : 'tank';
}

/**
 * A date as a visitor of that language reads it. The server knows no visitor's time zone: Japanese pages use Japan's,
 * English pages UTC.
 */
export const formatPublicDate = (iso: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeZone: locale === 'ja' ? 'Asia/Tokyo' : 'UTC' }).format(new Date(iso));

export const formatVolume = (volumeL: number, locale: string) =>
  formatNumber(volumeL, locale, Number.isInteger(volumeL) ? 'litresInText' : 'litresTenth');
