/**
 * A number with fixed decimals in the screen's language, '—' when not finite: the same function as lib/format's
 * formatNumber, imported from lib/number-text because lib/format brings the calculators' precision table along.
 */
export { formatDisplayNumber as formatLogNumber } from '@/lib/number-text';
