'use client';

import { useRouter } from 'next/navigation';
import { useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { followsInPage } from './static-links';

/**
 * A list of links written as static markup on the server (`html`, made by `linkListHtml` in ./static-links.ts):
 * React hydrates the `<ul>` alone, not a `<li>`, `<a>` and link component per entry, yet the links behave as
 * IntentLink's do (docs/performance.md "Public tank page"). One listener each on the list: a link is prefetched when a
 * pointer or a finger comes onto it or it takes keyboard focus, and a plain click navigates in the page as Next's
 * `Link` does; a click with a modifier key, another button or on a link to another site is the browser's.
 */
export function StaticLinkList({ html, className }: { html: string; className?: string }) {
  const router = useRouter();
  const prefetched = useRef(new Set<string>());

  const linkOf = (e: SyntheticEvent<HTMLUListElement>): HTMLAnchorElement | null => {
    const a = e.target instanceof Element ? e.target.closest('a') : null;
    return a && e.currentTarget.contains(a) ? a : null;
  };
  const intent = (e: SyntheticEvent<HTMLUListElement>) => {
    const a = linkOf(e);
    const href = a?.getAttribute('href');
    if (!a || !href || prefetched.current.has(href) || !followsInPage(a, window.location.origin)) return;
    prefetched.current.add(href);
    router.prefetch(href);
  };
  const click = (e: MouseEvent<HTMLUListElement>) => {
    const a = linkOf(e);
    const href = a?.getAttribute('href');
    if (!a || !href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!followsInPage(a, window.location.origin)) return;
    e.preventDefault();
    router.push(href);
  };

  // markup made on the server from our own strings, every value escaped (lib/public/markup.ts)
  return <ul className={className} dangerouslySetInnerHTML={{ __html: html }} onPointerOver={intent} onFocus={intent} onClick={click} />;
}
