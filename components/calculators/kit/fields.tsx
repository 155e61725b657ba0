'use client';

import { useId, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { getAt, type FieldIssue } from '@/lib/calculators/state';
import { toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';
import { useCalculatorContext } from './calculator-context';
import { canonicalToText, textToCanonical } from './display-number';
import { useCalcT, useLooseT, type LooseT } from './use-calc-t';

const inputClass =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';

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

function FieldShell({ id, label, help, error, children, unit }: {
  id: string;
  label: string;
  help?: string | null;
  error?: string | null;
  unit?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {unit ? <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">({unit})</span> : null}
      </label>
      {children}
      {help ? (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, help: unknown, error: unknown) {
  return [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function useFieldText(t: LooseT, name: string, labelKey?: string) {
  const key = labelKey ?? name;
  return { label: t(`fields.${key}`), help: t.has(`help.${key}`) ? t(`help.${key}`) : null };
}

/**
 * A number with its unit. Quantities with a `kind` follow the visitor's metric/imperial setting and are
 * converted at the edge: the draft always holds canonical units. What the visitor types is kept as typed.
 */
export function NumberField({ name, labelKey, kind, unit, placeholder }: LabelProps & {
  kind?: QuantityKind;
  /** a unit key of the Units namespace (or literal text) for quantities that do not convert */
  unit?: string;
  placeholder?: string;
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const [system] = useUnitSystem();
  const canonical = getAt(calc.draft, name);
  const [text, setText] = useState(() => canonicalToText(canonical, kind, system));
  const [seen, setSeen] = useState({ canonical, system });
  if (seen.canonical !== canonical || seen.system !== system) {
    setSeen({ canonical, system });
    setText(canonicalToText(canonical, kind, system));
  }
  const unitLabel = useUnitLabel(kind, unit, system);
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(calc.issues[name], kind, unitLabel);
  return (
    <FieldShell id={name} label={label} help={help} error={error} unit={unitLabel}>
      <input
        id={name}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, help, error)}
        onChange={(e) => {
          const next = textToCanonical(e.target.value, kind, system);
          setText(e.target.value);
          setSeen({ canonical: next, system });
          calc.set(name, next);
        }}
        className={inputClass}
      />
    </FieldShell>
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
    <FieldShell id={name} label={label} help={help} error={error}>
      <input
        id={name}
        name={name}
        type="text"
        maxLength={maxLength}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, help, error)}
        onChange={(e) => calc.set(name, e.target.value)}
        className={inputClass}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  /** literal label (product names); otherwise Calculators.<slug>.options.<name>.<value> */
  label?: string;
}

/** A select. Options are values; their labels come from messages unless given. */
export function SelectField({ name, labelKey, options, optionKey, onValue }: LabelProps & {
  options: readonly (string | Option)[];
  /** messages key of the options (defaults to labelKey ?? name) */
  optionKey?: string;
  /** replaces the plain update, for choices that change other inputs too */
  onValue?: (value: string) => void;
}) {
  const calc = useCalculatorContext();
  const t = useCalcT();
  const { label, help } = useFieldText(t, name, labelKey);
  const error = useIssueText(calc.issues[name]);
  const value = getAt(calc.draft, name);
  const key = optionKey ?? labelKey ?? name;
  return (
    <FieldShell id={name} label={label} help={help} error={error}>
      <select
        id={name}
        name={name}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, help, error)}
        onChange={(e) => (onValue ? onValue(e.target.value) : calc.set(name, e.target.value))}
        className={inputClass}
      >
        {options.map((o) => {
          const opt = typeof o === 'string' ? { value: o } : o;
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label ?? t(`options.${key}.${opt.value}`)}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/**
 * A small set of choices shown side by side (radio buttons). `value` and `onValue` serve a choice that is not an
 * input itself but picks between inputs (e.g. live rock by mass or by volume): the form derives and applies it.
 */
export function SegmentedField({ name, labelKey, options, optionKey, value: chosen, onValue }: LabelProps & {
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
    <fieldset className="flex flex-col gap-1" aria-describedby={help ? `${groupId}-help` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{label}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {options.map((o) => (
          <label
            key={o}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 has-[:checked]:bg-white has-[:checked]:font-semibold has-[:checked]:text-cyan-800 has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan-600 dark:text-slate-200 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-cyan-200"
          >
            <input
              type="radio"
              name={name}
              value={o}
              checked={value === o}
              onChange={() => (onValue ? onValue(o) : calc.set(name, o))}
              className="sr-only"
            />
            {t(`options.${key}.${o}`)}
          </label>
        ))}
      </div>
      {help ? (
        <p id={`${groupId}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
    </fieldset>
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
    <div className="flex items-start gap-2">
      <input
        id={name}
        name={name}
        type="checkbox"
        checked={checked}
        aria-describedby={help ? `${name}-help` : undefined}
        onChange={(e) => (onToggle ? onToggle(e.target.checked) : calc.set(name, e.target.checked))}
        className="mt-1 h-4 w-4 accent-cyan-700"
      />
      <div>
        <label htmlFor={name} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {help ? (
          <p id={`${name}-help`} className="text-xs text-slate-600 dark:text-slate-400">
            {help}
          </p>
        ) : null}
      </div>
    </div>
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
