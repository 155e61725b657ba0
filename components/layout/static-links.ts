import { el, text } from '@/lib/public/markup';

/**
 * The footer's and the header's link lists as static markup (components/layout/static-link-list.tsx): the same
 * `<li><a aria-current class href>` React rendered for them, so the page looks and reads the same, but nothing inside
 * the list is hydrated. `current` marks the page's own section (`aria-current="page"`).
 */
export function linkListHtml(links: readonly { href: string; label: string; current?: boolean }[], className: string): string {
  return links
    .map(({ href, label, current }) =>
      el('li', {}, el('a', { 'aria-current': current ? 'page' : undefined, class: className, href }, text(label))),
    )
    .join('');
}

/**
 * Whether a click on this link is the page's to handle, as Next's `Link` decides: a link of this site, opened in this
 * window, not a download. Anything else (another site, `target="_blank"`, `download`) is left to the browser.
 */
export function followsInPage(a: HTMLAnchorElement, origin: string): boolean {
  const target = a.getAttribute('target');
  if ((target && target !== '_self') || a.hasAttribute('download')) return false;
  try {
    return new URL(a.href, origin).origin === origin;
  } catch {
    return false;
  }
}
