import { describe, expect, it } from 'vitest';
import { parsePrecision } from './use-precision';

describe('parsePrecision', () => {
  it.each([
    [null, 2], // nothing saved: the default of docs/methods.md#conventions, not Number(null) = 0
    ['', 2],
    ['0', 0],
    ['3', 3],
    ['6', 6],
    ['7', 2],
    ['1.5', 2],
    ['abc', 2],
  ])('%j → %i', (raw, n) => {
    expect(parsePrecision(raw)).toBe(n);
  });
});
