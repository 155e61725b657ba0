import { moneyDecimals } from '@/lib/calculators/precision';
import { dateTimeFormat, numberFormat } from '@/lib/intl-cache';
import { formatDisplayNumber, formatFixed } from '@/lib/number-text';

/**
 * One set of locale-aware formatting helpers over Intl (formatters cached, lib/intl-cache.ts): they serve pure modules,
 * server code and charts of thousands of values alike, where next-intl's useFormatter (a hook) cannot. The locale is
 * the site's (`en`, `ja`), which Intl reads as en-US and ja-JP. Numbers and money in those two languages are written
 * by lib/number-text.ts, with Intl's exact text but without its cost at load. Display rounds; calculators keep full
 * precision.
 */
export const DEFAULT_DECIMALS = 2;

export function formatNumber(value: number, locale: string, decimals: number = DEFAULT_DECIMALS): string {
  return formatDisplayNumber(value, locale, decimals);
}

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

export type CurrencyCode = 'USD' | 'JPY' | 'EUR' | 'GBP' | 'AUD' | 'CAD';

/**
 * Money: yen with 0 decimals written 1,235円 in Japanese, other currencies with 2 decimals; an amount that
 * would round to 0 gets the decimals it needs (0.25円, $0.004), so a price that is not 0 never costs "0".
 */
export function formatCurrency(value: number, locale: string, currency: CurrencyCode): string {
  if (!Number.isFinite(value)) return '—';
  const decimals = moneyDecimals(value, currency);
  if (locale === 'ja' && currency === 'JPY') return `${formatNumber(value, 'ja', decimals)}円`;
  const symbol = locale === 'en' || locale === 'ja' ? CURRENCY_SYMBOLS[locale][currency] : null;
  if (symbol) {
    const text = formatFixed(value, locale, decimals);
    return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
  }
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Intl's (CLDR's) symbols for the site's currencies, before the amount in both languages: -$0.50, CA$1.00. */
const CURRENCY_SYMBOLS: Record<'en' | 'ja', Record<CurrencyCode, string>> = {
  en: { USD: '$', JPY: '¥', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'CA$' },
  ja: { USD: '$', JPY: '￥', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'CA$' },
};

export const defaultCurrency = (locale: string): CurrencyCode => (locale === 'ja' ? 'JPY' : 'USD');

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
