/** Scales of the trend chart: a value extent that holds the points and the target band, and round tick values. */

export interface Extent {
  min: number;
  max: number;
}

/** The y extent of the values and the band, padded by 5 % (a flat series gets ±1 unit, or ±10 % of its value). */
export function valueExtent(values: readonly number[], band: { low: number; high: number } | null): Extent {
  const all = band ? [...values, band.low, band.high] : [...values];
  if (all.length === 0) return { min: 0, max: 1 };
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (max - min < 1e-9) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    return { min: min - pad, max: max + pad };
  }
  const pad = (max - min) * 0.05;
  min -= pad;
  max += pad;
  return { min: Math.max(min, Math.min(...all) >= 0 ? 0 : min), max };
}

/** About `count` round ticks (1, 2, 2.5, 5 × 10ⁿ) inside the extent. */
export function niceTicks(e: Extent, count = 4): number[] {
  const span = e.max - e.min;
  if (!(span > 0) || !Number.isFinite(span)) return [e.min];
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let v = Math.ceil(e.min / step) * step; v <= e.max + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** Where a point sits relative to the target band: shape and words, never colour alone. */
export type BandPosition = 'below' | 'within' | 'above' | 'none';
export function bandPosition(value: number, band: { low: number; high: number } | null): BandPosition {
  if (!band) return 'none';
  return value < band.low ? 'below' : value > band.high ? 'above' : 'within';
}

/**
 * Which points get a marker of their own. While points are at least `gap` apart on the x axis, all of them; where
 * they crowd closer (three years of tests on one chart put about three in every unit of its width), one per
 * `gap`-wide column: the one farthest outside the target band, else the latest. A reading out of range therefore keeps
 * its shape on the chart, the line still joins every test, and the entry list and the shorter periods show each one.
 * The latest test always keeps its own marker (the one a keeper just took). Returns indices into `xs` (sorted by x),
 * in order.
 */
export function markedPoints(xs: readonly number[], outside: readonly number[], gap: number): number[] {
  const out: number[] = [];
  let column = Number.NaN;
  for (let i = 0; i < xs.length; i++) {
    const c = Math.floor(xs[i] / gap);
    if (c !== column) {
      out.push(i);
      column = c;
    } else if (outside[i] >= outside[out[out.length - 1]]) out[out.length - 1] = i;
  }
  if (xs.length && out[out.length - 1] !== xs.length - 1) out.push(xs.length - 1);
  return out;
}

/** How far a value lies outside the band (0 within it, or without a band). */
export function distanceOutside(value: number, band: { low: number; high: number } | null): number {
  if (!band) return 0;
  return value > band.high ? value - band.high : value < band.low ? band.low - value : 0;
}
