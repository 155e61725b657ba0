/**
 * The latest readings as short text, for a blog or forum post ("Copy readings") and the social card image: each
 * parameter by its short name (KH, Ca, NO3 …), its value with the log's precision table (lib/public/page-text.ts
 * `readingLine`, alkalinity in dKH as stored) and its unit, in the reader's language. Pure: the words come from the
 * `PublicShare` messages through a translator. docs/public-pages.md "Copy the readings".
 */
import type { RuntimeT } from '@/lib/i18n/runtime-key';
import { LOG_PARAMETERS, type LogParameter } from '@/lib/log/model';
import { readingLine } from './page-text';
import type { PublicReading } from './types';

/** The messages these texts are written with: callers pass `runtimeT(t, PUBLIC_SHARE)`. */
export const PUBLIC_SHARE = 'PublicShare';

/** Each parameter's latest value in a list of tests (the log's entries of kind `test`), in the order of LOG_PARAMETERS. */
export function latestOfTests(tests: readonly { at: string; values: object }[]): PublicReading[] {
  const latest = new Map<LogParameter, PublicReading>();
  for (const e of [...tests].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    for (const p of LOG_PARAMETERS) {
      const v: unknown = (e.values as Partial<Record<LogParameter, unknown>>)[p];
      if (typeof v === 'number' && Number.isFinite(v)) latest.set(p, { parameter: p, value: v, at: e.at });
    }
  }
  return LOG_PARAMETERS.flatMap((p) => latest.get(p) ?? []);
}

/**
 * A date as a post in that language writes it: 2026-11-20 in English, 2026/11/20 in Japanese. Japan's calendar day on
 * Japanese text, UTC's on English (as the public pages' dates, components/public/public-parts.tsx).
 */
export function postDate(iso: string, locale: string): string {
  const ja = locale === 'ja';
  // Japan keeps no daylight saving time: its day is UTC's shifted by nine hours
  const day = new Date(Date.parse(iso) + (ja ? 9 * 3_600_000 : 0)).toISOString().slice(0, 10);
  return ja ? day.replaceAll('-', '/') : day;
}

/**
 * The unit words of a post (reef keepers write ppm for mg/L in both languages). readingLine shows alkalinity in dKH, as
 * the log stores it, so its other units never reach here; they are listed for the type only.
 */
const UNIT_KEYS = { dkh: 'units.dkh', meqL: 'units.dkh', ppmCaco3: 'units.dkh', mgL: 'units.mgL', ppt: 'units.ppt' } as const;

/** One reading as "KH 8.1 dKH", "pH 8.20", "Temp 25.0°C" (`t`: the PublicShare namespace). */
export function readingItem(reading: PublicReading, locale: string, t: RuntimeT): string {
  const line = readingLine(reading, undefined, locale);
  const name = t(`short.${reading.parameter}`);
  if (line.unit === 'none') return `${name} ${line.value}`;
  if (line.unit === 'celsius') return `${name} ${line.value}${t('units.celsius')}`;
  return `${name} ${line.value} ${t(UNIT_KEYS[line.unit])}`;
}

/** The day of the newest reading (the line's date). */
export const newestAt = (readings: readonly PublicReading[]): string | null =>
  readings.reduce<string | null>((a, r) => (a === null || Date.parse(r.at) > Date.parse(a) ? r.at : a), null);

export interface ReadingsLineInput {
  tankName: string;
  readings: readonly PublicReading[];
  /** the public page's absolute address */
  url: string;
}

/**
 * The latest readings as one line for a post, e.g. "Reef tank 2026-11-20: KH 8.1 dKH · Ca 430 ppm — https://…" and
 * 「【Reef tank】2026/11/20の水質：KH 8.1 dKH・Ca 430 ppm https://…」; null without a reading.
 */
export function readingsLine({ tankName, readings, url }: ReadingsLineInput, locale: string, t: RuntimeT): string | null {
  const at = newestAt(readings);
  if (at === null) return null;
  const items = readings.map((r) => readingItem(r, locale, t)).join(t('line.separator'));
  return t('line.text', { name: tankName.trim(), date: postDate(at, locale), readings: items, url });
}
