'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Checkbox, NumberInput, Segmented, Select, TextInput } from '@/components/ui/inputs';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { guessScaleSlip } from '@/lib/calculators/slips';
import { getAt, type FieldIssue } from '@/lib/calculators/state';
import { parseNumberInput } from '@/lib/number-input';
import { toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';
import { useCalculatorContext } from './calculator-context';
import { canonicalToText, textToCanonical } from './display-number';
import { useCalcT, useLooseT, type LooseT } from './use-calc-t';

interface LabelProps {
  /** the input's dotted path in the draft; also its id (results name it in `for`) */
  name: string;
  /** message key under Calculators.<slug>.fields (defaults to name; list rows pass e.g. "devices.watts") */
  labelKey?: string;
  help?: boolean;
}

export function useUnitLabel(kind: QuantityKind | undefined, unit: string | undefined, system: UnitSystem): string {
  const tu = useLooseT('Units');
  if (kind) return tu(`${kind}.${system}`);
  return unit && tu.has(unit) ? tu(unit) : (unit ?? '');
}

/** The visitor-facing text of a validation issue, with its bounds in the unit the field shows. */
export function useIssueText(issue: FieldIssue | undefined, kind?: QuantityKind, unitLabel = ''): string | null {
  const tv = useLooseT('Validation');
  const tc = useCalcT();
  const locale = useLocale();
  const [system] = useUnitSystem();
  if (!issue) return null;
  const bound = (v: number | undefined) => {
    if (v === undefined) return '';
    const shown = kind ? toDisplayUnit(kind, system, v) : v;
    const decimals = Math.abs(shown - Math.round(shown)) < 1e-9 ? 0 : Math.abs(shown) < 2 ? 3 : 1;
    return `${formatNumber(shown, locale, decimals)}${unitLabel ? ` ${unitLabel}` : ''}`.trim();
  };
  const values = { min: bound(issue.minimum), max: bound(issue.maximum) };
  if (tc.has(`errors.${issue.key}`)) return tc(`errors.${issue.key}`, values);
  // "Enter 0 or more" would be wrong where 0 itself is refused (volumes, sizes).
  const key = issue.inclusive === false ? `${issue.key}Exclusive` : issue.key;
  if (tv.has(key)) return tv(key, values);
  if (tv.has(issue.key)) return tv(issue.key, values);
  return tv('invalid');
}

function useFieldText(t: LooseT, name: string, labelKey?: string) {
  const key = labelKey ?? name;
  const label = t(`fields.${key}`);
  // the error summary names the field by this label while it is on screen
  const { labels } = useCalculatorContext();
  useEffect(() => {
    labels.set(name, label);
    return () => labels.remove(name);
  }, [labels, name, label]);
  return { label, help: t.has(`help.${key}`) ? t(`help.${key}`) : null };
}

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
  const calc = useCalculatorContext();
  const tv = useLooseT('Validation');
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
      onClick={() => calc.set(name, String(guess))}
      className="self-start rounded-md border border-cyan-700 px-2 py-1 text-sm font-medium text-cyan-900 hover:bg-cyan-50 dark:border-cyan-300 dark:text-cyan-100 dark:hover:bg-cyan-950"
    >
      {tv('didYouMean', { value: formatNumber(Number(shown), locale, decimals) })}
    </button>
  );
}

/**
 * A number with its unit. Quantities with a `kind` follow the visitor's metric/imperial setting and are
 * converted at the edge: the draft always holds canonical units. What the visitor types is kept as typed.
 */
export function NumberField({
  name,
  labelKey,
  kind,
  unit,
  placeholder,
  value,
  onValue,
  issue,
  slips = false,
}: LabelProps & {
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
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const [system] = useUnitSystem();
  const canonical = value !== undefined ? value : getAt(calc.draft, name);
  const [text, setText] = useState(() => canonicalToText(canonical, kind, system));
  const [seen, setSeen] = useState({ canonical, system });
  if (seen.canonical !== canonical || seen.system !== system) {
    setSeen({ canonical, system });
    setText(canonicalToText(canonical, kind, system));
  }
  const unitLabel = useUnitLabel(kind, unit, system);
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(issue ?? calc.issues[name], kind, unitLabel);
  return (
    <Field
      id={name}
      label={label}
      hint={help}
      error={error}
      unit={unitLabel}
      extra={slips ? <SlipSuggestion name={name} canonical={canonical} issue={calc.issues[name]} kind={kind} system={system} /> : null}
    >
      {(control) => (
        <NumberInput
          {...control}
          name={name}
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            const next = textToCanonical(e.target.value, kind, system);
            setText(e.target.value);
            setSeen({ canonical: next, system });
            if (onValue) onValue(next);
            else calc.set(name, next);
          }}
        />
      )}
    </Field>
  );
}

