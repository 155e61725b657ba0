'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { followsInPage } from './static-links';

/**
 * What IntentLink does for one link, done for the links inside one element by listeners on that element: a link is
 * prefetched when a pointer or a finger comes onto it or it takes keyboard focus, and a plain click navigates in the
 * page as Next's `Link` does; a click with a modifier key, another button or on a link to another site is the
 * browser's. `prefetch` is exposed for links prefetched on sight. The public pages' sections of static markup use the
 * click alone (components/public/markup-with-reports.tsx), as their `Link`s did not prefetch.
 */
export function useStaticLinks() {
  const router = useRouter();
  const prefetched = useRef(new Set<string>());

  const prefetch = useCallback(
    (a: HTMLAnchorElement) => {
      const href = a.getAttribute('href');
      if (!href || prefetched.current.has(href) || !followsInPage(a, window.location.origin)) return;
      prefetched.current.add(href);
      router.prefetch(href);
    },
    [router],
  );
  const linkOf = (e: SyntheticEvent<HTMLElement>): HTMLAnchorElement | null => {
    const a = e.target instanceof Element ? e.target.closest('a') : null;
    return a && e.currentTarget.contains(a) ? a : null;
  };
  const intent = (e: SyntheticEvent<HTMLElement>) => {
    const a = linkOf(e);
    if (a) prefetch(a);
  };
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = linkOf(e);
    const href = a?.getAttribute('href');
    if (!a || !href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!followsInPage(a, window.location.origin)) return;
    e.preventDefault();
    router.push(href);
  };
  return { prefetch, handlers: { onPointerOver: intent, onFocus: intent, onClick } };
}

/**
 * A list of links written as static markup on the server (`html`, made by `linkListHtml` in ./static-links.ts):
 * React hydrates the `<ul>` alone, not a `<li>`, `<a>` and link component per entry, yet the links behave as
 * IntentLink's do (docs/performance.md "Public tank page"). With `prefetchOnSight` a link is also prefetched when it
 * comes within 200 px of the viewport, as Next's `Link` does by default (the header's section links); a link in a
 * `hidden` panel is not in view until the panel opens. `ref` is for a caller that updates the links' attributes.
 */
export function StaticLinkList({
  html,
  className,
  prefetchOnSight = false,
  ref,
}: {
  html: string;
  className?: string;
  prefetchOnSight?: boolean;
  ref?: RefObject<HTMLUListElement | null>;
}) {
  const { prefetch, handlers } = useStaticLinks();
  const own = useRef<HTMLUListElement>(null);
  const list = ref ?? own;

  useEffect(() => {
    const ul = list.current;
    // as Next's Link: no observer (an old browser), no prefetch on sight; intent still prefetches
    if (!prefetchOnSight || !ul || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          prefetch(entry.target as HTMLAnchorElement);
        }
      },
      { rootMargin: '200px' },
    );
    for (const a of ul.querySelectorAll('a')) observer.observe(a);
    return () => observer.disconnect();
  }, [html, prefetchOnSight, prefetch, list]);

  // markup made on the server from our own strings, every value escaped (lib/public/markup.ts)
  return <ul ref={list} className={className} dangerouslySetInnerHTML={{ __html: html }} {...handlers} />;
}

/**
 * One link whose content is static markup (`html`, escaped by lib/public/markup.ts): React hydrates the `<a>` alone,
 * and it prefetches on intent and navigates in the page as StaticLinkList's links do (the header's logo).
 */
export function StaticLink({ href, html, className }: { href: string; html: string; className?: string }) {
  const { handlers } = useStaticLinks();
  return <a className={className} href={href} dangerouslySetInnerHTML={{ __html: html }} {...handlers} />;
}
