'use client';

import { useLocale, useTranslations } from 'next-intl';
import { zonesAt } from '@/lib/calculators/par-distribution/color-scale';
import type { TankPoint } from '@/lib/calculators/par-distribution/map-geometry';
import { formatNumber } from '@/lib/format';
import { useLength } from './use-length';

/** "X 45.0 cm, Y 22.5 cm: 312 µmol/m²/s (LPS, SPS)", optionally headed by a fixture name. */
export function useReadoutText(point: TankPoint | null, value: number | null, name?: string): string {
  const t = useTranslations('Calculators.par-distribution');
  const tu = useTranslations('Units');
  const locale = useLocale();
  const { len, unit } = useLength();
  if (!point) return t('map.readoutEmpty');
  const zones = value === null ? [] : zonesAt(value);
  const text = t('map.readout', {
    x: len(point.xCm),
    y: len(point.yCm),
    unit,
    ppfd: value === null ? t('map.noValue') : formatNumber(value, locale, 'ppfd'),
    ppfdUnit: tu('ppfd'),
  });
  const withZones = zones.length
    ? t('map.readoutZones', { reading: text, zones: zones.map((z) => t(`map.zones.${z}`)).join(t('map.listSeparator')) })
    : text;
  return name ? `${name}: ${withZones}` : withZones;
}

/** The value under the pointer (or at the focused fixture). */
export function MapReadout({ point, value }: { point: TankPoint | null; value: number | null }) {
  const text = useReadoutText(point, value);
  return (
    <p className="min-h-[1.5rem] text-sm font-medium tabular-nums text-slate-900 dark:text-slate-100" data-testid="par-readout">
      {text}
    </p>
  );
}
