'use client';

import { useTranslations } from 'next-intl';
import { memo, type ReactNode } from 'react';
import type { Quantity } from '@/lib/calculators/precision';
import { unitTakesSpace } from '@/lib/format';
import type { QuantityKind } from '@/lib/units';
import { resultKeyOf, useKitT, type ResultNaming } from './kit-messages';
import { useResultFormat } from './use-result-format';

type ResultValueProps<N extends string> = ResultNaming<N> & {
  value: number | null | undefined;
  kind?: QuantityKind;
  unit?: string;
  /** the quantity's row in lib/calculators/precision.ts (SG 4 decimals, doses 1 above 10 mL, …) */
  quantity?: Quantity;
  dependsOn: readonly string[];
  emphasis?: boolean;
  suffix?: ReactNode;
};

/**
 * One result: `<output name>` carries its §12 result name and `for` the ids of the inputs it depends on.
 * Values are canonical; quantities with a `kind` are shown in the visitor's unit system, with the decimals of
 * their row in the precision table (`quantity`), else the visitor's precision.
 */
function ResultValueBody<N extends string>({
  value,
  kind,
  unit,
  quantity,
  dependsOn,
  emphasis = false,
  suffix,
  ...naming
}: ResultValueProps<N>) {
  const { name } = naming;
  const tk = useTranslations('CalculatorKit');
  const shown = useResultFormat()({ value, kind, unit, quantity });
  return (
    <div data-result className={emphasis ? 'rounded-lg bg-cyan-50 p-3 dark:bg-cyan-950' : 'py-1'}>
      <ResultLabel resultKey={resultKeyOf(naming)} />
      <dd
        className={emphasis ? 'text-2xl font-bold text-slate-900 dark:text-white' : 'text-lg font-semibold text-slate-900 dark:text-white'}
      >
        <output name={name} htmlFor={dependsOn.join(' ')} data-testid={`result-${name}`}>
          {shown === null ? tk('notAvailable') : shown.text}
        </output>
        {shown !== null && shown.unit ? (
          <span
            data-result-unit
            className={`${unitTakesSpace(shown.unit) ? 'ml-1 ' : ''}text-base font-normal text-slate-600 dark:text-slate-400`}
          >
            {shown.unit}
          </span>
        ) : null}
        {suffix}
      </dd>
    </div>
  );
}

/** A result's label: the same while its value changes, so a keystroke does not translate it again. */
const ResultLabel = memo(function ResultLabel({ resultKey }: { resultKey: string }) {
  const t = useKitT();
  return (
    <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
      {t(`results.${resultKey}`)}
    </dt>
  );
});

/** Props equal but `dependsOn`, which forms often build anew on every render: equal when it names the same inputs. */
function sameResultProps<N extends string>(a: ResultValueProps<N>, b: ResultValueProps<N>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ResultValueProps<N>)[]);
  for (const key of keys) {
    if (key === 'dependsOn') {
      if (a.dependsOn.length !== b.dependsOn.length || a.dependsOn.some((d, i) => d !== b.dependsOn[i])) return false;
    } else if (!Object.is(a[key], b[key])) return false;
  }
  return true;
}

/** Memoized: a result whose value and naming did not change is not rendered again on a keystroke. */
export const ResultValue = memo(ResultValueBody, sameResultProps) as typeof ResultValueBody;

/** A result that is a word, not a number (an action, a yes/no). */
export function ResultText<N extends string>({
  text,
  dependsOn,
  emphasis = false,
  ...naming
}: ResultNaming<N> & {
  text: string;
  dependsOn: readonly string[];
  emphasis?: boolean;
}) {
  const { name } = naming;
  const t = useKitT();
  return (
    <div data-result className={emphasis ? 'rounded-lg bg-cyan-50 p-3 dark:bg-cyan-950' : 'py-1'}>
      <dt data-result-label className="text-sm text-slate-700 dark:text-slate-300">
        {t(`results.${resultKeyOf(naming)}`)}
      </dt>
      <dd className={emphasis ? 'text-2xl font-bold text-cyan-900 dark:text-cyan-100' : 'text-lg font-semibold'}>
        <output name={name} htmlFor={dependsOn.join(' ')} data-testid={`result-${name}`}>
          {text}
        </output>
      </dd>
    </div>
  );
}

export function ResultList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">{children}</dl>;
}

export type Status = 'good' | 'caution' | 'issue';

const STATUS_CLASS: Record<Status, string> = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  caution: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  issue: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};

export function StatusBadge({ status }: { status: Status }) {
  const tk = useTranslations('CalculatorKit');
  return (
    <p
      data-testid="status"
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[status]}`}
    >
      {tk(`status.${status}`)}
    </p>
  );
}

type WarningsProps = { keys: readonly string[]; values?: Record<string, string | number> };

const sameList = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/** Same keys and values, though a compute builds its warnings (and a form their values) anew for every input. */
function sameWarnings(a: WarningsProps, b: WarningsProps): boolean {
  if (!sameList(a.keys, b.keys)) return false;
  if (a.values === b.values) return true;
  if (!a.values || !b.values) return false;
  const ka = Object.keys(a.values);
  return sameList(ka, Object.keys(b.values)) && ka.every((k) => Object.is(a.values![k], b.values![k]));
}

/**
 * Warnings by message key, translated from Calculators.<slug>.warnings. Memoized: a keystroke that leaves the
 * warnings as they were does not render them again.
 */
export const Warnings = memo(function Warnings({ keys, values }: WarningsProps) {
  const t = useKitT();
  const tk = useTranslations('CalculatorKit');
  if (keys.length === 0) return null;
  return (
    <section
      aria-label={tk('warnings')}
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
      data-testid="warnings"
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-amber-950 dark:text-amber-50">
        {keys.map((k) => (
          <li key={k} data-warning={k}>
            {t.has(`warnings.${k}`) ? t(`warnings.${k}`, values) : tk('genericWarning')}
          </li>
        ))}
      </ul>
    </section>
  );
}, sameWarnings);

/** A note that always shows (reminders, disclaimers). */
export function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{children}</p>;
}
