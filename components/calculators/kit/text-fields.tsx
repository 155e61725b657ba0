'use client';

import { InputField } from '@/components/ui/input-field';
import { useKitField, type LabelProps } from './field-text';

/** Text the draft holds as typed: free text (names of list rows) or, with `type="date"`, a `YYYY-MM-DD` date. */
function DraftTextField<N extends string>({
  type = 'text',
  maxLength,
  onValue,
  ...names
}: LabelProps<N> & { type?: 'text' | 'date'; maxLength?: number; onValue?: (value: string) => void }) {
  const { calc, props, error, value } = useKitField(names);
  return (
    <InputField
      {...props}
      type={type}
      maxLength={maxLength}
      error={error}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => (onValue ? onValue(e.target.value) : calc.set(names.name, e.target.value))}
    />
  );
}

/** Free text (names of list rows). */
export function TextField<N extends string>({ maxLength = 60, ...names }: LabelProps<N> & { maxLength?: number }) {
  return <DraftTextField {...names} maxLength={maxLength} />;
}

/** A calendar date (`YYYY-MM-DD`, the browser's date picker); the draft holds the text as the input gives it. */
export function DateField<N extends string>(props: LabelProps<N> & { onValue?: (value: string) => void }) {
  return <DraftTextField {...props} type="date" />;
}
