import { describe, expect, it } from 'vitest';
import { colorAt, CORAL_ZONES, legendGradient, legendTicks, niceScaleMax, paintRgba, PALETTE, zonesAt } from './color-scale';

describe('colour scale', () => {
  it('runs from the first to the last palette stop and clamps outside 0–1', () => {
    expect(colorAt(0)).toEqual([...PALETTE[0]]);
    expect(colorAt(1)).toEqual([...PALETTE[PALETTE.length - 1]]);
    expect(colorAt(-3)).toEqual(colorAt(0));
    expect(colorAt(7)).toEqual(colorAt(1));
    expect(colorAt(Number.NaN)).toEqual(colorAt(0));
  });

  it('interpolates linearly between stops', () => {
    const [a, b] = [PALETTE[0], PALETTE[1]];
    const mid = colorAt(0.5 / (PALETTE.length - 1));
    expect(mid).toEqual([0, 1, 2].map((c) => Math.round((a[c] + b[c]) / 2)));
  });

  it('gets brighter along the ramp (luma rises), so more light reads lighter', () => {
    const luma = ([r, g, b]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
    for (let k = 1; k <= 20; k++) expect(luma(colorAt(k / 20))).toBeGreaterThan(luma(colorAt((k - 1) / 20)));
  });

  it.each([
    [0, 100],
    [null, 100],
    [Number.NaN, 100],
    [87, 100],
    [100, 100],
    [101, 150],
    [151, 200],
    [212.4, 250],
    [480, 500],
    [512, 600],
    [700, 800],
    [801, 1000],
    [0.04, 0.04],
    [2300, 2500],
  ])('scale maximum for %s is %s', (max, expected) => {
    expect(niceScaleMax(max)).toBeCloseTo(expected, 9);
  });

  it.each([
    [100, [0, 25, 50, 75, 100]],
    [150, [0, 50, 100, 150]],
    [250, [0, 50, 100, 150, 200, 250]],
    [600, [0, 200, 400, 600]],
    [800, [0, 200, 400, 600, 800]],
    [1000, [0, 250, 500, 750, 1000]],
  ])('legend ticks of %i', (scaleMax, ticks) => {
    expect(legendTicks(scaleMax)).toEqual(ticks);
  });

  it('paints opaque RGBA from the lookup table, saturating above the maximum', () => {
    const out = new Uint8ClampedArray(4 * 4);
    paintRgba(new Float32Array([0, 50, 100, 400]), 100, out);
    expect([...out.slice(0, 4)]).toEqual([...PALETTE[0], 255]);
    expect([...out.slice(8, 12)]).toEqual([...PALETTE[PALETTE.length - 1], 255]);
    expect([...out.slice(12, 16)]).toEqual([...out.slice(8, 12)]);
    expect([...out.slice(4, 7)]).toEqual(colorAt(128 / 255)); // 50/100 → LUT index round(127.5) = 128
  });

  it('writes into a Uint8Array too (3D texture)', () => {
    const out = new Uint8Array(4);
    paintRgba([-5], 100, out);
    expect([...out]).toEqual([...PALETTE[0], 255]);
  });

  it('has a CSS gradient with every stop', () => {
    expect(legendGradient().match(/rgb\(/g)).toHaveLength(PALETTE.length);
    expect(legendGradient()).toMatch(/^linear-gradient\(to right, rgb\(68 1 84\) 0\.0%/);
  });
});

describe('coral zones (rule of thumb)', () => {
  it('are soft 50–200, LPS 100–350, SPS 250–600 µmol m⁻² s⁻¹', () => {
    expect(CORAL_ZONES.map((z) => [z.id, z.min, z.max])).toEqual([
      ['soft', 50, 200],
      ['lps', 100, 350],
      ['sps', 250, 600],
    ]);
  });

  it.each([
    [20, []],
    [50, ['soft']],
    [150, ['soft', 'lps']],
    [300, ['lps', 'sps']],
    [600, ['sps']],
    [900, []],
  ])('%i reads as %j', (ppfd, zones) => {
    expect(zonesAt(ppfd)).toEqual(zones);
  });
});
