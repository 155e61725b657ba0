'use client';

import { useEffect, type RefObject } from 'react';

/**
 * While a disclosure (a menu, a popover) is open: Escape closes it and gives focus back to its button, and, with
 * `root`, a pointer press outside `root` closes it. With `focusFirst`, focus moves on opening to the first element
 * of `panel` that matches it. One behaviour for the header's settings, account and mobile menus.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  {
    button,
    root,
    panel,
    focusFirst,
  }: {
    button: RefObject<HTMLElement | null>;
    root?: RefObject<HTMLElement | null>;
    panel?: RefObject<HTMLElement | null>;
    focusFirst?: string;
  },
) {
  useEffect(() => {
    if (!open) return;
    if (focusFirst) panel?.current?.querySelector<HTMLElement>(focusFirst)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (root && !root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button, root, panel, focusFirst]);
}
