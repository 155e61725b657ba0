import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { findSaltPreset } from '@/lib/calculators/saltmix/presets';
import {
  findSaltPack,
  packCostShortfallPercent,
  packGramsPerLiter,
  packLitresAtReefSalinity,
  packOfCapacity,
  SALT_PACKS,
} from './salt-packs';

describe('Japanese salt packs (docs/presets.md)', () => {
  it('holds the two packs as sold in Japan, retailer grade, with a source each', () => {
    expect(SALT_PACKS.map((p) => [p.id, p.kg, p.litres, p.grade])).toEqual([
      ['instant-ocean-4kg', 4, 120, 'retailer'],
      ['redsea-salt-7kg', 7, 210, 'retailer'],
    ]);
    for (const p of SALT_PACKS) expect(p.source.length).toBeGreaterThan(10);
  });

  it('works out the grams per litre a pack implies (4 kg / 120 L = 33.3 g/L, 7 kg / 210 L = 33.3 g/L)', () => {
    expect(packGramsPerLiter(findSaltPack('instant-ocean-4kg')!)).toBeCloseTo(33.333, 3);
    expect(packGramsPerLiter(findSaltPack('redsea-salt-7kg')!)).toBeCloseTo(33.333, 3);
  });

  it('recognises a pack from the capacity field as typed, and nothing else', () => {
    expect(packOfCapacity('120')?.id).toBe('instant-ocean-4kg');
    expect(packOfCapacity(' 210 ')?.id).toBe('redsea-salt-7kg');
    expect(packOfCapacity('121')).toBeUndefined();
    expect(packOfCapacity('185')?.id).toBe('redsea-salt-7kg'); // its litres at 35 ppt, rounded
    expect(packOfCapacity('185.4')).toBeUndefined();
    expect(packOfCapacity('')).toBeUndefined();
    expect(packOfCapacity(120)).toBeUndefined();
  });

  it('has a name, a label and a source in both languages for every pack', () => {
    for (const m of [en, ja]) {
      const packs = m.Calculators['running-cost'].saltPacks as {
        names: Record<string, string>;
        labels: Record<string, string>;
        sources: Record<string, string>;
      };
      for (const p of SALT_PACKS) {
        expect(packs.names[p.id]).toBeTruthy();
        expect(packs.labels[p.id]).toBeTruthy();
        expect(packs.sources[p.id]).toBeTruthy();
      }
    }
  });
});

describe('a pack at reef salinity', () => {
  it('makes fewer litres of 35 ppt water than the pack states, from its salt’s own grams per litre', () => {
    // Red Sea Salt 38.2 g per litre of RODI: 7000/38.2 = 183.2 L of RODI; (183.2·0.99705 + 7) kg ÷ 1.02334 kg/L = 185.4 L
    expect(packLitresAtReefSalinity(findSaltPack('redsea-salt-7kg')!)).toBeCloseTo(185.4, 1);
    for (const p of SALT_PACKS) {
      const litres = packLitresAtReefSalinity(p)!;
      const grams = findSaltPreset(p.saltId)!.gramsPerLiterAt35;
      expect(litres).toBeLessThan(p.litres * 0.9);
      // more litres of saltwater than of the RODI it was mixed from, by the salt's volume
      expect(litres).toBeGreaterThan((p.kg * 1000) / grams);
      expect(litres).toBeLessThan(((p.kg * 1000) / grams) * 1.02);
    }
  });

  it('prices salt 12 % (Red Sea) to 23 % (Instant Ocean) low from the pack’s stated litres', () => {
    // Red Sea 7 kg "210 L": 1 − 185.4/210 = 11.7 %
    expect(packCostShortfallPercent(findSaltPack('redsea-salt-7kg')!)).toBeCloseTo(11.7, 1);
    for (const p of SALT_PACKS) {
      const pct = packCostShortfallPercent(p)!;
      // the cost from the stated litres times (1 − shortfall) is the cost from the litres at 35 ppt
      expect(1 / p.litres / (1 - pct / 100)).toBeCloseTo(1 / packLitresAtReefSalinity(p)!, 12);
      expect(pct).toBeGreaterThan(10);
      expect(pct).toBeLessThan(25);
    }
  });
});
