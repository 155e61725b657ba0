'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useStaticLinks } from '@/components/layout/static-link-list';
import { browserHasAuthCookie } from '@/lib/supabase/client';
import { FollowButton } from './follow';

/** A card's follow control: the shared tank it follows, and its name for the button's label. */
export interface MarkupFollow {
  shareId: string;
  name: string;
}

const noChange = () => () => {};

/**
 * A card's signed-out follow link as the server wrote it (./tank-card-markup.ts, `signedOutFollowHtml`): the last
 * child of the card's box, a `<p>` holding one link. The card's date line before it holds a `<time>`, so once the
 * link is gone nothing else matches, and finding it again removes nothing.
 */
function signInLinkOf(box: Element): Element | null {
  const last = box.lastElementChild;
  return last?.localName === 'p' && last.children.length === 1 && last.firstElementChild?.localName === 'a' ? last : null;
}

/**
 * The community listing's cards written as static markup on the server (./tank-card-markup.ts), whose follow controls
 * are islands: React hydrates the `<ul>` alone, not the card's dozen elements and link components (docs/performance.md
 * "Public tank page"). Signed out, each card already holds what FollowButton renders there (the "Sign in to follow"
 * link), and a plain click on any link of the cards navigates in the page as their `Link`s did. With an auth cookie,
 * each card's link makes way for a FollowButton portalled last into the card's box, where TankCard puts `follow`;
 * the button itself says "Sign in to follow" again if the session turns out to be gone.
 */
export function MarkupWithFollows({
  html,
  follows,
  className,
  testId,
}: {
  /** the cards' `<li>`s made on the server, every value escaped (lib/public/markup.ts) */
  html: string;
  /** one per card, in the cards' order */
  follows: readonly MarkupFollow[];
  className?: string;
  testId?: string;
}) {
  const root = useRef<HTMLUListElement>(null);
  // the auth cookie is this browser's; the server wrote the signed-out markup
  const signedIn = useSyncExternalStore(noChange, browserHasAuthCookie, () => false);
  // each card's box with its control, found in the markup of the latest `html`
  const [places, setPlaces] = useState<readonly { box: Element; follow: MarkupFollow }[]>([]);
  const { onClick } = useStaticLinks().handlers;

  useLayoutEffect(() => {
    const list = root.current;
    if (!signedIn || !list) return;
    const found = follows.flatMap((follow, i) => {
      const box = list.children[i]?.querySelector(':scope > div');
      return box ? [{ box, follow }] : [];
    });
    for (const { box } of found) signInLinkOf(box)?.remove();
    setPlaces(found);
  }, [signedIn, follows, html]);

  return (
    <>
      <ul
        ref={root}
        className={className}
        data-testid={testId}
        onClick={onClick}
        // markup made on the server from escaped values (lib/public/markup.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {places.map(({ box, follow }) => createPortal(<FollowButton shareId={follow.shareId} name={follow.name} />, box, follow.shareId))}
    </>
  );
}
