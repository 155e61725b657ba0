import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { CARD_NAME_MAX, CARD_READINGS, cardText } from './card-text';
import type { PublicTank } from './types';

const tOf = (locale: 'en' | 'ja') => createTranslator({ locale, messages: locale === 'en' ? en : ja });
const at = '2026-11-20T12:00:00.000Z';
const tank: PublicTank = {
  username: 'coral_keeper',
  slug: 'coral-corner',
  shareId: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Coral Corner',
  volumeL: 1200,
  kind: 'mixed_reef',
  description: null,
  updatedAt: at,
  photoUrl: '/api/public/photo/0b5c2f7e-6f1f-4a57-9d7e-5f0c7a1d2e3f',
  cover: null,
  sections: ['readings'],
  targets: {},
  latest: [
    { parameter: 'alkalinity', value: 8.1, at },
    { parameter: 'calcium', value: 430, at },
    { parameter: 'magnesium', value: 1320, at },
    { parameter: 'nitrate', value: 5, at },
    { parameter: 'phosphate', value: 0.05, at },
  ],
  tests: [],
  animals: [],
  icp: [],
  journal: [],
};

describe('cardText', () => {
  it('shows the name, volume, keeper and the first readings with units in English', () => {
    const c = cardText(tank, 'ReefCalc', 'en', tOf('en'));
    expect(c).toEqual({
      siteName: 'ReefCalc',
      title: 'Coral Corner',
      subtitle: '1,200 L · @coral_keeper',
      heading: 'Latest readings, 2026-11-20',
      readings: ['KH 8.1 dKH', 'Ca 430 ppm', 'Mg 1,320 ppm', 'NO3 5.0 ppm'],
      photoUrl: tank.photoUrl,
    });
    expect(c.readings).toHaveLength(CARD_READINGS);
  });

  it('speaks Japanese on a Japanese page', () => {
    const c = cardText({ ...tank, name: 'リビングの60cm水槽', volumeL: 57.5 }, 'ReefCalc', 'ja', tOf('ja'));
    expect(c.title).toBe('リビングの60cm水槽');
    expect(c.subtitle).toBe('57.5 L・@coral_keeper');
    expect(c.heading).toBe('最新の水質（2026/11/20）');
    expect(c.readings[0]).toBe('KH 8.1 dKH');
  });

  it('has no readings heading when the page shows none, and shortens a long name', () => {
    const c = cardText({ ...tank, latest: [], photoUrl: null, name: 'あ'.repeat(80) }, 'ReefCalc', 'en', tOf('en'));
    expect(c.heading).toBeNull();
    expect(c.readings).toEqual([]);
    expect(c.photoUrl).toBeNull();
    expect([...c.title]).toHaveLength(CARD_NAME_MAX);
    expect(c.title.endsWith('…')).toBe(true);
  });
});
