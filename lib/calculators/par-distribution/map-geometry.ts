/**
 * Geometry of the PAR screen: pointer and keyboard positions of fixtures on the top-down map, the points of the
 * table of values, and the beam radii drawn in the 3D view. Lengths in cm; x along the tank length from the left,
 * y along the width from the back (the map's top edge).
 */
import { ppfdSampler } from './compute';
import type { ParInput } from './schema';

export interface TankPoint {
  xCm: number;
  yCm: number;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const roundTo = (v: number, step: number) => Number((Math.round(v / step) * step).toFixed(6));
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The tank point under a pointer on a map drawn in `rect`, kept inside the tank and rounded to `stepCm`. */
export function pointerToTank(clientX: number, clientY: number, rect: Rect, lengthCm: number, widthCm: number, stepCm = 0.5): TankPoint {
  const fx = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
  const fy = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
  return {
    xCm: clamp(roundTo(clamp(fx, 0, 1) * lengthCm, stepCm), 0, lengthCm),
    yCm: clamp(roundTo(clamp(fy, 0, 1) * widthCm, stepCm), 0, widthCm),
  };
}

/** One step of `d` that stops at the tank walls, or never moves further out of a fixture already outside. */
function stepWithin(v: number, d: number, max: number): number {
  const next = d < 0 ? Math.max(v + d, Math.min(v, 0)) : Math.min(v + d, Math.max(v, max));
  return Number(next.toFixed(6));
}

export const KEY_STEP_CM = 1;
export const KEY_STEP_SHIFT_CM = 5;

/** Where an arrow key moves a fixture (1 cm, 5 cm with Shift; up = towards the back); null for other keys. */
export function nudge(p: TankPoint, key: string, shift: boolean, lengthCm: number, widthCm: number): TankPoint | null {
  const s = shift ? KEY_STEP_SHIFT_CM : KEY_STEP_CM;
  const d = { ArrowLeft: [-s, 0], ArrowRight: [s, 0], ArrowUp: [0, -s], ArrowDown: [0, s] }[key];
  if (!d) return null;
  return { xCm: stepWithin(p.xCm, d[0], lengthCm), yCm: stepWithin(p.yCm, d[1], widthCm) };
}

/** The smallest step of `candidatesCm` that puts at most `maxPoints` points along `extentCm` (else the largest). */
export function tableStep(extentCm: number, candidatesCm: readonly number[], maxPoints: number): number {
  for (const s of candidatesCm) if (tableAxis(extentCm, s).length <= maxPoints) return s;
  return candidatesCm[candidatesCm.length - 1];
}

/** 0, step, 2·step … up to the extent, and the far wall itself when it is not on the step. */
export function tableAxis(extentCm: number, stepCm: number): number[] {
  if (!(extentCm > 0) || !(stepCm > 0)) return [];
  const n = Math.floor(extentCm / stepCm + 1e-9);
  const points = Array.from({ length: n + 1 }, (_, k) => Number((k * stepCm).toFixed(6)));
  return extentCm - points[n] > 1e-6 ? [...points, extentCm] : points;
}

export interface ValueTable {
  xs: number[];
  ys: number[];
  /** rows[j][i] = PPFD at (xs[i], ys[j]), null where it cannot be computed */
  rows: (number | null)[][];
}

/** PPFD (µmol m⁻² s⁻¹) at the points of a coarse grid over the tank, from the exact point model. */
export function sampleTable(input: ParInput, stepCm: number): ValueTable {
  const xs = tableAxis(input.tankLengthCm, stepCm);
  const ys = tableAxis(input.tankWidthCm, stepCm);
  const at = ppfdSampler(input);
  return { xs, ys, rows: ys.map((y) => xs.map((x) => at(x, y))) };
}

/** Drawing limit for the half angle of a beam cone: a 170° beam would otherwise fill the whole view. */
const MAX_DRAWN_HALF_ANGLE_DEG = 80;

/**
 * Radii (cm) of a fixture's half-intensity beam at the water surface and at depth `depthCm`: straight lines in air;
 * in water the paraxial model's narrower spread tan(θ/2)/n, or no bending when refraction is off.
 */
export function beamRadii(heightCm: number, depthCm: number, beamDeg: number, nWater: number, refraction: boolean) {
  const half = (Math.min(beamDeg / 2, MAX_DRAWN_HALF_ANGLE_DEG) * Math.PI) / 180;
  const t = Math.tan(half);
  const surfaceCm = heightCm * t;
  return { surfaceCm, depthCm: surfaceCm + depthCm * (refraction && nWater > 0 ? t / nWater : t) };
}
