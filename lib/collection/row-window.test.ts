import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window';

describe('rowWindow', () => {
  const list = { count: 300, rowHeight: 44, height: 440 };

  it('renders a list that fits its box whole', () => {
    expect(rowWindow(0, { count: 8, rowHeight: 44, height: 440 })).toEqual({ first: 0, last: 8 });
    expect(rowWindow(500, { ...list, whole: true })).toEqual({ first: 0, last: 300 });
  });

  it('renders the rows in view and five more on each side, never past either end', () => {
    expect(rowWindow(0, list)).toEqual({ first: 0, last: 15 });
    // scrolled to row 100: rows 100–109 in view
    expect(rowWindow(4400, list)).toEqual({ first: 95, last: 115 });
    // half a row scrolled: the row cut at the bottom is in view too
    expect(rowWindow(22, list)).toEqual({ first: 0, last: 16 });
    expect(rowWindow(300 * 44 - 440, list)).toEqual({ first: 285, last: 300 });
  });

  it('keeps an overscrolled or negative offset (elastic scrolling) inside the list', () => {
    expect(rowWindow(-80, list)).toEqual(rowWindow(0, list));
    expect(rowWindow(1e6, list)).toEqual(rowWindow(300 * 44 - 440, list));
  });

  it('renders about the same number of rows wherever the list is, whatever its length', () => {
    for (const count of [300, 1000, 100_000])
      for (const top of [0, 1234, 44 * 150])
        expect(rowWindow(top, { ...list, count }).last - rowWindow(top, { ...list, count }).first).toBeLessThanOrEqual(21);
  });
});
