import { REEF_RANGES } from '@/lib/calculators/dosing/presets';
import { NITRATE_PER_N, PHOSPHATE_PER_P } from '@/lib/calculators/nutrients/compute';
import { REEF_TARGETS } from '@/lib/calculators/salinity/targets';
import type { SgConvention } from '@/lib/seawater';
import { convertAlkalinity, type AlkalinityUnit } from '@/lib/units';
import { CANONICAL_LOG_UNIT, type LogParameter, type TargetRange } from './model';

/**
 * Units a keeper may type each parameter in, and their conversion to the log's canonical units (model.ts).
 * Japanese keepers write KH in 度 (= dKH), nitrate as NO3 or NO3-N, phosphate as PO4 or PO4-P (japan.md §5).
 */
export type NitrateUnit = 'no3' | 'no3n';
export type PhosphateUnit = 'po4' | 'po4p';
export const NITRATE_UNITS = ['no3', 'no3n'] as const;
export const PHOSPHATE_UNITS = ['po4', 'po4p'] as const;

/** Canonical bounds of a stored value (the database's check constraints are wider: a slip is refused here first). */
export const VALUE_BOUNDS: Record<LogParameter, { min: number; max: number }> = {
  alkalinity: { min: 0, max: 50 }, // dKH
  calcium: { min: 0, max: 2000 },
  magnesium: { min: 0, max: 5000 },
  nitrate: { min: 0, max: 1000 },
  phosphate: { min: 0, max: 100 },
  salinity: { min: 0, max: 42 }, // SP 0–42, docs/methods.md#salinity
  temperature: { min: 0, max: 40 }, // the seawater formulas' range, docs/methods.md#salinity
  ph: { min: 0, max: 14 },
  potassium: { min: 0, max: 2000 },
};

export const alkalinityToDkh = (value: number, unit: AlkalinityUnit) => convertAlkalinity(value, unit, 'dkh');
export const dkhToAlkalinity = (dkh: number, unit: AlkalinityUnit) => convertAlkalinity(dkh, 'dkh', unit);
/** NO3-N × 4.4266 = NO3 (62.004/14.007). */
export const nitrateToNo3 = (value: number, unit: NitrateUnit) => (unit === 'no3n' ? value * NITRATE_PER_N : value);
/** PO4-P × 3.0662 = PO4 (94.970/30.974). */
export const phosphateToPo4 = (value: number, unit: PhosphateUnit) => (unit === 'po4p' ? value * PHOSPHATE_PER_P : value);

/** The SG convention a locale means by "specific gravity": 25 °C/4 °C in Japan (比重), 25/25 elsewhere (docs/methods.md#decisions). */
export const sgConventionFor = (locale: string): SgConvention => (locale === 'ja' ? '25/4' : '25/25');

/** Decimals a value of each parameter is shown with (canonical unit; alkalinity per unit). */
export const DISPLAY_DECIMALS: Record<LogParameter, number> = {
  alkalinity: 1,
  calcium: 0,
  magnesium: 0,
  nitrate: 1,
  phosphate: 3,
  salinity: 1,
  temperature: 1,
  ph: 2,
  potassium: 0,
};
export const ALK_DECIMALS: Record<AlkalinityUnit, number> = { dkh: 1, meqL: 2, ppmCaco3: 0 };

/** A canonical value in the unit the screen shows (alkalinity in the visitor's unit; the rest canonical). */
export function toShown(parameter: LogParameter, canonical: number, alkUnit: AlkalinityUnit): number {
  return parameter === 'alkalinity' ? dkhToAlkalinity(canonical, alkUnit) : canonical;
}
export function fromShown(parameter: LogParameter, shown: number, alkUnit: AlkalinityUnit): number {
  return parameter === 'alkalinity' ? alkalinityToDkh(shown, alkUnit) : shown;
}
export const shownDecimals = (parameter: LogParameter, alkUnit: AlkalinityUnit) =>
  parameter === 'alkalinity' ? ALK_DECIMALS[alkUnit] : DISPLAY_DECIMALS[parameter];

/** Units message key (namespace Units or Log.units) of a parameter as shown. */
export function shownUnitKey(parameter: LogParameter, alkUnit: AlkalinityUnit): string {
  if (parameter === 'alkalinity') return alkUnit;
  return {
    calcium: 'mgL',
    magnesium: 'mgL',
    nitrate: 'mgL',
    phosphate: 'mgL',
    salinity: 'ppt',
    temperature: 'celsius',
    ph: 'none',
    potassium: 'mgL',
  }[parameter];
}

const round = (v: number, d: number) => Number(v.toFixed(d));

/**
 * Target ranges a new tank starts with, canonical units: the reef ranges of docs/methods.md#dosing (dosing's REEF_RANGES:
 * Ca 380–450, alkalinity 2.5–4 meq/L = 7.0–11.2 dKH, Mg 1250–1350, NO3 0–0.2, PO4 0–0.03) and salinity 34–36 ppt
 * (docs/methods.md#salinity). Temperature, pH and potassium have no range in docs/methods.md: the keeper adds their own.
 */
export function defaultTargets(): Partial<Record<LogParameter, TargetRange>> {
  const sal = REEF_TARGETS.find((t) => t.id === 'salinity')!;
  const alk = REEF_RANGES.alkalinity;
  return {
    alkalinity: { low: round(convertAlkalinity(alk.min, 'meqL', 'dkh'), 1), high: round(convertAlkalinity(alk.max, 'meqL', 'dkh'), 1) },
    calcium: { low: REEF_RANGES.calcium.min, high: REEF_RANGES.calcium.max },
    magnesium: { low: REEF_RANGES.magnesium.min, high: REEF_RANGES.magnesium.max },
    nitrate: { low: REEF_RANGES.nitrate.min, high: REEF_RANGES.nitrate.max },
    phosphate: { low: REEF_RANGES.phosphate.min, high: REEF_RANGES.phosphate.max },
    salinity: { low: sal.min, high: sal.max },
  };
}

export { CANONICAL_LOG_UNIT };
