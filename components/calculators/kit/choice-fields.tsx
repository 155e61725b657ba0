'use client';

import { memo, useId } from 'react';
import { Field } from '@/components/ui/field';
import { Checkbox, Segmented, Select } from '@/components/ui/inputs';
import { fieldKeyOf, useKitField, type LabelProps } from './field-text';
import type { OptionsKey } from './kit-messages';

export interface Option {
  value: string;
  /** literal label (product names); otherwise Calculators.<slug>.options.<name>.<value> */
  label?: string;
}

/** A select. Options are values; their labels come from messages unless given. */
function SelectFieldBody<N extends string>({
  options,
  optionKey,
  onValue,
  value: chosen,
  ...field
}: LabelProps<N> & {
  options: readonly (string | Option)[];
  /** messages key of the options (defaults to labelKey ?? name) */
  optionKey?: OptionsKey;
  /** replaces the plain update, for choices that change other inputs too */
  onValue?: (value: string) => void;
  /** a choice that is not an input itself (e.g. a preset that fills several inputs): the form derives it */
  value?: string;
}) {
  const { name } = field;
  const { calc, t, label, help, error, value: drafted } = useKitField(field);
  const value = chosen ?? drafted;
  const key = optionKey ?? fieldKeyOf(field);
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
function SegmentedFieldBody<N extends string>({
  options,
  optionKey,
  value: chosen,
  onValue,
  ...field
}: LabelProps<N> & {
  options: readonly string[];
  /** messages key of the options (defaults to labelKey ?? name) */
  optionKey?: OptionsKey;
  value?: string;
  onValue?: (value: string) => void;
}) {
  const groupId = useId();
  const { name } = field;
  const { calc, t, label, help, value: drafted } = useKitField(field);
  const value = chosen ?? drafted;
  const key = optionKey ?? fieldKeyOf(field);
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

/**
 * A yes/no input (checkbox). Named after an optional section (e.g. `sump`), it is on while the section is present.
 * With `checked` and `onToggle` it is a switch the form derives and applies (a section's presence, a screen setting):
 * then it has no `name`, so it is not an input of its own.
 */
function ToggleFieldBody<N extends string>({
  checked: chosen,
  onToggle,
  ...field
}: LabelProps<N> & { checked?: boolean; onToggle?: (on: boolean) => void }) {
  const { name } = field;
  const { calc, props, value } = useKitField(field);
  const drafted = value === true || value === 'true' || (typeof value === 'object' && value !== null && !Array.isArray(value));
  const toggle = (on: boolean) => (onToggle ? onToggle(on) : calc.set(name, on));
  return (
    <Checkbox
      {...props}
      name={chosen === undefined ? name : undefined}
      checked={chosen ?? drafted}
      onChange={(e) => toggle(e.target.checked)}
    />
  );
}

/*
 * Memoized: a field re-renders when its own value or issue changes, or its props (an inline `onValue` is a new prop
 * on every render of the form), not on every keystroke in another field.
 */
export const SelectField = memo(SelectFieldBody) as typeof SelectFieldBody;
export const SegmentedField = memo(SegmentedFieldBody) as typeof SegmentedFieldBody;
export const ToggleField = memo(ToggleFieldBody) as typeof ToggleFieldBody;
