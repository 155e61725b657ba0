import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldText } from './field';
import { NumberInput, TextInput } from './inputs';

/**
 * A labelled input with its unit, hint and error: text (or `type="date"`, `"url"`, `"datetime-local"` …), or with
 * `numeric` a number typed as text (decimal keyboard; the caller parses). ARIA attributes given replace the field's own.
 */
export function InputField(
  props: FieldText &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
      id: string;
      label: ReactNode;
      unit?: string;
      /** shown after the error (a suggested correction) */
      extra?: ReactNode;
      numeric?: boolean;
    },
) {
  const { id, label, unit, hint, error, errorId, extra, numeric = false, ...input } = props;
  return (
    <Field id={id} label={label} unit={unit} hint={hint} error={error} errorId={errorId} extra={extra}>
      {(control) => (numeric ? <NumberInput {...control} {...input} /> : <TextInput {...control} {...input} />)}
    </Field>
  );
}
