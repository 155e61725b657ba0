'use client';

import { useLocale } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { toDisplayUnit } from '@/lib/units';
import { useUnitLabel } from '../kit/fields';

/**
 * Lengths (canonical cm) in the visitor's unit: `len(cm)` is the number with 1 decimal, `len(cm, 'auto')` drops a
 * ".0" (headings, captions); `unit` is the symbol (cm or in).
 */
export function useLength() {
  const locale = useLocale();
  const [system] = useUnitSystem();
  const unit = useUnitLabel('length', undefined, system);
  const len = (cm: number, decimals: number | 'auto' = 1) => {
    const shown = toDisplayUnit('length', system, cm);
    const d = decimals === 'auto' ? (Math.abs(shown - Math.round(shown)) < 0.05 ? 0 : 1) : decimals;
    return formatNumber(shown, locale, d);
  };
  return { len, unit, system };
}
