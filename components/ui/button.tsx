import type { ComponentProps } from 'react';

/** Colours and weight of each kind of button; padding and text size come from its size. */
const variants = {
  /** the account and community forms' main action */
  primary:
    'rounded-md bg-cyan-700 font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  secondary:
    'rounded-md border border-slate-400 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800',
  /** the keeper's own pages (log, livestock, journal, schedule, ICP, public tank, sign-out): Save, Add, Upload */
  action:
    'rounded-md bg-cyan-800 font-semibold text-white hover:bg-cyan-900 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  /** the second actions beside `action`: Cancel, Edit, Delete, Show more, Export */
  quiet:
    'rounded-md border border-slate-400 bg-white font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  /** a second action on a dialog's own background, dimmed while the dialog works (the sign-out choices) */
  plain:
    'rounded-md border border-slate-400 font-medium hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800',
  /** a cyan outline inside a status line (the log's sync line: Retry, Add them, Not now) */
  outline:
    'rounded-md border border-cyan-700 font-semibold text-cyan-800 hover:bg-cyan-50 dark:border-cyan-300 dark:text-cyan-200 dark:hover:bg-slate-800',
  /** the Delete that confirms a deletion */
  danger: 'rounded-md bg-red-700 font-semibold text-white hover:bg-red-800 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200',
  /** the calculators' own controls: Reset, save a calibration, export and import, presets */
  tool: 'rounded-md border border-slate-300 bg-white font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
  link: 'text-sm text-cyan-800 underline dark:text-cyan-200',
  /** a name or action written as underlined text in a list (livestock names, a photo's Edit); size it with `className` */
  text: 'text-cyan-800 underline dark:text-cyan-300',
} as const;
export type ButtonVariant = keyof typeof variants;

const sizes = {
  md: 'px-4 py-2',
  sm: 'px-3 py-2 text-sm',
  /** `md`'s padding with small text: the keeper's pages' main action */
  wide: 'px-4 py-2 text-sm',
  xs: 'px-3 py-1.5 text-sm',
  xxs: 'px-3 py-1 text-sm',
} as const;
export type ButtonSize = keyof typeof sizes;

const defaultSize: Record<ButtonVariant, ButtonSize | null> = {
  primary: 'md',
  secondary: 'md',
  action: 'wide',
  quiet: 'xs',
  plain: 'sm',
  outline: 'xxs',
  danger: 'xs',
  tool: 'sm',
  link: null,
  text: null,
};

/** A variant's usual size: the calculators' tools are small, text and links have none. */
const sizeOf = (variant: ButtonVariant): ButtonSize | null => defaultSize[variant];

/** The classes of a button, for elements that look like one (a file picker's label, a link styled as a button). */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize | null = sizeOf(variant)) =>
  [variants[variant], size ? sizes[size] : '', extra].filter(Boolean).join(' ');

/** Every button of the site: `type` is "button" unless given (a form's submit says `type="submit"`). */
export function Button({
  variant = 'primary',
  size,
  className = '',
  type = 'button',
  ...button
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} {...button} className={buttonClass(variant, className, size ?? sizeOf(variant))} />;
}
