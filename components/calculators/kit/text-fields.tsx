'use client';

import { memo } from 'react';
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
function TextFieldBody<N extends string>({ maxLength = 60, ...names }: LabelProps<N> & { maxLength?: number }) {
  return <DraftTextField {...names} maxLength={maxLength} />;
}

/** A calendar date (`YYYY-MM-DD`, the browser's date picker); the draft holds the text as the input gives it. */
function DateFieldBody<N extends string>(props: LabelProps<N> & { onValue?: (value: string) => void }) {
  return <DraftTextField {...props} type="date" />;
}

/* Memoized: a field re-renders when its own value or issue changes (or its props), not on every keystroke elsewhere. */
export const TextField = memo(TextFieldBody) as typeof TextFieldBody;
export const DateField = memo(DateFieldBody) as typeof DateFieldBody;
