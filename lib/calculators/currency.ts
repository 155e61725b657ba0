/**
 * The currency a calculator's money inputs are in. It travels with them as the extra input `currency`
 * (in the address next to the prices, `price=25&currency=USD`, and in saved state), so a price keeps its
 * currency across the language switch and in shared links; a link without it means the locale's currency.
 */
import { CURRENCIES, defaultCurrency, isCurrency, type CurrencyCode } from '@/lib/money';
import type { Draft } from './state';

/** The currencies and their guard are lib/money.ts's; the calculators import them from here or there alike. */
export { CURRENCIES, isCurrency };

/** The draft's currency, else the locale's. */
export const draftCurrency = (draft: Draft, locale: string): CurrencyCode =>
  isCurrency(draft.currency) ? draft.currency : defaultCurrency(locale);
