import { convertAlkalinity, type AlkalinityUnit } from '@/lib/units';

export const DILUTION_PARAMETERS = ['salinity', 'alkalinity', 'calcium', 'magnesium', 'nitrate', 'phosphate'] as const;
export type DilutionParameter = (typeof DILUTION_PARAMETERS)[number];

/** Units of each parameter: salinity ppt (SP), alkalinity dKH unless `alkalinityUnit` says otherwise, the rest mg/L. */
export const PARAMETER_UNITS: Record<DilutionParameter, string> = {
  salinity: 'ppt',
  alkalinity: 'dKH',
  calcium: 'mg/L',
  magnesium: 'mg/L',
  nitrate: 'mg/L',
  phosphate: 'mg/L',
};

export interface DilutionPreset {
  id: 'natural-sw' | 'rodi';
  /** Levels in the canonical units above (alkalinity in dKH). */
  values: Record<DilutionParameter, number>;
  source: string;
}

/** New-water presets of docs/methods.md#dilution. */
export const DILUTION_PRESETS: readonly DilutionPreset[] = [
  {
    id: 'natural-sw',
    // Surface ocean: alk 7 dKH ≈ 2.5 meq/L; NO3 < 0.1 and PO4 ≈ 0.005 mg/L are taken as 0.
    values: { salinity: 35, alkalinity: 7, calcium: 420, magnesium: 1280, nitrate: 0, phosphate: 0 },
    source: 'Holmes-Farley, "Reef Aquarium Water Parameters" (surface-ocean values), docs/methods.md#dilution',
  },
  {
    id: 'rodi',
    values: { salinity: 0, alkalinity: 0, calcium: 0, magnesium: 0, nitrate: 0, phosphate: 0 },
    source: 'RO/DI water carries none of these (docs/methods.md#dilution)',
  },
];

/** A preset's level of `parameter`, alkalinity converted from dKH to `alkalinityUnit`. */
export function presetLevel(presetId: DilutionPreset['id'], parameter: DilutionParameter, alkalinityUnit: AlkalinityUnit = 'dkh'): number {
  const preset = DILUTION_PRESETS.find((p) => p.id === presetId);
  const value = preset?.values[parameter] ?? 0;
  return parameter === 'alkalinity' ? convertAlkalinity(value, 'dkh', alkalinityUnit) : value;
}

/**
 * Smallest change a hobby test kit resolves, canonical units (alkalinity dKH). Proposed policy: docs/methods.md#dilution names
 * the "negligible effect" rule but not the figures; these are typical kit resolutions (refractometer or meter 0.1 ppt,
 * alkalinity 0.1 dKH, Ca 5, Mg 10, NO3 0.5, PO4 0.01 mg/L).
 */
export const TEST_KIT_RESOLUTION: Record<DilutionParameter, number> = {
  salinity: 0.1,
  alkalinity: 0.1,
  calcium: 5,
  magnesium: 10,
  nitrate: 0.5,
  phosphate: 0.01,
};

/** Highest level the form accepts, canonical units (salinity: SP 42, docs/methods.md#salinity; others generous bounds). */
export const PARAMETER_MAX: Record<DilutionParameter, number> = {
  salinity: 42,
  alkalinity: 50,
  calcium: 2000,
  magnesium: 5000,
  nitrate: 1000,
  phosphate: 100,
};

/** A canonical (dKH for alkalinity) amount expressed in the visitor's alkalinity unit. */
export const inParameterUnit = (amount: number, parameter: DilutionParameter, alkalinityUnit: AlkalinityUnit = 'dkh') =>
  parameter === 'alkalinity' ? convertAlkalinity(amount, 'dkh', alkalinityUnit) : amount;
