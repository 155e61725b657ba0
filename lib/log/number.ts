import { formatFixed } from '@/lib/number-text';

/**
 * A number with fixed decimals in the screen's language: the same text as lib/format's formatNumber, which the
 * entry list does not import because lib/format brings the calculators' precision table along.
 */
export function formatLogNumber(value: number, locale: string, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  return formatFixed(value, locale, decimals);
}
