import type { ReactNode } from 'react';
import type { CalculatorSlug } from '@/lib/calculators/registry';

/** One line drawing per calculator (24 × 24, stroked with the text colour), shown on its card. */
const PATHS: Record<CalculatorSlug, ReactNode> = {
  // a dropper over a drop
  dosing: (
    <>
      <path d="M14 3l7 7M16.5 5.5l-8 8-2 .5.5-2 8-8" />
      <path d="M6 16c-1.2 1.6-2 2.7-2 3.6a2 2 0 0 0 4 0c0-.9-.8-2-2-3.6z" />
    </>
  ),
  // a level falling day by day
  consumption: (
    <>
      <path d="M3 3v18h18" />
      <path d="M7 8l4 3 3-1 5 6" />
      <path d="M19 12v4h-4" />
    </>
  ),
  // a refractometer's scale: a wave and a tick mark
  salinity: (
    <>
      <path d="M3 15c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2" />
      <path d="M12 3c-2.5 3.3-4 5.4-4 7a4 4 0 0 0 8 0c0-1.6-1.5-3.7-4-7z" />
      <path d="M3 20h18" />
    </>
  ),
  // a bucket of salt water
  saltmix: (
    <>
      <path d="M4 8h16l-1.6 12a1 1 0 0 1-1 .9H6.6a1 1 0 0 1-1-.9L4 8z" />
      <path d="M6 8a6 4 0 0 1 12 0" />
      <path d="M7 13c1.7 0 1.7-1 3.3-1s1.7 1 3.4 1 1.6-1 3.3-1" />
    </>
  ),
  // food flakes falling
  nutrients: (
    <>
      <path d="M4 4h16" />
      <circle cx="8" cy="9" r="1.3" />
      <circle cx="14" cy="11" r="1.3" />
      <circle cx="10" cy="15" r="1.3" />
      <circle cx="16" cy="18" r="1.3" />
      <path d="M4 21h16" />
    </>
  ),
  // a beaker, half new water
  dilution: (
    <>
      <path d="M9 3h6M10 3v6l-5 10a1.5 1.5 0 0 0 1.3 2h11.4a1.5 1.5 0 0 0 1.3-2l-5-10V3" />
      <path d="M7 15h10" />
    </>
  ),
  // a tank as a box
  volume: (
    <>
      <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
      <path d="M3 7l9 4 9-4M12 11v10" />
    </>
  ),
  // a glass pane and its thickness
  thickness: (
    <>
      <path d="M6 3h4v18H6z" />
      <path d="M14 8h7M14 16h7M17.5 8v8" />
    </>
  ),
  // a plug and a coin
  'running-cost': (
    <>
      <path d="M7 3v4M13 3v4M5 7h10v3a5 5 0 0 1-10 0z" />
      <path d="M10 15v6" />
      <circle cx="18" cy="17" r="3.5" />
    </>
  ),
  // a light over a spread of rays
  'par-distribution': (
    <>
      <path d="M7 3h10v3H7z" />
      <path d="M12 9v4M8 9l-3 5M16 9l3 5" />
      <path d="M3 20h18" />
    </>
  ),
};

export function CalculatorIcon({ slug, className = 'h-6 w-6' }: { slug: CalculatorSlug; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={slug}
    >
      {PATHS[slug]}
    </svg>
  );
}
