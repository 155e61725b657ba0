import { describe, expect, it } from 'vitest';
import { ppfdAt } from './compute';
import { beamRadii, nudge, pointerToTank, sampleTable, tableAxis, tableStep } from './map-geometry';
import { defaults, schema } from './schema';

const rect = { left: 100, top: 50, width: 600, height: 300 };

describe('pointer → tank position', () => {
  it.each([
    [100, 50, 0, 0],
    [700, 350, 90, 45],
    [400, 200, 45, 22.5],
    [401, 201, 45, 22.5], // 0.15 cm per pixel, rounded to 0.5 cm
    [-50, 999, 0, 45], // outside the map: held at the walls
  ])('(%i, %i) → (%f, %f) cm', (cx, cy, x, y) => {
    expect(pointerToTank(cx, cy, rect, 90, 45)).toEqual({ xCm: x, yCm: y });
  });

  it('survives a map with no size', () => {
    expect(pointerToTank(5, 5, { left: 0, top: 0, width: 0, height: 0 }, 90, 45)).toEqual({ xCm: 0, yCm: 0 });
  });
});

describe('arrow keys', () => {
  const p = { xCm: 22.5, yCm: 22.5 };
  it.each([
    ['ArrowRight', false, 23.5, 22.5],
    ['ArrowLeft', false, 21.5, 22.5],
    ['ArrowUp', false, 22.5, 21.5],
    ['ArrowDown', false, 22.5, 23.5],
    ['ArrowRight', true, 27.5, 22.5],
    ['ArrowDown', true, 22.5, 27.5],
  ])('%s (shift %s) → (%f, %f)', (key, shift, x, y) => {
    expect(nudge(p, key, shift, 90, 45)).toEqual({ xCm: x, yCm: y });
  });

  it('stop at the walls', () => {
    expect(nudge({ xCm: 0.4, yCm: 44 }, 'ArrowLeft', false, 90, 45)).toEqual({ xCm: 0, yCm: 44 });
    expect(nudge({ xCm: 88, yCm: 44 }, 'ArrowDown', true, 90, 45)).toEqual({ xCm: 88, yCm: 45 });
  });

  it('never push a fixture that is already outside further out, but bring it back in', () => {
    expect(nudge({ xCm: -10, yCm: 5 }, 'ArrowLeft', false, 90, 45)).toEqual({ xCm: -10, yCm: 5 });
    expect(nudge({ xCm: -10, yCm: 5 }, 'ArrowRight', false, 90, 45)).toEqual({ xCm: -9, yCm: 5 });
  });

  it('ignore other keys and carry no float noise', () => {
    expect(nudge(p, 'Enter', false, 90, 45)).toBeNull();
    expect(nudge({ xCm: 0.1, yCm: 0.2 }, 'ArrowRight', false, 90, 45)).toEqual({ xCm: 1.1, yCm: 0.2 });
  });
});

describe('table of values', () => {
  it.each([
    [90, 10],
    [120, 10],
    [121, 20],
    [600, 50],
    [5000, 100],
  ])('a %i cm side steps every %i cm (at most 13 points)', (extent, step) => {
    expect(tableStep(extent, [5, 10, 20, 25, 50, 100], 13)).toBe(step);
  });

  it('runs from wall to wall', () => {
    expect(tableAxis(90, 10)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(tableAxis(45, 10)).toEqual([0, 10, 20, 30, 40, 45]);
    expect(tableAxis(30.48, 10.16)).toEqual([0, 10.16, 20.32, 30.48]);
    expect(tableAxis(0, 10)).toEqual([]);
  });

  it('samples the point model', () => {
    const input = schema.parse(defaults);
    const t = sampleTable(input, 10);
    expect(t.xs).toHaveLength(10);
    expect(t.ys).toEqual([0, 10, 20, 30, 40, 45]);
    expect(t.rows).toHaveLength(6);
    expect(t.rows[2][2]).toBe(ppfdAt(input, 20, 20));
  });
});

describe('beam radii for the 3D view', () => {
  it('90° beam, 20 cm above the water, 30 cm deep: 20 cm at the surface, +30/n below (paraxial)', () => {
    const r = beamRadii(20, 30, 90, 1.34, true);
    expect(r.surfaceCm).toBeCloseTo(20, 9);
    expect(r.depthCm).toBeCloseTo(20 + 30 / 1.34, 9);
    expect(beamRadii(20, 30, 90, 1.34, false).depthCm).toBeCloseTo(50, 9);
  });

  it('caps very wide beams for drawing', () => {
    expect(beamRadii(10, 0, 170, 1.34, true).surfaceCm).toBeCloseTo(10 * Math.tan((80 * Math.PI) / 180), 9);
  });
});
