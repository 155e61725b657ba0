// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { AccountState } from '@/components/account/use-account';
import { getPathname } from '@/lib/i18n/navigation';
import { testId as ID } from '@/lib/public/test-rows';
import type { PublicTankCard } from '@/lib/public/types';
import { FollowButton } from './follow';
import { MarkupWithFollows } from './markup-with-follows';
import { TankCard } from './tank-card';
import { tankCardHtml } from './tank-card-markup';

const auth = vi.hoisted((): { cookie: boolean; account: AccountState } => ({ cookie: false, account: { status: 'signedOut' } }));
vi.mock('@/components/account/use-account', () => ({ useAccount: () => auth.account }));
/** The keeper's follows as the database answers them: the second card's tank. */
const followed = vi.hoisted(() => [{ share_id: '00000000-0000-4000-8000-000000000002' }]);
vi.mock('@/lib/supabase/client', () => ({
  browserHasAuthCookie: () => auth.cookie,
  getSupabaseBrowserClient: () =>
    Promise.resolve({
      from: () => ({ select: () => ({ overrideTypes: () => Promise.resolve({ data: followed, error: null }) }) }),
    }),
}));
/** The address the browser shows, query included: FollowButton's `usePathname` gives the path alone. */
const nav = vi.hoisted(() => ({ path: '/community', push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (original) => ({
  ...(await original()),
  usePathname: () => nav.path,
  useRouter: () => ({ push: nav.push, prefetch: nav.prefetch }),
}));

/** Keeper-written text that would break out of an element or an attribute if it were written unescaped. */
const HOSTILE = `</p><script>alert(1)</script><img src=x onerror="alert(2)"> 'x' & "y"`;

const withCover: PublicTankCard = {
  shareId: ID(1),
  username: 'coral_keeper',
  slug: 'display',
  name: `Nemo's "reef" <3 & co`,
  volumeL: 312.5,
  kind: 'sps',
  description: `Acropora under LEDs.\n\nA second   paragraph ${'and more words '.repeat(12)}`,
  updatedAt: '2026-11-26T10:00:00+00:00',
  photoUrl: `/api/public/photo/${ID(9)}`,
};
const plain: PublicTankCard = { ...withCover, shareId: ID(2), slug: 'nano', name: 'ナノ水槽', description: null, photoUrl: null };

/** The markup of the community page's cards, as app/[locale]/community/page.tsx makes it. */
function cardsHtml(cards: readonly PublicTankCard[], locale: 'en' | 'ja') {
  const messages = locale === 'en' ? en : ja;
  const words = {
    t: createTranslator({ locale, messages, namespace: 'PublicPages' }),
    tc: createTranslator({ locale, messages, namespace: 'Community' }),
  };
  const links = {
    href: (path: string) => getPathname({ locale, href: path }),
    signIn: getPathname({ locale, href: { pathname: '/login', query: { next: '/community' } } }),
  };
  return cards.map((card) => tankCardHtml(card, locale, words, links)).join('');
}

const parse = (html: string) => new DOMParser().parseFromString(`<ul>${html}</ul>`, 'text/html').body.firstElementChild!;

describe('tankCardHtml', () => {
  it('writes what TankCard renders with the signed-out follow link, in both languages', () => {
    auth.account = { status: 'signedOut' };
    for (const locale of ['en', 'ja'] as const) {
      // the listing filtered and paged: the sign-in link comes back to the path alone, as FollowButton's did
      nav.path = `${locale === 'en' ? '' : '/ja'}/community`;
      for (const card of [withCover, plain]) {
        const react = renderToStaticMarkup(
          <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja}>
            <TankCard card={card} locale={locale} follow={<FollowButton shareId={card.shareId} name={card.name} />} />
          </NextIntlClientProvider>,
        );
        expect(cardsHtml([card], locale)).toBe(react);
      }
    }
    const ja1 = parse(cardsHtml([plain], 'ja'));
    expect([...ja1.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ja/u/coral_keeper/nano',
      '/ja/u/coral_keeper',
      '/ja/login?next=%2Fcommunity',
    ]);
  });

  it('writes the keeper’s name, description and username as text and attribute values, never as markup', () => {
    const card = { ...withCover, name: HOSTILE, description: HOSTILE, username: HOSTILE };
    for (const locale of ['en', 'ja'] as const) {
      const dom = parse(cardsHtml([card], locale));
      expect(dom.querySelectorAll('script, [onerror], [src="x"]')).toHaveLength(0);
      expect(dom.querySelectorAll('li')).toHaveLength(1);
      const [tank, keeper] = dom.querySelectorAll('a');
      expect(tank.textContent).toBe(HOSTILE);
      expect(keeper.textContent).toBe(`@${HOSTILE}`);
      expect(dom.querySelector('p.text-slate-800')!.textContent).toBe(HOSTILE);
      expect(dom.querySelector('img')!.getAttribute('alt')).toContain(HOSTILE);
      expect(tank.getAttribute('href')).toContain(HOSTILE);
    }
  });
});

describe('MarkupWithFollows', () => {
  const html = cardsHtml([withCover, plain], 'en');
  const follows = [withCover, plain].map((c) => ({ shareId: c.shareId, name: c.name }));
  const mount = () =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MarkupWithFollows html={html} follows={follows} className="grid gap-4" testId="community-list" />
      </NextIntlClientProvider>,
    );

  it('signed out, keeps the server’s markup and follows its links in the page', () => {
    auth.cookie = false;
    auth.account = { status: 'signedOut' };
    const { container } = mount();
    // as the browser reads the server's markup
    expect(container.querySelector('ul')!.innerHTML).toBe(parse(html).innerHTML);
    act(() => container.querySelectorAll<HTMLAnchorElement>('a')[2].click());
    expect(nav.push).toHaveBeenLastCalledWith('/login?next=%2Fcommunity');
    act(() => container.querySelector('a')!.click());
    expect(nav.push).toHaveBeenLastCalledWith('/u/coral_keeper/display');
  });

  it('signed in, puts each card’s follow button last in its box in place of the sign-in link', async () => {
    auth.cookie = true;
    auth.account = { status: 'signedIn', user: { id: ID(42), email: 'keeper@example.com', name: '', avatarUrl: null } };
    const { container, findAllByTestId } = mount();
    const buttons = await findAllByTestId('follow-button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([`Follow ${withCover.name}`, `Unfollow ${plain.name}`]);
    const boxes = [...container.querySelectorAll('li > div')];
    expect(boxes.map((box) => [...box.children].map((c) => c.localName))).toEqual([
      ['h3', 'p', 'p', 'p', 'div'],
      ['h3', 'p', 'p', 'div'],
    ]);
    boxes.forEach((box, i) => expect(box.lastElementChild!.contains(buttons[i])).toBe(true));
    expect(container.textContent).not.toContain(en.Community.follow.signIn);
  });
});
