import { describe, expect, it } from 'vitest';
import { contourSegments, segmentsToPath } from './contours';

/** Segments as [[x1, y1], [x2, y2]] pairs. */
const pairs = (s: number[]) =>
  Array.from({ length: s.length / 4 }, (_, k) => [
    [s[4 * k], s[4 * k + 1]],
    [s[4 * k + 2], s[4 * k + 3]],
  ]);

describe('contour segments (marching squares)', () => {
  it('a ramp along x gives one vertical line where the level crosses', () => {
    // 3 × 2 cells, values 0, 100, 200 along x; level 150 lies halfway between the 2nd and 3rd centres (x 1.5 and 2.5)
    const grid = [0, 100, 200, 0, 100, 200];
    const segs = pairs(contourSegments(grid, 3, 2, 150));
    expect(segs).toHaveLength(1);
    const xs = segs[0].map((p) => p[0]);
    expect(xs[0]).toBeCloseTo(2, 9);
    expect(xs[1]).toBeCloseTo(2, 9);
    expect(segs[0].map((p) => p[1]).sort()).toEqual([0.5, 1.5]);
  });

  it('a peak gives a closed ring around it', () => {
    const n = 9;
    const grid = Array.from({ length: n * n }, (_, k) => 100 - Math.hypot((k % n) - 4, Math.floor(k / n) - 4) * 20);
    const segs = pairs(contourSegments(grid, n, n, 50)); // radius 2.5 cells around the centre (4.5, 4.5)
    expect(segs.length).toBeGreaterThan(8);
    for (const seg of segs) for (const [x, y] of seg) expect(Math.hypot(x - 4.5, y - 4.5)).toBeCloseTo(2.5, 0);
    // closed: every end point is shared by exactly two segments
    const key = ([x, y]: number[]) => `${x.toFixed(6)},${y.toFixed(6)}`;
    const count = new Map<string, number>();
    for (const seg of segs) for (const p of seg) count.set(key(p), (count.get(key(p)) ?? 0) + 1);
    expect([...count.values()].every((c) => c === 2)).toBe(true);
  });

  it('nothing to draw on a flat grid, a level outside the values, or a grid under 2 × 2', () => {
    expect(contourSegments([5, 5, 5, 5], 2, 2, 5)).toEqual([]);
    expect(contourSegments([1, 2, 3, 4], 2, 2, 10)).toEqual([]);
    expect(contourSegments([1, 2], 2, 1, 1.5)).toEqual([]);
    expect(contourSegments([1, 2, 3, 4], 2, 2, Number.NaN)).toEqual([]);
  });

  it('splits a saddle by the mean of its corners', () => {
    // tl and br high: mean 50 ≥ 40 joins them (two lines cutting off tr and bl); mean < 60 separates them
    const grid = [100, 0, 0, 100];
    const joined = pairs(contourSegments(grid, 2, 2, 40));
    const split = pairs(contourSegments(grid, 2, 2, 60));
    expect(joined).toHaveLength(2);
    expect(split).toHaveLength(2);
    const nearTr = (segs: number[][][]) => segs.some((s) => s.every(([x, y]) => x > 1 && y < 1));
    expect(nearTr(joined)).toBe(true);
    expect(nearTr(split)).toBe(false);
  });

  it('writes an SVG path', () => {
    expect(segmentsToPath([0.5, 1, 1.23456, 2])).toBe('M0.5 1L1.23 2');
    expect(segmentsToPath([])).toBe('');
  });
});
