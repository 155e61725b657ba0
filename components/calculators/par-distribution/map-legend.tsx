'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CORAL_ZONES, legendGradient, legendTicks } from '@/lib/calculators/par-distribution/color-scale';
import { formatNumber } from '@/lib/format';
import { ZONE_DASH } from './zone-overlay';

const GRADIENT = legendGradient();
const pct = (v: number, max: number) => `${(Math.min(1, Math.max(0, v / max)) * 100).toFixed(2)}%`;

/** The colour scale from 0 to the scale maximum, and the coral zones on the same scale when they are shown. */
export function MapLegend({ scaleMax, zones }: { scaleMax: number; zones: boolean }) {
  const t = useTranslations('Calculators.par-distribution');
  const tu = useTranslations('Units');
  const locale = useLocale();
  const ticks = legendTicks(scaleMax);
  return (
    <div className="flex flex-col gap-1" data-testid="par-legend" data-scale-max={scaleMax}>
      <p className="text-xs font-medium text-slate-700 dark:text-slate-300">{t('map.legend', { unit: tu('ppfd') })}</p>
      <div className="h-3 rounded-sm ring-1 ring-slate-400 dark:ring-slate-500" style={{ background: GRADIENT }} aria-hidden="true" />
      <div className="relative h-4 text-xs tabular-nums text-slate-700 dark:text-slate-300">
        {ticks.map((v, k) => (
          <span
            key={v}
            className={`absolute top-0 ${k === 0 ? '' : k === ticks.length - 1 ? '-translate-x-full' : '-translate-x-1/2'}`}
            style={{ left: pct(v, scaleMax) }}
          >
            {formatNumber(v, locale, 'ppfd')}
          </span>
        ))}
      </div>
      {zones ? (
        <ul className="mt-1 flex flex-col gap-1 text-xs text-slate-800 dark:text-slate-200" aria-label={t('map.zonesTitle')}>
          {CORAL_ZONES.map((z) => (
            <li key={z.id} className="grid grid-cols-[7.5rem_1fr_7.5rem] items-center gap-2" data-zone={z.id}>
              <span className="flex items-center gap-1">
                <svg width="24" height="8" aria-hidden="true" className="shrink-0">
                  <line x1="1" y1="4" x2="23" y2="4" stroke="#0f172a" strokeWidth="3.5" strokeLinecap="round" />
                  <line
                    x1="1"
                    y1="4"
                    x2="23"
                    y2="4"
                    stroke="#ffffff"
                    strokeWidth="1.75"
                    strokeDasharray={ZONE_DASH[z.id]}
                    strokeLinecap="round"
                  />
                </svg>
                {t(`map.zones.${z.id}`)}
              </span>
              <span className="relative h-2 rounded-sm bg-slate-200 dark:bg-slate-700">
                <span
                  className="absolute inset-y-0 rounded-sm bg-slate-700 dark:bg-slate-200"
                  style={{ left: pct(z.min, scaleMax), right: `calc(100% - ${pct(z.max, scaleMax)})` }}
                />
              </span>
              <span className="text-right tabular-nums text-slate-700 dark:text-slate-300">
                {t('map.zoneRange', {
                  min: formatNumber(z.min, locale, 'ppfd'),
                  max: formatNumber(z.max, locale, 'ppfd'),
                  unit: tu('ppfd'),
                })}
              </span>
            </li>
          ))}
          <li className="text-slate-600 dark:text-slate-400">{t('map.zonesNote')}</li>
        </ul>
      ) : null}
    </div>
  );
}
