import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { findSaltPreset, SALT_IDS, SALT_PRESETS } from './presets';

describe('salt presets (docs/presets.md)', () => {
  it('lists every preset id once, and custom last', () => {
    expect(SALT_PRESETS.map((p) => p.id)).toEqual(SALT_IDS.filter((id) => id !== 'custom'));
    expect(SALT_IDS.at(-1)).toBe('custom');
  });

  it('gives each preset a figure in the range of reef salts, a grade and a source', () => {
    for (const p of SALT_PRESETS) {
      expect(p.gramsPerLiterAt35).toBeGreaterThan(35);
      expect(p.gramsPerLiterAt35).toBeLessThan(45);
      expect(['maker', 'maker-scaled', 'database']).toContain(p.grade);
      expect(p.source.length).toBeGreaterThan(10);
    }
  });

  it('holds the Japanese salt with the maker figure (Delphis: 40.9 g per litre for 35 ‰)', () => {
    const d = findSaltPreset('delphis-live-sea-salt')!;
    expect(d.gramsPerLiterAt35).toBe(40.9);
    expect(d.grade).toBe('maker');
    expect(d.source).toMatch(/delphis\.co\.jp/);
  });

  it('converts the Instant Ocean figures given per litre of final water at an SG (read as 25/25)', () => {
    expect(findSaltPreset('instant-ocean')!.gramsPerLiterAt35).toBeCloseTo(43.93, 1);
    expect(findSaltPreset('reef-crystals')!.gramsPerLiterAt35).toBeCloseTo(42.95, 1);
  });

  it('names every preset in both languages', () => {
    for (const m of [en, ja]) {
      const names = m.Calculators.saltmix.options.saltId as Record<string, string>;
      for (const id of SALT_IDS) expect(names[id], id).toBeTruthy();
    }
  });
});
