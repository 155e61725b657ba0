'use client';

import { useEffect, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useUnitSystem } from '@/components/preferences/use-unit-system';
import { formatNumber } from '@/lib/format';
import type { FieldIssue } from '@/lib/calculators/state';
import { toDisplayUnit, type QuantityKind, type UnitSystem } from '@/lib/units';
import { runtimeT } from '@/lib/i18n/runtime-key';
import { useDraftAt, useFormStore, useIssueAt } from './calculator-context';
import { useKitT, type FieldKey } from './kit-messages';

/**
 * What names a kit field: its place in the draft and where its label and help are in the messages (`fields.<key>`,
 * `help.<key>` of the form in context). The key is `labelKey`, else `name`: a name that is no field key (a list row's
 * `devices.0.watts`, or `current` whose label depends on the parameter) needs a `labelKey`. message-keys.test.ts
 * checks the literal ones against the messages.
 */
export type LabelProps<N extends string = string> = {
  help?: boolean;
  /** the input's dotted path in the draft; also its id (results name it in `for`) */
  name: N;
  /** message key under the namespace's `fields` (list rows pass e.g. "devices.watts") */
  labelKey?: FieldKey;
};

/** The field's key under `fields` and `help`: its labelKey, else its name. */
export const fieldKeyOf = (props: LabelProps): FieldKey => props.labelKey ?? props.name;

/** A unit's label: a QuantityKind's in the visitor's system, a key of the Units namespace, else `unit` as written. */
export function useUnitLabel(kind: QuantityKind | undefined, unit: string | undefined, system: UnitSystem): string {
  const tu = useTranslations('Units');
  const t = useTranslations();
  if (kind) return tu(`${kind}.${system}`);
  // `unit` is a key of Units or literal text (`US$/kWh`): only the messages can tell which
  const units = runtimeT(t, 'Units');
  return unit && units.has(unit) ? units(unit) : (unit ?? '');
}

/** The visitor-facing text of a validation issue, with its bounds in the unit the field shows. */
export function useIssueText(issue: FieldIssue | undefined, kind?: QuantityKind, unitLabel = ''): string | null {
  const t = useTranslations();
  const tc = useKitT();
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
  // an issue key is what the schema raised (lib/calculators/schema-kit.ts ERR, a rule's own key), read from Validation
  const tv = runtimeT(t, 'Validation');
  // "Enter 0 or more" would be wrong where 0 itself is refused (volumes, sizes).
  const key = issue.inclusive === false ? `${issue.key}Exclusive` : issue.key;
  if (tv.has(key)) return tv(key, values);
  if (tv.has(issue.key)) return tv(issue.key, values);
  return t('Validation.invalid');
}

/** A field's label and help from the namespace's fields/help; the error summary names the field by this label. */
export function useFieldText(field: LabelProps) {
  const { name } = field;
  const t = useKitT();
  const key = fieldKeyOf(field);
  // A typed field renders on every key of its own: its texts are looked up when its key changes, not on each
  // (`t.has` of a help that does not exist was the largest script item of a key in salinity, docs/performance.md).
  const { label, help } = useMemo(() => ({ label: t(`fields.${key}`), help: t.has(`help.${key}`) ? t(`help.${key}`) : null }), [t, key]);
  const { labels } = useFormStore();
  useEffect(() => {
    labels.set(name, label);
    return () => labels.remove(name);
  }, [labels, name, label]);
  /** what every control of the kit carries: the draft path as id and name, the label and the help */
  const props = { id: name, name, label, hint: help };
  return { t, label, help, props };
}

/**
 * A plain field of the kit: its label, help and control props, its issue's text and its value in the draft. The
 * field re-renders when its value or issue changes, not on every change of the form (`calc` is the form's store).
 */
export function useKitField(props: LabelProps) {
  const calc = useFormStore();
  const text = useFieldText(props);
  const error = useIssueText(useIssueAt(props.name));
  return { calc, ...text, error, value: useDraftAt(props.name) };
}
