import type { ButtonHTMLAttributes } from 'react';

/** Colours and weight of each kind of button; padding and text size come from its size. */
const variants = {
  primary:
    'rounded-md bg-cyan-700 font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  secondary:
    'rounded-md border border-slate-400 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800',
  /** the calculators' own controls: Reset, save a calibration, export and import */
  tool: 'rounded-md border border-slate-300 bg-white font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
  link: 'text-sm text-cyan-800 underline dark:text-cyan-200',
} as const;
export type ButtonVariant = keyof typeof variants;

const sizes = { md: 'px-4 py-2', sm: 'px-3 py-2 text-sm' } as const;
export type ButtonSize = keyof typeof sizes;

/** A variant's usual size: the calculators' tools are small, links have none. */
const sizeOf = (variant: ButtonVariant): ButtonSize | null => (variant === 'link' ? null : variant === 'tool' ? 'sm' : 'md');

/** The classes of a button, for elements that look like one (a file picker's label, a link styled as a button). */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize | null = sizeOf(variant)) =>
  [variants[variant], size ? sizes[size] : '', extra].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  size,
  className = '',
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} {...button} className={buttonClass(variant, className, size ?? sizeOf(variant))} />;
}
