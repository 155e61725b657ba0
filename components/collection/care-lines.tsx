'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CareFinding } from '@/lib/collection/care';
import { formatNumber } from '@/lib/number/text';
import { DISPLAY_DECIMALS } from '@/lib/log/params';

/** Care checks, one quiet line each (never an alert): on the tank they name the animal. */
export function CareLines({
  findings,
  nameOf,
  tankLevel = false,
}: {
  findings: readonly CareFinding[];
  nameOf: (id: string) => string;
  tankLevel?: boolean;
}) {
  const t = useTranslations('Collection.checks');
  const tp = useTranslations('Log.parameters');
  const locale = useLocale();
  if (findings.length === 0) return null;
  const line = (f: CareFinding) => {
    if (f.kind === 'parameter') {
      const n = (x: number) => formatNumber(x, locale, DISPLAY_DECIMALS[f.parameter]);
      return t('parameter', { parameter: tp(f.parameter), value: n(f.value), low: n(f.low), high: n(f.high) });
    }
    if (f.kind === 'tankSize')
      return t('tankSize', {
        min: formatNumber(f.minL, locale, 'litresInText'),
        volume: formatNumber(f.volumeL, locale, 'litresInText'),
      });
    return t('incompatible', { other: nameOf(f.otherId) });
  };
  return (
    <div className="text-sm" data-testid="care-checks">
      <p className="font-medium">{t('title')}</p>
      <ul className="list-disc pl-5 text-slate-700 dark:text-slate-300">
        {findings.map((f, i) => (
          <li key={i}>{tankLevel ? t('onAnimal', { animal: nameOf(f.animalId), check: line(f) }) : line(f)}</li>
        ))}
      </ul>
    </div>
  );
}
