'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePrecision } from '@/components/preferences/use-precision';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { toDisplayUnit } from '@/lib/units';
import type { VolumeResult } from '@/lib/calculators/volume';
import { volumeBreakdown } from '@/lib/calculators/volume/form';
import { useUnitLabel } from '../kit/fields';
import { StackedBar } from '../kit/stacked-bar';

/** Where the volume goes: water in the display and the sump, and what sand, rock and equipment displace. */
export function VolumeBreakdown({ result }: { result: VolumeResult }) {
  const t = useTranslations('Calculators.volume');
  const locale = useLocale();
  const [system] = useUnitSystem();
  const [precision] = usePrecision();
  const unit = useUnitLabel('volume', undefined, system);
  const parts = volumeBreakdown(result);
  if (!parts) return null;
  return (
    <StackedBar
      title={t('breakdown.title')}
      parts={parts.map((p) => ({
        key: p.key,
        label: t(`breakdown.${p.key}`),
        value: p.litres,
        display: `${formatNumber(toDisplayUnit('volume', system, p.litres), locale, precision)} ${unit}`,
      }))}
    />
  );
}
