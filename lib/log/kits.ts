import { parseDecimalText } from '@/lib/number/input';
import type { LogParameter } from './model';
import type { ReadingUnit } from './importers/readings';

/**
 * Test kits a keeper reads at the tank, each with the unit its display or chart shows and its stated accuracy
 * (docs/presets.md#kits: figures, grades and sources). The quick entry (components/log/kit-entry.tsx) converts the
 * number as read to the log's canonical units and keeps the kit in `typed.source` ("kit:<id>", lib/log/source.ts).
 * A kit whose unit could not be confirmed from its maker lists the units it may show (`unitChoices`): the keeper
 * confirms once, from the meter's own manual, which one theirs shows, and the entry remembers it (HI782,
 * docs/presets.md#kits). Guessing would store nitrate 4.43 times too high or too low.
 */
export interface Kit {
  id: string;
  parameter: LogParameter;
  /** what the kit shows (the first of `unitChoices` when the keeper must confirm it) */
  unit: ReadingUnit;
  /** the units the kit may show when its maker's page does not settle which: the keeper confirms one */
  unitChoices?: readonly ReadingUnit[];
  /** stated accuracy, "± absolute ± relative of reading": the larger of the two applies, as Hanna reads its own
   * statement (docs/presets.md#kits); in the kit's unit; null when the maker states none we found */
  accuracy: { absolute: number; relative: number } | null;
  /** the decimals the kit shows */
  decimals: number;
  /** maker: the maker's statement; verify: the unit is the kit's, the accuracy not confirmed in this store */
  grade: 'maker' | 'verify';
}

export const KITS = [
  { id: 'hanna-hi772', parameter: 'alkalinity', unit: 'dkh', accuracy: { absolute: 0.3, relative: 0.05 }, decimals: 1, grade: 'maker' },
  { id: 'hanna-hi755', parameter: 'alkalinity', unit: 'ppmCaco3', accuracy: { absolute: 5, relative: 0.05 }, decimals: 0, grade: 'verify' },
  { id: 'hanna-hi782', parameter: 'nitrate', unit: 'no3', unitChoices: ['no3', 'no3n'], accuracy: null, decimals: 1, grade: 'verify' },
  { id: 'hanna-hi736', parameter: 'phosphate', unit: 'pPpb', accuracy: { absolute: 5, relative: 0.05 }, decimals: 0, grade: 'verify' },
  { id: 'salifert-kh', parameter: 'alkalinity', unit: 'dkh', accuracy: null, decimals: 1, grade: 'verify' },
  { id: 'salifert-ca', parameter: 'calcium', unit: 'ppm', accuracy: null, decimals: 0, grade: 'verify' },
  { id: 'salifert-mg', parameter: 'magnesium', unit: 'ppm', accuracy: null, decimals: 0, grade: 'verify' },
  { id: 'redsea-alk', parameter: 'alkalinity', unit: 'dkh', accuracy: null, decimals: 2, grade: 'verify' },
  { id: 'redsea-ca', parameter: 'calcium', unit: 'ppm', accuracy: null, decimals: 0, grade: 'verify' },
  { id: 'refractometer-ppt', parameter: 'salinity', unit: 'ppt', accuracy: null, decimals: 0, grade: 'verify' },
  { id: 'refractometer-sg2525', parameter: 'salinity', unit: 'sg-25/25', accuracy: null, decimals: 3, grade: 'verify' },
  { id: 'refractometer-sg254', parameter: 'salinity', unit: 'sg-25/4', accuracy: null, decimals: 3, grade: 'verify' },
] as const satisfies readonly Kit[];

export type KitId = (typeof KITS)[number]['id'];
export const kitById = (id: string): Kit | undefined => KITS.find((k) => k.id === id);

/**
 * The unit a reading of `kit` is in: its own unit, or for a kit whose unit the keeper confirms, their confirmed
 * choice (null until they have made one, or when the stored choice is not one of the kit's).
 */
export function kitUnit(kit: Kit, confirmed: string | null | undefined): ReadingUnit | null {
  if (!kit.unitChoices) return kit.unit;
  return kit.unitChoices.find((u) => u === confirmed) ?? null;
}

/** The kit's stated accuracy at `reading` (in its own unit), or null when it states none. */
export function kitTolerance(kit: Kit, reading: number): number | null {
  return kit.accuracy ? Math.max(kit.accuracy.absolute, kit.accuracy.relative * Math.abs(reading)) : null;
}

/**
 * The number a keeper typed from `kit`'s display, or null when it is not one. "1,350" and "1.350" are read by what
 * the kit shows: three decimals (an SG refractometer's 1,026) make them decimals, fewer make them thousands (a
 * magnesium kit's 1350, never 1.35 mg/L); any other text as the form reads it, "8,2" and "0,030" as decimal commas.
 */
export function kitReading(text: string, kit: Kit): number | null {
  const grouped = /^([-+]?[1-9]\d{0,2})[.,](\d{3})$/.exec(text.normalize('NFKC').trim());
  if (grouped) return Number(kit.decimals >= 3 ? `${grouped[1]}.${grouped[2]}` : `${grouped[1]}${grouped[2]}`);
  return parseDecimalText(text, 'either');
}
