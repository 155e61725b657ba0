import * as z from 'zod/mini';
import { bool, num, oneOf, optNum } from '@/lib/calculators/schema-kit';

export const MATERIALS = ['glass', 'acrylic'] as const;
export const ACRYLIC_TYPES = ['cast', 'extruded', 'custom'] as const;
export const TOP_TYPES = ['open', 'braced'] as const;

export type Material = (typeof MATERIALS)[number];
export type AcrylicType = (typeof ACRYLIC_TYPES)[number];
export type TopType = (typeof TOP_TYPES)[number];

/** Defaults of the optional fields, applied by `compute` when a field is absent (docs/methods.md#thickness, methods.md#decisions). */
export const THICKNESS_DEFAULTS = {
  safetyFactor: 3.8, // Stilwell; typical 3.5–4.0
  tensileStrengthNmm2: 19.2, // Stilwell's design bending strength of float glass
  youngsModulusNmm2: 69_000, // float glass
  acrylicType: 'cast' as AcrylicType,
  allowableStressPsi: 1000, // cast sheet (docs/methods.md#thickness-acrylic)
  top: 'braced' as TopType,
  youngsModulusPsi: 400_000, // typical cast PMMA datasheet value (≈ 2.76 GPa)
  panels: { side: true, bottom: true },
};

/** Allowable stress of acrylic in psi by sheet type (docs/methods.md#thickness-acrylic); custom uses the visitor's value. */
export const ACRYLIC_STRESS_PSI: Record<Exclude<AcrylicType, 'custom'>, number> = { cast: 1000, extruded: 850 };

/** Inputs in canonical units: mm, N/mm² (glass), psi (acrylic, as the CYRO formula is stated). Plain zod/mini: zod's own `parse`/`safeParse`. */
export const fields = z.object({
  material: oneOf(MATERIALS),
  lengthMm: num({ gt: 0, max: 10_000 }),
  widthMm: num({ gt: 0, max: 10_000 }),
  waterHeightMm: num({ gt: 0, max: 3_000 }),
  safetyFactor: optNum({ min: 1, max: 20 }),
  tensileStrengthNmm2: optNum({ gt: 0, max: 500 }),
  youngsModulusNmm2: optNum({ min: 1_000, max: 1_000_000 }),
  acrylicType: z.optional(oneOf(ACRYLIC_TYPES)),
  allowableStressPsi: optNum({ gt: 0, max: 50_000 }),
  top: z.optional(oneOf(TOP_TYPES)),
  youngsModulusPsi: optNum({ min: 10_000, max: 10_000_000 }),
  panels: z.optional(z.object({ side: bool(), bottom: bool() })),
});

/** Custom acrylic needs its own allowable stress. */
export const acrylicStressRule = z.superRefine((v: z.output<typeof fields>, ctx) => {
  if (v.material === 'acrylic' && v.acrylicType === 'custom' && v.allowableStressPsi === undefined) {
    ctx.addIssue({ code: 'custom', path: ['allowableStressPsi'], message: 'allowableStressRequired' });
  }
});

export const schema = fields.check(acrylicStressRule);

export type ThicknessInput = z.output<typeof schema>;

/** A 90 cm standard tank (900 × 450 mm) filled to 420 mm, glass with Stilwell's defaults. */
export const defaults = {
  material: 'glass',
  lengthMm: 900,
  widthMm: 450,
  waterHeightMm: 420,
  safetyFactor: THICKNESS_DEFAULTS.safetyFactor,
  tensileStrengthNmm2: THICKNESS_DEFAULTS.tensileStrengthNmm2,
  youngsModulusNmm2: THICKNESS_DEFAULTS.youngsModulusNmm2,
  acrylicType: 'cast',
  allowableStressPsi: THICKNESS_DEFAULTS.allowableStressPsi,
  top: 'braced',
  youngsModulusPsi: THICKNESS_DEFAULTS.youngsModulusPsi,
  panels: { side: true, bottom: true },
} satisfies z.input<typeof schema>;
