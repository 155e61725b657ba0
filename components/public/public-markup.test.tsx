// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { icpReportFrameHtml, IcpReportFrame } from '@/components/icp/icp-report-frame';
import { mapTank } from '@/lib/public/read';
import { testAnalyte, testEntry, testId as ID, testShare } from '@/lib/public/test-rows';
import { icpTable } from '@/lib/public/sections';
import { IcpSection } from './icp-section';
import { JournalSection } from './journal-section';
import { LivestockSection } from './livestock-section';
import { MarkupWithReports } from './markup-with-reports';
import { profileAboutHtml, profileTanksHtml } from './profile-markup';
import { PublicImage, publicImageHtml } from './public-photo';
import { ReportButton } from './report-button';
import { signedOutReportHtml } from './report-markup';
import { TrendsSection } from './trend-charts';

/** The server's next-intl, answered from the message files in the locale a test sets. */
const intl: { locale: 'en' | 'ja' } = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next-intl/server', () => ({
  getLocale: () => Promise.resolve(intl.locale),
  getTranslations: (namespace?: string) =>
    Promise.resolve(createTranslator({ locale: intl.locale, messages: intl.locale === 'en' ? en : ja, namespace: namespace as never })),
}));
const auth = vi.hoisted(() => ({ signedIn: false }));
vi.mock('@/lib/supabase/client', () => ({
  browserHasAuthCookie: () => auth.signedIn,
  getSupabaseBrowserClient: () => Promise.resolve(null),
}));
const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', async (original) => ({ ...(await original()), useRouter: () => router }));

/** Keeper-written text that would break out of an element or an attribute if it were written unescaped. */
const HOSTILE = `</p><script>alert(1)</script><img src=x onerror="alert(2)"> 'x' & "y"`;

const share = testShare(
  { show_trends: true, show_livestock: true, show_icp: true, show_journal: true },
  { tank_volume_l: 300, description: null, cover_photo_id: null },
);
const entry = testEntry;
const tank = mapTank(share, {}, [
  entry(2, 'test', '2026-11-01T08:00:00Z', { alkalinity: 7.6 }),
  entry(5, 'animal', '2026-11-01T08:00:00Z', { speciesId: null, freeName: HOSTILE, nickname: null, count: 3, acquiredAt: null }),
  entry(6, 'photo', '2026-11-02T08:00:00Z', { animalId: ID(5), takenAt: '2026-11-02', width: 400, height: 300, mime: 'image/jpeg' }),
  entry(7, 'journal', '2026-11-12T08:00:00Z', { title: HOSTILE, body: HOSTILE, photoIds: [ID(6)] }),
  entry(9, 'icp', '2026-11-15T08:00:00Z', { lab: 'ati', analytes: [testAnalyte('Ca', 440), testAnalyte(HOSTILE, 1)] }),
]);

/** The markup a section hands to its one hydrated element (none: the section is not static markup). */
function markupOf(node: unknown): string | undefined {
  if (!isValidElement(node)) return undefined;
  const props = (node as ReactElement<{ html?: string; dangerouslySetInnerHTML?: { __html: string } }>).props;
  return props.html ?? props.dangerouslySetInnerHTML?.__html;
}

const parse = (html: string) => new DOMParser().parseFromString(`<section>${html}</section>`, 'text/html').body.firstElementChild!;

