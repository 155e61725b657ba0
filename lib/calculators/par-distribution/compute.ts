import { finiteOr } from '@/lib/calculators/finite';
import { fixturePreset } from './presets';
import { GRID_MAX, GRID_MIN, PAR_DEFAULTS, type FixtureInput, type ParInput } from './schema';

export interface ParResult {
  /** PPFD in µmol m⁻² s⁻¹ at cell centres, row-major: index = row·gridNx + column (row along the width) */
  grid: Float32Array;
  average: number | null;
  maximum: number | null;
  minimum: number | null;
  /** U0 = min/mean (EN 12464-1 practice) */
  uniformityMinAvg: number | null;
  uniformityMinMax: number | null;
  warnings: string[];
}

/** Generalised-Lambertian exponent m = ln 0.5 / ln cos(θ_b/2); θ_b is the full angle at half intensity, 0–180° exclusive (else NaN). */
export function beamExponent(beamDeg: number): number {
  if (!(beamDeg > 0 && beamDeg < 180)) return Number.NaN;
  return Math.log(0.5) / Math.log(Math.cos((beamDeg * Math.PI) / 360));
}

/** How a fixture's falloff is evaluated: exact shortcuts for m = 1 and m = 2 (120° and 90° beams), else exp/log. */
const GENERIC = 0;
const M1 = 1;
const M2 = 2;
type Falloff = typeof GENERIC | typeof M1 | typeof M2;

/**
 * Per-fixture constants. With q = cos²θ = v²/s and s = r² + v² in cm², PPFD = C·q^((m+1)/2)/s where
 * C = P_ref·d_ref²·T_s·e^(−K_d z): I0 = P_ref·d_ref² and 1/d² have the same length unit, so cm cancel.
 */
interface FixtureConst {
  xCm: number;
  yCm: number;
  v2: number;
  kind: Falloff;
  /** M1: C·v²; M2: C·v³; Generic: ln C + ((m+1)/2)·ln v² */
  scale: number;
  /** Generic: (m+3)/2, the power of 1/s */
  power: number;
}

interface Setup {
  lengthCm: number;
  widthCm: number;
  nx: number;
  ny: number;
  fixtures: FixtureConst[];
  warnings: string[];
}

const nonNegative = (v: number) => Number.isFinite(v) && v >= 0;
const validGrid = (n: number) => Number.isInteger(n) && n >= GRID_MIN && n <= GRID_MAX;
const nearInteger = (m: number, k: number) => Math.abs(m - k) < 1e-9;

/** Falloff constants of one fixture for a plane at depth z (cm); null if its figures cannot light anything. */
function fixtureConst(f: FixtureInput, depthCm: number, verticalPerDepth: number, attenuation: number): FixtureConst | null {
  const m = beamExponent(f.beamDeg);
  const v = f.heightCm + depthCm * verticalPerDepth; // paraxial: a source at h + z/n lights the depth-z plane alike
  const v2 = v * v;
  const ok = [f.xCm, f.yCm, f.heightCm].every(Number.isFinite) && f.heightCm >= 0 && v2 > 0 && Number.isFinite(v2);
  if (!ok || !Number.isFinite(m) || !nonNegative(f.ppfdRef) || !(f.dRefCm > 0 && Number.isFinite(f.dRefCm))) return null;
  const c = f.ppfdRef * f.dRefCm ** 2 * attenuation;
  const base = { xCm: f.xCm, yCm: f.yCm, v2, power: (m + 3) / 2 };
  if (nearInteger(m, 1)) return { ...base, kind: M1, scale: c * v2 };
  if (nearInteger(m, 2)) return { ...base, kind: M2, scale: c * v2 * v };
  return { ...base, kind: GENERIC, scale: Math.log(c) + ((m + 1) / 2) * Math.log(v2) }; // c = 0 → −∞ → exp gives 0
}

/** Reads the input with the defaults of methods.md#decisions for absent fields; null when it cannot be computed. */
function resolve(i: ParInput): Setup | null {
  const warnings = ['modelLimitations'];
  const nx = i.gridNx ?? PAR_DEFAULTS.gridNx;
  const ny = i.gridNy ?? PAR_DEFAULTS.gridNy;
  const n = i.nWater ?? PAR_DEFAULTS.nWater;
  const ts = i.surfaceTransmission ?? PAR_DEFAULTS.surfaceTransmission;
  const kd = i.kdPerM ?? PAR_DEFAULTS.kdPerM;
  const refraction = i.refraction ?? PAR_DEFAULTS.refraction;
  const dims = [i.tankLengthCm, i.tankWidthCm].every((d) => Number.isFinite(d) && d > 0);
  if (!dims || !nonNegative(i.depthCm) || !validGrid(nx) || !validGrid(ny) || !(n > 0) || !nonNegative(ts) || !nonNegative(kd)) return null;
  if (refraction === 'none') warnings.push('refractionOff');
  const attenuation = ts * Math.exp((-kd * i.depthCm) / 100); // K_d per m, depth in cm
  const perDepth = refraction === 'none' ? 1 : 1 / n;
  const list = i.fixtures ?? [];
  const fixtures = list.map((f) => fixtureConst(f, i.depthCm, perDepth, attenuation)).filter((f): f is FixtureConst => f !== null);
  if (fixtures.length < list.length) warnings.push('fixtureIgnored');
  if (fixtures.length === 0) warnings.push('noFixtures');
  const outside = (f: FixtureConst) => f.xCm < 0 || f.xCm > i.tankLengthCm || f.yCm < 0 || f.yCm > i.tankWidthCm;
  if (fixtures.some(outside)) warnings.push('fixtureOutsideTank');
  if (list.some((f) => f.type !== undefined && fixturePreset(f.type))) warnings.push('genericPresetFigures');
  return { lengthCm: i.tankLengthCm, widthCm: i.tankWidthCm, nx, ny, fixtures, warnings };
}

