/**
 * The log's name for lib/number/text.ts's formatNumber (the one number formatter). lib/format no longer brings the
 * precision table along (money moved to lib/money.ts), so the log's callers can import formatNumber directly and this
 * alias can go once they do.
 */
export { formatNumber as formatLogNumber } from '@/lib/number/text';
