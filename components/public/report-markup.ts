import { el, text } from '@/lib/public/markup';

/** The class of ReportButton's links, shared with the markup below so the two cannot drift apart. */
export const reportLinkClass = 'text-sm font-semibold text-cyan-800 underline dark:text-cyan-200';

/**
 * What ReportButton (./report-button.tsx) renders signed out under a post, as static markup: "Sign in to report",
 * a link to the sign-in page in the page's language (`href`, made by the caller with next-intl's `getPathname`).
 */
export function signedOutReportHtml(kind: 'profile' | 'tank' | 'post', href: string, label: string): string {
  return el('div', { 'data-testid': `report-${kind}`, class: 'mt-2' }, el('a', { class: reportLinkClass, href }, text(label)));
}
