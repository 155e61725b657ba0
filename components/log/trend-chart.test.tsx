// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { SeriesPoint } from '@/lib/log/series';
import TrendChart from './trend-chart';

const DAY = 86_400_000;
const start = Date.UTC(2024, 0, 1);

/** `n` daily alkalinity tests, alternating 8.0 and 8.4 dKH. */
function tests(n: number, everyDays = 1): SeriesPoint[] {
  return Array.from({ length: n }, (_, i) => ({ entryId: `e${i}`, t: start + i * everyDays * DAY, value: i % 2 ? 8.4 : 8 }));
}

function chart(points: SeriesPoint[], locale: 'en' | 'ja' = 'en') {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <TrendChart
        title="Alkalinity"
        unitLabel="dKH"
        decimals={1}
        points={points}
        band={{ low: 7.5, high: 9 }}
        markers={[]}
        from={points[0].t}
        to={points[points.length - 1].t + DAY}
        onSelect={() => {}}
      />
    </NextIntlClientProvider>,
  );
  const group = within(container).getByRole('group');
  return { label: group.getAttribute('aria-label') ?? '', markers: group.querySelectorAll('[role="button"]').length };
}

describe('the trend chart’s spoken summary', () => {
  it('counts the tests the arrow keys reach when every test has a marker', () => {
    const { label, markers } = chart(tests(12, 7));
    expect(markers).toBe(12);
    expect(label).toBe('Alkalinity: 12 tests. Use the arrow keys to move between tests.');
  });

  it('says how many of the tests are marked when they crowd, in both languages', () => {
    const points = tests(1100);
    const en = chart(points);
    expect(en.markers).toBeGreaterThan(0);
    expect(en.markers).toBeLessThan(points.length);
    expect(en.label).toContain(`1,100 tests, ${en.markers} of them marked`);
    expect(en.label).toContain('every test is in the entry list');

    const ja = chart(points, 'ja');
    expect(ja.markers).toBe(en.markers);
    expect(ja.label).toContain(`測定1100回、うち印は${ja.markers}個`);
  });
});
