import type { ReactNode } from 'react';

/** What a field's control needs to be labelled and described: its id and the ids of its hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldText {
  /** shown under the control as `${id}-help` */
  hint?: ReactNode;
  /** the message under the control (`${id}-error`); it marks the control invalid */
  error?: ReactNode;
  /** the id of a message elsewhere (a form's one error) that makes this control invalid */
  errorId?: string | null;
}

/** The aria wiring of a control: described by its hint and, when invalid, by the message that says why. */
export function controlProps(id: string, { hint, error, errorId }: FieldText): ControlProps {
  const invalidBy = error ? `${id}-error` : (errorId ?? null);
  const describedBy = [hint ? `${id}-help` : null, invalidBy].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': invalidBy ? true : undefined, 'aria-describedby': describedBy };
}

export const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-200';
export const hintClass = 'text-xs text-slate-600 dark:text-slate-400';
export const errorClass = 'text-sm font-medium text-red-700 dark:text-red-300';

/** A label, the control (given its ids by `children`), a hint and an error message. */
export function Field({
  id,
  label,
  unit,
  hint,
  error,
  errorId,
  extra,
  children,
}: FieldText & {
  id: string;
  label: ReactNode;
  unit?: string;
  /** shown after the error (a suggested correction) */
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
        {unit ? <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">({unit})</span> : null}
      </label>
      {children(controlProps(id, { hint, error, errorId }))}
      {hint ? (
        <p id={`${id}-help`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
      {extra}
    </div>
  );
}
