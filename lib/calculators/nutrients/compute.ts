import { finiteOr } from '@/lib/calculators/finite';
import type { NutrientsInput } from './schema';

/** Protein ≈ 16 % nitrogen (FAO general factor N × 6.25). */
export const NITROGEN_PER_PROTEIN = 1 / 6.25;
/** NO3/N = 62.004/14.007 and PO4/P = 94.970/30.974 (IUPAC atomic weights, docs/methods.md#conventions). */
export const NITRATE_PER_N = 62.004 / 14.007;
export const PHOSPHATE_PER_P = 94.97 / 30.974;

export interface NutrientsResult {
  nitrogenMg: number | null;
  nitrateMg: number | null;
  phosphorusMg: number | null;
  phosphateMg: number | null;
  /** ppm (mg/L) as NO3 */
  nitrateRisePpm: number | null;
  /** ppm (mg/L) as PO4 */
  phosphateRisePpm: number | null;
  /** ppm as N, for kits that report NO3-N */
  nitrateNRisePpm: number | null;
  /** ppm as P, for kits that report PO4-P */
  phosphatePRisePpm: number | null;
  warnings: string[];
}

type Input = Omit<NutrientsInput, 'conversionFraction'> & { conversionFraction?: number | null };

const inRange = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isFinite(x) && x >= min && x <= max;

const NONE = { nitrogenMg: null, nitrateMg: null, phosphorusMg: null, phosphateMg: null } as const;
const NO_RISE = { nitrateRisePpm: null, phosphateRisePpm: null, nitrateNRisePpm: null, phosphatePRisePpm: null } as const;
/** What the screen shows when a figure overflowed (finite.ts). */
const NO_RESULT: NutrientsResult = { ...NONE, ...NO_RISE, warnings: [] };

/** N = food·1000·protein%·0.16, P = food·1000·P%; NO3 = N·62.004/14.007, PO4 = P·94.970/30.974; rise = mg/V; all × f. */
export function compute(input: Input): NutrientsResult {
  const f = input.conversionFraction ?? 1;
  const ok = inRange(input.foodG, 0, Infinity) && inRange(input.proteinPct, 0, 100) && inRange(input.phosphorusPct, 0, 100);
  if (!ok || !inRange(f, 0, 1)) return { ...NONE, ...NO_RISE, warnings: ['invalidInput'] };
  const nitrogenMg = input.foodG * 1000 * (input.proteinPct / 100) * NITROGEN_PER_PROTEIN * f;
  const phosphorusMg = input.foodG * 1000 * (input.phosphorusPct / 100) * f;
  const mg = { nitrogenMg, nitrateMg: nitrogenMg * NITRATE_PER_N, phosphorusMg, phosphateMg: phosphorusMg * PHOSPHATE_PER_P };
  const V = input.volumeL;
  if (!inRange(V, 0, Infinity) || V === 0) return finiteOr({ ...mg, ...NO_RISE, warnings: ['invalidVolume'] }, NO_RESULT);
  return finiteOr(
    {
      ...mg,
      nitrateRisePpm: mg.nitrateMg / V,
      phosphateRisePpm: mg.phosphateMg / V,
      nitrateNRisePpm: nitrogenMg / V,
      phosphatePRisePpm: phosphorusMg / V,
      warnings: [],
    },
    NO_RESULT,
  );
}
