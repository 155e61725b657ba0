import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamExponent, compute, defaults, FIXTURE_PRESETS, ppfdAt, ppfdSampler, schema, type FixtureInput, type ParInput } from './index';

const fixture = (o: Partial<FixtureInput> = {}): FixtureInput => ({
  xCm: 5,
  yCm: 5,
  heightCm: 20,
  ppfdRef: 300,
  dRefCm: 30,
  beamDeg: 90,
  ...o,
});
/** One fixture, no surface loss and no absorption, so only geometry and refraction remain. */
const bare = (o: Partial<ParInput> = {}): ParInput => ({
  tankLengthCm: 10,
  tankWidthCm: 10,
  depthCm: 30,
  fixtures: [fixture()],
  surfaceTransmission: 1,
  kdPerM: 0,
  ...o,
});

describe('beam exponent m = ln 0.5 / ln cos(θ_b/2) (docs/methods.md#par-distribution)', () => {
  it.each([
    [120, 1], // methods.md#par-distribution: Lambertian
    [90, 2], // methods.md#par-distribution
    [60, 4.82], // methods.md#par-distribution
  ])('%i° → m %f', (beamDeg, m) => {
    expect(beamExponent(beamDeg)).toBeCloseTo(m, 2);
  });

  it.each([0, 180, -10, Number.NaN])('%f° is outside 0–180° → NaN', (beamDeg) => {
    expect(beamExponent(beamDeg)).toBeNaN();
  });
});

describe('PPFD model (docs/methods.md#par-distribution)', () => {
  const paraxial = ppfdAt(bare(), 5, 5)!;
  const none = ppfdAt(bare({ refraction: 'none' }), 5, 5)!;
  it.each([
    // methods.md#par-distribution: h 20 cm, z 30 cm on axis → 150 (paraxial, source at h + z/n) instead of 108 (no refraction); 300 µmol at 30 cm
    ['paraxial on axis ≈ 150 (methods.md#par-distribution)', paraxial, 150.27, 2],
    ['no refraction on axis = 108 (methods.md#par-distribution)', none, 108, 9],
    ['ratio +39 % (methods.md#par-distribution)', paraxial / none, 150 / 108, 2],
    // methods.md#par-distribution: T_s = 0.98 from the normal-incidence Fresnel loss ((n−1)/(n+1))² ≈ 2 %
    ['T_s scales linearly (methods.md#par-distribution)', ppfdAt(bare({ surfaceTransmission: 0.98 }), 5, 5)! / paraxial, 0.98, 12],
    // methods.md#par-distribution: K_d 0.1 m⁻¹ over 50 cm costs e^(−0.05) ≈ 4.9 % (≤ 10 %)
    [
      'K_d 0.1 m⁻¹ at 50 cm → e^(−0.05) (methods.md#par-distribution)',
      ppfdAt(bare({ kdPerM: 0.1, depthCm: 50 }), 5, 5)! / ppfdAt(bare({ depthCm: 50 }), 5, 5)!,
      Math.exp(-0.05),
      12,
    ],
    // I0 = P_ref·d_ref²: at the reference distance in air (z = 0, h = d_ref) the axis reads P_ref
    ['P_ref back at d_ref in air', ppfdAt(bare({ depthCm: 0, fixtures: [fixture({ heightCm: 30 })] }), 5, 5)!, 300, 9],
  ])('%s', (_label, actual, expected, digits) => {
    expect(actual).toBeCloseTo(expected, digits);
  });

  it('off axis follows cos^m θ·cos θ/d²: 60° beam, r = 10 cm, v = 20 cm', () => {
    const m = beamExponent(60);
    const d = Math.hypot(10, 20);
    const expected = (300 * 30 ** 2 * (20 / d) ** (m + 1)) / d ** 2;
    const p = ppfdAt(bare({ depthCm: 0, fixtures: [fixture({ beamDeg: 60 })] }), 15, 5)!;
    expect(p).toBeCloseTo(expected, 9);
  });

  it('the m = 1 and m = 2 shortcuts agree with the general exp/log path', () => {
    for (const beamDeg of [120, 90]) {
      const exact = ppfdAt(bare({ fixtures: [fixture({ beamDeg })] }), 12, 3)!;
      const general = ppfdAt(bare({ fixtures: [fixture({ beamDeg: beamDeg + 1e-7 })] }), 12, 3)!;
      expect(exact / general).toBeCloseTo(1, 6);
    }
  });
});

