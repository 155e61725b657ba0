'use client';

import { useTranslations } from 'next-intl';
import { memo, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { withUnit } from '@/lib/format';
import { CalculatorProvider } from './calculator-context';
import { ResultBar, type Headline } from './result-bar';
import { useKitT } from './kit-messages';
import type { CalculatorState, FieldLabels } from './types';
import { useCalculatorState, type CalculatorSetup } from './use-calculator';

/** Plain text of the results regions: "Label: value unit" per result, then the warnings. */
function resultsText(roots: (HTMLElement | null)[], title: string, url: string, line: (label: string, value: string) => string): string {
  const lines = [title];
  for (const root of roots) {
    root?.querySelectorAll<HTMLElement>('[data-result]').forEach((el) => {
      const label = el.querySelector('[data-result-label]')?.textContent?.trim();
      const value = el.querySelector('output')?.textContent?.trim();
      const unit = el.querySelector('[data-result-unit]')?.textContent?.trim();
      if (label && value) lines.push(line(label, withUnit(value, unit ?? '')));
    });
  }
  for (const root of roots)
    root?.querySelectorAll<HTMLElement>('[data-warning]').forEach((el) => lines.push(`! ${el.textContent?.trim()}`));
  lines.push(url);
  return lines.length > 2 ? lines.join('\n') : '';
}

interface FrameProps<R> {
  title: string;
  children: ReactNode;
  /** the results of a valid input */
  results: (result: R) => ReactNode;
  /** the one result the result bar shows (with its unit, precision row and status) */
  headline: (result: R) => Headline | null;
  /** optional sections placed after the results (dosing's cost block) */
  after?: ReactNode;
}

/**
 * The interactive half of every calculator screen: the result bar, the form, the results (pending while a link is
 * read; while an input is invalid, the summary of what to fix over the last valid result, dimmed), optional sections
 * after the results, and the actions Reset, Copy results and Share link.
 *
 * Given the screen's setup (useCalculatorSetup) instead of its state, the frame reads the draft itself: a keystroke
 * then re-renders the frame's results and the fields that read the typed input, not the form that renders the frame
 * (its fields, as elements of the same identity, are skipped).
 */
export function CalculatorFrame<R>({ calc, ...props }: FrameProps<R> & { calc: CalculatorState<R> | CalculatorSetup<R> }) {
  return 'kind' in calc ? <LiveFrame setup={calc} {...props} /> : <FrameView calc={calc} {...props} />;
}

function LiveFrame<R>({ setup, ...props }: FrameProps<R> & { setup: CalculatorSetup<R> }) {
  return <FrameView calc={useCalculatorState(setup)} {...props} />;
}

function FrameView<R>({ calc, title, children, results, headline, after }: FrameProps<R> & { calc: CalculatorState<R> }) {
  const tk = useTranslations('CalculatorKit');
  const resultsRef = useRef<HTMLDivElement>(null);
  const afterRef = useRef<HTMLDivElement>(null);
  const shownResult = calc.result ?? calc.stale;
  const barState = calc.pending ? 'pending' : calc.result !== null ? 'ok' : calc.stale !== null ? 'stale' : 'invalid';
  return (
    <CalculatorProvider value={calc}>
      <div data-ready={calc.ready ? 'true' : 'false'} data-pending={calc.pending ? 'true' : undefined} data-testid="calculator">
        <div data-calc-results-bar>
          <ResultBar headline={shownResult === null ? null : headline(shownResult)} state={barState} />
        </div>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <form noValidate onSubmit={(e) => e.preventDefault()} aria-label={tk('inputs')} className="flex flex-col gap-4">
            {children}
          </form>
          <section aria-labelledby="results-title" className="flex flex-col gap-4 lg:sticky lg:top-20 lg:row-span-2 lg:self-start">
            <h2 id="results-title" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
              {tk('results')}
            </h2>
            <PendingNotice shown={calc.pending} />
            <div ref={resultsRef} className="flex flex-col gap-4" data-testid="results" data-calc-results hidden={calc.pending}>
              {calc.result !== null ? (
                results(calc.result)
              ) : (
                <>
                  <InvalidNotice issues={Object.keys(calc.issues)} labels={calc.labels} />
                  {calc.stale !== null ? (
                    <div data-stale data-testid="stale-results" inert className="flex flex-col gap-4 opacity-45 saturate-50">
                      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{tk('lastValid')}</p>
                      {results(calc.stale)}
                    </div>
                  ) : null}
                </>
              )}
            </div>
            <Actions reset={calc.reset} shareUrl={calc.shareUrl} title={title} resultsRef={resultsRef} afterRef={afterRef} />
          </section>
          {after ? (
            <div ref={afterRef} data-calc-results className="flex flex-col gap-4 lg:col-start-1" hidden={calc.pending}>
              {after}
            </div>
          ) : null}
        </div>
      </div>
    </CalculatorProvider>
  );
}

/**
 * Reset, Copy results and Share link. Memoized: the copy reads the results from the page when clicked, so with a
 * stable `reset` and `shareUrl` (useCalculator's) a keystroke does not render the actions again.
 */
const Actions = memo(function Actions({
  reset,
  shareUrl,
  title,
  resultsRef,
  afterRef,
}: {
  reset: () => void;
  shareUrl: () => string;
  title: string;
  resultsRef: RefObject<HTMLElement | null>;
  afterRef: RefObject<HTMLElement | null>;
}) {
  const tk = useTranslations('CalculatorKit');
  const tc = useTranslations('Common');
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
      <Button variant="tool" onClick={reset}>
        {tk('reset')}
      </Button>
      <CopyButton
        text={() =>
          resultsText([resultsRef.current, afterRef.current], title, shareUrl(), (label, value) => tk('copyLine', { label, value }))
        }
        label={tk('copyResults')}
        copiedLabel={tk('resultsCopied')}
        failedLabel={tc('copyFailed')}
      />
      <CopyButton text={shareUrl} label={tk('shareLink')} copiedLabel={tk('linkCopied')} failedLabel={tc('copyFailed')} />
    </div>
  );
});

