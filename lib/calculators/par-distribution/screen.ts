/**
 * What the PAR screen adds around the calculation: the water depth (surface to sand bed), which bounds the depth
 * of the map and sizes the 3D view, and the rule that a fixture keeps its preset type only while its figures are
 * the preset's. `compute` ignores the extra field.
 */
import * as z from 'zod/mini';
import { toNumberOrNaN } from '@/lib/number/input';
import { num } from '@/lib/calculators/schema-kit';
import type { CalculatorScreen } from '../types';
import { compute, type ParResult } from './compute';
import { fixturePreset } from './presets';
import { defaults, schema } from './schema';

/** Water depth of the default 90 × 45 × 45 cm tank, sand bed to surface. */
export const DEFAULT_WATER_DEPTH_CM = 40;

export const screenSchema = z
  .extend(schema, { waterDepthCm: num({ gt: 0, max: 300 }) })
  .check(z.refine((v) => v.depthCm <= v.waterDepthCm, { path: ['depthCm'], message: 'depthBelowSandBed' }));

export const screenDefaults = { ...defaults, waterDepthCm: DEFAULT_WATER_DEPTH_CM };

/** The screen the PAR form runs: the methods.md#contract compute with the screen's schema and defaults. */
export const screen = { schema: screenSchema, defaults: () => screenDefaults, compute } satisfies CalculatorScreen<
  typeof screenSchema,
  ParResult
>;

export const FIGURE_FIELDS = ['ppfdRef', 'dRefCm', 'beamDeg'] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];
type Figures = Partial<Record<FigureField, unknown>>;

/** The three figures of a preset as draft text, or null for `custom` and unknown types. */
export function presetFigures(type: string): Record<FigureField, string> | null {
  const p = fixturePreset(type);
  return p ? { ppfdRef: String(p.ppfdRef), dRefCm: String(p.dRefCm), beamDeg: String(p.beamDeg) } : null;
}

/** A fixture's type after one of its figures was edited: the preset while all three still match it, else `custom`. */
export function typeAfterEdit(type: unknown, figures: Figures): string {
  const p = typeof type === 'string' ? fixturePreset(type) : undefined;
  if (!p) return typeof type === 'string' ? type : 'custom';
  const same = FIGURE_FIELDS.every((f) => toNumberOrNaN(figures[f]) === p[f]);
  return same ? p.id : 'custom';
}
