import { REEF_RANGES } from '@/lib/calculators/dosing/presets';
import { REEF_TARGETS } from '@/lib/calculators/salinity/targets';
import { decimalsFor } from '@/lib/calculators/precision';
import { convertAlkalinity } from '@/lib/units';
import type { LogParameter, TargetRange } from './model';

/* Apart from params.ts: the salinity targets bring the seawater core, needed only by the tank form. */

const round = (v: number, d: number) => Number(v.toFixed(d));

/**
 * Target ranges a new tank starts with, canonical units: the reef ranges of docs/methods.md#dosing (dosing's REEF_RANGES:
 * Ca 380–450, alkalinity 7–11 dKH = 2.50–3.92 meq/L, Mg 1250–1350, NO3 0–0.2, PO4 0–0.03) and salinity 34–36 ppt
 * (docs/methods.md#salinity). Temperature, pH and potassium have no range in docs/methods.md: the keeper adds their own.
 */
export function defaultTargets(): Partial<Record<LogParameter, TargetRange>> {
  const sal = REEF_TARGETS.find((t) => t.id === 'salinity')!;
  const alk = REEF_RANGES.alkalinity;
  return {
    alkalinity: {
      low: round(convertAlkalinity(alk.min, 'meqL', 'dkh'), decimalsFor('alkalinityDkh')),
      high: round(convertAlkalinity(alk.max, 'meqL', 'dkh'), decimalsFor('alkalinityDkh')),
    },
    calcium: { low: REEF_RANGES.calcium.min, high: REEF_RANGES.calcium.max },
    magnesium: { low: REEF_RANGES.magnesium.min, high: REEF_RANGES.magnesium.max },
    nitrate: { low: REEF_RANGES.nitrate.min, high: REEF_RANGES.nitrate.max },
    phosphate: { low: REEF_RANGES.phosphate.min, high: REEF_RANGES.phosphate.max },
    salinity: { low: sal.min, high: sal.max },
  };
}
