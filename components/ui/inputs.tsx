import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** Border, colours and the invalid state; the size comes from `className` (full width by default). */
const controlClass =
  'rounded-md border border-slate-400 bg-white text-slate-900 shadow-sm aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400';
const defaultSize = 'w-full px-3 py-2 text-base';
/** The classes of a full-width control, for a native element the components here do not cover. */
export const inputClass = `${controlClass} ${defaultSize}`;

export function TextInput({ className = defaultSize, ...input }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" {...input} className={`${controlClass} ${className}`} />;
}

/** A number as text: decimal keyboard, no browser spinner or locale parsing (the caller parses). */
export function NumberInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'>) {
  return <TextInput autoComplete="off" spellCheck={false} {...props} type="text" inputMode="decimal" />;
}

export function TextArea({ className = defaultSize, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...area} className={`${controlClass} ${className}`} />;
}

export interface SelectOption {
  value: string;
  label: ReactNode;
  lang?: string;
}

export function Select({
  options,
  className = defaultSize,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  return (
    <select {...select} className={`${controlClass} ${className}`}>
      {options.map((o) => (
        <option key={o.value} value={o.value} lang={o.lang}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its label beside it and an optional hint under the label. */
export function Checkbox({
  id,
  label,
  hint,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-help` : undefined}
        className="mt-1 h-4 w-4 accent-cyan-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A small set of choices side by side (radio buttons in a fieldset). */
export function Segmented({
  name,
  legend,
  hint,
  hintId,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** id of the hint paragraph (unique on the page) */
  hintId: string;
  options: readonly { value: string; label: ReactNode }[];
  value: unknown;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {options.map((o) => (
          <label
            key={o.value}
            className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 has-[:checked]:bg-white has-[:checked]:font-semibold has-[:checked]:text-cyan-800 has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cyan-600 dark:text-slate-200 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-cyan-200"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
