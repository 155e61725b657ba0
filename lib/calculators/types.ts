import type * as z from 'zod/mini';

/** What every calculator module exports from its index.ts (docs/methods.md#contract). */
export interface CalculatorModule<S extends z.ZodMiniType, R extends { warnings: string[] }> {
  schema: S;
  defaults: z.input<S>;
  compute: (input: z.output<S>) => R;
}

/** Product presets carry their source and grade so a screen can show them (docs/presets.md). */
export type PresetGrade = 'maker' | 'maker-recipe' | 'maker-scaled' | 'derived' | 'database' | 'retailer' | 'verify' | 'generic';
