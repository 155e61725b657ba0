// @vitest-environment jsdom
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { mapTank } from '@/lib/public/read';
import { testAnalyte, testEntry, testId as ID, testShare } from '@/lib/public/test-rows';
import { IcpSection } from './icp-section';
import { LivestockSection } from './livestock-section';
import { JournalSection } from './journal-section';
import { TrendsSection } from './trend-charts';

/** The server's next-intl, answered from the message files in the locale a test sets. */
const intl: { locale: 'en' | 'ja' } = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next-intl/server', () => ({
  getLocale: () => Promise.resolve(intl.locale),
  getTranslations: (namespace?: string) =>
    Promise.resolve(createTranslator({ locale: intl.locale, messages: intl.locale === 'en' ? en : ja, namespace: namespace as never })),
}));
// the livestock's and journal's island navigates in the page through the app router, which a test has none of
vi.mock('next/navigation', async (original) => ({ ...(await original()), useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const share = testShare(
  { show_trends: true, show_livestock: true, show_icp: true, show_journal: true },
  { tank_volume_l: 300, description: null, cover_photo_id: null },
);
const entry = testEntry;
const tank = mapTank(share, { alkalinity: { low: 8, high: 9 } }, [
  entry(2, 'test', '2026-11-01T08:00:00Z', { alkalinity: 7.6, ph: 8.1 }),
  entry(3, 'test', '2026-11-10T08:00:00Z', { alkalinity: 8.4 }),
  entry(4, 'test', '2026-11-20T08:00:00Z', { alkalinity: 9.3 }),
  entry(5, 'animal', '2026-11-01T08:00:00Z', {
    speciesId: 'amphiprion-ocellaris',
    freeName: null,
    nickname: null,
    count: 2,
    acquiredAt: null,
  }),
  entry(6, 'photo', '2026-11-02T08:00:00Z', { animalId: ID(5), takenAt: '2026-11-02', width: 400, height: 300, mime: 'image/jpeg' }),
  entry(7, 'journal', '2026-11-12T08:00:00Z', { title: 'New frag', body: 'Colours up.', photoIds: [ID(6)] }),
  entry(8, 'icp', '2026-10-01T08:00:00Z', { lab: 'triton', analytes: [testAnalyte('Ca', 420)] }),
  entry(9, 'icp', '2026-11-15T08:00:00Z', {
    lab: 'ati',
    analytes: [testAnalyte('Ca', 440), testAnalyte('Sn', null, 'below', 0.0005), testAnalyte('I', null, 'not-detected')],
  }),
]);

async function html(node: ReactNode, locale: 'en' | 'ja' = 'en') {
  intl.locale = locale;
  // the journal's report button is a client island; the page gives it its messages through a provider
  const { prelude } = await prerender(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja}>
      <div>{node}</div>
    </NextIntlClientProvider>,
  );
  const doc = new DOMParser().parseFromString(await new Response(prelude).text(), 'text/html');
  return doc.body;
}

describe('the public tank page’s sections, rendered on the server', () => {
  it('draws a chart per tested parameter with a name, the band, a marker per test and the data as a table', async () => {
    const body = await html(<TrendsSection tank={tank} />);
    const charts = body.querySelectorAll('[data-testid="public-trend"]');
    expect([...charts].map((c) => c.getAttribute('data-parameter'))).toEqual(['alkalinity', 'ph']);
    const svg = charts[0].querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toBe('Alkalinity (KH), dKH: 3 tests, Nov 1, 2026 to Nov 20, 2026');
    expect(svg.querySelector('[data-testid="target-band"]')).not.toBeNull();
    expect(charts[0].textContent).toContain('Latest: 9.3 dKH on Nov 20, 2026.');
    expect(charts[0].textContent).toContain('Against the target: 1 below, 1 within, 1 above.');
    // every test in the section's one table: a row per date, newest first, a column per parameter with its unit
    const table = body.querySelector('[data-testid="public-trend-table"]')!;
    expect([...table.querySelectorAll('thead th')].map((h) => h.textContent)).toEqual(['Date', 'Alkalinity (KH), dKH', 'pH']);
    const rows = table.querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Nov 20, 2026', '9.3 ▲ above target', ''],
      ['Nov 10, 2026', '8.4 ● within target', ''],
      ['Nov 1, 2026', '7.6 ▼ below target', '8.10'],
    ]);
    // a marker per test, its shape saying where it stands: one path per shape
    const marks = [...charts[0].querySelectorAll('svg path[class*="fill-"]')].map((p) => (p.getAttribute('d')!.match(/M/g) ?? []).length);
    expect(marks).toEqual([1, 1, 1]);
    // pH has no unit and the tank no pH target: no band, no position column
    expect(charts[1].querySelector('svg')!.getAttribute('aria-label')).toBe('pH: 1 test, Nov 1, 2026 to Nov 1, 2026');
    expect(charts[1].querySelector('[data-testid="target-band"]')).toBeNull();
  });

  it('words the charts in Japanese with Japan’s dates', async () => {
    const body = await html(<TrendsSection tank={tank} />, 'ja');
    const svg = body.querySelector('[data-parameter="alkalinity"] svg')!;
    expect(svg.getAttribute('aria-label')).toBe('KH（アルカリ度）［dKH］：2026/11/01～2026/11/20の測定3回');
  });

  it('lays the latest ICP analysis out as a lab report with names, non-detects, targets and changes', async () => {
    const body = await html(<IcpSection tank={tank} />);
    const table = body.querySelector('[data-testid="public-icp"]')!;
    const ca = [...table.querySelectorAll('tr')].find((r) => r.querySelector('th')?.textContent?.startsWith('Calcium'))!;
    expect(ca.textContent).toContain('440 mg/L');
    expect(ca.textContent).toContain('● within target');
    expect(ca.textContent).toContain('+20 mg/L');
    expect(table.textContent).toContain('< 0.5 µg/L');
    expect(table.textContent).toContain('not detected');
    expect(body.textContent).toContain('Changes are against the analysis of Oct 1, 2026 (Triton).');
    const ja = await html(<IcpSection tank={tank} />, 'ja');
    expect(ja.querySelector('[data-testid="public-icp"]')!.textContent).toContain('カルシウム');
  });

  it('shows each animal’s species names and latest photo, and a post’s photos, sized, described and lazy', async () => {
    const body = await html(
      <>
        <LivestockSection tank={tank} />
        <JournalSection tank={tank} />
      </>,
    );
    const animal = body.querySelector('[data-testid="public-livestock"] li')!;
    expect(animal.textContent).toContain('×2');
    expect(animal.querySelector('i[lang="la"]')?.textContent).toBe('Amphiprion ocellaris');
    const img = animal.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      `/api/public/photo/${ID(6)}`,
      '400',
      '300',
      'lazy',
    ]);
    expect(img.getAttribute('alt')).toMatch(/^Photo of /);
    const postImg = body.querySelector('[data-testid="public-journal"] img')!;
    expect(postImg.getAttribute('alt')).toBe('Photo 1 of 1 in the post of Nov 12, 2026');
  });
});
