import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { logoHtml, menuIconHtml, settingsIconHtml } from './header-markup';

describe('header markup', () => {
  it('writes the mark and the icons as React wrote the same SVG', () => {
    const logo = renderToStaticMarkup(
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#0e7490" />
        <path d="M6 20c3-2 5-2 8 0s5 2 8 0 4-2 4-2v6H6z" fill="#a5f3fc" />
        <path d="M16 6c-2 3-3 5-3 7a3 3 0 0 0 6 0c0-2-1-4-3-7z" fill="#ecfeff" />
      </svg>,
    );
    expect(logoHtml).toBe(logo);
    const menu = (d: string) =>
      renderToStaticMarkup(
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={d} />
        </svg>,
      );
    expect(menuIconHtml(false)).toBe(menu('M4 7h16M4 12h16M4 17h16'));
    expect(menuIconHtml(true)).toBe(menu('M6 6l12 12M18 6L6 18'));
    expect(settingsIconHtml).toMatch(
      /^<svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5 shrink-0" fill="none" stroke="currentColor" stroke-width="1.8"><circle cx="12" cy="12" r="3"><\/circle><path d="M19\.4 15a[^"]+z"><\/path><\/svg>$/,
    );
  });
});
