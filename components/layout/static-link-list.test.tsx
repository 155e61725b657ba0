// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticLink, StaticLinkList } from './static-link-list';
import { linkListHtml } from './static-links';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** Whether the list took the click over; the click is then stopped here, as jsdom cannot follow a link. */
let prevented: boolean | null = null;
const settle = (e: Event) => {
  prevented = e.defaultPrevented;
  e.preventDefault();
};
beforeEach(() => document.addEventListener('click', settle));
afterEach(() => {
  document.removeEventListener('click', settle);
  cleanup();
  vi.clearAllMocks();
});
const clickTaken = (el: Element, init: MouseEventInit) => {
  fireEvent.click(el, init);
  return prevented;
};

const links = [
  { href: '/reef-calculator', label: 'Calculators' },
  { href: '/ja/blog', label: 'ブログ & <メモ>' },
];

describe('linkListHtml', () => {
  it('writes the markup React wrote for the same links, text escaped', () => {
    const react = renderToStaticMarkup(
      <>
        {links.map((l) => (
          <li key={l.href}>
            <a className="text-sm" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </>,
    );
    expect(linkListHtml(links, 'text-sm')).toBe(react);
  });

  it("marks the current section's link as the header's Link components did", () => {
    const react = renderToStaticMarkup(
      <>
        {links.map((l, i) => (
          <li key={l.href}>
            <a aria-current={i === 1 ? 'page' : undefined} className="text-sm" href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </>,
    );
    expect(linkListHtml([links[0], { ...links[1], current: true }], 'text-sm')).toBe(react);
  });
});

describe('StaticLinkList', () => {
  const list = () => render(<StaticLinkList className="space-y-2" html={linkListHtml(links, 'text-sm')} />);

  it('navigates in the page on a plain click, and leaves a modified click to the browser', () => {
    list();
    const link = screen.getByRole('link', { name: 'Calculators' });
    expect(clickTaken(link, { button: 0 })).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/reef-calculator');
    for (const mod of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(clickTaken(link, { button: 0, [mod]: true })).toBe(false);
    expect(clickTaken(link, { button: 1 })).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('leaves links to another site, to a new window and downloads to the browser', () => {
    render(
      <StaticLinkList
        html={
          '<li><a href="https://example.org/">out</a></li><li><a href="/blog" target="_blank">new</a></li><li><a href="/a.csv" download>file</a></li>'
        }
      />,
    );
    for (const name of ['out', 'new', 'file']) {
      const link = screen.getByRole('link', { name });
      fireEvent.pointerOver(link);
      expect(clickTaken(link, { button: 0 })).toBe(false);
    }
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('prefetches a link once, when a pointer comes onto it or it takes focus', () => {
    list();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Calculators' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Calculators' }));
    fireEvent.focus(screen.getByRole('link', { name: 'ブログ & <メモ>' }));
    expect(router.prefetch.mock.calls).toEqual([['/reef-calculator'], ['/ja/blog']]);
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('StaticLinkList prefetching on sight', () => {
  /** jsdom has no IntersectionObserver: a stand-in whose entries the test reports. */
  let report: (targets: Element[], isIntersecting: boolean) => void = () => {};
  const observed = new Set<Element>();
  beforeEach(() => {
    observed.clear();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          report = (targets, isIntersecting) => callback(targets.map((target) => ({ target, isIntersecting })));
        }
        observe(el: Element) {
          observed.add(el);
        }
        unobserve(el: Element) {
          observed.delete(el);
        }
        disconnect() {
          observed.clear();
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prefetches each link once when it comes into view, and none before', () => {
    render(<StaticLinkList html={linkListHtml(links, 'text-sm')} prefetchOnSight />);
    const [calculators, blog] = screen.getAllByRole('link');
    expect(observed).toEqual(new Set([calculators, blog]));
    report([calculators, blog], false);
    expect(router.prefetch).not.toHaveBeenCalled();
    report([calculators], true);
    fireEvent.pointerOver(calculators);
    expect(router.prefetch.mock.calls).toEqual([['/reef-calculator']]);
    expect(observed).toEqual(new Set([blog]));
  });

  it('observes nothing without the option', () => {
    render(<StaticLinkList html={linkListHtml(links, 'text-sm')} />);
    expect(observed.size).toBe(0);
  });
});

describe('StaticLink', () => {
  const logo = () =>
    render(<StaticLink href="/ja" className="flex" html={'<svg aria-hidden="true"><rect></rect></svg><span>ReefCalc</span>'} />);

  it('writes its content as the given markup, one element React renders', () => {
    logo();
    const link = screen.getByRole('link', { name: 'ReefCalc' });
    expect(link.outerHTML).toBe('<a class="flex" href="/ja"><svg aria-hidden="true"><rect></rect></svg><span>ReefCalc</span></a>');
  });

  it('prefetches on intent once, navigates in the page on a plain click (on its content too), and leaves modified clicks', () => {
    logo();
    const link = screen.getByRole('link', { name: 'ReefCalc' });
    fireEvent.pointerOver(link.querySelector('rect')!);
    fireEvent.focus(link);
    expect(router.prefetch.mock.calls).toEqual([['/ja']]);
    expect(clickTaken(link.querySelector('span')!, { button: 0 })).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/ja');
    expect(clickTaken(link, { button: 0, ctrlKey: true })).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});
