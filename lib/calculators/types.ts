import type * as z from 'zod/mini';

/** What every calculator module exports from its index.ts (docs/methods.md#contract). */
export interface CalculatorModule<S extends z.ZodMiniType, R extends { warnings: string[] }> {
  schema: S;
  defaults: z.input<S>;
  compute: (input: z.output<S>) => R;
}

/** Product presets carry their source and grade so a screen can show them (docs/presets.md). */
/** `assumed-scale`: a maker's figure given at an SG whose scale the maker does not state, read on an assumed one (grade C of docs/presets.md). */
export type PresetGrade =
  'maker' | 'maker-recipe' | 'maker-scaled' | 'assumed-scale' | 'derived' | 'database' | 'retailer' | 'verify' | 'generic';
