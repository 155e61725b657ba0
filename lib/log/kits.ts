import type { LogParameter } from './model';
import type { ReadingUnit } from './importers/readings';

/**
 * Test kits a keeper reads at the tank, each with the unit its display or chart shows and its stated accuracy
 * (docs/presets.md#kits: figures, grades and sources). The quick entry (components/log/kit-entry.tsx) converts the
 * number as read to the log's canonical units and keeps the kit in `typed.source` ("kit:<id>", lib/log/source.ts).
 * A kit whose unit could not be confirmed from its maker is left out (HI782, docs/presets.md#kits).
 */
export interface Kit {
  id: string;
  parameter: LogParameter;
  /** what the kit shows */
  unit: ReadingUnit;
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

/** The kit's stated accuracy at `reading` (in its own unit), or null when it states none. */
export function kitTolerance(kit: Kit, reading: number): number | null {
  return kit.accuracy ? Math.max(kit.accuracy.absolute, kit.accuracy.relative * Math.abs(reading)) : null;
}