/**
 * Shown instead of the results while a link's inputs are being read. The server HTML holds it too (hidden), and
 * the inline script of <PendingScript> reveals it before hydration when the address carries inputs. Memoized: a
 * keystroke does not render it again.
 */
const PendingNotice = memo(function PendingNotice({ shown }: { shown: boolean }) {
  const tk = useTranslations('CalculatorKit');
  return (
    <p
      data-calc-pending-note
      data-testid="results-pending"
      role="status"
      className={`${shown ? '' : 'hidden '}rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200`}
    >
      {tk('pendingLink')}
    </p>
  );
});

/** Shown while any input is invalid: what is wrong, naming the fields (each a link to its field). */
export function InvalidNotice({ issues, labels }: { issues: readonly string[]; labels: FieldLabels }) {
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  useSyncExternalStore(labels.subscribe, labels.version, labels.version);
  const named = [...new Set(issues)].flatMap((path) => {
    const label = labels.get(path);
    return label ? [{ path, label }] : [];
  });
  return (
    <div
      role="alert"
      data-testid="invalid-input"
      className="rounded-lg border border-red-300 bg-red-50 p-4 dark:border-red-700 dark:bg-red-950"
    >
      <p className="font-semibold text-red-900 dark:text-red-100">{tk('invalidTitle')}</p>
      {named.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-red-900 dark:text-red-100">{tk('invalidFields')}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-red-900 dark:text-red-100" data-testid="invalid-fields">
            {named.map(({ path, label }) => (
              <li key={path}>
                <a
                  href={`#${path}`}
                  data-field={path}
                  className="underline"
                  onClick={(e) => {
                    const el = document.getElementById(path);
                    if (!el) return;
                    e.preventDefault();
                    el.focus();
                    el.scrollIntoView({ block: 'center' });
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-red-900 dark:text-red-100">{t.has('invalidHint') ? t('invalidHint') : tk('invalidHint')}</p>
      )}
    </div>
  );
}
