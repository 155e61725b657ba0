/**
 * The colour scale of the PAR map (heat map and 3D surface share it): PPFD → RGB on a viridis-like ramp from 0 to
 * a rounded scale maximum, plus the coral zones drawn over it. Presentation only; no DOM, no three.
 */

/** Viridis, sampled at 9 even stops (matplotlib `viridis`): perceptually uniform and readable with colour-blindness. */
export const PALETTE: readonly (readonly [number, number, number])[] = [
  [68, 1, 84],
  [71, 44, 122],
  [59, 81, 139],
  [44, 113, 142],
  [33, 144, 141],
  [39, 173, 129],
  [92, 200, 99],
  [170, 220, 50],
  [253, 231, 37],
];

/** Colour at t ∈ [0, 1] (clamped; NaN reads as 0), linear between palette stops. */
export function colorAt(t: number): [number, number, number] {
  const x = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const pos = x * (PALETTE.length - 1);
  const k = Math.min(PALETTE.length - 2, Math.floor(pos));
  const f = pos - k;
  const [a, b] = [PALETTE[k], PALETTE[k + 1]];
  return [0, 1, 2].map((c) => Math.round(a[c] + (b[c] - a[c]) * f)) as [number, number, number];
}

const LUT_SIZE = 256;
/** 256 RGB entries of the ramp: painting a cell is one index, no interpolation per cell. */
const LUT: Uint8Array = (() => {
  const lut = new Uint8Array(LUT_SIZE * 3);
  for (let k = 0; k < LUT_SIZE; k++) lut.set(colorAt(k / (LUT_SIZE - 1)), k * 3);
  return lut;
})();

const MANTISSAS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ) ≥ max; 100 when nothing is lit. */
export function niceScaleMax(max: number | null | undefined): number {
  if (max === null || max === undefined || !Number.isFinite(max) || max <= 0) return 100;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of MANTISSAS) if (m * p >= max * (1 - 1e-12)) return m * p;
  return 10 * p;
}

/** Intervals of the legend per mantissa of the scale maximum, so every tick is a round number. */
const TICK_PARTS: Record<string, number> = { 1: 4, 1.5: 3, 2: 4, 2.5: 5, 3: 3, 4: 4, 5: 5, 6: 3, 8: 4 };

/** Legend ticks from 0 to the scale maximum (a value of `niceScaleMax`): 4 to 6 round values. */
export function legendTicks(scaleMax: number): number[] {
  const p = 10 ** Math.floor(Math.log10(scaleMax));
  const parts = TICK_PARTS[String(Math.round((scaleMax / p) * 10) / 10)] ?? 4;
  return Array.from({ length: parts + 1 }, (_, k) => Number(((scaleMax * k) / parts).toPrecision(12)));
}

/** CSS linear-gradient of the ramp, left (0) to right (scale maximum). */
export function legendGradient(): string {
  const stops = PALETTE.map(([r, g, b], k) => `rgb(${r} ${g} ${b}) ${((k / (PALETTE.length - 1)) * 100).toFixed(1)}%`);
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

/**
 * Writes RGBA for every grid cell into `out` (4 bytes per cell, opaque): the ImageData of the heat map and the
 * texture of the 3D surface. Values above the scale maximum take its colour.
 */
export function paintRgba(grid: ArrayLike<number>, scaleMax: number, out: Uint8ClampedArray | Uint8Array): void {
  const k = scaleMax > 0 ? (LUT_SIZE - 1) / scaleMax : 0;
  for (let i = 0, o = 0; i < grid.length; i++, o += 4) {
    const v = grid[i] * k;
    const idx = v > 0 ? (v >= LUT_SIZE - 1 ? LUT_SIZE - 1 : (v + 0.5) | 0) : 0;
    const l = idx * 3;
    out[o] = LUT[l];
    out[o + 1] = LUT[l + 1];
    out[o + 2] = LUT[l + 2];
    out[o + 3] = 255;
  }
}

/** The usual coral placement ranges in PPFD (µmol m⁻² s⁻¹): a hobby rule of thumb, not a measurement. */
export const CORAL_ZONES = [
  { id: 'soft', min: 50, max: 200 },
  { id: 'lps', min: 100, max: 350 },
  { id: 'sps', min: 250, max: 600 },
] as const;
export type CoralZoneId = (typeof CORAL_ZONES)[number]['id'];

/** The zones whose range holds this PPFD (they overlap, so there may be two). */
export function zonesAt(ppfd: number): CoralZoneId[] {
  return CORAL_ZONES.filter((z) => ppfd >= z.min && ppfd <= z.max).map((z) => z.id);
}
