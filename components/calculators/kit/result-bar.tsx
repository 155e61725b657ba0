'use client';

import { unitTakesSpace } from '@/lib/format';
import type { Status } from './results';
import { useTranslations } from 'next-intl';
import { useKitT, type ResultKey } from './kit-messages';
import { useResultFormat, type ResultFormat } from './use-result-format';

/** A calculator's headline result, defined once by its form (`headline` of <CalculatorFrame>). */
export interface Headline extends Partial<ResultFormat> {
  /** key under Calculators.<slug>.results */
  labelKey: ResultKey;
  /** a result that is a word, not a number */
  text?: string;
  status?: Status;
}

const STATUS_DOT: Record<Status, string> = { good: 'bg-emerald-600', caution: 'bg-amber-500', issue: 'bg-red-600' };

/**
 * The compact result bar: the headline result, its unit and status, kept in view at the top of the screen while
 * the visitor types (on a phone the full results are far below the inputs). Tapping it scrolls to the full results.
 * While an input is invalid it shows the last valid result dimmed; while a link is being read, "pending".
 */
export function ResultBar({ headline, state }: { headline: Headline | null; state: 'ok' | 'stale' | 'invalid' | 'pending' }) {
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  const format = useResultFormat();
  const shown =
    headline?.text !== undefined ? { text: headline.text, unit: '' } : headline ? format({ ...headline, value: headline.value }) : null;
  const goToResults = () => {
    const target = document.getElementById('results-title');
    if (!target) return;
    target.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  const note = state === 'pending' ? tk('pending') : state === 'stale' || state === 'invalid' ? tk('barInvalid') : null;
  return (
    <div className="sticky top-0 z-20 mb-4 rounded-b-lg border border-t-0 border-slate-200 bg-white/95 px-3 py-2 shadow-sm backdrop-blur dark:border-slate-700 dark:bg-slate-950/95">
      <button
        type="button"
        onClick={goToResults}
        data-testid="result-bar"
        data-state={state}
        className="flex w-full items-center gap-3 text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-xs text-slate-700 dark:text-slate-300">
            {headline ? t(`results.${headline.labelKey}`) : tk('results')}
          </span>
          <span className={`block truncate text-lg font-bold text-slate-900 dark:text-white ${state === 'stale' ? 'opacity-50' : ''}`}>
            {state === 'pending' || state === 'invalid' || shown === null ? (
              <span data-testid="result-bar-value">—</span>
            ) : (
              <>
                <span data-testid="result-bar-value">{shown.text}</span>
                {shown.unit ? (
                  <span
                    data-testid="result-bar-unit"
                    className={`${unitTakesSpace(shown.unit) ? 'ml-1 ' : ''}text-sm font-normal text-slate-600 dark:text-slate-400`}
                  >
                    {shown.unit}
                  </span>
                ) : null}
              </>
            )}
          </span>
        </span>
        {note ? (
          <span data-testid="result-bar-note" className="shrink-0 text-sm font-medium text-red-800 dark:text-red-200">
            {note}
          </span>
        ) : headline?.status ? (
          <span
            data-testid="result-bar-status"
            data-status={headline.status}
            className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${STATUS_DOT[headline.status]}`} />
            {tk(`status.${headline.status}`)}
          </span>
        ) : null}
        <span className="sr-only">{tk('barHint')}</span>
        <span aria-hidden="true" className="shrink-0 text-slate-500">
          ↓
        </span>
      </button>
    </div>
  );
}
