import type * as z from 'zod/mini';

/** What every calculator module exports from its index.ts (docs/methods.md#contract). */
export interface CalculatorModule<S extends z.ZodMiniType, R extends { warnings: string[] }> {
  schema: S;
  defaults: z.input<S>;
  compute: (input: z.output<S>) => R;
}

/**
 * What a calculator screen runs (lib/calculators/screens.ts, one per slug): the schema of every input the screen
 * takes (the contract's and the screen's own), its starting inputs for a locale, and a compute that returns every
 * figure the screen shows. Forms only wire it; results components only render its result.
 */
export interface CalculatorScreen<S extends z.ZodMiniType, R extends { warnings: string[] }> {
  schema: S;
  /** starting inputs for a locale; `names` are the locale's row names a screen starts with (running cost) */
  defaults(locale: string, names?: Readonly<Record<string, string>>): z.input<S>;
  // method syntax: the registry (screens.ts) holds screens of every input type under one type
  compute(input: z.output<S>): R;
}

/** Product presets carry their source and grade so a screen can show them (docs/presets.md). */
/** `assumed-scale`: a maker's figure given at an SG whose scale the maker does not state, read on an assumed one (grade C of docs/presets.md). */
export type PresetGrade =
  'maker' | 'maker-recipe' | 'maker-scaled' | 'assumed-scale' | 'derived' | 'database' | 'retailer' | 'verify' | 'generic';
