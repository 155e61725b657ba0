import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LITERS_PER_US_GALLON } from '@/lib/units';
import { compute, defaults, schema, type VolumeResult } from './index';

const allFinite = (r: object) => Object.values(r).every((v) => typeof v !== 'number' || Number.isFinite(v));
const volumeFields = (r: VolumeResult) => Object.entries(r).filter(([k]) => k !== 'warnings') as [string, number | null][];
const LB = 0.45359237; // kg per lb, exact

/**
 * Hand-worked case (docs/methods.md#volume): 90×45×45 cm external, 8 mm glass, water 40 cm above the inside bottom,
 * 3 cm medium sand (φ 0.39), 14 kg rock, sump 60×30×20 cm, equipment 2 %.
 *   Li = 90 − 1.6 = 88.4, Wi = 45 − 1.6 = 43.4, Hi = 45 − 0.8 = 44.2; area = 3836.56 cm²
 *   gross = 3836.56·44.2 = 169.575952 L; column = 3836.56·40 = 153.4624 L
 *   sand bulk = 3836.56·3 = 11.50968 L, displaced ·0.61 = 7.0209048 L; rock = 14/2.8 = 5 L
 *   net = 153.4624 − 7.0209048 − 5 = 141.4414952 L; sump = 36 L
 *   equipment = 177.4414952·0.02 = 3.548829904 L; total = 173.892665296 L
 */
const worked = {
  lengthCm: 90,
  widthCm: 45,
  heightCm: 45,
  glassThicknessMm: 8,
  waterLevelCm: 40,
  sandHeightCm: 3,
  sandGrain: 'medium',
  liveRockKg: 14,
  sump: { lengthCm: 60, widthCm: 30, waterLevelCm: 20 },
  equipmentPct: 2,
} as const;

