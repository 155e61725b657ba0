'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { usePathname } from '@/lib/i18n/navigation';
import { el, text } from '@/lib/public/markup';
import { menuIconHtml } from './header-markup';
import { NavLinkList, type NavItem } from './nav-link-list';

/**
 * Below the `lg` breakpoint (where the header's links would not fit on one row in Japanese): a disclosure menu of
 * the main links. Escape and navigation close it; focus returns to the button. Settings stay in the header's popover.
 * The links are static markup (./nav-link-list.tsx), so a click on one of them closes the menu from the `<nav>`.
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
        // label and icon as static markup (./header-markup.ts), written anew when the menu opens or closes
        dangerouslySetInnerHTML={{ __html: el('span', { class: 'sr-only' }, text(open ? closeLabel : openLabel)) + menuIconHtml(open) }}
      />
      <div
        ref={panel}
        id={id}
        hidden={!open}
        className="absolute inset-x-0 top-full z-menu border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        {/* Any click on a link closes the menu, as each link's own click did when they were components: a click on
            the current page's link changes no path, and a modified click opens another tab. */}
        <nav
          aria-label={navLabel}
          onClick={(e) => {
            if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
          }}
        >
          <NavLinkList
            items={items}
            className="flex flex-col"
            linkClassName="block rounded px-2 py-3 text-base font-medium hover:bg-slate-100 aria-[current=page]:text-cyan-700 dark:hover:bg-slate-800 dark:aria-[current=page]:text-cyan-300"
          />
        </nav>
      </div>
    </div>
  );
}
