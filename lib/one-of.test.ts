import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of';

describe('isOneOf', () => {
  const UNITS = ['dkh', 'meqL'] as const;
  it('accepts a member and narrows it', () => {
    const v: unknown = 'meqL';
    expect(isOneOf(UNITS, v)).toBe(true);
    if (isOneOf(UNITS, v)) expect(UNITS.indexOf(v)).toBe(1);
  });
  it.each([['ppm'], [''], [undefined], [null], [1], [['dkh']]])('refuses %j', (v) => {
    expect(isOneOf(UNITS, v)).toBe(false);
  });
});