describe('grid and statistics (docs/methods.md#par-distribution, methods.md#contract)', () => {
  // 120° (m = 1), no refraction, z = 0, h = 10, P_ref 100 at 10 cm: PPFD = 1e4·10²/s², s = r² + 10²
  const lambertian: ParInput = {
    tankLengthCm: 40,
    tankWidthCm: 20,
    depthCm: 0,
    gridNx: 2,
    gridNy: 2,
    fixtures: [fixture({ xCm: 10, yCm: 10, heightCm: 10, ppfdRef: 100, dRefCm: 10, beamDeg: 120 })],
    refraction: 'none',
    surfaceTransmission: 1,
    kdPerM: 0,
  };
  const r = compute(lambertian);
  const far = 1e6 / 525 ** 2; // cells at x = 30: s = 20² + 5² + 10² = 525
  it.each([
    // hand-computed: near cells 1e6/125² = 64, far cells 3.6281; U0 = min/mean (EN 12464-1)
    ['maximum', r.maximum, 64],
    ['minimum', r.minimum, far],
    ['average', r.average, (128 + 2 * far) / 4],
    ['uniformity min/avg', r.uniformityMinAvg, far / ((128 + 2 * far) / 4)],
    ['uniformity min/max', r.uniformityMinMax, far / 64],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 6);
  });

  it('is row-major ny × nx at cell centres', () => {
    expect(r.grid).toBeInstanceOf(Float32Array);
    expect(Array.from(r.grid)).toEqual([64, far, 64, far].map(Math.fround));
    const wide = compute({ ...lambertian, gridNx: 4, gridNy: 3 });
    expect(wide.grid.length).toBe(12);
    expect(wide.grid[1 * 4 + 2]).toBeCloseTo(ppfdAt(lambertian, 25, 10)!, 3); // row 1 (y = 10), column 2 (x = 25)
  });

  it('zero fixtures give a zero grid, null uniformity and a warning', () => {
    const z = compute({ ...lambertian, fixtures: [] });
    expect(Array.from(z.grid).every((v) => v === 0)).toBe(true);
    expect(z).toMatchObject({ average: 0, maximum: 0, minimum: 0, uniformityMinAvg: null, uniformityMinMax: null });
    expect(z.warnings).toContain('noFixtures');
  });

  it('applies the methods.md#decisions defaults for absent optional fields', () => {
    const full = schema.parse(defaults);
    const { gridNx: _nx, gridNy: _ny, refraction: _r, nWater: _n, surfaceTransmission: _t, kdPerM: _k, ...partial } = full;
    expect(compute(partial)).toEqual(compute(full));
  });

  it.each([
    ['no refraction', 'refractionOff', { refraction: 'none' as const }],
    ['a fixture over the edge', 'fixtureOutsideTank', { fixtures: [fixture({ xCm: 50 })] }],
    ['a preset type', 'genericPresetFigures', { fixtures: [fixture({ type: 'led-puck-90' })] }],
    ['a 180° beam (no schema)', 'fixtureIgnored', { fixtures: [fixture({ beamDeg: 180 })] }],
    ['no light at all', 'noLight', { fixtures: [fixture({ ppfdRef: 0 })] }],
    ['zero tank length (no schema)', 'invalidInput', { tankLengthCm: 0 }],
    ['a grid of 1 (no schema)', 'invalidInput', { gridNx: 1 }],
    ['a fixture 1e-300 cm over the plane (no schema)', 'fixtureIgnored', { depthCm: 0, fixtures: [fixture({ heightCm: 1e-300 })] }],
    ['PPFD beyond float32 range (no schema)', 'notComputable', { fixtures: [fixture({ ppfdRef: 1e300 })] }],
  ])('%s → %s', (_label, key, patch) => {
    expect(compute({ ...lambertian, ...patch }).warnings).toContain(key);
  });

  it('always notes the model limits', () => {
    expect(compute(schema.parse(defaults)).warnings).toContain('modelLimitations');
  });
});

describe('schema', () => {
  it('accepts the defaults and the presets', () => {
    expect(schema.safeParse(defaults).success).toBe(true);
    expect(FIXTURE_PRESETS.every((p) => p.grade === 'generic')).toBe(true);
  });

  it.each([
    ['gridNx 201', 'tooLarge', { gridNx: 201 }],
    ['gridNx 1', 'tooSmall', { gridNx: 1 }],
    ['gridNy 10.5', 'notInteger', { gridNy: 10.5 }],
    ['17 fixtures', 'tooManyFixtures', { fixtures: Array.from({ length: 17 }, () => fixture()) }],
    ['a 61-character name', 'textTooLong', { fixtures: [fixture({ name: 'x'.repeat(61) })] }],
    ['refraction "exact"', 'invalidOption', { refraction: 'exact' }],
  ])('%s → %s', (_label, key, patch) => {
    const parsed = schema.safeParse({ ...defaults, ...patch });
    expect(parsed.error?.issues[0].message).toBe(key);
  });
});

