import * as z from 'zod/mini';
import type { CalculatorScreen } from '../types';
import { compute, type VolumeResult } from './compute';
import { defaults, schema } from './schema';
import { tankWeight, weightOptionsFromDraft, WEIGHT_SCREEN_DEFAULTS, type TankMaterial, type WeightResult } from './weight';

/**
 * The volume screen adds the weight section's inputs to the contract's (tank material, stand footprint). They are
 * advisory: a stand size that is no positive number hides the weight and names its field (weightOptionsFromDraft),
 * but the water volume stays on screen, so the schema passes them through and compute reads them.
 */
export const screenSchema = z.extend(schema, {
  tankMaterial: z.optional(z.unknown()),
  standLengthCm: z.optional(z.unknown()),
  standWidthCm: z.optional(z.unknown()),
});

/** Every figure the volume screen shows: the contract's result, and the tank's weight and floor load. */
export type VolumeScreenResult = VolumeResult & {
  /** null while a stand size is not usable, or the water is unknown */
  weight: WeightResult | null;
  tankMaterial: TankMaterial;
};

export function computeScreen(input: z.output<typeof screenSchema>): VolumeScreenResult {
  const r = compute(input);
  const { issues, ...opts } = weightOptionsFromDraft(input);
  const weight =
    Object.keys(issues).length > 0
      ? null
      : tankWeight(
          {
            lengthCm: input.lengthCm,
            widthCm: input.widthCm,
            heightCm: input.heightCm,
            glassThicknessMm: input.glassThicknessMm ?? 0,
            ...opts,
          },
          r,
        );
  return { ...r, weight, tankMaterial: opts.material };
}

/** The weight section's inputs are the screen's own (the contract's input is unchanged); listed so a link carries them. */
export const screen = {
  schema: screenSchema,
  defaults: () => ({ ...defaults, ...WEIGHT_SCREEN_DEFAULTS }),
  compute: computeScreen,
} satisfies CalculatorScreen<typeof screenSchema, VolumeScreenResult>;
