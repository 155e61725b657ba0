import * as z from 'zod/mini';
import { ERR, num, oneOf, optNum } from '@/lib/calculators/schema-kit';
import { FIXTURE_TYPES, fixturePreset } from './presets';

export const REFRACTION_MODES = ['paraxial', 'none'] as const;
export type RefractionMode = (typeof REFRACTION_MODES)[number];

export const MAX_FIXTURES = 16;
export const GRID_MIN = 2;
export const GRID_MAX = 200;

/** Defaults of the optional fields, applied by `compute` when a field is absent (docs/methods.md#par-distribution, methods.md#decisions). */
export const PAR_DEFAULTS = {
  gridNx: 60,
  gridNy: 30,
  refraction: 'paraxial' as RefractionMode,
  nWater: 1.34,
  surfaceTransmission: 0.98, // normal-incidence Fresnel loss ≈ 2 %
  kdPerM: 0.1, // PAR-average diffuse attenuation, m⁻¹
};

/** One fixture: position over the tank footprint (cm from the left/back corner), height above the water surface. */
export const fixtureSchema = z.object({
  name: z.optional(z.string({ error: ERR.invalidOption }).check(z.maxLength(60, { error: 'textTooLong' }))),
  type: z.optional(oneOf(FIXTURE_TYPES)),
  xCm: num({ min: -1000, max: 2000 }),
  yCm: num({ min: -1000, max: 2000 }),
  heightCm: num({ gt: 0, max: 300 }),
  ppfdRef: num({ min: 0, max: 5000 }), // µmol m⁻² s⁻¹ on axis, in air
  dRefCm: num({ gt: 0, max: 300 }),
  beamDeg: num({ min: 5, max: 170 }), // full angle at half intensity
});
export type FixtureInput = z.output<typeof fixtureSchema>;

/** Inputs in canonical units: cm, µmol m⁻² s⁻¹, m⁻¹. `depthCm` is the depth of the mapped plane below the surface. Plain zod/mini: zod's own `parse`/`safeParse`. */
export const schema = z.object({
  tankLengthCm: num({ gt: 0, max: 1000 }),
  tankWidthCm: num({ gt: 0, max: 1000 }),
  depthCm: num({ min: 0, max: 300 }),
  gridNx: optNum({ int: true, min: GRID_MIN, max: GRID_MAX }),
  gridNy: optNum({ int: true, min: GRID_MIN, max: GRID_MAX }),
  fixtures: z.array(fixtureSchema, { error: ERR.invalidOption }).check(z.maxLength(MAX_FIXTURES, { error: 'tooManyFixtures' })),
  refraction: z.optional(oneOf(REFRACTION_MODES)),
  nWater: optNum({ min: 1, max: 2 }),
  surfaceTransmission: optNum({ min: 0, max: 1 }),
  kdPerM: optNum({ min: 0, max: 10 }),
});

export type ParInput = z.output<typeof schema>;

const puck = fixturePreset('led-puck-90')!;

/** A 90 × 45 cm tank, plane 30 cm deep, two 90° LED pucks 20 cm above the water. */
export const defaults = {
  tankLengthCm: 90,
  tankWidthCm: 45,
  depthCm: 30,
  gridNx: PAR_DEFAULTS.gridNx,
  gridNy: PAR_DEFAULTS.gridNy,
  fixtures: [22.5, 67.5].map((xCm, k) => ({
    name: `LED ${k + 1}`,
    type: puck.id,
    xCm,
    yCm: 22.5,
    heightCm: 20,
    ppfdRef: puck.ppfdRef,
    dRefCm: puck.dRefCm,
    beamDeg: puck.beamDeg,
  })),
  refraction: PAR_DEFAULTS.refraction,
  nWater: PAR_DEFAULTS.nWater,
  surfaceTransmission: PAR_DEFAULTS.surfaceTransmission,
  kdPerM: PAR_DEFAULTS.kdPerM,
} satisfies z.input<typeof schema>;
