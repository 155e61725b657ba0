'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo } from 'react';
import type { ParInput } from '@/lib/calculators/par-distribution';
import { sampleTable, tableStep } from '@/lib/calculators/par-distribution/map-geometry';
import { formatNumber } from '@/lib/format';
import { CM_PER_INCH } from '@/lib/units';
import { useLength } from './use-length';

/** Steps a visitor reads as round numbers: cm in metric, inches in imperial. */
const STEPS_CM = { metric: [5, 10, 20, 25, 50, 100], imperial: [2, 4, 6, 12, 24, 48].map((i) => i * CM_PER_INCH) } as const;
const MAX_POINTS = 13;

/**
 * PPFD on a coarse grid with row and column headers, for readers who prefer numbers and for screen readers.
 * Memoised: it re-renders when its (deferred) input changes, not in the render of each typed key.
 */
export const ValueTable = memo(function ValueTable({ input }: { input: ParInput }) {
  const t = useTranslations('Calculators.par-distribution');
  const tu = useTranslations('Units');
  const locale = useLocale();
  const { len, unit, system } = useLength();
  const step = tableStep(Math.max(input.tankLengthCm, input.tankWidthCm), STEPS_CM[system], MAX_POINTS);
  const table = useMemo(() => sampleTable(input, step), [input, step]);
  return (
    <section aria-labelledby="par-table-title" className="flex flex-col gap-2" data-testid="par-table">
      <h2 id="par-table-title" className="text-xl font-semibold">
        {t('table.title')}
      </h2>
      {/* Outside the scroller, so that a long (Japanese) caption wraps on a phone instead of scrolling away. */}
      <p id="par-table-caption" className="text-sm text-slate-700 dark:text-slate-300" data-testid="par-table-caption">
        {t('table.caption', { depth: len(input.depthCm, 'auto'), step: len(step, 'auto'), unit, ppfdUnit: tu('ppfd') })}
      </p>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
        role="region"
        aria-labelledby="par-table-title"
        tabIndex={0}
      >
        <table
          className="w-full border-collapse text-right text-sm tabular-nums"
          aria-labelledby="par-table-title"
          aria-describedby="par-table-caption"
        >
          <thead>
            <tr className="bg-slate-100 dark:bg-slate-800">
              <th scope="col" className="px-2 py-1 text-left font-semibold">
                {t('table.corner', { unit })}
              </th>
              {table.xs.map((x) => (
                <th key={x} scope="col" className="px-2 py-1 font-semibold">
                  {len(x, 'auto')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, j) => (
              <tr key={table.ys[j]} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="bg-slate-50 px-2 py-1 text-left font-semibold dark:bg-slate-900">
                  {len(table.ys[j], 'auto')}
                </th>
                {row.map((v, i) => (
                  <td key={table.xs[i]} className="px-2 py-1">
                    {v === null ? '—' : formatNumber(v, locale, 'ppfd')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('table.orientation')}</p>
    </section>
  );
});
