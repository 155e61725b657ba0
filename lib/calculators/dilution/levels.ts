/** Display helpers of the dilution screen: the unit of a level, and levels re-expressed when the alkalinity unit changes. */
import { decimalsFor, levelQuantity } from '@/lib/calculators/precision';
import { toNumberOrNaN } from '@/lib/number/input';
import { convertAlkalinity, type AlkalinityUnit } from '@/lib/units';
import { presetLevel, type DilutionParameter, type DilutionPreset } from './presets';

/** Key of the level's unit in the `Units` messages: ppt, dKH / meq/L / ppm CaCO₃, or mg/L. */
export function levelUnitKey(parameter: DilutionParameter, alkalinityUnit: AlkalinityUnit = 'dkh'): string {
  if (parameter === 'salinity') return 'ppt';
  if (parameter === 'alkalinity') return alkalinityUnit;
  return 'mgL';
}

/** The precision-table row a level is read with (lib/calculators/precision.ts): phosphate 3 decimals, calcium 0, … */
export const levelQuantityOf = (parameter: DilutionParameter, alkalinityUnit: AlkalinityUnit = 'dkh') =>
  levelQuantity(parameter, alkalinityUnit);

/** Typed level text in another alkalinity unit, to 4 significant decimals; text that is no number is kept. */
export function convertLevelText(text: unknown, from: AlkalinityUnit, to: AlkalinityUnit): unknown {
  const value = toNumberOrNaN(text);
  if (typeof value !== 'number' || !Number.isFinite(value) || from === to) return text;
  return String(Number(convertAlkalinity(value, from, to).toFixed(decimalsFor('levelField'))));
}

/** A new-water preset's level as field text (alkalinity in the chosen unit, rounded to 4 decimals). */
export const presetLevelText = (presetId: DilutionPreset['id'], parameter: DilutionParameter, alkalinityUnit: AlkalinityUnit = 'dkh') =>
  String(Number(presetLevel(presetId, parameter, alkalinityUnit).toFixed(decimalsFor('levelField'))));
