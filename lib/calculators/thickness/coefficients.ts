/**
 * Plate coefficients β (stress) and α (deflection), linearly interpolated (docs/methods.md#thickness-glass, methods.md#decisions).
 */

export interface PlateCoefficients {
  beta: number;
  alpha: number;
}

/** Side/front panel ratio = panel length / water height; Stilwell clamps to 0.5–3 (docs/methods.md#thickness-glass). */
export const STILWELL_RATIO_MIN = 0.5;
export const STILWELL_RATIO_MAX = 3;

/** Stilwell / FNZAS table: four edges supported, hydrostatic load (Roark 5th ed. Table 26 case 1d per Stilwell). */
const STILWELL_RATIOS = [0.5, 0.666, 1, 1.5, 2, 2.5, 3];
const STILWELL_BETA = [0.085, 0.1156, 0.16, 0.26, 0.32, 0.35, 0.37];
const STILWELL_ALPHA = [0.003, 0.0085, 0.022, 0.042, 0.056, 0.063, 0.067];

/** Roark 7th ed. Table 11.4 case 1a: uniform load, all edges simply supported; a/b = long/short side. */
const ROARK_1A_RATIOS = [1, 1.2, 1.4, 1.6, 1.8, 2, 3, 4, 5];
const ROARK_1A_BETA = [0.2874, 0.3762, 0.453, 0.5172, 0.5688, 0.6102, 0.7134, 0.741, 0.7476];
const ROARK_1A_ALPHA = [0.0444, 0.0616, 0.077, 0.0906, 0.1017, 0.111, 0.1335, 0.14, 0.1417];
/** Roark's a/b = ∞ column (a plate strip); reached continuously by interpolating on b/a beyond 5. */
const ROARK_1A_INFINITE: PlateCoefficients = { beta: 0.75, alpha: 0.1421 };

/** Piecewise-linear y(x) through the table, held constant outside it. */
export function interpolate(xs: readonly number[], ys: readonly number[], x: number): number {
  if (x <= xs[0]) return ys[0];
  const last = xs.length - 1;
  if (x >= xs[last]) return ys[last];
  let k = 1;
  while (xs[k] < x) k++;
  const f = (x - xs[k - 1]) / (xs[k] - xs[k - 1]);
  return ys[k - 1] + f * (ys[k] - ys[k - 1]);
}

/** Stilwell β, α for a vertical panel, ratio clamped to 0.5–3. */
export function stilwellCoefficients(ratio: number): PlateCoefficients {
  return { beta: interpolate(STILWELL_RATIOS, STILWELL_BETA, ratio), alpha: interpolate(STILWELL_RATIOS, STILWELL_ALPHA, ratio) };
}

/** Roark 1a β, α for a/b ≥ 1; between 5 and ∞ linear in b/a so the strip limit is met smoothly. */
export function roark1aCoefficients(ratio: number): PlateCoefficients {
  const last = ROARK_1A_RATIOS.length - 1;
  if (ratio <= ROARK_1A_RATIOS[last]) {
    return { beta: interpolate(ROARK_1A_RATIOS, ROARK_1A_BETA, ratio), alpha: interpolate(ROARK_1A_RATIOS, ROARK_1A_ALPHA, ratio) };
  }
  const f = 1 - ROARK_1A_RATIOS[last] / ratio; // 0 at a/b = 5, 1 at a/b = ∞
  return {
    beta: ROARK_1A_BETA[last] + f * (ROARK_1A_INFINITE.beta - ROARK_1A_BETA[last]),
    alpha: ROARK_1A_ALPHA[last] + f * (ROARK_1A_INFINITE.alpha - ROARK_1A_ALPHA[last]),
  };
}

/** Standard sheet thicknesses in mm: float glass and common cast acrylic. */
export const STANDARD_SHEETS_MM = {
  glass: [3, 4, 5, 6, 8, 10, 12, 15, 19, 25],
  acrylic: [3, 5, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 50],
} as const;

/** The thinnest standard sheet at or above `thicknessMm`, or null when none is thick enough (or t is not a number). */
export function nearestStandardSheetMm(thicknessMm: number, material: 'glass' | 'acrylic'): number | null {
  if (!Number.isFinite(thicknessMm)) return null;
  return STANDARD_SHEETS_MM[material].find((s) => s >= thicknessMm) ?? null;
}
