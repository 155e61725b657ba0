'use client';

import { useTranslations } from 'next-intl';

/** Always shown: the results are for reference and need a professional check (docs/methods.md#thickness). */
export function ReferenceNote() {
  const t = useTranslations('Calculators.thickness');
  return (
    <p
      data-warning="referenceOnly"
      data-testid="reference-note"
      className="rounded-lg border border-slate-300 bg-slate-100 p-3 text-sm font-semibold text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
    >
      {t('warnings.referenceOnly')}
    </p>
  );
}
