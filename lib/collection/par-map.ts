/**
 * A PAR map saved from the PAR calculator to a tank, and the PAR it gives at a coral's placement (docs/collections.md).
 *
 * The map is stored as a `note` entry of the tank: its note says what was saved, its `values` stay empty (as every
 * note's), and `typed.parMap` holds the calculator's inputs as JSON text (what the keeper typed there: tank, water
 * depth, fixtures, model settings). That keeps within the entries' existing checks (a note's values are empty,
 * `typed` is an object of texts of at most 16 KB) and needs no new kind. The grid is not stored: it is recomputed
 * with the calculator's own pure `compute` at the depth of the placement, then read by bilinear interpolation.
 */
import { compute } from '@/lib/calculators/par-distribution/compute';
import { PAR_DEFAULTS } from '@/lib/calculators/par-distribution/schema';
import { screenSchema } from '@/lib/calculators/par-distribution/screen';
import { jsonbTooBig } from '@/lib/log/db-bounds';
import type { LogEntry } from '@/lib/log/model';
import * as z from 'zod/mini';

export const PAR_MAP_KEY = 'parMap';

/** The calculator's inputs in canonical units (cm, µmol m⁻² s⁻¹, m⁻¹), with the water depth (surface to sand bed). */
export type ParMapInput = z.output<typeof screenSchema>;

export interface SavedParMap {
  /** the note entry holding it */
  entryId: string;
  /** when it was saved (the entry's `at`, ISO 8601) */
  at: string;
  input: ParMapInput;
}

/** The `typed` of the note entry that stores a map; null when the inputs are not a valid map or too big to store. */
export function parMapTyped(input: ParMapInput): Record<string, string> | null {
  if (!screenSchema.safeParse(input).success) return null;
  const typed = { [PAR_MAP_KEY]: JSON.stringify(input) };
  return jsonbTooBig(typed) ? null : typed;
}

/** The map an entry stores, or null (not a note, deleted, no map, or text that is not a valid map). */
export function readParMap(e: Pick<LogEntry, 'id' | 'kind' | 'at' | 'typed' | 'deletedAt'>): SavedParMap | null {
  const text = e.kind === 'note' && !e.deletedAt ? e.typed?.[PAR_MAP_KEY] : undefined;
  if (typeof text !== 'string') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = screenSchema.safeParse(raw);
  return parsed.success ? { entryId: e.id, at: e.at, input: parsed.data } : null;
}

/** The tank's newest saved map among its entries, or null. */
export function latestParMap(entries: readonly Pick<LogEntry, 'id' | 'kind' | 'at' | 'typed' | 'deletedAt'>[]): SavedParMap | null {
  let best: SavedParMap | null = null;
  for (const e of entries) {
    if (best && e.at <= best.at) continue;
    const m = readParMap(e);
    if (m) best = m;
  }
  return best;
}

/**
 * Bilinear interpolation in a row-major grid of cell-centre values (index = row·nx + column, rows along the width),
 * over a lengthCm × widthCm footprint. Between the outer cell centres and the walls the edge value holds (no
 * extrapolation). Null for a point outside the footprint or a grid that does not match nx·ny.
 */
export function interpolateGrid(
  grid: ArrayLike<number>,
  nx: number,
  ny: number,
  lengthCm: number,
  widthCm: number,
  xCm: number,
  yCm: number,
): number | null {
  if (grid.length !== nx * ny || nx < 1 || ny < 1 || !(lengthCm > 0) || !(widthCm > 0)) return null;
  if (!(xCm >= 0 && xCm <= lengthCm && yCm >= 0 && yCm <= widthCm)) return null;
  // position in cell-centre coordinates: centre of column i at u = i
  const u = Math.min(nx - 1, Math.max(0, (xCm / lengthCm) * nx - 0.5));
  const v = Math.min(ny - 1, Math.max(0, (yCm / widthCm) * ny - 0.5));
  const i0 = Math.floor(u);
  const j0 = Math.floor(v);
  const i1 = Math.min(nx - 1, i0 + 1);
  const j1 = Math.min(ny - 1, j0 + 1);
  const fu = u - i0;
  const fv = v - j0;
  const at = (i: number, j: number) => grid[j * nx + i];
  const top = at(i0, j0) * (1 - fu) + at(i1, j0) * fu;
  const bottom = at(i0, j1) * (1 - fu) + at(i1, j1) * fu;
  const value = top * (1 - fv) + bottom * fv;
  return Number.isFinite(value) ? value : null;
}

export interface PlacementPoint {
  /** cm from the left wall, along the tank's length */
  xCm: number;
  /** cm from the back wall, along its width */
  yCm: number;
  /** height above the sand bed, cm; null: the map's own plane */
  heightCm: number | null;
}

export type PlacementPar = { ok: true; par: number; depthCm: number } | { ok: false; reason: 'outside' | 'height' | 'notComputable' };

const within = (v: number, lo: number, hi: number) => Number.isFinite(v) && v >= lo && v <= hi;

/**
 * PAR (µmol m⁻² s⁻¹, rounded to a whole number) at a placement, from a saved map: the plane at depth
 * waterDepthCm − heightCm below the surface (the map's own depth when no height is given) is computed with the
 * calculator's grid and read by `interpolateGrid`. Heights from 0 (the sand bed) up to the water depth; the point
 * must lie inside the tank's footprint.
 */
export function parAtPlacement(input: ParMapInput, p: PlacementPoint): PlacementPar {
  if (!within(p.xCm, 0, input.tankLengthCm) || !within(p.yCm, 0, input.tankWidthCm)) return { ok: false, reason: 'outside' };
  if (p.heightCm !== null && !within(p.heightCm, 0, input.waterDepthCm)) return { ok: false, reason: 'height' };
  const depthCm = p.heightCm === null ? input.depthCm : Number((input.waterDepthCm - p.heightCm).toFixed(6));
  const nx = input.gridNx ?? PAR_DEFAULTS.gridNx;
  const ny = input.gridNy ?? PAR_DEFAULTS.gridNy;
  const r = compute({ ...input, depthCm, gridNx: nx, gridNy: ny });
  const v = interpolateGrid(r.grid, nx, ny, input.tankLengthCm, input.tankWidthCm, p.xCm, p.yCm);
  return v === null ? { ok: false, reason: 'notComputable' } : { ok: true, par: Math.round(v), depthCm };
}