/** Free text (names of list rows). */
export function TextField({ name, labelKey, maxLength = 60 }: LabelProps & { maxLength?: number }) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(calc.issues[name]);
  const value = getAt(calc.draft, name);
  return (
    <Field id={name} label={label} hint={help} error={error}>
      {(control) => (
        <TextInput
          {...control}
          name={name}
          maxLength={maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => calc.set(name, e.target.value)}
        />
      )}
    </Field>
  );
}

export interface Option {
  value: string;
  /** literal label (product names); otherwise Calculators.<slug>.options.<name>.<value> */
  label?: string;
}

/** A select. Options are values; their labels come from messages unless given. */
export function SelectField({
  name,
  labelKey,
  options,
  optionKey,
  onValue,
  value: chosen,
}: LabelProps & {
  options: readonly (string | Option)[];
  /** messages key of the options (defaults to labelKey ?? name) */
  optionKey?: string;
  /** replaces the plain update, for choices that change other inputs too */
  onValue?: (value: string) => void;
  /** a choice that is not an input itself (e.g. a preset that fills several inputs): the form derives it */
  value?: string;
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(calc.issues[name]);
  const value = chosen ?? getAt(calc.draft, name);
  const key = optionKey ?? labelKey ?? name;
  return (
    <Field id={name} label={label} hint={help} error={error}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => (onValue ? onValue(e.target.value) : calc.set(name, e.target.value))}
          options={options.map((o) => {
            const opt = typeof o === 'string' ? { value: o } : o;
            return { value: opt.value, label: opt.label ?? t(`options.${key}.${opt.value}`) };
          })}
        />
      )}
    </Field>
  );
}

/**
 * A small set of choices shown side by side (radio buttons). `value` and `onValue` serve a choice that is not an
 * input itself but picks between inputs (e.g. live rock by mass or by volume): the form derives and applies it.
 */
export function SegmentedField({
  name,
  labelKey,
  options,
  optionKey,
  value: chosen,
  onValue,
}: LabelProps & {
  options: readonly string[];
  optionKey?: string;
  value?: string;
  onValue?: (value: string) => void;
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const groupId = useId();
  const { label, help } = useFieldText(t, name, labelKey);
  const value = chosen ?? getAt(calc.draft, name);
  const key = optionKey ?? labelKey ?? name;
  return (
    <Segmented
      name={name}
      legend={label}
      hint={help}
      hintId={`${groupId}-help`}
      options={options.map((o) => ({ value: o, label: t(`options.${key}.${o}`) }))}
      value={value}
      onChange={(o) => (onValue ? onValue(o) : calc.set(name, o))}
    />
  );
}

/** A yes/no input (checkbox). Named after an optional section (e.g. `sump`), it is on while the section is present. */
export function ToggleField({ name, labelKey, onToggle }: LabelProps & { onToggle?: (on: boolean) => void }) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const { label, help } = useFieldText(t, name, labelKey);
  const value = getAt(calc.draft, name);
  const checked = value === true || value === 'true' || (typeof value === 'object' && value !== null && !Array.isArray(value));
  return (
    <Checkbox
      id={name}
      name={name}
      label={label}
      hint={help}
      checked={checked}
      onChange={(e) => (onToggle ? onToggle(e.target.checked) : calc.set(name, e.target.checked))}
    />
  );
}

/** A group of fields with a heading; `advanced` groups are folded (details/summary). */
export function FieldGroup({ titleKey, advanced = false, children }: { titleKey?: string; advanced?: boolean; children: ReactNode }) {
  const t = useCalcT();
  const tk = useLooseT('CalculatorKit');
  const title = titleKey ? t(`groups.${titleKey}`) : tk('advanced');
  const body = <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>;
  if (advanced) {
    return (
      <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer text-sm font-semibold">{title}</summary>
        {body}
      </details>
    );
  }
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {body}
    </fieldset>
  );
}

/** A calendar date (`YYYY-MM-DD`, the browser's date picker); the draft holds the text as the input gives it. */
export function DateField({ name, labelKey, onValue }: LabelProps & { onValue?: (value: string) => void }) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(calc.issues[name]);
  const value = getAt(calc.draft, name);
  return (
    <Field id={name} label={label} hint={help} error={error}>
      {(control) => (
        <TextInput
          {...control}
          name={name}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => (onValue ? onValue(e.target.value) : calc.set(name, e.target.value))}
        />
      )}
    </Field>
  );
}