describe('the public tank page’s sections as static markup', () => {
  it('writes the keeper’s names, posts and ICP elements as text, never as markup', async () => {
    for (const locale of ['en', 'ja'] as const) {
      intl.locale = locale;
      for (const section of [LivestockSection, JournalSection, IcpSection]) {
        const html = markupOf(await section({ tank }));
        expect(html, section.name).toBeTypeOf('string');
        const dom = parse(html!);
        expect(dom.querySelectorAll('script, [onerror], [src="x"]')).toHaveLength(0);
        expect(dom.textContent).toContain(HOSTILE);
      }
    }
    // the species' name in the livestock list and its photo's alt text, written once each as text and as attribute
    intl.locale = 'en';
    const livestock = parse(markupOf(await LivestockSection({ tank }))!);
    expect(livestock.querySelector('p.font-medium')!.textContent).toBe(`${HOSTILE} ×3`);
    expect(livestock.querySelector('img')!.getAttribute('alt')).toBe(`Photo of ${HOSTILE}`);
    const journal = parse(markupOf(await JournalSection({ tank }))!);
    expect([journal.querySelector('h3')!.textContent, journal.querySelector('p.whitespace-pre-line')!.textContent]).toEqual([
      HOSTILE,
      HOSTILE,
    ]);
  });

  it('leaves only the sections’ own element to hydrate, the trends and ICP without a client component', async () => {
    for (const section of [TrendsSection, IcpSection]) {
      const node = (await section({ tank })) as ReactElement<{ children?: unknown }>;
      expect(node.type).toBe('section');
      expect(node.props.children).toBeUndefined();
    }
    for (const section of [LivestockSection, JournalSection])
      expect(((await section({ tank })) as ReactElement).type).toBe(MarkupWithReports);
  });

  it('writes the photo, the ICP frame and the signed-out report link as React writes them', () => {
    const photo = { id: ID(6), url: `/api/public/photo/${ID(6)}`, width: 1600, height: 1200 };
    const props = { photo, alt: `Nemo's "reef" <3`, className: 'w-full', sizes: '(min-width: 40rem) 33vw, 50vw' };
    expect(publicImageHtml(props)).toBe(renderToStaticMarkup(<PublicImage {...props} />));

    const table = icpTable(tank.icp)!;
    type Row = (typeof table)['groups'][number]['rows'][number];
    const frame = {
      title: `ICP of Nov 15, 2026 (ATI) <b>`,
      comparison: `First analysis: 'nothing' to compare`,
      testId: 'public-icp',
      locale: 'en',
      elementLabel: 'Element',
      unitLabel: (u: string) => `${u} & co`,
      detectionLabel: (d: string) => d,
      columns: [
        { key: 'value', label: 'Value', className: 'py-1 pr-4', cell: (_: Row, w: { value: string }) => w.value },
        { key: 'change', label: 'Change', className: 'py-1', cell: (_: Row, w: { change: string }) => w.change },
      ],
      groups: table.groups.map((g) => ({ key: `${g.section}-${g.group}`, label: `${g.group} "group"`, rows: g.rows })),
      style: { comparison: 'mb-2', table: 'min-w-full', thead: 'border-b', head: 'py-2 pr-4', rowHead: 'py-1 pr-4 font-medium' },
    };
    expect(icpReportFrameHtml(frame)).toBe(renderToStaticMarkup(<IcpReportFrame {...frame} />));

    for (const locale of ['en', 'ja'] as const) {
      const messages = locale === 'en' ? en : ja;
      const react = renderToStaticMarkup(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <ReportButton kind="post" target={ID(7)} />
        </NextIntlClientProvider>,
      );
      expect(signedOutReportHtml('post', locale === 'en' ? '/login' : '/ja/login', messages.PublicShare.report.signIn)).toBe(react);
    }
  });
});

describe('the public profile’s static markup', () => {
  it('writes the keeper’s location, links and tanks as text and attribute values, never as markup', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'PublicPages' });
    const profile = {
      username: 'coral_keeper',
      displayName: null,
      avatarUrl: null,
      bio: null,
      location: HOSTILE,
      links: [{ label: HOSTILE, url: `https://example.com/?q="><script>alert(3)</script>` }],
    };
    const about = parse(profileAboutHtml(profile, t));
    const card = { shareId: ID(1), username: 'coral_keeper', slug: 'display', name: HOSTILE, volumeL: 300, kind: 'sps' as const };
    const tanks = parse(
      profileTanksHtml(
        [{ ...card, description: HOSTILE, updatedAt: '2026-11-26T10:00:00Z', photoUrl: null }],
        t,
        'en',
        () => '/u/coral_keeper/display',
      ),
    );
    for (const dom of [about, tanks]) expect(dom.querySelectorAll('script, [onerror], [src="x"]')).toHaveLength(0);
    expect(about.querySelector('dd')!.textContent).toBe(HOSTILE);
    const link = about.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('rel')]).toEqual([
      HOSTILE,
      `https://example.com/?q="><script>alert(3)</script>`,
      'nofollow noopener ugc',
    ]);
    expect(tanks.querySelector('li a')!.textContent).toBe(HOSTILE);
    expect(tanks.querySelector('li a')!.getAttribute('href')).toBe('/u/coral_keeper/display');
    expect(tanks.querySelector('p.mt-2')!.textContent).toBe(HOSTILE);
  });
});

describe('MarkupWithReports', () => {
  const html = [
    '<h2 id="j">Journal</h2><ol><li><article><p>Post</p><ul><li><img alt="a"></li></ul>',
    signedOutReportHtml('post', '/login', 'Sign in to report'),
    '</article></li></ol>',
  ].join('');
  const reports = [
    { kind: 'photo' as const, target: ID(6), photo: 'a', at: [1, 0, 0, 1, 0] },
    { kind: 'post' as const, target: ID(7), at: [1, 0, 0] },
  ];
  const mount = () =>
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MarkupWithReports html={html} reports={reports} labelledBy="j" className="mb-10" />
      </NextIntlClientProvider>,
    );

  it('signed out, keeps the server’s markup and follows its sign-in link in the page', () => {
    auth.signedIn = false;
    const { container } = mount();
    expect(container.querySelector('section')!.innerHTML).toBe(html);
    const link = container.querySelector('a')!;
    act(() => link.click());
    expect(router.push).toHaveBeenCalledWith('/login');
  });

  it('signed in, puts each report control last in its place, the post’s in place of the sign-in link', () => {
    auth.signedIn = true;
    const { container } = mount();
    const article = container.querySelector('article')!;
    expect(
      [...article.children].map((c) => c.localName + (c.getAttribute('data-testid') ? `#${c.getAttribute('data-testid')}` : '')),
    ).toEqual(['p', 'ul', 'div#report-post']);
    expect(article.querySelector('[data-testid="report-post"] button')!.textContent).toBe(en.PublicShare.report.open);
    expect(article.querySelector('li')!.lastElementChild!.getAttribute('data-testid')).toBe('report-photo');
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
