import { dateTimeFormat } from '@/lib/intl-cache';

export { DEFAULT_DECIMALS, formatNumber } from '@/lib/number/text';
// Money lives in lib/money.ts; these names stay importable from here for the callers that format both.
export { defaultCurrency, formatCurrency, type CurrencyCode } from '@/lib/money';

/**
 * One set of locale-aware formatting helpers over Intl (formatters cached, lib/intl-cache.ts): they serve pure modules,
 * server code and charts of thousands of values alike, where next-intl's useFormatter (a hook) cannot. The locale is
 * the site's (`en`, `ja`), which Intl reads as en-US and ja-JP. Numbers and money in those two languages are written
 * by lib/number/text.ts (`formatNumber`, the one number formatter), with Intl's exact text but without its cost at
 * load; money by lib/money.ts. Display rounds; calculators keep full
 * precision.
 */
/** mm/dd/yy (en) or yy/mm/dd (ja), of the UTC calendar date: Intl's two-digit short date in each language. */
export function formatDate(date: Date | string, locale: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return dateTimeFormat(locale, { year: '2-digit', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(d);
}

/** ISO date (yyyy-mm-dd) for machine-readable attributes such as <time dateTime>. */
export function isoDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** Title-cases the last segment of a path: /reef-calculator → "Reef Calculator". */
export function titleFromPath(path: string): string {
  const last = path.split('?')[0].split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponentSafe(last)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Whether a unit is written after a space: yes for letter units (35 ppt, 100 L, 6 mm), no for %, ‰, °C, °F,
 * 円 and Japanese counters (3.5%, 25°C, 100日) — the glossary's spacing rule, which English follows too for %, °.
 */
export function unitTakesSpace(unit: string): boolean {
  return !/^[%‰°\u3000-\u9fff\uff00-\uffef]/.test(unit);
}

/** A value and its unit, spaced by unitTakesSpace. */
export const withUnit = (value: string, unit: string) => (unit ? `${value}${unitTakesSpace(unit) ? ' ' : ''}${unit}` : value);
