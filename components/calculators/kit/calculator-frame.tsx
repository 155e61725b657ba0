'use client';

import { useRef, type ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { withUnit } from '@/lib/format';
import { CalculatorProvider } from './calculator-context';
import { InvalidNotice } from './results';
import { useLooseT } from './use-calc-t';
import type { CalculatorState } from './use-calculator';

/** Plain text of the results region: "Label: value unit" per result, then the warnings. */
function resultsText(root: HTMLElement | null, title: string, url: string, line: (label: string, value: string) => string): string {
  if (!root) return '';
  const lines = [title];
  root.querySelectorAll<HTMLElement>('[data-result]').forEach((el) => {
    const label = el.querySelector('[data-result-label]')?.textContent?.trim();
    const value = el.querySelector('output')?.textContent?.trim();
    const unit = el.querySelector('[data-result-unit]')?.textContent?.trim();
    if (label && value) lines.push(line(label, withUnit(value, unit ?? '')));
  });
  root.querySelectorAll<HTMLElement>('[data-warning]').forEach((el) => lines.push(`! ${el.textContent?.trim()}`));
  lines.push(url);
  return lines.join('\n');
}

/**
 * The interactive half of every calculator screen: the form, the results (or "Invalid Input Values"),
 * and the actions Reset, Copy results and Share link.
 */
export function CalculatorFrame<R>({ calc, title, children, results }: {
  calc: CalculatorState<R>;
  title: string;
  children: ReactNode;
  /** rendered only while every input is valid */
  results: (result: R) => ReactNode;
}) {
  const tk = useLooseT('CalculatorKit');
  const tc = useLooseT('Common');
  const resultsRef = useRef<HTMLDivElement>(null);
  return (
    <CalculatorProvider value={calc as CalculatorState<unknown>}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-ready={calc.ready ? 'true' : 'false'} data-testid="calculator">
        <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={tk('inputs')} className="flex flex-col gap-4">
          {children}
        </form>
        <section aria-labelledby="results-title" className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <h2 id="results-title" className="text-xl font-semibold">
            {tk('results')}
          </h2>
          <div ref={resultsRef} className="flex flex-col gap-4" data-testid="results">
            {calc.result === null ? <InvalidNotice /> : results(calc.result)}
          </div>
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
            <button
              type="button"
              onClick={calc.reset}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
            >
              {tk('reset')}
            </button>
            <CopyButton
              text={() => resultsText(resultsRef.current, title, calc.shareUrl(), (label, value) => tk('copyLine', { label, value }))}
              label={tk('copyResults')}
              copiedLabel={tk('resultsCopied')}
              failedLabel={tc('copyFailed')}
            />
            <CopyButton text={calc.shareUrl} label={tk('shareLink')} copiedLabel={tk('linkCopied')} failedLabel={tc('copyFailed')} />
          </div>
        </section>
      </div>
    </CalculatorProvider>
  );
}
