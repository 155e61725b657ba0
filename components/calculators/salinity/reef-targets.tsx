'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo } from 'react';
import { formatNumber } from '@/lib/format';
import {
  classifyTarget,
  reefTargets,
  scalePercent,
  TARGET_VALUE,
  type TargetPosition,
  type TargetRange,
} from '@/lib/calculators/salinity/targets';
import type { SalinityResult } from '@/lib/calculators/salinity';
import { sgConventionsFor } from '@/lib/seawater';

/**
 * The reef targets (all from the 34–36 ppt band at the entered temperature) with a marker where the water sits.
 * The bands depend on the temperature alone: a keystroke in the reading moves the markers (and a row's position
 * word when it changes), without working out the bands again or rendering their labels and bars
 * (docs/performance.md, "Keystroke to result").
 */
export function ReefTargets({ result, temperatureC }: { result: SalinityResult; temperatureC: number }) {
  const locale = useLocale();
  const ranges = useMemo(() => reefTargets(temperatureC, sgConventionsFor(locale)), [temperatureC, locale]);
  return (
    <section
      aria-labelledby="targets-title"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="reef-targets"
    >
      <TargetsHeading />
      <ul className="mt-3 space-y-4">
        {ranges.map((range) => (
          <TargetRow key={range.id} range={range} value={TARGET_VALUE[range.id](result)} />
        ))}
      </ul>
    </section>
  );
}

/** The title and note: the same on every keystroke. */
const TargetsHeading = memo(function TargetsHeading() {
  const t = useTranslations('Calculators.salinity');
  return (
    <>
      <h3 id="targets-title" className="font-semibold">
        {t('targets.title')}
      </h3>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('targets.note')}</p>
    </>
  );
});

/** One row: its label and band follow the range (and the label the position), the marker follows the value. */
const TargetRow = memo(function TargetRow({ range, value }: { range: TargetRange; value: number | null }) {
  const position = value === null ? null : classifyTarget(range, value);
  return (
    <li data-target={range.id} data-position={position ?? 'unknown'}>
      <TargetLabel range={range} position={position} />
      <div className="relative mt-2 h-3 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        <TargetBand range={range} />
        {value !== null ? (
          <div
            className="absolute -top-1 h-5 w-1.5 -translate-x-1/2 rounded bg-slate-900 dark:bg-white"
            style={{ left: `${scalePercent(range, value)}%` }}
          />
        ) : null}
      </div>
    </li>
  );
});

const TargetLabel = memo(function TargetLabel({ range, position }: { range: TargetRange; position: TargetPosition | null }) {
  const t = useTranslations('Calculators.salinity');
  const locale = useLocale();
  const f = (v: number) => formatNumber(v, locale, range.decimals);
  return (
    <p className="text-sm">
      <span className="font-medium">{t(`targets.${range.id}`, { min: f(range.min), max: f(range.max), target: f(range.target) })}</span>
      {position ? <span className="ml-2 text-slate-700 dark:text-slate-300">— {t(`targets.${position}`)}</span> : null}
    </p>
  );
});

const TargetBand = memo(function TargetBand({ range }: { range: TargetRange }) {
  const left = scalePercent(range, range.min);
  const width = scalePercent(range, range.max) - left;
  return (
    <div
      className="absolute inset-y-0 rounded-full bg-emerald-400/70 dark:bg-emerald-500/60"
      style={{ left: `${left}%`, width: `${width}%` }}
    />
  );
});