describe('volume: worked values of docs/methods.md#volume', () => {
  it.each([
    ['innerLengthCm', 88.4],
    ['innerWidthCm', 43.4],
    ['innerHeightCm', 44.2],
    ['grossVolumeL', 169.575952],
    ['waterColumnL', 153.4624],
    ['sandBulkL', 11.50968],
    ['sandDisplacementL', 7.0209048],
    ['rockDisplacementL', 5],
    ['displayNetL', 141.4414952],
    ['sumpWaterL', 36],
    ['equipmentDisplacementL', 3.548829904],
    ['totalWaterL', 173.892665296],
    ['totalWaterUsGal', 173.892665296 / 3.785411784], // methods.md#conventions: 1 US gal = 3.785411784 L
    ['waterMassKg', 173.892665296 * 1.0234], // methods.md#volume: mass ≈ L·1.0234 kg
  ] as const)('hand-worked 90 cm tank with sump: %s = %s', (field, expected) => {
    const r = compute(worked);
    expect(r[field]).toBeCloseTo(expected, 9);
    expect(r.warnings).toEqual([]);
  });

  it.each([
    // methods.md#volume: Holmes-Farley, 120 lb of rock is about 19 L of solid (120·0.4536/2.8 = 19.44 L)
    [{ liveRockKg: 120 * LB }, 19.44, 2],
    // methods.md#volume: bulk volume with φ_rock 0.5 → 20 L of rock displaces 10 L
    [{ liveRockL: 20 }, 10, 12],
    [{}, 0, 12],
  ])('rock %o displaces %s L', (rock, litres, digits) => {
    const r = compute({ lengthCm: 120, widthCm: 45, heightCm: 45, ...rock });
    expect(r.rockDisplacementL).toBeCloseTo(litres, digits);
  });

  it.each([
    // methods.md#volume porosities: fine 0.43, medium 0.39, coarse 0.34; 100×50 internal, 10 cm sand = 50 L bulk
    ['fine', 50 * 0.57],
    ['medium', 50 * 0.61],
    ['coarse', 50 * 0.66],
  ] as const)('%s sand of 50 L bulk displaces %s L', (sandGrain, litres) => {
    const r = compute({ lengthCm: 100, widthCm: 50, heightCm: 50, sandHeightCm: 10, sandGrain });
    expect(r.sandDisplacementL).toBeCloseTo(litres, 12);
  });

  it('reads the glass in mm, not cm: 10 mm takes 2 cm off length and width and 1 cm off the height', () => {
    const r = compute({ lengthCm: 60, widthCm: 30, heightCm: 36, glassThicknessMm: 10 });
    expect([r.innerLengthCm, r.innerWidthCm, r.innerHeightCm]).toEqual([58, 28, 35]);
    expect(r.grossVolumeL).toBeCloseTo((58 * 28 * 35) / 1000, 12);
    expect(r.waterColumnL).toBe(r.grossVolumeL); // no level given: filled to the inner top
  });

  it('treats the dimensions as internal when there is no glass thickness, and imperial tanks match', () => {
    const r = compute({ lengthCm: 48 * 2.54, widthCm: 13 * 2.54, heightCm: 16 * 2.54 }); // the "40 breeder"-like 48×13×16 in
    expect(r.totalWaterUsGal).toBeCloseTo((48 * 13 * 16) / 231, 9); // 1 US gal = 231 in³
    expect(r.totalWaterL! / LITERS_PER_US_GALLON).toBeCloseTo(r.totalWaterUsGal!, 12);
  });

  it('clamps a water level above the inner height and warns', () => {
    const r = compute({ lengthCm: 60, widthCm: 30, heightCm: 36, glassThicknessMm: 6, waterLevelCm: 50 });
    expect(r.waterColumnL).toBeCloseTo(r.grossVolumeL!, 12);
    expect(r.warnings).toContain('waterLevelClamped');
  });

  it.each([
    [{ glassThicknessMm: 150 }, 'glassTooThick'], // 15 cm glass on a 30 cm wide tank
    [{ lengthCm: 2, glassThicknessMm: 10 }, 'glassTooThick'], // exactly half the length: nothing inside
    [{ sandHeightCm: 25, waterLevelCm: 20 }, 'sandAboveWater'],
    [{ liveRockKg: 500 }, 'displacementExceedsWater'],
    [{ liveRockL: 1000 }, 'displacementExceedsWater'],
    [{ sump: { lengthCm: 50, widthCm: 30 } }, 'sumpIncomplete'],
    [{ lengthCm: -60 }, 'invalidDimensions'],
    [{ waterLevelCm: Number.NaN }, 'invalidDimensions'],
    [{ equipmentPct: 150 }, 'invalidDimensions'],
  ])('impossible case %o: null total and %s', (patch, warning) => {
    const r = compute({ lengthCm: 60, widthCm: 30, heightCm: 36, glassThicknessMm: 6, ...patch });
    expect(r.totalWaterL).toBeNull();
    expect(r.totalWaterUsGal).toBeNull();
    expect(r.waterMassKg).toBeNull();
    expect(r.warnings).toContain(warning);
    for (const [, v] of volumeFields(r)) if (v !== null) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('prefers the rock mass when both mass and bulk volume are given, and says so', () => {
    const r = compute({ lengthCm: 120, widthCm: 45, heightCm: 45, liveRockKg: 28, liveRockL: 100 });
    expect(r.rockDisplacementL).toBeCloseTo(10, 12);
    expect(r.warnings).toContain('liveRockBothGiven');
  });

  it('counts no sump as 0 L, whether absent, null or empty', () => {
    for (const sump of [undefined, null, {}]) {
      const r = compute({ lengthCm: 60, widthCm: 30, heightCm: 36, sump });
      expect(r.sumpWaterL).toBe(0);
      expect(r.totalWaterL).toBeCloseTo(64.8, 12);
    }
  });
});

describe('volume: schema', () => {
  it('accepts the defaults, which compute cleanly', () => {
    const r = compute(schema.parse(defaults));
    expect(r.warnings).toEqual([]);
    expect(r.totalWaterL).toBeGreaterThan(0);
  });

  it('reads full-width digits', () => {
    expect(schema.parse({ lengthCm: '９０', widthCm: '４５', heightCm: '４５', glassThicknessMm: '８' })).toMatchObject({
      lengthCm: 90,
      widthCm: 45,
      heightCm: 45,
      glassThicknessMm: 8,
      sandGrain: 'medium',
    });
  });

  it.each([
    [{ lengthCm: 0 }, ['lengthCm'], 'tooSmall'],
    [{ heightCm: '' }, ['heightCm'], 'required'],
    [{ widthCm: '45cm' }, ['widthCm'], 'notNumber'],
    [{ glassThicknessMm: 150 }, ['glassThicknessMm'], 'tooLarge'],
    [{ equipmentPct: 101 }, ['equipmentPct'], 'tooLarge'],
    [{ sandGrain: 'gravel' }, ['sandGrain'], 'invalidOption'],
    [{ sump: { lengthCm: 60, widthCm: 30 } }, ['sump'], 'sumpIncomplete'],
    [{ sump: { waterLevelCm: 20 } }, ['sump'], 'sumpIncomplete'],
    [{ sump: { lengthCm: 0, widthCm: 30, waterLevelCm: 20 } }, ['sump', 'lengthCm'], 'tooSmall'],
  ])('rejects %o at %j with %s', (patch, path, key) => {
    const res = schema.safeParse({ ...defaults, ...patch });
    expect(res.success).toBe(false);
    expect(res.error!.issues).toContainEqual(expect.objectContaining({ path, message: key }));
  });

  it('accepts a sump with all three fields, or none', () => {
    expect(schema.safeParse({ ...defaults, sump: { lengthCm: '６０', widthCm: 30, waterLevelCm: 20 } }).success).toBe(true);
    expect(schema.safeParse({ ...defaults, sump: { lengthCm: '', widthCm: '', waterLevelCm: '' } }).success).toBe(true);
    expect(schema.safeParse({ ...defaults, sump: null }).success).toBe(true);
  });
});

describe('volume: properties', () => {
  const d = (min: number, max: number) => fc.double({ min, max, noNaN: true });
  const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const raw = fc.record({
    lengthCm: d(-1, 2100),
    widthCm: d(-1, 2100),
    heightCm: d(-1, 1100),
    glassThicknessMm: opt(d(-1, 110)),
    waterLevelCm: opt(d(-1, 1100)),
    sandHeightCm: opt(d(-1, 210)),
    sandGrain: fc.constantFrom('fine', 'medium', 'coarse'),
    liveRockL: opt(d(-1, 1e5)),
    liveRockKg: opt(d(-1, 1e5)),
    sump: opt(fc.record({ lengthCm: opt(d(-1, 300)), widthCm: opt(d(-1, 300)), waterLevelCm: opt(d(-1, 100)) })),
    equipmentPct: opt(d(-1, 101)),
  });

  it('returns finite, non-negative volumes (or null with a warning) for every input the schema accepts', () => {
    fc.assert(
      fc.property(raw, (input) => {
        const parsed = schema.safeParse(input);
        if (!parsed.success) return;
        const r = compute(parsed.data);
        expect(allFinite(r)).toBe(true);
        for (const [, v] of volumeFields(r)) if (v !== null) expect(v).toBeGreaterThanOrEqual(0);
        if (volumeFields(r).some(([, v]) => v === null)) expect(r.warnings.length).toBeGreaterThan(0);
        if (r.totalWaterL !== null) expect(r.totalWaterL).toBeLessThanOrEqual(r.waterColumnL! + r.sumpWaterL! + 1e-9);
      }),
      { numRuns: 1000 },
    );
  });

  it('never returns NaN or ±Infinity even without the schema', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), fc.double(), fc.double(), (lengthCm, widthCm, heightCm, t, rock) => {
        const r = compute({ lengthCm, widthCm, heightCm, glassThicknessMm: t, liveRockKg: rock, sandHeightCm: t, waterLevelCm: heightCm });
        expect(allFinite(r)).toBe(true);
      }),
    );
  });

  it('more water raises the total; more rock lowers it', () => {
    fc.assert(
      fc.property(d(30, 300), d(20, 100), d(40, 80), d(1, 30), d(0, 20), (lengthCm, widthCm, heightCm, levelCm, rockKg) => {
        // level + 5 cm stays below the inner height (≥ 39.4 cm), so nothing is clamped
        const i = { lengthCm, widthCm, heightCm, glassThicknessMm: 6, sandHeightCm: 0.5, liveRockKg: rockKg, equipmentPct: 3 };
        const low = compute({ ...i, waterLevelCm: levelCm });
        const high = compute({ ...i, waterLevelCm: levelCm + 5 });
        const rockier = compute({ ...i, waterLevelCm: levelCm + 5, liveRockKg: rockKg + 1 });
        if (low.totalWaterL === null || rockier.totalWaterL === null) return;
        expect(high.totalWaterL!).toBeGreaterThan(low.totalWaterL);
        expect(rockier.totalWaterL).toBeLessThan(high.totalWaterL!);
      }),
    );
  });
});
