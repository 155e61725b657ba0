import { decimalsFor, type Quantity } from '@/lib/calculators/precision';
import { numberFormat } from '@/lib/intl-cache';

/**
 * A number with a fixed count of decimals as English and Japanese write it (1,234.57; the two languages group and
 * mark decimals alike), without Intl. The text is the same as `Intl.NumberFormat(locale, { minimum/maximumFractionDigits:
 * decimals })` gives: ICU rounds the shortest decimal that reads back as the same double (so 1.005 → 1.01, where
 * toFixed says 1.00), half away from zero, and keeps the minus of a negative value that rounds to 0 (−0.001 → -0.00).
 * text.test.ts compares the two on a large sample in both languages.
 *
 * Why not Intl: a page's first `new Intl.NumberFormat` loads ICU's number data, about 45 ms on this machine's
 * main thread and 185 ms at a phone's 4× CPU slowdown (docs/performance.md), and every calculator formats its
 * results while it hydrates. Other locales, should the site gain one, still go through Intl.
 */
export function formatFixed(value: number, locale: string, decimals: number): string {
  if (locale !== 'en' && locale !== 'ja') {
    return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const [int, frac] = roundHalfExpand(plainDecimal(Math.abs(value)), decimals);
  return `${negative ? '-' : ''}${group(int)}${decimals > 0 ? `.${frac}` : ''}`;
}

/** The shortest round-trip decimal of a non-negative finite double, written out without an exponent. */
function plainDecimal(abs: number): string {
  const s = String(abs);
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const digits = m[1] + (m[2] ?? '');
  const exp = Number(m[3]);
  // String() uses an exponent only below 1e-6 or from 1e21 up, so the point falls outside the digits either way.
  return exp < 0 ? `0.${'0'.repeat(-exp - 1)}${digits}` : digits + '0'.repeat(exp - (digits.length - 1));
}

/** Integer and fraction digits of a plain decimal, rounded half away from zero to `decimals` places. */
function roundHalfExpand(plain: string, decimals: number): [string, string] {
  const [int, frac = ''] = plain.split('.');
  if (frac.length <= decimals) return [int, frac.padEnd(decimals, '0')];
  let digits = int + frac.slice(0, decimals);
  if (frac.charCodeAt(decimals) >= 53 /* '5' */) {
    const d = digits.split('');
    let i = d.length - 1;
    while (i >= 0 && d[i] === '9') d[i--] = '0';
    if (i >= 0) d[i] = String(Number(d[i]) + 1);
    digits = (i < 0 ? '1' : '') + d.join('');
  }
  const intLength = digits.length - decimals;
  return [digits.slice(0, intLength).replace(/^0+(?=\d)/, ''), digits.slice(intLength)];
}

/** Thousands separated by commas. */
function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Decimals a number gets when its caller names none. */
export const DEFAULT_DECIMALS = 2;

/**
 * The site's one number formatter: `formatFixed`, or an em dash where there is no finite value to show. Decimals are
 * a row of the precision table (lib/calculators/precision.ts) by name, or a count worked out from one.
 */
export function formatNumber(value: number, locale: string, decimals: number | Quantity = DEFAULT_DECIMALS): string {
  if (!Number.isFinite(value)) return '—';
  return formatFixed(value, locale, typeof decimals === 'number' ? decimals : decimalsFor(decimals, value));
}
