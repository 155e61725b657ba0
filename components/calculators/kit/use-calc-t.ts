'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCalculatorContext } from './calculator-context';

type Values = Record<string, string | number>;
export interface LooseT {
  (key: string, values?: Values): string;
  has: (key: string) => boolean;
}

/** Translations by computed key (field names, option values, warning keys come from the calculator modules). */
export function useLooseT(namespace?: string): LooseT {
  const t = useTranslations();
  const prefix = namespace ? `${namespace}.` : '';
  return useMemo(
    () =>
      Object.assign((key: string, values?: Values) => t(`${prefix}${key}` as never, values as never), {
        has: (key: string) => t.has(`${prefix}${key}` as never),
      }),
    [t, prefix],
  );
}

/** Strings of the current calculator (`Calculators.<slug>`, or the namespace a screen built from the kit names). */
export function useCalcT(): LooseT {
  const { slug, messages } = useCalculatorContext();
  return useLooseT(messages ?? `Calculators.${slug}`);
}

/** Strings of a named calculator, for the form component that sits outside its own frame. */
export function useCalcTFor(slug: string): LooseT {
  return useLooseT(`Calculators.${slug}`);
}
