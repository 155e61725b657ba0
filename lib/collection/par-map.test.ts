import { describe, expect, it } from 'vitest';
import { compute, ppfdAt } from '@/lib/calculators/par-distribution/compute';
import { screenDefaults } from '@/lib/calculators/par-distribution/screen';
import { MAX_JSONB_BYTES } from '@/lib/log/db-bounds';
import { interpolateGrid, latestParMap, parAtPlacement, parMapTyped, readParMap, type ParMapInput } from './par-map';

const input: ParMapInput = { ...screenDefaults, fixtures: screenDefaults.fixtures.map((f) => ({ ...f })) };
const note = (id: string, at: string, typed?: Record<string, string>, deletedAt: string | null = null) => ({
  id,
  kind: 'note' as const,
  at,
  typed,
  deletedAt,
});

describe('interpolateGrid', () => {
  // 2 × 2 cells over 20 × 10 cm: centres at x = 5, 15 and y = 2.5, 7.5
  const grid = [0, 100, 200, 300];
  it('gives a cell centre its own value and halfway points the mean', () => {
    expect(interpolateGrid(grid, 2, 2, 20, 10, 5, 2.5)).toBe(0);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 15, 7.5)).toBe(300);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 10, 2.5)).toBe(50);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 10, 5)).toBe(150);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 7.5, 6.25)).toBeCloseTo(
      0.75 * 0.25 * 0 + 0.25 * 0.25 * 100 + 0.75 * 0.75 * 200 + 0.25 * 0.75 * 300,
    );
  });
  it('holds the edge value between the outer centres and the walls, and refuses points outside', () => {
    expect(interpolateGrid(grid, 2, 2, 20, 10, 0, 0)).toBe(0);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 20, 10)).toBe(300);
    expect(interpolateGrid(grid, 2, 2, 20, 10, 20.1, 5)).toBeNull();
    expect(interpolateGrid(grid, 2, 2, 20, 10, 5, -0.1)).toBeNull();
    expect(interpolateGrid(grid, 3, 2, 20, 10, 5, 5)).toBeNull(); // grid does not match nx·ny
  });
});

describe('parAtPlacement', () => {
  it('reads the map at its own depth when no height is given, close to the exact point value', () => {
    const r = parAtPlacement(input, { xCm: 22.5, yCm: 22.5, heightCm: null });
    expect(r).toMatchObject({ ok: true, depthCm: input.depthCm });
    const exact = ppfdAt(input, 22.5, 22.5)!;
    if (r.ok) expect(Math.abs(r.par - exact) / exact).toBeLessThan(0.03);
  });
  it('turns a height above the sand bed into a depth below the surface: higher is brighter', () => {
    const low = parAtPlacement(input, { xCm: 45, yCm: 22.5, heightCm: 0 });
    const high = parAtPlacement(input, { xCm: 45, yCm: 22.5, heightCm: 30 });
    expect(low).toMatchObject({ ok: true, depthCm: 40 });
    expect(high).toMatchObject({ ok: true, depthCm: 10 });
    if (low.ok && high.ok) expect(high.par).toBeGreaterThan(low.par);
    // the same as interpolating the calculator's own grid at that depth
    const grid = compute({ ...input, depthCm: 10 }).grid;
    if (high.ok) expect(high.par).toBe(Math.round(interpolateGrid(grid, 60, 30, 90, 45, 45, 22.5)!));
  });
  it('refuses a point outside the footprint and a height below the sand bed or above the water', () => {
    expect(parAtPlacement(input, { xCm: 91, yCm: 10, heightCm: 10 })).toEqual({ ok: false, reason: 'outside' });
    expect(parAtPlacement(input, { xCm: 10, yCm: -1, heightCm: 10 })).toEqual({ ok: false, reason: 'outside' });
    expect(parAtPlacement(input, { xCm: 10, yCm: 10, heightCm: 41 })).toEqual({ ok: false, reason: 'height' });
    expect(parAtPlacement(input, { xCm: 10, yCm: 10, heightCm: -1 })).toEqual({ ok: false, reason: 'height' });
    expect(parAtPlacement(input, { xCm: Number.NaN, yCm: 10, heightCm: 1 })).toEqual({ ok: false, reason: 'outside' });
  });
});

describe('stored map', () => {
  it('round-trips through a note entry’s typed text and ignores other notes, deleted ones and broken text', () => {
    const typed = parMapTyped(input)!;
    expect(readParMap(note('a', '2026-11-01T00:00:00.000Z', typed))?.input).toEqual(input);
    expect(readParMap(note('b', '2026-11-01T00:00:00.000Z', { parMap: '{' }))).toBeNull();
    expect(readParMap(note('c', '2026-11-01T00:00:00.000Z', { parMap: JSON.stringify({ ...input, depthCm: 99 }) }))).toBeNull(); // below the sand bed
    expect(readParMap({ ...note('d', '2026-11-01T00:00:00.000Z', typed), kind: 'test' })).toBeNull();
    const newer = parMapTyped({ ...input, depthCm: 20 })!;
    const m = latestParMap([
      note('old', '2026-11-01T00:00:00.000Z', typed),
      note('new', '2026-11-03T00:00:00.000Z', newer),
      note('gone', '2026-11-04T00:00:00.000Z', typed, '2026-11-04T01:00:00.000Z'),
      note('plain', '2026-11-05T00:00:00.000Z'),
    ]);
    expect(m).toMatchObject({ entryId: 'new', at: '2026-11-03T00:00:00.000Z', input: { depthCm: 20 } });
    expect(latestParMap([])).toBeNull();
  });
  it('keeps within the database bound on typed text even with sixteen fixtures, and refuses an invalid map', () => {
    const full = { ...input, fixtures: Array.from({ length: 16 }, (_, i) => ({ ...input.fixtures[0], name: `x`.repeat(60), xCm: i })) };
    const typed = parMapTyped(full)!;
    expect(typed).not.toBeNull();
    expect(JSON.stringify(typed).length).toBeLessThan(MAX_JSONB_BYTES);
    expect(parMapTyped({ ...input, tankLengthCm: -1 })).toBeNull();
  });
});
