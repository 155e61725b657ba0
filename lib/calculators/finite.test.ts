import { describe, expect, it } from 'vitest';
import { finiteOr, hasNonFinite, NON_FINITE_WARNING } from './finite';

type R = { a: number | null; nested: { b: number[] }; grid: Float32Array; warnings: string[] };
const EMPTY: R = { a: null, nested: { b: [] }, grid: new Float32Array(0), warnings: ['note'] };
const ok = (): R => ({ a: 1, nested: { b: [2, 3] }, grid: new Float32Array([4]), warnings: ['w'] });

describe('hasNonFinite', () => {
  it.each([
    [1, false],
    [Number.NaN, true],
    [Infinity, true],
    ['NaN', false],
    [null, false],
    [{ x: { y: [1, -Infinity] } }, true],
    [{ x: { y: [1, 2] } }, false],
    [new Float32Array([1, Infinity]), true],
    [new Float64Array([1, 2]), false],
  ])('%o → %s', (value, expected) => {
    expect(hasNonFinite(value)).toBe(expected);
  });
});

describe('finiteOr', () => {
  it('returns the result itself when every number is finite', () => {
    const r = ok();
    expect(finiteOr(r, EMPTY)).toBe(r);
  });

  it('replaces the whole result by the no-result shape with one warning, at any depth', () => {
    const r = ok();
    r.nested.b.push(Number.NaN);
    expect(finiteOr(r, EMPTY)).toEqual({ ...EMPTY, warnings: ['note', NON_FINITE_WARNING] });
  });

  it('never mutates the result or the no-result shape', () => {
    const r = { ...ok(), a: Infinity };
    const before = structuredClone(r);
    finiteOr(r, EMPTY, 'notComputable');
    expect(r).toEqual(before);
    expect(EMPTY.warnings).toEqual(['note']);
  });

  it('takes the no-result shape from the result when it depends on a mode, and adds the warning once', () => {
    const r = { ...ok(), a: Number.NaN };
    const out = finiteOr(r, (x) => ({ ...EMPTY, warnings: [...x.warnings, 'notComputable'] }), 'notComputable');
    expect(out.warnings).toEqual(['w', 'notComputable']);
  });
});
