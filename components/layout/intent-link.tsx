'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * A link that prefetches its page when a visitor shows intent: a pointer or a finger coming onto it (pointerenter
 * fires for touch too, before the tap) or keyboard focus, rather than when it scrolls into view. Used for links in
 * a page's content (post and calculator cards, categories, home's sections, a calculator's breadcrumb), where
 * prefetching every visible link cost the blog list 19 requests and their main-thread work during the load, and for
 * the header's sign-in button, one of the only header links a phone shows. This is the pattern of Next's prefetching
 * guide (`prefetch={false}` until intent, then the default). The header's logo and the footer's lists do the same
 * without a component per link, and the header's section links keep Next's prefetch on sight (./static-link-list.tsx).
 */
export function IntentLink({ onPointerEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(e) => {
        setIntent(true);
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
