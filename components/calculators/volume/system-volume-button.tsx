'use client';

import { useTranslations } from 'next-intl';
import { useSystemVolume } from '@/components/preferences/use-system-volume';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { systemVolumeFromTotal } from '@/lib/calculators/system-volume';
import { useUnitLabel } from '../kit/fields';
import { useResultFormat } from '../kit/use-result-format';

/** "Use this volume": the total becomes the starting volume of the calculators that ask for one. */
export function SystemVolumeButton({ totalL }: { totalL: number | null }) {
  const t = useTranslations('Calculators.volume');
  const format = useResultFormat();
  const [system] = useUnitSystem();
  const unit = useUnitLabel('volume', undefined, system);
  const [stored, store] = useSystemVolume();
  const litres = systemVolumeFromTotal(totalL);
  // a volume follows the precision setting, as the total above it does (lib/calculators/precision.ts)
  const shown = (l: number) => `${format({ value: l, kind: 'volume' })?.text ?? ''} ${unit}`;
  const inUse = litres !== null && stored === litres;
  return (
    <section
      aria-labelledby="system-volume-title"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="system-volume"
    >
      <h3 id="system-volume-title" className="font-semibold">
        {t('systemVolume.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('systemVolume.help')}</p>
      <button
        type="button"
        disabled={litres === null}
        onClick={() => litres !== null && store(litres)}
        className="mt-3 rounded-md bg-cyan-700 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200"
      >
        {t('systemVolume.use')}
      </button>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-200" data-testid="system-volume-status">
        {inUse
          ? t('systemVolume.saved', { volume: shown(litres) })
          : stored !== null
            ? t('systemVolume.current', { volume: shown(stored) })
            : ''}
      </p>
    </section>
  );
}
