import { moneyDecimals } from '@/lib/calculators/precision';
import { numberFormat } from '@/lib/intl-cache';

/**
 * One set of locale-aware formatting helpers. Display rounds; calculators keep full precision.
 * English dates read mm/dd/yy, Japanese yy/mm/dd.
 */
export const DEFAULT_DECIMALS = 2;

export function formatNumber(value: number, locale: string, decimals: number = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value)) return '—';
  return numberFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** mm/dd/yy (en) or yy/mm/dd (ja), from the UTC calendar date. */
export function formatDate(date: Date | string, locale: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  const yy = pad2(d.getUTCFullYear() % 100);
  const mm = pad2(d.getUTCMonth() + 1);
  const dd = pad2(d.getUTCDate());
  return locale === 'ja' ? `${yy}/${mm}/${dd}` : `${mm}/${dd}/${yy}`;
}

/** ISO date (yyyy-mm-dd) for machine-readable attributes such as <time dateTime>. */
export function isoDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

export type CurrencyCode = 'USD' | 'JPY' | 'EUR' | 'GBP' | 'AUD' | 'CAD';

/**
 * Money: yen with 0 decimals written 1,235円 in Japanese, other currencies with 2 decimals; an amount that
 * would round to 0 gets the decimals it needs (0.25円, US$0.004), so a price that is not 0 never costs "0".
 */
export function formatCurrency(value: number, locale: string, currency: CurrencyCode): string {
  if (!Number.isFinite(value)) return '—';
  const decimals = moneyDecimals(value, currency);
  const tag = locale === 'ja' ? 'ja-JP' : 'en-US';
  if (locale === 'ja' && currency === 'JPY') return `${formatNumber(value, 'ja', decimals)}円`;
  return numberFormat(tag, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

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
