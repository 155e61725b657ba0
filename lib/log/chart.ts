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
 * they crowd closer (three years of tests on one chart put about three in every unit of its width), per `gap`-wide
 * column the reading farthest above the target band and the one farthest below it, or, where every reading of the
 * column is within the band, the latest. A high and a low reading keep their shapes on the chart, the line still joins
 * every test, and the entry list and the shorter periods show each one. The latest test always keeps its own marker
 * (the one a keeper just took). `offBand` is each point's signed distance from the band (`offBandBy`). Returns indices
 * into `xs` (sorted by x), in order.
 */
export function markedPoints(xs: readonly number[], offBand: readonly number[], gap: number): number[] {
  const out: number[] = [];
  let start = 0;
  const flush = (end: number) => {
    let above = -1;
    let below = -1;
    for (let i = start; i < end; i++) {
      if (offBand[i] > 0 && (above < 0 || offBand[i] >= offBand[above])) above = i;
      if (offBand[i] < 0 && (below < 0 || offBand[i] <= offBand[below])) below = i;
    }
    if (above < 0 && below < 0) out.push(end - 1);
    else out.push(...[above, below].filter((i) => i >= 0).sort((a, b) => a - b));
  };
  for (let i = 1; i <= xs.length; i++) {
    if (i === xs.length || Math.floor(xs[i] / gap) !== Math.floor(xs[start] / gap)) {
      flush(i);
      start = i;
    }
  }
  if (xs.length && out[out.length - 1] !== xs.length - 1) out.push(xs.length - 1);
  return out;
}

/** How far a value lies above the band (positive) or below it (negative); 0 within it, or without a band. */
export function offBandBy(value: number, band: { low: number; high: number } | null): number {
  if (!band) return 0;
  return value > band.high ? value - band.high : value < band.low ? value - band.low : 0;
}
