import type { SgConvention } from '@/lib/seawater';
import { convertAlkalinity, type AlkalinityUnit } from '@/lib/units';
import { CANONICAL_LOG_UNIT, type LogParameter } from './model';

/**
 * Units a keeper may type each parameter in, and their conversion to the log's canonical units (model.ts).
 * Japanese keepers write KH in 度 (= dKH), nitrate as NO3 or NO3-N, phosphate as PO4, PO4-P or ppb P (the Hanna
 * ULR meters); some logs keep phosphate as ppb PO4 (µg/L), docs/methods.md#conventions.
 * (NO3-N and PO4-P are converted in schema.ts, which the entry forms load: the screen's first load does not need them.)
 */
export type NitrateUnit = 'no3' | 'no3n';
export type PhosphateUnit = 'po4' | 'po4p' | 'pPpb' | 'po4Ppb';
export const NITRATE_UNITS = ['no3', 'no3n'] as const;
export const PHOSPHATE_UNITS = ['po4', 'po4p', 'pPpb', 'po4Ppb'] as const;

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

/** A Units message key a parameter is shown in (every parameter but temperature and pH). */
export type ShownUnitKey = AlkalinityUnit | 'mgL' | 'ppt';
/** What shownUnitKey names: a Units key, or `celsius` (temperature, under Units.temperature.metric) and `none` (pH), which are none. */
export type ShownUnit = ShownUnitKey | 'celsius' | 'none';

/** The Units message key of a parameter as shown (temperature and pH: see ShownUnit). */
export function shownUnitKey(parameter: Exclude<LogParameter, 'temperature' | 'ph'>, alkUnit: AlkalinityUnit): ShownUnitKey;
export function shownUnitKey(parameter: LogParameter, alkUnit: AlkalinityUnit): ShownUnit;
export function shownUnitKey(parameter: LogParameter, alkUnit: AlkalinityUnit): ShownUnit {
  if (parameter === 'alkalinity') return alkUnit;
  return (
    {
      calcium: 'mgL',
      magnesium: 'mgL',
      nitrate: 'mgL',
      phosphate: 'mgL',
      salinity: 'ppt',
      temperature: 'celsius',
      ph: 'none',
      potassium: 'mgL',
    } satisfies Record<Exclude<LogParameter, 'alkalinity'>, ShownUnit>
  )[parameter];
}

export { CANONICAL_LOG_UNIT };
