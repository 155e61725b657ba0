import { describe, expect, it } from 'vitest';
import { markedPoints, offBandBy } from './chart';

describe('points that get a marker', () => {
  it('marks every point while they are a column apart', () => {
    expect(markedPoints([0, 3, 6, 9.5], [0, 0, 0, 0], 3)).toEqual([0, 1, 2, 3]);
    expect(markedPoints([], [], 3)).toEqual([]);
    expect(markedPoints([5], [0], 3)).toEqual([0]);
  });

  it('keeps per crowded column the farthest above and the farthest below the band, else the latest', () => {
    // columns [0,3): 0, 1, 2 · [3,6): 3, 4 · [6,9): 5
    const xs = [0.1, 1, 2.9, 3.2, 4, 6.5];
    expect(markedPoints(xs, [0, 0, 0, 0, 0, 0], 3)).toEqual([2, 4, 5]);
    expect(markedPoints(xs, [0, 0.4, 0, 0.2, 0, 0], 3)).toEqual([1, 3, 5]);
    expect(markedPoints(xs, [0, 0.4, 0.4, 0, 0, 0], 3)).toEqual([2, 4, 5]);
    // a high and a low reading in one column both keep their shapes
    expect(markedPoints(xs, [0.3, -0.2, 0.1, 0, -0.5, 0], 3)).toEqual([0, 1, 4, 5]);
    // the latest test keeps a marker even beside a reading farther out in its column
    expect(markedPoints(xs, [0, 0, 0, 0, 0.3, 0], 3)).toEqual([2, 4, 5]);
    expect(markedPoints([0, 1, 2], [0, 0.5, 0], 3)).toEqual([1, 2]);
  });

  it('thins three years of tests to the chart’s columns, keeping the readings out of range', () => {
    const n = 1600;
    const xs = Array.from({ length: n }, (_, i) => 52 + (576 * i) / (n - 1));
    const values = xs.map((_, i) => (i === 777 ? 12.5 : i === 778 ? 6.2 : 8 + Math.sin(i / 9)));
    const band = { low: 7, high: 11 };
    const marked = markedPoints(
      xs,
      values.map((v) => offBandBy(v, band)),
      3,
    );
    expect(marked.length).toBeLessThanOrEqual(Math.ceil(576 / 3) + 3);
    expect(marked.length).toBeGreaterThan(150);
    expect(marked).toContain(777);
    expect(marked).toContain(778);
    expect(marked[marked.length - 1]).toBe(n - 1);
    expect([...marked].sort((a, b) => a - b)).toEqual(marked);
  });

  it('measures how far a value is above (+) or below (−) the band', () => {
    const band = { low: 7, high: 11 };
    expect(offBandBy(12, band)).toBe(1);
    expect(offBandBy(6.5, band)).toBe(-0.5);
    expect(offBandBy(8, band)).toBe(0);
    expect(offBandBy(99, null)).toBe(0);
  });
});
