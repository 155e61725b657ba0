import { describe, expect, it } from 'vitest';
import { findTankPreset, volumeFromPreset } from '@/lib/calculators/tank-presets';
import { compute, schema } from './index';
import { FLOOR_REFERENCES, PA_PER_PSF, tankWeight } from './weight';

const p60 = findTankPreset('jp60')!;
const tank60 = { ...volumeFromPreset(p60) };
const v60 = compute(schema.parse(tank60));

describe('total weight and floor load (an indication)', () => {
  it('60規格 glass, filled 3 cm below the rim: water 56.2 kg + glass 12.1 kg over 0.18 m²', () => {
    const w = tankWeight({ ...tank60, material: 'glass' }, v60)!;
    // water 54.867 L × 1.0234; glass (60·30·36 − 58.8·28.8·35.4) cm³ × 2.5 g/cm³ = 4,852.224 × 2.5 g
    expect(w.waterKg).toBeCloseTo(56.15, 2);
    expect(w.panelsKg).toBeCloseTo(12.13056, 5);
    expect(w.totalKg).toBeCloseTo(68.28, 2);
    expect(w.totalLb).toBeCloseTo(150.54, 1); // 68.28 kg ÷ 0.45359237 kg/lb
    expect(w.footprintM2).toBeCloseTo(0.18, 12);
    expect(w.floorLoadNm2).toBeCloseTo((68.2827 * 9.80665) / 0.18, 0); // ≈ 3,720 N/m²
    expect(w.jpPct).toBeCloseTo((w.floorLoadNm2! / 1800) * 100, 9);
    // as mass per area, what Japanese pages compare with 約180 kg/m²: 68.28 kg over 0.18 m²
    expect(w.floorLoadKgM2).toBeCloseTo(68.2827 / 0.18, 0);
    expect(w.floorLoadKgM2! * 9.80665).toBeCloseTo(w.floorLoadNm2!, 9);
  });

  it('acrylic 1.19 g/cm³ weighs 1.19/2.5 of the same glass panels', () => {
    const g = tankWeight({ ...tank60, material: 'glass' }, v60)!;
    const a = tankWeight({ ...tank60, material: 'acrylic' }, v60)!;
    expect(a.panelsKg / g.panelsKg).toBeCloseTo(1.19 / 2.5, 12);
  });

  it('sand and rock add their solids (2.8 kg/L); rock given as mass adds exactly that mass', () => {
    const v = compute(schema.parse({ ...tank60, sandHeightCm: 3, sandGrain: 'medium', liveRockKg: 10 }));
    const w = tankWeight({ ...tank60, material: 'glass' }, v)!;
    expect(w.rockKg).toBeCloseTo(10, 9);
    expect(w.sandKg).toBeCloseTo(((58.8 * 28.8 * 3) / 1000) * (1 - 0.39) * 2.8, 6);
  });

  it('a larger stand spreads the load: the load scales with 1/footprint', () => {
    const a = tankWeight({ ...tank60, material: 'glass' }, v60)!;
    const b = tankWeight({ ...tank60, material: 'glass', standLengthCm: 120, standWidthCm: 30 }, v60)!;
    expect(b.floorLoadNm2! * 2).toBeCloseTo(a.floorLoadNm2!, 9);
  });

  it('references: 1,800 N/m² (建築基準法施行令 第85条) and 40 psf = 1,915.2 N/m² (IRC R301.5)', () => {
    expect(FLOOR_REFERENCES.jp.nM2).toBe(1800);
    expect(FLOOR_REFERENCES.us.nM2).toBeCloseTo(1915.2, 1);
    expect(PA_PER_PSF).toBeCloseTo(47.880259, 6);
  });

  it('no water (invalid volume) gives no total and no load, never NaN', () => {
    const v = compute({ lengthCm: 60, widthCm: 30, heightCm: 36, glassThicknessMm: 400 });
    expect(tankWeight({ ...tank60, glassThicknessMm: 400, material: 'glass' }, v)).toBeNull();
  });
});
