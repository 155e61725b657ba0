'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useStaticLinks } from '@/components/layout/static-link-list';
import { browserHasAuthCookie } from '@/lib/supabase/client';
import type { ReportTargetKind } from '@/lib/public/report';
import { ReportButton } from './report-button';

/** A report control inside the markup: what it reports, and where it goes (child indexes from the root element down). */
export interface MarkupReport {
  kind: ReportTargetKind;
  target: string;
  photo?: string;
  at: readonly number[];
}

const noChange = () => () => {};

/**
 * A section of a public page (the tank page's livestock and journal, the profile's tanks) written as static markup
 * on the server, whose report controls are islands: React hydrates this one element, not the hundred under it (docs/performance.md "Public tank
 * page"). Signed out, the markup already holds what ReportButton renders there (a post's "Sign in to report" link,
 * nothing under a photo), and a plain click on that link navigates in the page as its `Link` did. Signed in, each
 * control is a ReportButton portalled to the place the server's markup gives it, last in its parent as before; a
 * post's signed-out link makes way for it.
 */
export function MarkupWithReports({
  html,
  reports,
  labelledBy,
  className,
}: {
  /** markup made on the server, every value escaped (lib/public/markup.ts) */
  html: string;
  reports: readonly MarkupReport[];
  labelledBy: string;
  className?: string;
}) {
  const root = useRef<HTMLElement>(null);
  // the auth cookie is this browser's; the server wrote the signed-out markup
  const signedIn = useSyncExternalStore(noChange, browserHasAuthCookie, () => false);
  const [places, setPlaces] = useState<readonly (Element | null)[]>([]);
  const { onClick } = useStaticLinks().handlers;

  useLayoutEffect(() => {
    const section = root.current;
    if (!signedIn || !section) return;
    const found = reports.map((r) => r.at.reduce<Element | null>((node, i) => node?.children[i] ?? null, section));
    reports.forEach((r, i) => {
      if (r.kind !== 'photo') found[i]?.querySelector(`:scope > [data-testid="report-${r.kind}"]`)?.remove();
    });
    setPlaces(found);
  }, [signedIn, reports, html]);

  return (
    <>
      <section
        ref={root}
        aria-labelledby={labelledBy}
        className={className}
        onClick={onClick}
        // markup made on the server from escaped values (lib/public/markup.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {places.map((place, i) =>
        place
          ? createPortal(
              <ReportButton kind={reports[i].kind} target={reports[i].target} photo={reports[i].photo} />,
              place,
              reports[i].target,
            )
          : null,
      )}
    </>
  );
}
