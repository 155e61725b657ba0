/** Main navigation, in order. Labels live in messages under `Nav`. */
export const mainNav = [
  { href: '/reef-calculator', key: 'calculators' },
  { href: '/log', key: 'log' },
  { href: '/community', key: 'community' },
  { href: '/blog', key: 'blog' },
  { href: '/sponsors', key: 'sponsors' },
  { href: '/contact', key: 'contact' },
] as const;

export type MainNavKey = (typeof mainNav)[number]['key'];

/** Whether a page (its path without the locale prefix) is in the section at `href`: the section's page or one below it. */
export function inSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
