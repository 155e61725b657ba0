'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { usePathname } from '@/lib/i18n/navigation';
import { NavLinks, type NavItem } from './nav-links';

/**
 * Below the `lg` breakpoint (where the header's links would not fit on one row in Japanese): a disclosure menu of
 * the main links. Escape and navigation close it; focus returns to the button. Settings stay in the header's popover.
 */
export function MobileMenu({
  items,
  openLabel,
  closeLabel,
  navLabel,
}: {
  items: readonly NavItem[];
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  // Close on navigation (derived during render rather than in an effect).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    if (open) setOpen(false);
  }

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, { button, panel, focusFirst: 'a' });

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid="menu-button"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 dark:border-slate-600"
      >
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute inset-x-0 top-full z-menu border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <nav aria-label={navLabel}>
          <NavLinks
            items={items}
            onNavigate={() => setOpen(false)}
            className="flex flex-col"
            linkClassName="block rounded px-2 py-3 text-base font-medium hover:bg-slate-100 aria-[current=page]:text-cyan-700 dark:hover:bg-slate-800 dark:aria-[current=page]:text-cyan-300"
          />
        </nav>
      </div>
    </div>
  );
}
