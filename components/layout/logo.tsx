/** The site mark (decorative: the site name is always written beside it). */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
      <rect width="32" height="32" rx="7" fill="#0e7490" />
      <path d="M6 20c3-2 5-2 8 0s5 2 8 0 4-2 4-2v6H6z" fill="#a5f3fc" />
      <path d="M16 6c-2 3-3 5-3 7a3 3 0 0 0 6 0c0-2-1-4-3-7z" fill="#ecfeff" />
    </svg>
  );
}
