import { describe, expect, it } from 'vitest';
import { parseNumberInput, toNumberOrNaN } from '@/lib/number/input';

describe('parseNumberInput', () => {
  it.each([
    ['35', 35],
    ['35.5', 35.5],
    ['３５．５', 35.5],
    ['  12  ', 12],
    ['+7', 7],
    ['-3.5', -3.5],
    ['－２', -2],
    ['1,234.5', 1234.5],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads %j as %d', (raw, expected) => {
    expect(parseNumberInput(raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['abc', '12abc', '1.2.3', '--1', '+', '.', '1,23', 'NaN', 'Infinity', '0x10', '1 2'])('rejects %j', (raw) => {
    expect(parseNumberInput(raw)).toEqual({ ok: false, reason: 'notNumber' });
  });

  it('reports empty text as empty, not zero', () => {
    expect(parseNumberInput('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseNumberInput('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(toNumberOrNaN('')).toBeUndefined();
    expect(Number.isNaN(toNumberOrNaN('x'))).toBe(true);
  });

  it('rejects non-finite numbers', () => {
    expect(parseNumberInput(Number.POSITIVE_INFINITY).ok).toBe(false);
    expect(parseNumberInput(Number.NaN).ok).toBe(false);
  });
});
