/** Site-wide settings: the working name, the public address and the contact address live here only. */
export const site = {
  name: 'ReefCalc',
  /** Absolute origin used in canonical URLs, sitemaps, feeds and Open Graph tags. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  /** Where feature suggestions go (contact page). */
  contactEmail: process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? 'suggestions@reefcalc.example',
  /** Shown as the date of static pages in the sitemaps: the day the content last changed. */
  contentUpdated: '2026-11-22',
  /** Page background of the light and dark themes (theme-color, and the installed app's manifest). */
  colors: { light: '#ffffff', dark: '#020617' },
} as const;

/** localStorage keys (and one sessionStorage key, said where), versioned so that a change of format never reads old data as new. */
export const storageKeys = {
  theme: 'reefcalc-theme',
  units: 'reefcalc:units:v1',
  calculator: (slug: string) => `reefcalc:calc:${slug}:v1`,
  /** sessionStorage: the address a calculator had not written yet when its page was left (unwritten-address.ts) */
  unwrittenAddress: (slug: string) => `reefcalc:calc:${slug}:unwritten:v1`,
  /** litres the volume calculator set as the starting volume of the others */
  systemVolume: 'reefcalc:system-volume:v1',
} as const;
