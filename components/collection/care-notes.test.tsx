// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { SPECIES, SPECIES_SOURCES } from '@/lib/species/catalogue';
import { CareNotes } from './care-notes';

afterEach(cleanup);

const sources = new Map(SPECIES_SOURCES.map((s) => [s.id, s]));
const show = (locale: 'en' | 'ja', id: string) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ja} timeZone="UTC">
      <CareNotes species={SPECIES.find((s) => s.id === id)} sources={sources} />
    </NextIntlClientProvider>,
  ).container.textContent ?? '';

describe('care notes', () => {
  it('name a fish’s diet in words, never the catalogue’s keys', () => {
    const clown = SPECIES.find((s) => s.id === 'amphiprion-ocellaris')!;
    expect(clown.diet?.value).toContain('omnivore');
    expect(show('ja', clown.id)).toContain('食性雑食');
    expect(show('en', clown.id)).not.toMatch(/meaty-foods|omnivore,/);
  });

  it('name a coral’s feeding in words, its ranges as each language writes them, phosphate to its last digit', () => {
    const text = show('ja', 'acropora-spp');
    expect(text).not.toMatch(/light-only|light-target-feeding-helps|target-feeding-needed/);
    expect(text).toMatch(/給餌(光だけで飼育できる|光が主体|ターゲットフィーディングが必要)/);
    expect(text).toContain('250～600 µmol/m²/s');
    expect(text).toMatch(/リン酸塩 0\.02～0\.1、/);
    expect(text).toMatch(/マグネシウム 1,250～1,400、/);
    const english = show('en', 'acropora-spp');
    expect(english).toContain('250–600 µmol/m²/s');
    expect(english).toMatch(/, /);
  });
});
