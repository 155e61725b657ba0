import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { runtimeT } from '@/lib/i18n/runtime-key';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { latestOfTests, postDate, readingItem, readingsLine } from './readings-line';
import type { PublicReading } from './types';

const tOf = (locale: 'en' | 'ja') => runtimeT(createTranslator({ locale, messages: locale === 'en' ? en : ja }), 'PublicShare');
const URL_ = 'https://reef.example/u/coral_keeper/coral-corner';
const at = '2026-11-20T12:00:00.000Z';
const readings: PublicReading[] = [
  { parameter: 'alkalinity', value: 8.1, at },
  { parameter: 'calcium', value: 430, at },
  { parameter: 'magnesium', value: 1320, at },
  { parameter: 'nitrate', value: 5, at },
  { parameter: 'phosphate', value: 0.05, at: '2026-11-18T12:00:00.000Z' },
];

describe('readingsLine', () => {
  it('writes the latest readings as one English line with the page address', () => {
    expect(readingsLine({ tankName: 'Reef tank', readings, url: URL_ }, 'en', tOf('en'))).toBe(
      `Reef tank 2026-11-20: KH 8.1 dKH · Ca 430 ppm · Mg 1,320 ppm · NO3 5.0 ppm · PO4 0.050 ppm — ${URL_}`,
    );
  });

  it('writes natural Japanese for a blog post, with Japan’s date', () => {
    // 20:00 UTC is the next morning in Japan
    const late = readings.map((r) => ({ ...r, at: '2026-11-20T20:00:00.000Z' }));
    expect(readingsLine({ tankName: 'サンゴ水槽', readings: late, url: URL_ }, 'ja', tOf('ja'))).toBe(
      `【サンゴ水槽】2026/11/21の水質：KH 8.1 dKH・Ca 430 ppm・Mg 1,320 ppm・NO3 5.0 ppm・PO4 0.050 ppm ${URL_}`,
    );
  });

  it('shows each value with the precision table’s decimals, pH without a unit and temperature with °C', () => {
    const t = tOf('ja');
    expect(readingItem({ parameter: 'ph', value: 8.2, at }, 'ja', t)).toBe('pH 8.20');
    expect(readingItem({ parameter: 'temperature', value: 25, at }, 'ja', t)).toBe('水温 25.0°C');
    expect(readingItem({ parameter: 'salinity', value: 35.04, at }, 'en', tOf('en'))).toBe('Salinity 35.0 ppt');
    expect(readingItem({ parameter: 'alkalinity', value: 7.96, at }, 'en', tOf('en'))).toBe('KH 8.0 dKH');
  });

  it('has nothing to write without a reading', () => {
    expect(readingsLine({ tankName: 'Reef tank', readings: [], url: URL_ }, 'en', tOf('en'))).toBeNull();
  });
});

describe('latestOfTests', () => {
  it('keeps each parameter’s newest value, in the log’s order, and skips what is not a number', () => {
    const tests = [
      { at: '2026-11-20T08:00:00.000Z', values: { calcium: 440, alkalinity: 8.3 } },
      { at: '2026-11-10T08:00:00.000Z', values: { calcium: 420, alkalinity: 7.5, nitrate: 'x' } },
      { at: '2026-11-15T08:00:00.000Z', values: { nitrate: 4, note: 3 } },
    ];
    expect(latestOfTests(tests)).toEqual([
      { parameter: 'alkalinity', value: 8.3, at: '2026-11-20T08:00:00.000Z' },
      { parameter: 'calcium', value: 440, at: '2026-11-20T08:00:00.000Z' },
      { parameter: 'nitrate', value: 4, at: '2026-11-15T08:00:00.000Z' },
    ]);
  });
});

describe('postDate', () => {
  it('is UTC’s day in English and Japan’s in Japanese', () => {
    expect(postDate('2026-11-20T16:00:00.000Z', 'en')).toBe('2026-11-20');
    expect(postDate('2026-11-20T16:00:00.000Z', 'ja')).toBe('2026/11/21');
  });
});
