import type { ButtonHTMLAttributes } from 'react';

const variants = {
  primary:
    'rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  secondary:
    'rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800',
  link: 'text-sm text-cyan-800 underline dark:text-cyan-200',
} as const;
export type ButtonVariant = keyof typeof variants;

/** The classes of a button, for elements that look like one (a file picker's label). */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') =>
  extra ? `${variants[variant]} ${extra}` : variants[variant];

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} {...button} className={buttonClass(variant, className)} />;
}
