'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePrecision } from '@/components/preferences/use-precision';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { decimalsFor, type Quantity } from '@/lib/calculators/precision';
import { formatNumber } from '@/lib/format';
import { formatCurrency, type CurrencyCode } from '@/lib/money';
import { toDisplayUnit, type QuantityKind } from '@/lib/units';
import { runtimeT } from '@/lib/i18n/runtime-key';

/** How a result is shown: its canonical value, what converts it, and the precision rule it follows. */
export interface ResultFormat {
  value: number | null | undefined;
  /** converted to the visitor's unit system */
  kind?: QuantityKind;
  /** a unit key of the Units namespace, or literal text */
  unit?: string;
  /** the row of the precision table (lib/calculators/precision.ts); none: the visitor's precision */
  quantity?: Quantity;
  /** money in this currency (formatted with its symbol, no unit) */
  currency?: CurrencyCode;
}

/** Formats results one way everywhere (full results and the result bar): text and unit label, or null when not available. */
export function useResultFormat() {
  const locale = useLocale();
  const [system] = useUnitSystem();
  const [precision] = usePrecision();
  const tu = useTranslations('Units');
  // `unit` is a key of Units or literal text: only the messages can tell which
  const units = runtimeT(useTranslations(), 'Units');
  return ({ value, kind, unit, quantity, currency }: ResultFormat): { text: string; unit: string } | null => {
    if (value === null || value === undefined || !Number.isFinite(value)) return null;
    if (currency) return { text: formatCurrency(value, locale, currency), unit: '' };
    const shown = kind ? toDisplayUnit(kind, system, value) : value;
    const unitLabel = kind ? tu(`${kind}.${system}`) : unit && units.has(unit) ? units(unit) : (unit ?? '');
    return { text: formatNumber(shown, locale, decimalsFor(quantity, shown, precision)), unit: unitLabel };
  };
}
