import type { LogParameter } from '../model';
import type { ReadingUnit } from './readings';

/**
 * Apex probes and inputs, as the datalog and the REST status name them (`type`), and the log parameter each is read
 * as unless the keeper maps it otherwise (docs/imports.md#apex): temperature (°C or °F, see below), pH, conductivity
 * (the Apex shows its salinity probe in ppt), and Trident's alk (dKH), ca and mg (ppm). ORP, amps, power, volts,
 * switches and any other input have no parameter in the log and are listed, not imported.
 */
export interface ProbeInfo {
  name: string;
  type: string;
  /** readings of this probe in the file */
  count: number;
  /** the parameter it is read as (null: not imported) */
  parameter: LogParameter | null;
  unit: ReadingUnit | null;
}

/** A keeper's choice per probe name: a parameter, or null to leave it out. */
export type ProbeMap = Record<string, LogParameter | null>;

export function defaultProbeParameter(type: string): LogParameter | null {
  switch (type.toLowerCase()) {
    case 'temp':
      return 'temperature';
    case 'ph':
      return 'ph';
    case 'cond':
      return 'salinity';
    case 'alk':
      return 'alkalinity';
    case 'ca':
      return 'calcium';
    case 'mg':
      return 'magnesium';
    default:
      return null;
  }
}

/**
 * The unit a probe's values are in: the Apex logs temperature in the scale the controller is set to and does not
 * say which, so a probe whose readings reach above 45 is read as °F (no reef is at 45 °C; no reef is at 45 °F).
 */
export function probeUnit(parameter: LogParameter, values: readonly number[]): ReadingUnit {
  switch (parameter) {
    case 'temperature':
      return values.some((v) => v > 45) ? 'fahrenheit' : 'celsius';
    case 'alkalinity':
      return 'dkh';
    case 'salinity':
      return 'ppt';
    case 'nitrate':
      return 'no3';
    case 'phosphate':
      return 'po4';
    case 'ph':
      return 'ph';
    default:
      return 'ppm';
  }
}

/** The parameter a probe is read as: the keeper's choice when there is one, else its type's. */
export const probeParameter = (p: { name: string; type: string }, map: ProbeMap | undefined) =>
  map && p.name in map ? map[p.name] : defaultProbeParameter(p.type);