/** PPFD of one fixture at squared distance s = r² + v² (cm²): C·(v²/s)^((m+1)/2)/s. */
function fixturePpfd(f: FixtureConst, s: number): number {
  if (f.kind === M1) return f.scale / (s * s);
  if (f.kind === M2) return f.scale / (s * s * Math.sqrt(s));
  return Math.exp(f.scale - f.power * Math.log(s));
}

/** The PPFD sum at one point of a resolved setup; null if not computable. */
function pointPpfd(setup: Setup | null, xCm: number, yCm: number): number | null {
  if (!setup || !Number.isFinite(xCm) || !Number.isFinite(yCm)) return null;
  let sum = 0;
  for (const f of setup.fixtures) sum += fixturePpfd(f, (xCm - f.xCm) ** 2 + (yCm - f.yCm) ** 2 + f.v2);
  return Number.isFinite(sum) ? sum : null;
}

/** PPFD at one point of the plane (µmol m⁻² s⁻¹): Σ_i I0·cos^m θ·cos θ/d²·T_s·e^(−K_d z) (docs/methods.md#par-distribution); null if not computable. */
export function ppfdAt(input: ParInput, xCm: number, yCm: number): number | null {
  return pointPpfd(resolve(input), xCm, yCm);
}

/**
 * `ppfdAt` of one input at many points: the input is read once, not once per point (the table of values and the
 * map's readout ask for up to 169 points per change). Each point's value is `ppfdAt`'s, to the last bit.
 */
export function ppfdSampler(input: ParInput): (xCm: number, yCm: number) => number | null {
  const setup = resolve(input);
  return (xCm, yCm) => pointPpfd(setup, xCm, yCm);
}

// Scratch buffers reused between calls so a recompute allocates only its result grid.
let acc = new Float64Array(0);
let dx2 = new Float64Array(0);

/** Adds one fixture's PPFD to every cell; the loops carry no allocation and one log/exp pair at most per cell. */
function addFixture(f: FixtureConst, s: Setup): void {
  const { nx, ny } = s;
  const cellX = s.lengthCm / nx;
  const cellY = s.widthCm / ny;
  for (let i = 0; i < nx; i++) {
    const dx = (i + 0.5) * cellX - f.xCm;
    dx2[i] = dx * dx;
  }
  const { scale, power } = f;
  for (let j = 0; j < ny; j++) {
    const dy = (j + 0.5) * cellY - f.yCm;
    const rowTerm = dy * dy + f.v2;
    const base = j * nx;
    if (f.kind === M1) {
      for (let i = 0; i < nx; i++) {
        const d2 = dx2[i] + rowTerm;
        acc[base + i] += scale / (d2 * d2);
      }
    } else if (f.kind === M2) {
      for (let i = 0; i < nx; i++) {
        const d2 = dx2[i] + rowTerm;
        acc[base + i] += scale / (d2 * d2 * Math.sqrt(d2));
      }
    } else {
      for (let i = 0; i < nx; i++) acc[base + i] += Math.exp(scale - power * Math.log(dx2[i] + rowTerm));
    }
  }
}

/** Result fields of an input that cannot be computed; the zero-length grid holds nothing to mutate. */
const EMPTY: Omit<ParResult, 'warnings'> = {
  grid: new Float32Array(0),
  average: null,
  maximum: null,
  minimum: null,
  uniformityMinAvg: null,
  uniformityMinMax: null,
};

/** PPFD map on the plane at `depthCm`, summed over fixtures at cell centres, with mean, extremes and uniformity (methods.md#par-distribution). */
export function compute(input: ParInput): ParResult {
  const s = resolve(input);
  if (!s) return { ...EMPTY, warnings: ['modelLimitations', 'invalidInput'] };
  const cells = s.nx * s.ny;
  if (acc.length < cells) acc = new Float64Array(cells);
  if (dx2.length < s.nx) dx2 = new Float64Array(GRID_MAX);
  acc.fill(0, 0, cells);
  for (const f of s.fixtures) addFixture(f, s);
  const grid = new Float32Array(cells);
  let sum = 0;
  let minimum = Infinity;
  let maximum = -Infinity;
  for (let k = 0; k < cells; k++) {
    const p = acc[k];
    grid[k] = p;
    sum += p;
    if (p < minimum) minimum = p;
    if (p > maximum) maximum = p;
  }
  const average = sum / cells;
  const lit = average > 0 && Number.isFinite(average);
  if (!lit && s.fixtures.length > 0) s.warnings.push('noLight');
  const uniformityMinAvg = lit ? minimum / average : null;
  const uniformityMinMax = lit && maximum > 0 ? minimum / maximum : null;
  // A sum beyond float32 range (≈ 3.4e38) puts ±Infinity into the grid: no map, with `notComputable`.
  const result = { grid, average, maximum, minimum, uniformityMinAvg, uniformityMinMax, warnings: s.warnings };
  return finiteOr(result, { ...EMPTY, warnings: s.warnings }, 'notComputable');
}
