'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { inSection } from '@/lib/nav';
import { StaticLinkList } from './static-link-list';
import { linkListHtml } from './static-links';

export interface NavItem {
  /** The link's address in the page's language. */
  href: string;
  /** The section's path without the locale prefix, which the page's own path is matched against. */
  section: string;
  label: string;
}

/**
 * The header's section links as static markup (./static-link-list.tsx), the current section carrying
 * aria-current="page". The markup is written once, from the path the page was rendered for, so the server's HTML and
 * hydration agree; a navigation then moves `aria-current` on the same `<a>` elements rather than writing the list
 * anew, so a link that has keyboard focus keeps it, as with `Link`. Prefetched on sight and on intent.
 */
export function NavLinkList({ items, className, linkClassName }: { items: readonly NavItem[]; className?: string; linkClassName: string }) {
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  const [html] = useState(() =>
    linkListHtml(
      items.map((item) => ({ href: item.href, label: item.label, current: inSection(pathname, item.section) })),
      linkClassName,
    ),
  );

  // before paint, so the old section is never shown as current beside the new page
  useLayoutEffect(() => {
    list.current?.querySelectorAll('a').forEach((a, i) => {
      if (items[i] && inSection(pathname, items[i].section)) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    });
  }, [pathname, items]);

  return <StaticLinkList ref={list} html={html} className={className} prefetchOnSight />;
}
