import * as z from 'zod/mini';
import { num, oneOf, optNum } from '@/lib/calculators/schema-kit';
import { ALKALINITY_UNITS } from '@/lib/units';
import { DILUTION_PARAMETERS, inParameterUnit, PARAMETER_MAX } from './presets';

export const DILUTION_MODES = ['requiredVolume', 'resultingLevel'] as const;
export { ALKALINITY_UNITS } from '@/lib/units';

const LEVEL_FIELDS = ['current', 'target', 'newWater'] as const;

/**
 * Dilution / water-change input (docs/methods.md#dilution, methods.md#contract). Levels share one unit (ppt, dKH/meq/L/ppm, mg/L).
 * `target` is needed by requiredVolume, `changeVolumeL` (≤ tankVolumeL) by resultingLevel.
 * Optional `tankSalinity`/`newWaterSalinity` (ppt) enable the salinity-difference warning for other parameters.
 * Plain zod/mini: check it with zod's own `parse`/`safeParse` (methods.md#contract).
 */
export const schema = z
  .object({
    mode: oneOf(DILUTION_MODES),
    parameter: oneOf(DILUTION_PARAMETERS),
    alkalinityUnit: z.optional(oneOf(ALKALINITY_UNITS)),
    tankVolumeL: num({ gt: 0, max: 100_000 }),
    current: num({ min: 0 }),
    target: optNum({ min: 0 }),
    newWater: num({ min: 0 }),
    changeVolumeL: optNum({ min: 0, max: 100_000 }),
    tankSalinity: optNum({ min: 0, max: 42 }),
    newWaterSalinity: optNum({ min: 0, max: 42 }),
  })
  .check(
    z.superRefine((v, ctx) => {
      const max = inParameterUnit(PARAMETER_MAX[v.parameter], v.parameter, v.alkalinityUnit);
      for (const field of LEVEL_FIELDS) {
        const level = v[field];
        if (level === undefined || level <= max) continue;
        const message = v.parameter === 'salinity' ? 'salinityOutOfRange' : 'tooLarge';
        ctx.addIssue({ code: 'too_big', origin: 'number', maximum: max, inclusive: true, input: level, path: [field], message });
      }
      if (v.mode === 'requiredVolume' && v.target === undefined) {
        ctx.addIssue({ code: 'custom', input: v.target, path: ['target'], message: 'required' });
      }
      if (v.mode === 'resultingLevel' && v.changeVolumeL === undefined) {
        ctx.addIssue({ code: 'custom', input: v.changeVolumeL, path: ['changeVolumeL'], message: 'required' });
      }
      if (v.changeVolumeL !== undefined && v.changeVolumeL > v.tankVolumeL) {
        ctx.addIssue({ code: 'custom', input: v.changeVolumeL, path: ['changeVolumeL'], message: 'changeExceedsTank' });
      }
    }),
  );

export type DilutionInput = z.output<typeof schema>;

/** A 200 L system with nitrate at 20 mg/L, brought to 16 mg/L with nitrate-free new water (a 20 % change). */
export const defaults = {
  mode: 'requiredVolume',
  parameter: 'nitrate',
  tankVolumeL: 200,
  current: 20,
  target: 16,
  newWater: 0,
  changeVolumeL: 40,
} satisfies z.input<typeof schema>;
