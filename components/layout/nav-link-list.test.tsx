// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavLinkList, type NavItem } from './nav-link-list';

const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => nav.pathname }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
afterEach(cleanup);

const items: NavItem[] = [
  { href: '/ja/reef-calculator', section: '/reef-calculator', label: '計算ツール' },
  { href: '/ja/blog', section: '/blog', label: 'ブログ' },
];
const current = () =>
  screen
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

describe('NavLinkList', () => {
  it("marks the page's section from the first render, and moves the mark on the same links when the page changes", () => {
    nav.pathname = '/reef-calculator/salinity';
    const { rerender } = render(<NavLinkList items={items} linkClassName="block" />);
    expect(current()).toEqual(['計算ツール']);
    const blog = screen.getByRole('link', { name: 'ブログ' });
    expect(blog.getAttribute('href')).toBe('/ja/blog');
    blog.focus();

    nav.pathname = '/blog/kalkwasser';
    rerender(<NavLinkList items={items} linkClassName="block" />);
    expect(current()).toEqual(['ブログ']);
    // the list was not written anew: the focused link is the same element and keeps focus
    expect(screen.getByRole('link', { name: 'ブログ' })).toBe(blog);
    expect(document.activeElement).toBe(blog);

    nav.pathname = '/';
    rerender(<NavLinkList items={items} linkClassName="block" />);
    expect(current()).toEqual([]);
  });
});
