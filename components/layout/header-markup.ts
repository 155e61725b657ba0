import { el } from '@/lib/public/markup';

/**
 * The header's drawings as static markup, the same `<svg>`s React wrote for them: the logo link's mark (StaticLink
 * in ./static-link-list.tsx) and the settings and menu buttons' icons, written into their element with their label so
 * that React hydrates the link or button alone, not the four or six elements inside it. All are decorative: the site
 * name or the button's label is always beside them.
 */
export const logoHtml = el(
  'svg',
  { 'aria-hidden': 'true', viewBox: '0 0 32 32', class: 'h-8 w-8' },
  el('rect', { width: '32', height: '32', rx: '7', fill: '#0e7490' }),
  el('path', { d: 'M6 20c3-2 5-2 8 0s5 2 8 0 4-2 4-2v6H6z', fill: '#a5f3fc' }),
  el('path', { d: 'M16 6c-2 3-3 5-3 7a3 3 0 0 0 6 0c0-2-1-4-3-7z', fill: '#ecfeff' }),
);

/** The settings button's gear. */
export const settingsIconHtml = el(
  'svg',
  { 'aria-hidden': 'true', viewBox: '0 0 24 24', class: 'h-5 w-5 shrink-0', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8' },
  el('circle', { cx: '12', cy: '12', r: '3' }),
  el('path', {
    d: 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  }),
);

/** The menu button's icon: three bars, or a cross while the menu is open. */
export function menuIconHtml(open: boolean): string {
  return el(
    'svg',
    { 'aria-hidden': 'true', viewBox: '0 0 24 24', class: 'h-5 w-5', fill: 'none', stroke: 'currentColor', 'stroke-width': '2' },
    el('path', { d: open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16' }),
  );
}
