/**
 * Money: the currencies the site offers, their decimals and how an amount is written. The one module that owns
 * currencies (lib/format.ts and the calculators read them from here); it depends on nothing but the number writer.
 */
import { numberFormat } from '@/lib/intl-cache';
import { isOneOf } from '@/lib/one-of';
import { formatFixed, formatNumber } from '@/lib/number/text';

export const CURRENCIES = ['USD', 'JPY', 'EUR', 'GBP', 'AUD', 'CAD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const isCurrency = (x: unknown): x is CurrencyCode => isOneOf(CURRENCIES, x);

/** The currency a visitor starts with: yen on /ja, US dollars elsewhere. */
export const defaultCurrency = (locale: string): CurrencyCode => (locale === 'ja' ? 'JPY' : 'USD');

/** Minor units of money: yen has none, the others two. */
export const currencyDecimals = (currency: CurrencyCode): number => (currency === 'JPY' ? 0 : 2);

/**
 * Decimals for an amount of money: the currency's minor units, or more when that would show a non-zero
 * amount as 0 (0.25 円/day is "0.25円", never "0円"): two significant digits, at most 6 decimals.
 */
export function moneyDecimals(value: number, currency: CurrencyCode): number {
  const base = currencyDecimals(currency);
  const abs = Math.abs(value);
  if (!Number.isFinite(abs) || abs === 0 || abs >= 0.5 * 10 ** -base) return base;
  // the first digit of the amount rounded to two digits: 0.25 → 1, 0.004 → 3, and 0.0996 (0.10) → 1, not 2
  const firstDigit = -Math.floor(Math.log10(Number(abs.toPrecision(2))));
  return Math.min(6, Math.max(base, firstDigit + 1));
}

/** Intl's (CLDR's) symbols for the site's currencies, before the amount in both languages: -$0.50, CA$1.00. */
const CURRENCY_SYMBOLS: Record<'en' | 'ja', Record<CurrencyCode, string>> = {
  en: { USD: '$', JPY: '¥', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'CA$' },
  ja: { USD: '$', JPY: '￥', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'CA$' },
};

/**
 * Money: yen with 0 decimals written 1,235円 in Japanese, other currencies with 2 decimals; an amount that
 * would round to 0 gets the decimals it needs (0.25円, $0.0040), so a price that is not 0 never costs "0".
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
