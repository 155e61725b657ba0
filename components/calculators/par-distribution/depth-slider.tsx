'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { toNumberOrNaN } from '@/lib/number/input';
import { useDraftAt } from '../kit/calculator-context';
import { useLength } from './use-length';

const num = (v: unknown) => {
  const n = toNumberOrNaN(v);
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The depth of the map as a slider from the surface to the sand bed. Moving it previews; the native `change`
 * event (letting go, or a key press) commits, like the end of a fixture drag. It reads the water depth and the depth
 * alone (with a gesture's preview), so a key typed in another field does not render it again.
 */
export function DepthSlider({ onPreview, onCommit }: { onPreview: (depthCm: string) => void; onCommit: () => void }) {
  const t = useTranslations('Calculators.par-distribution');
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.addEventListener('change', onCommit);
    return () => el?.removeEventListener('change', onCommit);
  });
  const { len, unit } = useLength();
  const water = num(useDraftAt('waterDepthCm'));
  const depth = num(useDraftAt('depthCm'));
  if (water === null || !(water > 0) || depth === null) return null;
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('fields.depthSlider')}
      </label>
      <input
        ref={ref}
        id={id}
        type="range"
        min={0}
        max={water}
        step={0.5}
        value={Math.min(Math.max(depth, 0), water)}
        aria-valuetext={`${len(depth)} ${unit}`}
        onChange={(e) => onPreview(e.target.value)}
        onBlur={onCommit}
        className="w-full accent-cyan-700"
        data-testid="par-depth-slider"
      />
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
        <span>{t('fields.surface')}</span>
        <span>{t('fields.sandBed')}</span>
      </div>
    </div>
  );
}