describe('properties', () => {
  const fixtureArb = fc.record({
    xCm: fc.double({ min: -1000, max: 2000, noNaN: true }),
    yCm: fc.double({ min: -1000, max: 2000, noNaN: true }),
    heightCm: fc.double({ min: 1e-3, max: 300, noNaN: true }),
    ppfdRef: fc.double({ min: 0, max: 5000, noNaN: true }),
    dRefCm: fc.double({ min: 1e-3, max: 300, noNaN: true }),
    beamDeg: fc.double({ min: 5, max: 170, noNaN: true }),
  });
  const inputArb = fc.record({
    tankLengthCm: fc.double({ min: 1e-3, max: 1000, noNaN: true }),
    tankWidthCm: fc.double({ min: 1e-3, max: 1000, noNaN: true }),
    depthCm: fc.double({ min: 0, max: 300, noNaN: true }),
    gridNx: fc.integer({ min: 2, max: 24 }),
    gridNy: fc.integer({ min: 2, max: 24 }),
    fixtures: fc.array(fixtureArb, { maxLength: 16 }),
    refraction: fc.constantFrom('paraxial', 'none'),
    nWater: fc.double({ min: 1, max: 2, noNaN: true }),
    surfaceTransmission: fc.double({ min: 0, max: 1, noNaN: true }),
    kdPerM: fc.double({ min: 0, max: 10, noNaN: true }),
  });

  it('every input the schema accepts gives finite numbers, or null with a warning', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expect(r.grid.every(Number.isFinite)).toBe(true);
        for (const v of [r.average, r.maximum, r.minimum, r.uniformityMinAvg, r.uniformityMinMax]) {
          if (v === null) expect(r.warnings.some((w) => ['noFixtures', 'noLight', 'notComputable'].includes(w))).toBe(true);
          else expect(Number.isFinite(v)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a higher fixture gives less PPFD on its axis', () => {
    fc.assert(
      fc.property(
        fixtureArb,
        fc.double({ min: 1.001, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (f, k, depthCm) => {
          fc.pre(f.ppfdRef >= 1 && f.dRefCm >= 1); // below that the value underflows to 0 at both heights
          const at = (heightCm: number) => ppfdAt(bare({ depthCm, fixtures: [{ ...f, heightCm }] }), f.xCm, f.yCm)!;
          expect(at(f.heightCm * k)).toBeLessThan(at(f.heightCm));
        },
      ),
    );
  });

  it('ppfdAt agrees with the grid at every cell centre', () => {
    fc.assert(
      fc.property(inputArb, (raw) => {
        const input = schema.parse({ ...raw, fixtures: raw.fixtures.slice(0, 4) });
        const r = compute(input);
        const nx = input.gridNx!;
        const ny = input.gridNy!;
        for (let j = 0; j < ny; j += Math.max(1, ny >> 2)) {
          for (let i = 0; i < nx; i += Math.max(1, nx >> 2)) {
            const p = ppfdAt(input, ((i + 0.5) * input.tankLengthCm) / nx, ((j + 0.5) * input.tankWidthCm) / ny)!;
            const g = r.grid[j * nx + i];
            expect(Math.abs(g - p)).toBeLessThanOrEqual(1e-6 * Math.max(1e-30, Math.abs(p)) + 1e-37);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ppfdSampler gives ppfdAt to the last bit, at any point and for any input', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.tuple(fc.double({ min: -2000, max: 3000 }), fc.double({ min: -2000, max: 3000 })), { maxLength: 8 }),
        (raw, points) => {
          const input = schema.parse({ ...raw, fixtures: raw.fixtures.slice(0, 4) });
          const at = ppfdSampler(input);
          for (const [x, y] of points) expect(at(x, y)).toBe(ppfdAt(input, x, y));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('ppfdSampler of an input that cannot be computed gives null everywhere', () => {
    const at = ppfdSampler(bare({ tankLengthCm: -1 }));
    expect(at(5, 5)).toBeNull();
    expect(ppfdSampler(bare())(Number.NaN, 5)).toBeNull();
    expect(ppfdSampler(bare())(5, 5)).toBe(ppfdAt(bare(), 5, 5));
  });
});
