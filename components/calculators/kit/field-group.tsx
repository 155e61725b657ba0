'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useKitT, type GroupKey } from './kit-messages';

/** A group of fields with a heading; `advanced` groups are folded (details/summary). */
export function FieldGroup({ titleKey, advanced = false, children }: { titleKey?: GroupKey; advanced?: boolean; children: ReactNode }) {
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  const title = titleKey ? t(`groups.${titleKey}`) : tk('advanced');
  const body = <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>;
  if (advanced) {
    return (
      <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
        {body}
      </details>
    );
  }
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {body}
    </fieldset>
  );
}
