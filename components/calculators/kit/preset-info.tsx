'use client';

import { useTranslations } from 'next-intl';
import type { PresetGrade } from '@/lib/calculators/types';

/**
 * The grade and source of a product preset (docs/presets.md): maker, derived, database, generic estimate.
 * A preset graded "verify" is never shown as a maker figure.
 */
export function PresetInfo({
  grade,
  source,
  label,
  original,
}: {
  /** a preset's grade, or `custom` for the visitor's own figure (each has a name under CalculatorKit.grades) */
  grade: PresetGrade | 'custom';
  source: string;
  label?: string | null;
  original?: string;
}) {
  const tk = useTranslations('CalculatorKit');
  return (
    <div
      className="rounded-md bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
      data-testid="preset-info"
      data-grade={grade}
    >
      <p>
        <span className="font-semibold">{tk('grade')}:</span> {tk(`grades.${grade}`)}
      </p>
      {label ? (
        <p className="mt-1">
          {tk('quoted', { text: label })}
          {original ? <span className="ml-1 text-slate-600 dark:text-slate-400">{tk('original', { text: original })}</span> : null}
        </p>
      ) : null}
      <p className="mt-1">
        <span className="font-semibold">{tk('source')}:</span> {source}
      </p>
    </div>
  );
}

/** A maker's label as the visitor reads it: the meaning in their language, with the original wording beside it when that differs. */
export function labelText(original: string | null, meaning: string | null): { label: string | null; original?: string } {
  if (!original) return { label: null };
  return meaning && meaning !== original ? { label: meaning, original } : { label: original };
}
