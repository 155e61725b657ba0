import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { findSaltPreset, SALT_IDS, SALT_PRESETS, statedBasisRange } from './presets';

describe('salt presets (docs/presets.md)', () => {
  it('lists every preset id once, and custom last', () => {
    expect(SALT_PRESETS.map((p) => p.id)).toEqual(SALT_IDS.filter((id) => id !== 'custom'));
    expect(SALT_IDS.at(-1)).toBe('custom');
  });

  it('gives each preset a figure in the range of reef salts, a grade and a source', () => {
    for (const p of SALT_PRESETS) {
      expect(p.gramsPerLiterAt35).toBeGreaterThan(35);
      expect(p.gramsPerLiterAt35).toBeLessThan(45);
      expect(['maker', 'maker-scaled', 'database', 'assumed-scale']).toContain(p.grade);
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

  it('grades the salts whose maker states no SG scale C (assumed scale), and only those: their figure is above every other brand', () => {
    const assumed = SALT_PRESETS.filter((p) => p.grade === 'assumed-scale').map((p) => p.id);
    expect(assumed).toEqual(['instant-ocean', 'reef-crystals']);
    const { low, high } = statedBasisRange();
    expect([low, high]).toEqual([38.2, 41.4]);
    for (const id of assumed) {
      const p = findSaltPreset(id)!;
      expect(p.gramsPerLiterAt35).toBeGreaterThan(high);
      // read on 25 °C/4 °C instead, the same label would sit among the others
      expect(p.ifReadOn254).toBeGreaterThan(37);
      expect(p.ifReadOn254).toBeLessThan(high);
    }
    expect(findSaltPreset('instant-ocean')!.ifReadOn254).toBeCloseTo(38.41, 2);
    for (const p of SALT_PRESETS.filter((x) => x.grade !== 'assumed-scale')) expect(p.ifReadOn254).toBeUndefined();
  });

  it('says in both languages what the C grade means and why the figure is high', () => {
    const note = {
      en: /above every other brand.*25 °C\/25 °C.*\{low\}–\{high\}.*25 °C\/4 °C.*\{alt\}/,
      ja: /ほかの銘柄より多い理由.*25°C\/25°C.*\{low\}～\{high\}.*25°C\/4°C.*\{alt\}/,
    };
    for (const [m, lang] of [
      [en, 'en'],
      [ja, 'ja'],
    ] as const) {
      expect(m.CalculatorKit.grades['assumed-scale']).toMatch(lang === 'en' ? /grade C/ : /グレードC/);
      expect(m.Calculators.saltmix.assumedScaleNote).toMatch(note[lang]);
      expect(m.Calculators.saltmix.assumedScaleNote).toContain(m.Calculators.saltmix.calibration.title);
    }
  });

  it('names every preset in both languages', () => {
    for (const m of [en, ja]) {
      const names = m.Calculators.saltmix.options.saltId as Record<string, string>;
      for (const id of SALT_IDS) expect(names[id], id).toBeTruthy();
    }
  });
});
