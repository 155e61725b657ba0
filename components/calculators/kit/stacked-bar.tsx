'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';

export interface BarPart {
  key: string;
  label: string;
  value: number;
  /** text shown beside the value in the legend (a unit or a formatted amount) */
  display?: string;
}

const COLORS = ['bg-cyan-600', 'bg-amber-500', 'bg-emerald-600', 'bg-violet-500', 'bg-rose-500', 'bg-slate-500', 'bg-sky-400'];

/**
 * A horizontal stacked bar with a legend: where a total goes (volume, cost). Parts are drawn in
 * proportion to their value; the legend repeats the numbers as text for screen readers.
 */
export function StackedBar({ title, parts, decimals = 1 }: { title: string; parts: readonly BarPart[]; decimals?: number }) {
  const locale = useLocale();
  const tk = useTranslations('CalculatorKit');
  const shown = parts.filter((p) => Number.isFinite(p.value) && p.value > 0);
  const total = shown.reduce((s, p) => s + p.value, 0);
  return (
    <figure className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="stacked-bar">
      <figcaption className="mb-3 font-semibold">{title}</figcaption>
      <div className="flex h-5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
        {total > 0
          ? shown.map((p, i) => <div key={p.key} className={COLORS[i % COLORS.length]} style={{ width: `${(p.value / total) * 100}%` }} />)
          : null}
      </div>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {shown.map((p, i) => (
          <li key={p.key} className="flex items-center gap-2" data-part={p.key}>
            <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${COLORS[i % COLORS.length]}`} />
            <span>
              {tk('legendItem', {
                label: p.label,
                value: p.display ?? formatNumber(p.value, locale, decimals),
                pct: formatNumber(total > 0 ? (p.value / total) * 100 : 0, locale, 'percent'),
              })}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
