'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import { getAt, type FieldIssue } from '@/lib/calculators/state';
import { toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';
import { useCalculatorContext } from './calculator-context';
import { useCalcT, useLooseT } from './use-calc-t';

/** What names a kit field: its place in the draft and where its label and help are in the messages. */
export interface LabelProps {
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

/** A field's label and help from Calculators.<slug>.fields/help; the error summary names the field by this label. */
export function useFieldText({ name, labelKey }: LabelProps) {
  const t = useCalcT();
  const key = labelKey ?? name;
  const label = t(`fields.${key}`);
  const { labels } = useCalculatorContext();
  useEffect(() => {
    labels.set(name, label);
    return () => labels.remove(name);
  }, [labels, name, label]);
  const help = t.has(`help.${key}`) ? t(`help.${key}`) : null;
  /** what every control of the kit carries: the draft path as id and name, the label and the help */
  const props = { id: name, name, label, hint: help };
  return { t, label, help, props };
}

/** A plain field of the kit: its label, help and control props, its issue's text and its value in the draft. */
export function useKitField(props: LabelProps) {
  const calc = useCalculatorContext();
  const text = useFieldText(props);
  const error = useIssueText(calc.issues[props.name]);
  return { calc, ...text, error, value: getAt(calc.draft, props.name) };
}
