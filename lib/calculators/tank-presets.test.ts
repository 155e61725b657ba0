import { describe, expect, it } from 'vitest';
import { compute as volumeCompute, schema as volumeSchema, defaults as volumeDefaults } from '@/lib/calculators/volume';
import { compute as thicknessCompute, schema as thicknessSchema, defaults as thicknessDefaults } from '@/lib/calculators/thickness';
import { toDraft } from '@/lib/calculators/state';
import {
  findTankPreset,
  presetOfThickness,
  presetOfVolume,
  presetWaterLevelCm,
  TANK_PRESETS,
  tankSizeText,
  thicknessFromPreset,
  volumeFromPreset,
} from './tank-presets';

const p60 = findTankPreset('jp60')!;

describe('規格水槽 presets (docs/japan.md#tank-sizes, #glass-thickness)', () => {
  it.each([
    ['jp30', 300, 180, 240, 5],
    ['jp45', 450, 240, 300, 5],
    ['jp45deep', 450, 270, 300, 5],
    ['jp60', 600, 300, 360, 6],
    ['jp60high', 600, 300, 450, 8],
    ['jp60wide', 600, 450, 450, 8],
    ['jp90', 900, 450, 450, 10],
    ['jp120', 1200, 450, 450, 12],
  ])('%s is %d×%d×%d mm with %d mm glass', (id, w, d, h, g) => {
    expect(findTankPreset(id)).toMatchObject({ widthMm: w, depthMm: d, heightMm: h, glassMm: g });
  });

  it('60規格: water 3 cm below the rim holds ≈ 55 L net (ordinary-aquarium: 55 L)', () => {
    expect(presetWaterLevelCm(p60)).toBeCloseTo(32.4, 9); // 36 − 0.6 − 3
    const r = volumeCompute(volumeSchema.parse({ ...volumeFromPreset(p60) }));
    expect(r.waterColumnL).toBeCloseTo(54.87, 2); // 58.8 × 28.8 × 32.4 cm
  });

  it('names the size W × D × H in cm (English pages name presets by size)', () => {
    expect(tankSizeText(p60)).toBe('60 × 30 × 36');
    expect(tankSizeText(p60, 'ja')).toBe('60×30×36');
    expect(new Set(TANK_PRESETS.map((p) => tankSizeText(p))).size).toBe(TANK_PRESETS.length);
  });

  it('every preset is valid input for both screens and computes', () => {
    for (const p of TANK_PRESETS) {
      const v = volumeSchema.safeParse({ ...volumeDefaults, sump: null, ...volumeFromPreset(p) });
      expect(v.success).toBe(true);
      expect(volumeCompute(v.data!).totalWaterL).toBeGreaterThan(0);
      const t = thicknessSchema.safeParse({ ...thicknessDefaults, ...thicknessFromPreset(p) });
      expect(t.success).toBe(true);
      expect(thicknessCompute(t.data!).front?.thicknessMm).toBeGreaterThan(0);
    }
  });

  it('recognises a draft holding a preset, and not one that was edited', () => {
    const d = toDraft({ ...volumeDefaults, ...volumeFromPreset(p60) });
    expect(presetOfVolume(d)?.id).toBe('jp60');
    expect(presetOfVolume({ ...d, widthCm: '31' })).toBeUndefined();
    expect(presetOfThickness(toDraft({ ...thicknessDefaults, ...thicknessFromPreset(p60) }))?.id).toBe('jp60');
  });

  it('Stilwell at SF 3.8 needs less than the usual glass for 60規格 (5.1 mm derived vs 6 mm, docs/japan.md#glass-thickness)', () => {
    const r = thicknessCompute(thicknessSchema.parse({ ...thicknessDefaults, lengthMm: 600, widthMm: 300, waterHeightMm: 360 }));
    expect(r.front?.thicknessMm).toBeCloseTo(5.1, 1);
  });
});
