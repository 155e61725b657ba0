// @vitest-environment jsdom
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from './button';

const set = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));

/**
 * Each variant at its usual size against the class string the screens wrote by hand before they shared the Button
 * (order aside: Tailwind's stylesheet, not the attribute, decides which rule wins). A change here changes what
 * visitors see on every screen that uses the variant.
 */
const HELD: [ButtonVariant, ButtonSize | undefined, string][] = [
  [
    'primary',
    undefined,
    'rounded-md bg-cyan-700 px-4 py-2 font-semibold text-white hover:bg-cyan-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  ],
  [
    'secondary',
    undefined,
    'rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800',
  ],
  // the log's buttonClass (components/log/log-styles.ts), used by the keeper's pages
  [
    'action',
    undefined,
    'rounded-md bg-cyan-800 px-4 py-2 text-sm font-semibold text-white hover:bg-cyan-900 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  ],
  // the sign-out dialog's primary
  [
    'action',
    'sm',
    'rounded-md bg-cyan-800 px-3 py-2 text-sm font-semibold text-white hover:bg-cyan-900 disabled:opacity-60 dark:bg-cyan-300 dark:text-slate-950 dark:hover:bg-cyan-200',
  ],
  // the log's secondaryButtonClass, and the calendar subscription's buttons
  [
    'quiet',
    undefined,
    'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ],
  // the sign-out dialog's secondary
  [
    'plain',
    undefined,
    'rounded-md border border-slate-400 px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800',
  ],
  // the log sync line's buttons
  [
    'outline',
    undefined,
    'rounded-md border border-cyan-700 px-3 py-1 text-sm font-semibold text-cyan-800 hover:bg-cyan-50 dark:border-cyan-300 dark:text-cyan-200 dark:hover:bg-slate-800',
  ],
  // the confirm-delete question's Delete
  [
    'danger',
    undefined,
    'rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 dark:bg-red-300 dark:text-slate-950 dark:hover:bg-red-200',
  ],
  [
    'tool',
    undefined,
    'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800',
  ],
  ['link', undefined, 'text-sm text-cyan-800 underline dark:text-cyan-200'],
  ['text', undefined, 'text-cyan-800 underline dark:text-cyan-300'],
];

describe('Button', () => {
  it.each(HELD)('%s (size %s) renders the classes the screens had', (variant, size, classes) => {
    const { unmount } = render(
      <Button variant={variant} size={size}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(set(button.className)).toEqual(set(classes));
    expect(set(buttonClass(variant, '', size ?? undefined))).toEqual(set(classes));
    unmount();
  });

  it('every variant is held above', () => {
    const held = new Set(HELD.map(([v]) => v));
    const all: ButtonVariant[] = ['primary', 'secondary', 'action', 'quiet', 'plain', 'outline', 'danger', 'tool', 'link', 'text'];
    expect(held).toEqual(new Set(all));
  });

  it('is type="button" unless told, and keeps a submit a submit', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('adds className after its own classes and passes attributes, disabled and ref through', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button variant="quiet" className="self-start" disabled aria-label="Delete the reading" data-testid="del" ref={ref}>
        Delete
      </Button>,
    );
    const button = screen.getByTestId('del');
    expect(button.className.endsWith(' self-start')).toBe(true);
    expect(button).toBe(ref.current);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete the reading' })).toBe(button);
  });
});
