'use client';

import { memo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { InputField } from '@/components/ui/input-field';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { guessScaleSlip } from '@/lib/calculators/slips';
import type { FieldIssue } from '@/lib/calculators/state';
import { parseNumberInput } from '@/lib/number/input';
import type { QuantityKind, UnitSystem } from '@/lib/units';
import { useDraftAt, useFormStore, useIssueAt } from './calculator-context';
import { canonicalToText, textToCanonical } from './display-number';
import { useFieldText, useIssueText, useUnitLabel, type LabelProps } from './field-text';

/** "Did you mean 1.023?" for an out-of-range number that a misplaced decimal point explains (an SG typed 1023). */
function SlipSuggestion({
  name,
  canonical,
  issue,
  kind,
  system,
}: {
  name: string;
  canonical: unknown;
  issue: FieldIssue | undefined;
  kind?: QuantityKind;
  system: UnitSystem;
}) {
  const form = useFormStore();
  const tv = useTranslations('Validation');
  const locale = useLocale();
  if (!issue || (issue.key !== 'tooLarge' && issue.key !== 'tooSmall')) return null;
  const typed = parseNumberInput(typeof canonical === 'string' || typeof canonical === 'number' ? canonical : undefined);
  if (!typed.ok) return null;
  const guess = guessScaleSlip(typed.value, issue);
  if (guess === null) return null;
  const shown = canonicalToText(guess, kind, system);
  const decimals = (shown.split('.')[1] ?? '').length;
  return (
    <button
      type="button"
      data-testid={`${name}-suggestion`}
      onClick={() => form.set(name, String(guess))}
      className="self-start rounded-md border border-cyan-700 px-2 py-1 text-sm font-medium text-cyan-900 hover:bg-cyan-50 dark:border-cyan-300 dark:text-cyan-100 dark:hover:bg-cyan-950"
    >
      {tv('didYouMean', { value: formatNumber(Number(shown), locale, decimals) })}
    </button>
  );
}

type NumberFieldProps<N extends string> = LabelProps<N> & {
  kind?: QuantityKind;
  /** a unit key of the Units namespace (or literal text) for quantities that do not convert */
  unit?: string;
  placeholder?: string;
  /** a value derived from other inputs, shown instead of the draft's (e.g. allowable stress = strength ÷ safety factor) */
  value?: unknown;
  /** called with the canonical text instead of setting `name` in the draft (a derived field writes its sources) */
  onValue?: (canonical: string) => void;
  /** the field's issue when it is not one of the schema's (a derived field) */
  issue?: FieldIssue;
  /** offer "Did you mean …?" for a misplaced decimal point (readings with a narrow range: SG, salinity) */
  slips?: boolean;
};

/**
 * A number with its unit. Quantities with a `kind` follow the visitor's metric/imperial setting and are
 * converted at the edge: the draft always holds canonical units. What the visitor types is kept as typed.
 */
function NumberFieldBody<N extends string>({
  kind,
  unit,
  placeholder,
  value,
  onValue,
  issue,
  slips = false,
  ...field
}: NumberFieldProps<N>) {
  const { name } = field;
  const form = useFormStore();
  const [system] = useUnitSystem();
  const drafted = useDraftAt(name);
  const schemaIssue = useIssueAt(name);
  const canonical = value !== undefined ? value : drafted;
  const [text, setText] = useState(() => canonicalToText(canonical, kind, system));
  const [seen, setSeen] = useState({ canonical, system });
  if (seen.canonical !== canonical || seen.system !== system) {
    setSeen({ canonical, system });
    setText(canonicalToText(canonical, kind, system));
  }
  const unitLabel = useUnitLabel(kind, unit, system);
  const { props } = useFieldText(field);
  const error = useIssueText(issue ?? schemaIssue, kind, unitLabel);
  return (
    <InputField
      numeric
      {...props}
      error={error}
      unit={unitLabel}
      extra={slips ? <SlipSuggestion name={name} canonical={canonical} issue={schemaIssue} kind={kind} system={system} /> : null}
      value={text}
      placeholder={placeholder}
      onChange={(e) => {
        const next = textToCanonical(e.target.value, kind, system);
        setText(e.target.value);
        setSeen({ canonical: next, system });
        if (onValue) onValue(next);
        else form.set(name, next);
      }}
    />
  );
}

/** Memoized: a field re-renders when its own value or issue changes (or its props), not on every keystroke of the form. */
export const NumberField = memo(NumberFieldBody) as typeof NumberFieldBody;
