import { formatNumber } from '@/lib/number/text';
import { icpElement } from './catalogue';
import type { IcpAnalyte, IcpReading, IcpUnit } from './types';
import { printedAbove } from './units';

/**
 * How an ICP value is shown: trace elements (natural seawater under 1 mg/L) in µg/L as the labs print them, others in
 * their canonical unit; three significant digits, in the reader's language. Storage stays in canonical units.
 */
export type ShownUnit = 'mgL' | 'ugL' | 'psu' | 'dkh';

export function shownUnit(element: string, unit: IcpUnit): ShownUnit {
  if (unit === 'PSU') return 'psu';
  if (unit === 'dKH') return 'dkh';
  const nsw = icpElement(element)?.nsw35;
  return nsw != null && nsw < 1 ? 'ugL' : 'mgL';
}

/** A canonical value in the shown unit (µg/L = mg/L × 1000). */
export const toShownUnit = (value: number, unit: ShownUnit) => (unit === 'ugL' ? value * 1000 : value);

/** Three significant digits (at least none, at most six decimals): 1,350 · 428 · 6.2 · 0.038. */
export function formatSig(value: number, locale: string): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  const decimals = abs === 0 ? 0 : Math.min(6, Math.max(0, 2 - Math.floor(Math.log10(abs))));
  const rounded = Number(value.toFixed(decimals));
  const text = formatNumber(rounded, locale, decimals);
  // drop trailing zeros of the fraction: 6.20 → 6.2
  return decimals > 0 ? text.replace(/([.,]\d*?)0+$/, '$1').replace(/[.,]$/, '') : text;
}

/** Whether a reading is a lab's "> x": said by the reading itself, or read from what the lab printed. */
export const isAbove = (a: IcpReading | IcpAnalyte) => ('reported' in a ? printedAbove(a) : a.above === true);

/**
 * The analyte's stored reading for display: `{ text, unit }`, `text` '< 0.5' below the limit, '> 500' where the lab
 * printed only that the value is above what it measures, null for a non-detect.
 */
export function shownReading(a: IcpReading | IcpAnalyte, locale: string): { text: string | null; unit: ShownUnit } {
  const unit = shownUnit(a.element, a.unit);
  if (a.detection === 'measured' && a.value !== null) {
    const text = formatSig(toShownUnit(a.value, unit), locale);
    return { text: isAbove(a) ? `> ${text}` : text, unit };
  }
  if (a.detection === 'below' && a.limit !== null) return { text: `< ${formatSig(toShownUnit(a.limit, unit), locale)}`, unit };
  return { text: null, unit };
}
