// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { LogEntry } from '@/lib/log/model';
import { testEntry, testId, testTank } from '@/lib/log/test-rows';
import { DoseAdvice } from './dose-advice';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1, 8);
const tank = testTank({ volumeL: 400, additives: { alkalinity: 'redsea-foundation-b' } });
const test = (i: number, t: number, alkalinity: number) => testEntry(tank.id, testId(10 + i), 'test', t, { alkalinity });
const show = (locale: 'en' | 'ja', entries: LogEntry[]) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <DoseAdvice tank={tank} entries={entries} alkUnit="dkh" />
    </NextIntlClientProvider>,
  );

describe.each(['en', 'ja'] as const)('what to dose now (%s)', (locale) => {
  it('gives the correction a day at a time, and no alarm for an ordinary pair of tests', () => {
    show(locale, [test(1, T0, 8.0), test(2, T0 + 4 * DAY, 7.2)]);
    const alk = screen.getByTestId('advice-alkalinity').textContent ?? '';
    expect(alk).toMatch(locale === 'en' ? /in total, [\d.]+ mL a day for \d+ days/ : /1日[\d.]+ mLずつ\d+日に分けて/);
    expect(alk).not.toContain(locale === 'en' ? en.Log.advice.checkTests : ja.Log.advice.checkTests);
  });

  it('says why it offers no correction after a dose logged since the latest test', () => {
    const dose = testEntry(tank.id, testId(9), 'dose', T0 + 4 * DAY + 3_600_000, {
      parameter: 'alkalinity',
      additiveId: 'redsea-foundation-b',
      amount: 55,
      amountUnit: 'ml',
    });
    show(locale, [test(1, T0, 8.0), test(2, T0 + 4 * DAY, 7.2), dose]);
    expect(screen.getByTestId('withheld-alkalinity').textContent).toBe((locale === 'en' ? en : ja).Log.advice.withheld.dosedSince);
  });

  it('offers no daily dose above the target range, and says so', () => {
    show(locale, [test(1, T0, 12.5), test(2, T0 + 4 * DAY, 12.0)]);
    const alk = screen.getByTestId('advice-alkalinity');
    expect(alk.querySelector('p.font-semibold')).toBeNull();
    expect(screen.getByTestId('above-range-alkalinity').textContent).toBe((locale === 'en' ? en : ja).Log.advice.aboveRange);
  });

  it('shows neither a hold dose nor a correction from tests minutes apart, only the warning', () => {
    show(locale, [test(1, T0, 8.1), test(2, T0 + 10 * 60_000, 8.0)]);
    const alk = screen.getByTestId('advice-alkalinity');
    expect(alk.querySelector('p.font-semibold')).toBeNull();
    expect(alk.textContent).toContain((locale === 'en' ? en : ja).Log.advice.checkTests);
  });
});
