/**
 * The currency a calculator's money inputs are in. It travels with them as the extra input `currency`
 * (in the address next to the prices, `price=25&currency=USD`, and in saved state), so a price keeps its
 * currency across the language switch and in shared links; a link without it means the locale's currency.
 */
import { defaultCurrency, type CurrencyCode } from '@/lib/format';
import type { Draft } from './state';
import { isOneOf } from '@/lib/one-of';

export const CURRENCIES = ['USD', 'JPY', 'EUR', 'GBP', 'AUD', 'CAD'] as const satisfies readonly CurrencyCode[];
export const isCurrency = (x: unknown): x is CurrencyCode => isOneOf(CURRENCIES, x);

/** The draft's currency, else the locale's. */
export const draftCurrency = (draft: Draft, locale: string): CurrencyCode =>
  isCurrency(draft.currency) ? draft.currency : defaultCurrency(locale);
